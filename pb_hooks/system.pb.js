/// <reference path="jsvm.d.ts" />
// The settings page's 数据库 and 邮件设置 tabs: staff-only routes (operators with a superuser token
// too). Storage figures in lib/settings/system-storage.js, mail settings and the test mail in lib/mail/system-mail.js.

routerAdd('GET', '/api/admin/system/storage', (e) => require(`${__hooks}/lib/settings/system-storage.js`).storageRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('GET', '/api/admin/system/mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).mailStatusRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('PATCH', '/api/admin/system/mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).updateSenderRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/system/test-mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).testMailRequest(e), $apis.requireAuth('staff', '_superusers'))
