// Delivery of the outbox: cron (and staff's 立即投递) sends every due mail through PocketBase's mailer,
// every due robot row and every due Baidu link push, with retries and growing back-off, so a visitor
// never waits on SMTP, a webhook or Baidu, and nothing is lost while one is down.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { isRobot } = require(`${__hooks}/lib/notify/robots.js`)
const { claim, markFailed, markSent, waitWithReason } = require(`${__hooks}/lib/mail/claims.js`)
const { deliverRobotRows } = require(`${__hooks}/lib/mail/robot-batches.js`)
const { deliverLinkPushRows, isLinkPush } = require(`${__hooks}/lib/mail/link-push-batches.js`)
const { classifySmtpFailure } = require(`${__hooks}/lib/mail/smtp-failure.js`)

const BATCH_SIZE = 50
// One run drains the queue in batches but stops before the next minute's run would start.
const RUN_BUDGET_MS = 45 * 1000
const NO_SMTP_MESSAGE = '未配置 SMTP 服务器，邮件将在配置后发送'

/** Who the site's mails come from: PocketBase's sender address, named as set there or else by the site's name. */
function mailSender(app) {
  const meta = app.settings().meta
  const settings = findSiteSettings(app)
  return { address: meta.senderAddress, name: meta.senderName || (settings ? settings.getString('site_name') : '') }
}

function sendOne(app, mail) {
  const message = new MailerMessage({
    from: mailSender(app),
    to: [{ address: mail.getString('recipient') }],
    subject: mail.getString('subject'),
    html: mail.getString('html'),
    text: mail.getString('text'),
  })
  app.newMailClient().send(message)
}

/** Whether PocketBase has SMTP settings to send with; without them mail waits in the queue. */
function smtpConfigured(app) {
  return app.settings().smtp.enabled
}

/**
 * Sends every queued mail whose time has come, batch by batch within the run's time budget.
 * Returns `{sent, failed, waiting}` for this run.
 */
function deliverDue(app) {
  const result = { sent: 0, failed: 0, waiting: 0 }
  const started = Date.now()
  let batch
  do {
    batch = deliverBatch(app)
    result.sent += batch.sent
    result.failed += batch.failed
    result.waiting += batch.waiting
  } while (batch.full && batch.sent + batch.failed > 0 && Date.now() - started < RUN_BUDGET_MS)
  return result
}

/**
 * One batch of due mail. Without SMTP settings nothing is attempted: the mails wait, with the
 * reason shown.
 */
function deliverBatch(app) {
  const result = { sent: 0, failed: 0, waiting: 0, full: false }
  const now = new Date()
  const due = app.findRecordsByFilter(
    'mail_outbox',
    "status = 'queued' && next_attempt_at <= {:now}",
    'next_attempt_at',
    BATCH_SIZE,
    0,
    { now: dbDate(now.toISOString()) },
  )
  if (due.length === 0) return result
  result.full = due.length === BATCH_SIZE

  /** @type {Record<string, any[]>} */
  const byRobot = {}
  const mails = []
  const linkPushes = []
  due.forEach((row) => {
    const channel = row.getString('channel')
    // One message per robot and kind: new leads and overdue reminders are summarised apart.
    const key = `${channel}:${row.getString('kind')}`
    if (isRobot(channel)) (byRobot[key] = byRobot[key] || []).push(row)
    else if (isLinkPush(channel)) linkPushes.push(row)
    else mails.push(row)
  })
  Object.keys(byRobot).forEach((key) => deliverRobotRows(app, key.split(':')[0], key.split(':')[1], byRobot[key], result))
  // Baidu link pushes: one request for the run's addresses.
  if (linkPushes.length > 0) deliverLinkPushRows(app, linkPushes, result)

  if (!smtpConfigured(app)) {
    waitWithReason(app, mails, NO_SMTP_MESSAGE, result)
    return result
  }

  mails.forEach((candidate) => {
    const mail = claim(app, candidate.id, new Date())
    if (mail === null) return
    const attemptedAt = new Date()
    try {
      sendOne(app, mail)
      markSent(app, mail, result)
    } catch (err) {
      const failure = classifySmtpFailure(err)
      markFailed(app, mail, failure.reason.slice(0, 1000), attemptedAt, result, failure.permanent)
    }
  })
  return result
}

module.exports = { deliverDue, mailSender, smtpConfigured }
