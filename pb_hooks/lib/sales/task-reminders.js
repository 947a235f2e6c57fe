// Reminders of follow-up tasks: when a task's time comes, its owner gets one mail (at their account's
// address) and every ready group robot one message that @s them where the platform can (WeCom and DingTalk,
// by the owner's mobile), queued in the outbox and delivered like every lead mail.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const desk = require(`${__hooks}/lib/shared/sales-desk.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { render } = require(`${__hooks}/lib/sales/sales-mails.js`)
const { queueLeadMails } = require(`${__hooks}/lib/mail/queue.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { dueText } = require(`${__hooks}/lib/sales/tasks.js`)
const { staffMailbox } = require(`${__hooks}/lib/sales/staff-mailbox.js`)

// One run reminds at most this many tasks; the rest are due at the next.
const BATCH = 50

/** The owner as the reminder names them: their name, else their username. */
function ownerName(owner) {
  return owner.getString('name') || owner.getString('username')
}

/**
 * The outbox rows a task's reminder calls for: a mail to its owner (when their account has an address)
 * and a message per ready robot, mentioning the owner by mobile where one is set.
 */
function reminderRows(app, task, lead, owner, channels, settings) {
  const formType = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const reminder = desk.tasks.reminder
  const subject = fill(reminder.title, { title: task.getString('title'), name: lead.getString('name') })
  const due = fill(reminder.due, { due: dueText(app, task.getString('due_at')) })
  const who = fill(reminder.owner, { owner: ownerName(owner) })
  const rows = []
  const address = staffMailbox(owner)
  if (address) {
    rows.push({
      kind: 'task_reminder',
      channel: 'email',
      recipient: address,
      subject,
      body: render('task-reminder', {
        owner: ownerName(owner),
        title: task.getString('title'),
        lead: fill(reminder.lead, { formType, name: lead.getString('name') }),
        due: dueText(app, task.getString('due_at')),
        link: robots.leadLink(app, lead.id),
        site_name: settings ? settings.getString('site_name') : '',
      }),
    })
  }
  channels.forEach((row) => {
    const lines = robots.leadLines(app, lead, robots.contentOf(row), new Date(lead.getString('created').replace(' ', 'T')), settings, robots.assigneeName(app, lead))
    rows.push({
      kind: 'task_reminder',
      channel: row.getString('channel'),
      recipient: '',
      subject,
      body: { html: '', text: [subject, due, who, ...lines].join('\n') },
      mentions: owner.getString('mobile') ? [owner.getString('mobile')] : [],
    })
  })
  return rows
}

/**
 * Cron (and each POST /api/outbox/deliver): every open task whose time has come by `now` and whose owner
 * has not been reminded is marked by one conditional UPDATE (overlapping runs remind once) and its reminder
 * queued in the same transaction. Returns how many tasks were reminded.
 * @param {any} app
 * @param {Date} [at] the time the run takes for now (which tasks are due): now, or the one an operator's
 *   POST /api/outbox/deliver names; the reminder is stamped and queued at the real time either way
 */
function remindDueTasks(app, at = new Date()) {
  const now = new Date()
  const dueBy = dbDate(at.toISOString())
  const stamp = dbDate(now.toISOString())
  const due = app.findRecordsByFilter('lead_tasks', "done = false && reminded_at = '' && due_at <= {:dueBy}", 'due_at', BATCH, 0, { dueBy })
  if (due.length === 0) return 0
  const settings = findSiteSettings(app)
  const channels = robots.readyChannels(app)
  let reminded = 0
  due.forEach((candidate) => {
    app.runInTransaction((txApp) => {
      const taken = txApp
        .db()
        .newQuery("UPDATE {{lead_tasks}} SET [[reminded_at]] = {:now} WHERE [[id]] = {:id} AND [[reminded_at]] = '' AND [[done]] = FALSE AND [[due_at]] <= {:dueBy}")
        .bind({ id: candidate.id, now: stamp, dueBy })
        .execute()
      if (taken.rowsAffected() !== 1) return
      reminded++
      const task = txApp.findRecordById('lead_tasks', candidate.id)
      const lead = txApp.findRecordById('form_submissions', task.getString('submission'))
      let owner
      try {
        owner = txApp.findRecordById('staff', task.getString('owner'))
      } catch (_) {
        return // the owner's account is gone: nobody to remind
      }
      queueLeadMails(txApp, lead, reminderRows(txApp, task, lead, owner, channels, settings), now)
    })
  })
  return reminded
}

/**
 * The time POST /api/outbox/deliver reminds at: now, or the `at` (an ISO time) an operator (superuser token)
 * passes, the clock a test or a drill sets (as POST /api/admin/privacy/retention takes it); staff's runs are
 * now. null when `at` is no time (answered by refuseTime()).
 */
function deliveryTime(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  if (body.at === undefined || !info.hasSuperuserAuth()) return new Date()
  const at = new Date(String(body.at))
  return isNaN(at.getTime()) ? null : at
}

/** The 400 of an `at` that is no time. */
function refuseTime(e) {
  return respondInvalid(e, { at: { code: 'validation_invalid_date', message: desk.tasks.messages.atInvalid } })
}

module.exports = { remindDueTasks, reminderRows, deliveryTime, refuseTime }
