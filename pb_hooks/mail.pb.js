/// <reference path="jsvm.d.ts" />
// The outbox (lib/mail/): mail and robot messages queued in their cause's transaction are delivered by cron
// (and on demand by staff), retried or discarded by staff; mail queued in a restored backup is held for staff.
// Also the settings page's 邮件设置 tab (lib/mail/system-mail.js).

cronAdd('mail_outbox_delivery', '* * * * *', () => {
  require(`${__hooks}/lib/mail/delivery.js`).deliverDue($app)
})

// The robots' fast lane: a sender awake for the minute delivers a new lead's (or a new 负责人's) robot
// messages within seconds of the mark its request leaves (lib/mail/robot-wake.js).
cronAdd('robot_fast_lane', '* * * * *', () => {
  require(`${__hooks}/lib/mail/robot-wake.js`).runSender($app)
})

routerAdd(
  'POST',
  '/api/outbox/deliver',
  (e) => {
    // What the minute's cron jobs do: overdue leads' reminders queued (leads.pb.js), follow-up tasks'
    // reminders and contacts for leads without one (sales.pb.js), then delivery. An operator may name the
    // time the follow-ups are reminded at (`at`): the clock a test or a drill sets.
    const tasks = require(`${__hooks}/lib/sales/task-reminders.js`)
    const now = tasks.deliveryTime(e)
    if (!now) return tasks.refuseTime(e)
    require(`${__hooks}/lib/leads/lead-response.js`).remindOverdue(e.app)
    tasks.remindDueTasks(e.app, now)
    require(`${__hooks}/lib/sales/contacts.js`).attachMissing(e.app)
    return e.json(200, require(`${__hooks}/lib/mail/delivery.js`).deliverDue(e.app))
  },
  $apis.requireAuth('staff', '_superusers'),
)

routerAdd('POST', '/api/outbox/{id}/retry', (e) => require(`${__hooks}/lib/mail/outbox-routes.js`).retryMail(e), $apis.requireAuth('staff', '_superusers'))

routerAdd('POST', '/api/outbox/{id}/discard', (e) => require(`${__hooks}/lib/mail/outbox-routes.js`).discardMail(e), $apis.requireAuth('staff', '_superusers'))

routerAdd(
  'GET',
  '/api/outbox/status',
  (e) => e.json(200, require(`${__hooks}/lib/mail/outbox-routes.js`).outboxStatus(e.app)),
  $apis.requireAuth('staff', '_superusers'),
)

// Every backup (dashboard, API, schedule) carries the time it was taken; the first process to open
// a restored one holds the mail it had queued, at bootstrap, before cron starts (it starts with serve).
onBackupCreate((e) => require(`${__hooks}/lib/mail/restored-backup.js`).markWhileArchiving(e))

onBootstrap((e) => {
  e.next()
  const restored = require(`${__hooks}/lib/mail/restored-backup.js`).holdMailOfRestoredBackup(e.app)
  if (restored) e.app.logger().warn('Restored backup: mail queued when it was taken is held for staff', 'backupTakenAt', restored.takenAt, 'held', restored.held)
})

// `pocketbase mark-restored`: run by `npm run replica:restore` on the restored copy, so that its first
// start holds the mail it had queued for staff (the lost machine may have sent it), as after a backup.
require(`${__hooks}/lib/core/console-command.js`).addConsoleCommand(
  new Command({
    use: 'mark-restored',
    short: '把数据目录标记为从副本恢复：首次启动时，其中排队的邮件交由员工确认，不自动发送',
    run: (cmd) => {
      require(`${__hooks}/lib/mail/restored-backup.js`).markBackup($app, new Date())
      cmd.outOrStdout().write('marked as restored\n')
    },
  }),
)

// The settings page's 邮件设置 tab: staff-only routes (operators with a superuser token too).
routerAdd('GET', '/api/admin/system/mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).mailStatusRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('PATCH', '/api/admin/system/mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).updateSenderRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/admin/system/test-mail', (e) => require(`${__hooks}/lib/mail/system-mail.js`).testMailRequest(e), $apis.requireAuth('staff', '_superusers'))
