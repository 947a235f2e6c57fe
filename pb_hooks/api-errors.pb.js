/// <reference path="jsvm.d.ts" />
// Every error answer under /api/ in Chinese, PocketBase's own included; the logic lives in lib/api/api-errors.js.

// Priority -1500: outside PocketBase's CORS (-1041), activity logger (-1040), panic recovery (-1030),
// rate limit (-1000) and body limit (-990), so their refusals are translated too and the log keeps the original.
routerUse(new Middleware((e) => require(`${__hooks}/lib/api/api-errors.js`).translateApiErrors(e), -1500))
