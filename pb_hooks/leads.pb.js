/// <reference path="jsvm.d.ts" />
// Leads: a visitor's lead accepted (lib/leads/leads.js: the shared rules, the challenge, its mails and robot
// messages queued in its transaction), the leads desk's changes, notes, counts and 负责人, reply times and
// the overdue reminders. (Every refusal of a visitor's lead is answered in Chinese by api.pb.js, with
// lib/leads/lead-errors.js.)

onRecordCreateRequest((e) => require(`${__hooks}/lib/leads/leads.js`).acceptLead(e), 'form_submissions')

// The lead forms' proof-of-work challenge (verified when a lead is accepted).
routerAdd('GET', '/api/lead-challenge', (e) => {
  // Every answer is a new challenge: no cache may hand one to two visitors.
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(200, require(`${__hooks}/lib/leads/lead-challenge.js`).issueChallenge(e.app))
})

// The leads desk: staff may change only a lead's status, assignee and notes.
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

// Reply times: each lead still 待处理 past its reply time gets one reminder to the robots (queued in the
// outbox); the dashboard's 回复时效 figures.
cronAdd('lead_overdue_reminders', '* * * * *', () => {
  require(`${__hooks}/lib/leads/lead-response.js`).remindOverdue($app)
})

routerAdd('GET', '/api/admin/leads/response', (e) => e.json(200, require(`${__hooks}/lib/leads/lead-response.js`).responseStats(e.app)), $apis.requireAuth('staff', '_superusers'))
