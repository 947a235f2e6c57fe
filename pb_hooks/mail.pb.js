/// <reference path="jsvm.d.ts" />
// Lead mails: queued in the lead's own transaction (lib/leads/leads.js), delivered by cron (and on demand
// by staff), retried by staff.

cronAdd('mail_outbox_delivery', '* * * * *', () => {
  require(`${__hooks}/lib/mail/outbox.js`).deliverDue($app)
})

routerAdd(
  'POST',
  '/api/outbox/deliver',
  (e) => e.json(200, require(`${__hooks}/lib/mail/outbox.js`).deliverDue(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)

routerAdd('POST', '/api/outbox/{id}/retry', (e) => require(`${__hooks}/lib/mail/outbox.js`).retryMail(e), $apis.requireAuth('staff', '_superusers'))

routerAdd(
  'GET',
  '/api/outbox/status',
  (e) => e.json(200, require(`${__hooks}/lib/mail/outbox.js`).outboxStatus(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)
