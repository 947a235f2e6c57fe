/// <reference path="jsvm.d.ts" />
// What an operator watches (disk, backups, mail queue, replication lag) as JSON for a monitor and the
// dashboard's 运行状态 panel: GET /api/ops/health, 503 when something fails, and the dashboard's own
// route (lib/ops/ops-health.js).

routerAdd('GET', require(`${__hooks}/lib/shared/ops-health.json`).path, (e) => require(`${__hooks}/lib/ops/ops-health.js`).healthRequest(e))

// The dashboard's copy: 200 with the report even when a check fails (a 503 would be a page error to the browser).
routerAdd(
  'GET',
  require(`${__hooks}/lib/shared/ops-health.json`).dashboardPath,
  (e) => require(`${__hooks}/lib/ops/ops-health.js`).dashboardRequest(e),
  $apis.requireAuth('staff', '_superusers'),
)

// A backup made here shows at once (the newest backup is otherwise listed at most once a minute).
onBackupCreate((e) => {
  e.next()
  require(`${__hooks}/lib/ops/ops-health.js`).forgetNewestBackup(e.app)
})
