module.exports=[41596,e=>{e.v(e=>Promise.resolve().then(()=>e(74841)))}];

//# sourceMappingURL=lib_payments_test-charges_ts_0figqde8r85s_._.js.map