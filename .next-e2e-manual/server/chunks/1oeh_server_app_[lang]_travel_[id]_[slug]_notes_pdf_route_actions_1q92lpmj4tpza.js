module.exports=[67367,s=>{"use strict";s.s([])}];

//# sourceMappingURL=1oeh_server_app_%5Blang%5D_travel_%5Bid%5D_%5Bslug%5D_notes_pdf_route_actions_1q92lpmj4tpza.js.map