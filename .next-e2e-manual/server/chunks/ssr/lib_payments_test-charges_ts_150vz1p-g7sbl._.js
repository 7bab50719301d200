module.exports=[82977,a=>{a.v(b=>Promise.all(["server/chunks/ssr/lib_payments_webhook_ts_0ao4ka6sio128._.js","server/chunks/ssr/lib_payments_test-charges_ts_1l6v60cu_5vdz._.js"].map(b=>a.l(b))).then(()=>b(22536)))}];

//# sourceMappingURL=lib_payments_test-charges_ts_150vz1p-g7sbl._.js.map