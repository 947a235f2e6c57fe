/// <reference path="jsvm.d.ts" />
// The back office dashboard: its figures in one staff-only request (lib/dashboard/dashboard-stats.js) and
// the go-live checklist (lib/dashboard/go-live.js).

routerAdd('GET', '/api/admin/dashboard', (e) => require(`${__hooks}/lib/dashboard/dashboard-stats.js`).dashboardRequest(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('GET', '/api/admin/golive', (e) => e.json(200, require(`${__hooks}/lib/dashboard/go-live.js`).goLiveChecklist(e.app)), $apis.requireAuth('staff', '_superusers'))
