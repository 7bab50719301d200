module.exports=[79246,s=>{"use strict";s.s([])}];

//# sourceMappingURL=1jng_app_%5Blang%5D_account_bookings_%5Breference%5D_invoice_pdf_route_actions_0r2t6ug41-sd8.js.map