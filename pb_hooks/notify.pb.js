/// <reference path="jsvm.d.ts" />
// Team notification robots (WeCom, DingTalk, Feishu): the 通知 tab's routes (lib/notify/channel-routes.js).
// Their messages are outbox rows, delivered by the outbox's cron (mail.pb.js).

routerAdd('GET', '/api/admin/notify/channels', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).listChannels(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('PATCH', '/api/admin/notify/channels/{channel}', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).saveChannel(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('POST', '/api/admin/notify/channels/{channel}/test', (e) => require(`${__hooks}/lib/notify/channel-routes.js`).testChannel(e), $apis.requireAuth('staff', '_superusers'))
