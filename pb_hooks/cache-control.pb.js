/// <reference path="jsvm.d.ts" />
// No API answer is cached; the logic lives in lib/pages/cache-control.js.

// Priority -2000: before the rate and body limits (-1000, -990), so their refusals carry it too.
routerUse(new Middleware((e) => require(`${__hooks}/lib/pages/cache-control.js`).noStoreForApi(e), -2000))
