/// <reference path="jsvm.d.ts" />
// Personal data (PIPL, lib/privacy/): a person found by e-mail or phone in every place that holds them, their
// data exported as a file or erased in one transaction, requests registered and logged with a due day, and
// the daily retention job that anonymises leads past 线索保留期限.

routerAdd('POST', '/api/admin/privacy/find', (e) => require(`${__hooks}/lib/privacy/routes.js`).findRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/privacy/export', (e) => require(`${__hooks}/lib/privacy/routes.js`).exportRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/privacy/erase', (e) => require(`${__hooks}/lib/privacy/routes.js`).eraseRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/privacy/requests', (e) => require(`${__hooks}/lib/privacy/routes.js`).registerRequestRoute(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/privacy/retention', (e) => require(`${__hooks}/lib/privacy/routes.js`).retentionRequest(e), $apis.requireAuth('staff', '_superusers'))

// Every night at 02:30 Beijing time (cron is UTC), before the 03:00 backup of the example schedule.
cronAdd('lead_retention', '30 18 * * *', () => {
  require(`${__hooks}/lib/privacy/retention.js`).runRetention($app, new Date())
})
