// Queueing in the outbox: rendered mails and robot messages become mail_outbox rows, inserted in the
// transaction of what called for them (a lead, an assignment, a reminder); delivery is lib/mail/delivery.js.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { autoReplyPerRecipientHours } = require(`${__hooks}/lib/shared/limits.json`)
const { dbDate, runStatement, serverRowsInsert } = require(`${__hooks}/lib/core/server-rows.js`)
const { LEAD_ID_SLOT } = require(`${__hooks}/lib/notify/robots.js`)

/** A rendered mail as a mail_outbox row of lead `submissionId` (its id put into a robot message's text). */
function outboxRow(mail, submissionId, now) {
  const withId = (text) => (submissionId ? text.split(LEAD_ID_SLOT).join(submissionId) : text)
  return {
    kind: mail.kind,
    channel: mail.channel || 'email',
    recipient: mail.recipient,
    subject: mail.subject,
    html: mail.body.html,
    text: withId(mail.body.text),
    status: 'queued',
    attempts: 0,
    last_error: '',
    next_attempt_at: dbDate(now.toISOString()),
    submission: submissionId,
    // A staff reply's: its click's id (sent once), and where the lead's answer goes.
    request_id: mail.requestId || '',
    reply_to: mail.replyTo || '',
    // The mobile numbers a robot message at-mentions (a lead's new 负责人, a task's owner), kept with the row.
    mentions: mail.mentions && mail.mentions.length > 0 ? mail.mentions : null,
  }
}

/**
 * The condition "`recipient` was sent (queued) an auto-reply within the limit's window, whatever
 * became of that mail" as a subquery for serverRowsInsert's `unless`: one auto-reply per address a
 * day, so a form cannot be used to flood a mailbox. Addresses compare case-insensitively
 * (idx_mail_outbox_kind_recipient_created serves this).
 * @param {string} recipient
 * @param {Date} now
 */
function autoReplyQueuedRecently(recipient, now) {
  const since = dbDate(new Date(now.getTime() - autoReplyPerRecipientHours * 60 * 60 * 1000).toISOString())
  return {
    sql: "SELECT 1 FROM {{mail_outbox}} WHERE [[kind]] = 'auto_reply' AND [[recipient]] = {:unless_recipient} COLLATE NOCASE AND [[created]] >= {:unless_since}",
    params: { recipient, since },
  }
}

/**
 * The condition "a mail was queued for this click (request id) already" for serverRowsInsert's
 * `unless`: a staff reply sent twice (a double click, a retried request) is queued once.
 * @param {string} requestId
 */
function requestQueued(requestId) {
  return { sql: 'SELECT 1 FROM {{mail_outbox}} WHERE [[request_id]] = {:unless_request}', params: { request: requestId } }
}

/**
 * The insert that queues rendered mails for lead `leadId` (built before the lead's transaction,
 * run in it): the auto-reply is left out by the statement itself when its address had one within
 * the limit's window. Null when there is nothing to queue.
 * @param {core.App} app
 * @param {string} leadId
 * @param {{kind: string, channel?: string, recipient: string, subject: string, mentions?: string[], body: {html: string, text: string}, requestId?: string, replyTo?: string}[]} mails
 * @param {Date} now
 */
function leadMailsInsert(app, leadId, mails, now) {
  const rows = mails.map((mail) => ({
    values: outboxRow(mail, leadId, now),
    unless: mail.kind === 'auto_reply' ? autoReplyQueuedRecently(mail.recipient, now) : mail.requestId ? requestQueued(mail.requestId) : undefined,
  }))
  return serverRowsInsert(app, 'mail_outbox', rows, now)
}

/**
 * Queues a saved lead's rendered mails with `app` (the lead's transaction), leaving out the
 * auto-reply when its address had one within the limit's window, and a mail whose request id was
 * queued already. Returns how many rows were queued.
 */
function queueLeadMails(app, lead, mails, now) {
  const statement = leadMailsInsert(app, lead.id, mails, now)
  return statement ? runStatement(app, statement) : 0
}

module.exports = { leadMailsInsert, queueLeadMails }
