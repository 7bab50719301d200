module.exports=[82977,a=>{a.v(b=>Promise.all(["server/chunks/ssr/lib_payments_test-charges_ts_1l6v60cu_5vdz._.js"].map(b=>a.l(b))).then(()=>b(22536)))}];

//# sourceMappingURL=lib_payments_test-charges_ts_0v8ysenvqiwwe._.js.map