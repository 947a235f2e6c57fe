/// <reference path="jsvm.d.ts" />
// Every answer under /api/: in Chinese, PocketBase's own errors included (lib/api/api-errors.js), and
// never cached (lib/api/cache-control.js).

// Priority -1500: outside PocketBase's CORS (-1041), activity logger (-1040), panic recovery (-1030),
// rate limit (-1000) and body limit (-990), so their refusals are translated too and the log keeps the original.
routerUse(new Middleware((e) => require(`${__hooks}/lib/api/api-errors.js`).translateApiErrors(e), -1500))

// Priority -2000: before the rate and body limits (-1000, -990), so their refusals carry it too.
routerUse(new Middleware((e) => require(`${__hooks}/lib/api/cache-control.js`).noStoreForApi(e), -2000))
