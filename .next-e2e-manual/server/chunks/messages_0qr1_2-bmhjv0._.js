module.exports=[11667,s=>{s.v(e=>Promise.all(["server/chunks/messages_en_json_1763z3knc-4vk.js"].map(e=>s.l(e))).then(()=>e(29800)))},96161,s=>{s.v(e=>Promise.all(["server/chunks/messages_es_json_0du3-pb1su9tl.js"].map(e=>s.l(e))).then(()=>e(81837)))}];

//# sourceMappingURL=messages_0qr1_2-bmhjv0._.js.map