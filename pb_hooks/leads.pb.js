/// <reference path="jsvm.d.ts" />
// The leads desk: staff may change only a lead's status, notes, the activity log and lead counts;
// and every refusal of a visitor's lead answered in Chinese.

// Priority -1500: around the rate and body limits (-1000, -990), so their refusals are translated too.
routerUse(new Middleware((e) => require(`${__hooks}/lib/leads/lead-errors.js`).translateLeadErrors(e), -1500))

onRecordUpdateRequest((e) => require(`${__hooks}/lib/leads/lead-records.js`).updateLead(e), 'form_submissions')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/leads/lead-records.js`).deleteLead(e), 'form_submissions')

onRecordCreateRequest((e) => require(`${__hooks}/lib/leads/lead-notes.js`).createNote(e), 'lead_notes')

routerAdd(
  'GET',
  '/api/admin/forms/stats',
  (e) => e.json(200, require(`${__hooks}/lib/leads/lead-stats.js`).leadStats(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)
