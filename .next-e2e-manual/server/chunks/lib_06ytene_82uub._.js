module.exports=[85715,e=>{"use strict";var n=e.i(55312),t=e.i(9294);e.s(["I",0,function(e,n){return`${t.f.url}/${e}${"/"===n?"":n}`},"m",0,function(e){return{en:(0,n.e)("en",e),es:(0,n.e)("es",e)}}])},93230,e=>{"use strict";e.s(["f",0,function(e,n){return`/travel/${e}/${encodeURIComponent(n)}`}])}];

//# sourceMappingURL=lib_06ytene_82uub._.js.map