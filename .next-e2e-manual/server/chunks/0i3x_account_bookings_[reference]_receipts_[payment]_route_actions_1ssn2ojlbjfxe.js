module.exports=[24891,s=>{"use strict";s.s([])}];

//# sourceMappingURL=0i3x_account_bookings_%5Breference%5D_receipts_%5Bpayment%5D_route_actions_1ssn2ojlbjfxe.js.map