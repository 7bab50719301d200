module.exports=[35263,s=>{"use strict";s.s([])}];

//# sourceMappingURL=1oeh_server_app_api_trips_%5Bid%5D_reviews_%5Bpage%5D_route_actions_0rn7duwgl_ea8.js.map