module.exports=[24606,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_%5Blang%5D_auth_confirm_route_actions_0po864lnmgq7g.js.map