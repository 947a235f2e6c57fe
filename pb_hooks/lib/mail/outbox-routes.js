// The outbox's staff routes: its status figures, and a staff decision on mail that waits for staff
// (retry or discard), each written to the activity log.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { senderAwake } = require(`${__hooks}/lib/mail/robot-wake.js`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { countBy } = require(`${__hooks}/lib/core/counts.js`)
const { isRobot } = require(`${__hooks}/lib/notify/robots.js`)
const { smtpConfigured } = require(`${__hooks}/lib/mail/delivery.js`)

/** Counts of mail by status and whether SMTP is set: `{smtpConfigured, queued, failed, held}`. */
function outboxStatus(app) {
  const counts = countBy(app, 'mail_outbox', 'status')
  // robotSenderAwake: whether the robots' fast lane is running (from the first minute after a start).
  return { smtpConfigured: smtpConfigured(app), queued: counts.queued || 0, failed: counts.failed || 0, held: counts.held || 0, robotSenderAwake: senderAwake(app) }
}

// Mail that waits for a member of staff: failed every retry, or held from a restored backup
// (lib/mail/restored-backup.js). Only these can be sent again or discarded.
const WAITING_FOR_STAFF = ['failed', 'held']

/**
 * A staff decision on a mail waiting for staff, in one transaction with its activity entry:
 * `to` its new status, `apply` sets anything else, `refused` is the message for any other mail.
 */
function decideMail(e, { to, apply, refused, action, summary }) {
  const id = e.request.pathValue('id')
  const actorRecord = e.auth
  /** @type {[number, object]} */
  let answer = [500, {}]
  e.app.runInTransaction((txApp) => {
    let mail
    try {
      mail = txApp.findRecordById('mail_outbox', id)
    } catch (_) {
      answer = [404, { status: 404, message: messages.outbox.mailNotFound, data: {} }]
      return
    }
    if (WAITING_FOR_STAFF.indexOf(mail.getString('status')) < 0) {
      answer = [400, { status: 400, message: refused, data: {} }]
      return
    }
    mail.set('status', to)
    apply(mail)
    txApp.save(mail)

    const channel = mail.getString('channel')
    // A robot is named by its platform, a Baidu link push by the address it pushes.
    const recipient = isRobot(channel) ? notify.channels[channel].label : mail.getString('recipient') || mail.getString('text')
    const submissionId = mail.getString('submission')
    let lead = null
    if (submissionId) {
      try {
        lead = txApp.findRecordById('form_submissions', submissionId)
      } catch (_) {
        lead = null
      }
    }
    logActivity(txApp, {
      action,
      collectionName: lead ? 'form_submissions' : 'mail_outbox',
      recordId: lead ? lead.id : mail.id,
      recordLabel: lead ? lead.getString('name') : mail.getString('subject'),
      summary: format(summary, { recipient }),
      details: { mail: mail.id, recipient },
      actorRecord,
    })
    answer = [200, { id: mail.id, status: to }]
  })
  return e.json(answer[0], answer[1])
}

/**
 * `POST /api/outbox/{id}/retry`: a failed or held mail goes (back) to the queue, due now, with its
 * attempts reset (its last error stays until the next attempt). Nothing else about a mail can be changed.
 */
function retryMail(e) {
  return decideMail(e, {
    to: 'queued',
    apply: (mail) => {
      mail.set('attempts', 0)
      mail.set('next_attempt_at', new Date().toISOString())
    },
    refused: messages.outbox.retryOnlyFailed,
    action: 'mail_retried',
    summary: messages.activity.mailRetried,
  })
}

/** `POST /api/outbox/{id}/discard`: a failed or held mail is marked discarded and never sent. */
function discardMail(e) {
  return decideMail(e, {
    to: 'discarded',
    apply: () => {},
    refused: messages.outbox.discardOnlyWaiting,
    action: 'mail_discarded',
    summary: messages.activity.mailDiscarded,
  })
}

module.exports = { outboxStatus, retryMail, discardMail }
