module.exports=[35716,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_%5Blang%5D_share_png_route_actions_0driwma4btymz.js.map