module.exports=[97327,s=>{"use strict";s.s([])}];

//# sourceMappingURL=0ivl_%5Blang%5D_account_bookings_%5Breference%5D_calendar_ics_route_actions_015nuppn6d5qz.js.map