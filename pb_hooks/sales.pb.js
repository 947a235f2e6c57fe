/// <reference path="jsvm.d.ts" />
// The sales desk beyond the lead itself (lib/sales/): follow-up tasks and their reminders, replies from a
// lead's page with the team's templates, and one contact per person (leads grouped by phone or e-mail,
// merged and unmerged by staff).

// Follow-up tasks (跟进任务): staff's changes logged on the lead's timeline; reminders when due.
onRecordCreateRequest((e) => require(`${__hooks}/lib/sales/tasks.js`).createTask(e), 'lead_tasks')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/sales/tasks.js`).updateTask(e), 'lead_tasks')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/sales/tasks.js`).deleteTask(e), 'lead_tasks')

cronAdd('lead_task_reminders', '* * * * *', () => {
  require(`${__hooks}/lib/sales/task-reminders.js`).remindDueTasks($app)
})

// Replies to a lead by mail, from the team's templates (回复模板, checked and audited when saved).
routerAdd('POST', '/api/admin/leads/{id}/reply-draft', (e) => require(`${__hooks}/lib/sales/replies.js`).replyDraft(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/leads/{id}/reply', (e) => require(`${__hooks}/lib/sales/replies.js`).sendReply(e), $apis.requireAuth('staff', '_superusers'))
onRecordCreateRequest((e) => require(`${__hooks}/lib/sales/replies.js`).createTemplate(e), 'reply_templates')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/sales/replies.js`).updateTemplate(e), 'reply_templates')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/sales/replies.js`).deleteTemplate(e), 'reply_templates')

// One contact per person: every stored lead (whoever saves it) is grouped in its own transaction; a lead
// deleted takes its contact along when it was the last; staff rename, merge and unmerge contacts.
onRecordCreate((e) => require(`${__hooks}/lib/sales/contacts.js`).onLeadCreate(e), 'form_submissions')
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/sales/contacts.js`).onLeadDeleted(e), 'form_submissions')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/sales/contacts.js`).updateContact(e), 'contacts')

// Leads stored before contacts existed (an upgraded install) are grouped by the minute's job.
cronAdd('contacts_backfill', '* * * * *', () => {
  require(`${__hooks}/lib/sales/contacts.js`).attachMissing($app)
})
