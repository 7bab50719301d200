module.exports=[14066,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_%5Blang%5D_account_export_route_actions_15ftdtmuk2of-.js.map