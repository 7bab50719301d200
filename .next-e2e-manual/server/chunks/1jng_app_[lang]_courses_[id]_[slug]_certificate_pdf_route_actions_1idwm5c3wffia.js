module.exports=[81366,s=>{"use strict";s.s([])}];

//# sourceMappingURL=1jng_app_%5Blang%5D_courses_%5Bid%5D_%5Bslug%5D_certificate_pdf_route_actions_1idwm5c3wffia.js.map