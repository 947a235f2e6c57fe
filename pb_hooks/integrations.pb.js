/// <reference path="jsvm.d.ts" />
// Reach in China (lib/integrations/): WeChat share cards signed by the site, and Baidu link push of every
// publication. The 推广渠道 tab's routes, the public share config, the push queued in each publication's
// transaction (its delivery is the outbox's cron, mail.pb.js), and the kept WeChat token dropped on a change.

routerAdd('GET', '/api/admin/integrations', (e) => require(`${__hooks}/lib/integrations/routes.js`).listIntegrations(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('PATCH', '/api/admin/integrations/wechat', (e) => require(`${__hooks}/lib/integrations/routes.js`).saveWeChat(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('PATCH', '/api/admin/integrations/baidu', (e) => require(`${__hooks}/lib/integrations/routes.js`).saveBaidu(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('POST', '/api/admin/integrations/{platform}/test', (e) => require(`${__hooks}/lib/integrations/routes.js`).testIntegration(e), $apis.requireAuth('staff', '_superusers'))

// `GET /api/wechat/share-config` (public), the address the pages' share script asks (lib/shared/wechat-share.json).
routerAdd('GET', require(`${__hooks}/lib/shared/wechat-share.json`).shareConfigPath, (e) => require(`${__hooks}/lib/integrations/routes.js`).shareConfigRequest(e))

// Every publication (an article published or edited while published, a page or course change published,
// restored or scheduled) writes one revision in its transaction: its push to Baidu is queued with it.
onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/integrations/baidu.js`).queueRevisionPushOf(e)
}, 'content_revisions')

// New WeChat settings (saved by the tab, or by an operator in /_/): the kept token and ticket are dropped.
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/integrations/wechat.js`).dropCacheOnChange(e)
  e.next()
}, 'integrations')
