module.exports=[29286,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_api_trips_random_route_actions_0sk3o4z5xz_io.js.map