module.exports=[93772,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_cron_%5Bjob%5D_route_actions_08kr55a3xsvc9.js.map