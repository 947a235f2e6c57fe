/// <reference path="jsvm.d.ts" />
// The audit trail: staff changes to slides, news, partners, course intakes and site settings made
// through the API are written to activity_log in the change's own transaction (lib/audit/audit.js).
// Migrations, seeds and console commands save records without a request and are not logged.

onRecordCreateRequest((e) => require(`${__hooks}/lib/audit/audit.js`).auditCreate(e), 'carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/audit/audit.js`).auditUpdate(e), 'carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/audit/audit.js`).auditDelete(e), 'carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings')

// The trail itself: written only by the server (app.save in hooks), never through the API, not even by
// operators (superusers pass every collection rule, so the rule alone would let them rewrite history).
onRecordCreateRequest((e) => require(`${__hooks}/lib/audit/audit.js`).refuseTrailWrite(e), 'activity_log')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/audit/audit.js`).refuseTrailWrite(e), 'activity_log')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/audit/audit.js`).refuseTrailWrite(e), 'activity_log')
