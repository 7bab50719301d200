module.exports=[11459,a=>{a.v(b=>Promise.all(["server/chunks/ssr/lib_booking_1clxahrczq-jj._.js","server/chunks/ssr/lib_zod_ts_0vflajejf5sgx._.js","server/chunks/ssr/lib_booking_schema_ts_1e207fhwaz31n._.js"].map(b=>a.l(b))).then(()=>b(8768)))}];

//# sourceMappingURL=lib_booking_schema_ts_1fthcz31auex5._.js.map