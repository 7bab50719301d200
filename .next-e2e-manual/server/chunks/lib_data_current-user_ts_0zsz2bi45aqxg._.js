module.exports=[43393,e=>{"use strict";var r=e.i(47540),t=e.i(89660),a=e.i(20710);let s=(0,r.cache)(async()=>{let e=await (0,t.g)(),r=await (0,a.r)(e.auth.getUser());return!r||r.error?null:r.data.user});e.s(["f",0,s])}];

//# sourceMappingURL=lib_data_current-user_ts_0zsz2bi45aqxg._.js.map