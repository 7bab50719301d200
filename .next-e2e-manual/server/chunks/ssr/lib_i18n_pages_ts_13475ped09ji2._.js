module.exports=[54676,a=>{"use strict";var b=a.i(88193);a.s(["f",0,function(a,c){var d;let e;return d=`/${c}`,"string"==typeof(e=b.f.pathnames[d])?e:e[a]}])}];

//# sourceMappingURL=lib_i18n_pages_ts_13475ped09ji2._.js.map