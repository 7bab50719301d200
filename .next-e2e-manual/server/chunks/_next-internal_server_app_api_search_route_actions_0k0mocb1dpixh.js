module.exports=[67306,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_search_route_actions_0k0mocb1dpixh.js.map