/// <reference path="jsvm.d.ts" />
// Team notification robots (WeCom, DingTalk, Feishu): the 通知 tab's routes. Their messages are
// outbox rows, delivered by the outbox's cron (mail.pb.js).

routerAdd('GET', '/api/admin/notify/channels', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).listChannels(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('PATCH', '/api/admin/notify/channels/{channel}', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).saveChannel(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('POST', '/api/admin/notify/channels/{channel}/test', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).testChannel(e), $apis.requireAuth('staff', '_superusers'))

// Each lead still 待处理 past its reply time: one reminder to the robots (queued in the outbox).
cronAdd('lead_overdue_reminders', '* * * * *', () => {
  require(`${__hooks}/lib/leads/lead-response.js`).remindOverdue($app)
})

routerAdd('GET', '/api/admin/leads/response', (e) => e.json(200, require(`${__hooks}/lib/leads/lead-response.js`).responseStats(e.app)), $apis.requireAuth('staff', '_superusers'))

routerAdd('GET', '/api/admin/golive', (e) => e.json(200, require(`${__hooks}/lib/records/go-live.js`).goLiveChecklist(e.app)), $apis.requireAuth('staff', '_superusers'))
