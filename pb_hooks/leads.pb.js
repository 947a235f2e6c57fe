/// <reference path="jsvm.d.ts" />
// The leads desk: staff may change only a lead's status, notes, the activity log and lead counts.
// (Every refusal of a visitor's lead is answered in Chinese by api-errors.pb.js, with lib/leads/lead-errors.js.)

onRecordUpdateRequest((e) => require(`${__hooks}/lib/leads/lead-records.js`).updateLead(e), 'form_submissions')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/leads/lead-records.js`).deleteLead(e), 'form_submissions')

onRecordCreateRequest((e) => require(`${__hooks}/lib/leads/lead-notes.js`).createNote(e), 'lead_notes')

routerAdd(
  'GET',
  '/api/admin/forms/stats',
  (e) => e.json(200, require(`${__hooks}/lib/leads/lead-stats.js`).leadStats(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)

routerAdd('GET', '/api/admin/staff/names', (e) => require(`${__hooks}/lib/leads/lead-assignee.js`).staffNames(e), $apis.requireAuth('staff', '_superusers'))
