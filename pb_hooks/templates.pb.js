/// <reference path="jsvm.d.ts" />
// 系统设置 → 邮件模板 (lib/templates/): the mail and robot templates staff read, keep as a draft,
// preview, test, publish (with a revision), restore and reset. Admins only (roles.json); the lead
// pipeline reads the published templates through lib/core/message-templates.js.

routerAdd('GET', '/api/admin/templates', (e) => require(`${__hooks}/lib/templates/template-routes.js`).listTemplates(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('PUT', '/api/admin/templates/{key}', (e) => require(`${__hooks}/lib/templates/template-routes.js`).saveTemplate(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('PUT', '/api/admin/templates/{key}/draft', (e) => require(`${__hooks}/lib/templates/template-routes.js`).saveDraft(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('DELETE', '/api/admin/templates/{key}/draft', (e) => require(`${__hooks}/lib/templates/template-routes.js`).discardDraft(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/templates/{key}/preview', (e) => require(`${__hooks}/lib/templates/template-routes.js`).previewTemplate(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/templates/{key}/test', (e) => require(`${__hooks}/lib/templates/template-routes.js`).testTemplate(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/templates/{key}/reset', (e) => require(`${__hooks}/lib/templates/template-routes.js`).resetTemplate(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/templates/{key}/restore', (e) => require(`${__hooks}/lib/templates/template-routes.js`).restoreTemplate(e), $apis.requireAuth('staff', '_superusers'))

// A template is written by the routes above only (each publication with its revision), operators included.
onRecordCreateRequest((e) => require(`${__hooks}/lib/templates/template-routes.js`).refuseRestWrite(e), 'message_templates')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/templates/template-routes.js`).refuseRestWrite(e), 'message_templates')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/templates/template-routes.js`).refuseRestWrite(e), 'message_templates')
