module.exports=[54316,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_draft_exit_route_actions_01u2binpffxzb.js.map