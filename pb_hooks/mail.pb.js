/// <reference path="jsvm.d.ts" />
// Lead mails: queued in the lead's own transaction (lib/leads/leads.js), delivered by cron (and on demand
// by staff), retried or discarded by staff; mail queued in a restored backup is held for staff.

cronAdd('mail_outbox_delivery', '* * * * *', () => {
  require(`${__hooks}/lib/mail/outbox.js`).deliverDue($app)
})

routerAdd(
  'POST',
  '/api/outbox/deliver',
  (e) => {
    // What the minute's cron jobs do: overdue leads' reminders queued (notify.pb.js), then delivery.
    require(`${__hooks}/lib/leads/lead-response.js`).remindOverdue(e.app)
    return e.json(200, require(`${__hooks}/lib/mail/outbox.js`).deliverDue(e.app))
  },
  $apis.requireAuth('staff', '_superusers'),
)

routerAdd('POST', '/api/outbox/{id}/retry', (e) => require(`${__hooks}/lib/mail/outbox.js`).retryMail(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('POST', '/api/outbox/{id}/discard', (e) => require(`${__hooks}/lib/mail/outbox.js`).discardMail(e), $apis.requireAuth('staff', '_superusers'))

// Every backup (dashboard, API, schedule) carries the time it was taken; the first process to open
// a restored one holds the mail it had queued, at bootstrap, before cron starts (it starts with serve).
onBackupCreate((e) => require(`${__hooks}/lib/mail/restored-backup.js`).markWhileArchiving(e))

onBootstrap((e) => {
  e.next()
  const restored = require(`${__hooks}/lib/mail/restored-backup.js`).holdMailOfRestoredBackup(e.app)
  if (restored) e.app.logger().warn('Restored backup: mail queued when it was taken is held for staff', 'backupTakenAt', restored.takenAt, 'held', restored.held)
})

routerAdd(
  'GET',
  '/api/outbox/status',
  (e) => e.json(200, require(`${__hooks}/lib/mail/outbox.js`).outboxStatus(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)
