module.exports=[54676,a=>{"use strict";var b=a.i(88193);a.s(["f",0,function(a,c){var d;let e;return d=`/${c}`,"string"==typeof(e=b.f.pathnames[d])?e:e[a]}])},16644,a=>{"use strict";var b=a.i(67161);a.s(["default",()=>b.Image])}];

//# sourceMappingURL=_1r5jv_8-p5j98._.js.map