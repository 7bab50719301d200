module.exports=[76837,s=>{"use strict";s.s([])}];

//# sourceMappingURL=1jng_app_%5Blang%5D_travel_%5Bid%5D_%5Bslug%5D_opengraph-image_route_actions_0aoi_o0r2rqrf.js.map