module.exports=[50935,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_revalidate_route_actions_0js558tcn8ds0.js.map