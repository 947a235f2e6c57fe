/// <reference path="jsvm.d.ts" />
// The back office dashboard's figures in one staff-only request (lib/records/dashboard-stats.js).

routerAdd('GET', '/api/admin/dashboard', (e) => require(`${__hooks}/lib/records/dashboard-stats.js`).dashboardRequest(e), $apis.requireAuth('staff', '_superusers'))
