module.exports=[87668,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_payments_webhook_route_actions_1mbehelcssq91.js.map