// The mail outbox: lead mails and team robot messages (channel wecom/dingtalk/feishu) are queued
// with the lead and delivered later by cron, with retries and growing back-off, so a visitor never
// waits on SMTP or a webhook and nothing is lost while either is down.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { autoReplyPerRecipientHours } = require(`${__hooks}/lib/shared/limits.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const replyPromise = require(`${__hooks}/lib/shared/reply-promise.json`)
const { countBy } = require(`${__hooks}/lib/leads/lead-stats.js`)
const { format, logActivity } = require(`${__hooks}/lib/records/activity.js`)
const { dbDate, runStatement, serverRowsInsert } = require(`${__hooks}/lib/records/server-rows.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/settings/site-time.js`)
const { findSiteSettings } = require(`${__hooks}/lib/settings/site-settings.js`)
const { compile, fill, fillText } = require(`${__hooks}/lib/pages/template-slots.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { summaryText } = require(`${__hooks}/lib/shared/notify-rules.js`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { splitTeamAddresses } = require(`${__hooks}/lib/shared/team-addresses.js`)
const { classifySmtpFailure } = require(`${__hooks}/lib/mail/smtp-failure.js`)

// Minutes to wait after the 1st, 2nd, ... failed attempt; after the last the mail is marked failed.
const BACKOFF_MINUTES = [1, 2, 5, 10, 30, 60, 120, 360]
// A claimed mail is not due again for this long: longer than any one send can take.
const CLAIM_MINUTES = 10
const BATCH_SIZE = 50
// One run drains the queue in batches but stops before the next minute's run would start.
const RUN_BUDGET_MS = 45 * 1000
const NO_SMTP_MESSAGE = '未配置 SMTP 服务器，邮件将在配置后发送'

// The views (views/<name>.html and .txt), read once per JS runtime (a module is loaded once per
// runtime and kept), not once per lead: they ship with the hooks and change only with a restart.
// The HTML ones are compiled then too: scanning them for markers cost ten times the fill itself.
/** @type {Record<string, string>} */
const texts = {}
/** @type {Record<string, ReturnType<typeof compile>>} */
const compiled = {}

/** @param {string} file */
function viewText(file) {
  if (!texts[file]) texts[file] = toString($os.readFile(`${__hooks}/views/${file}`))
  return texts[file]
}

/** @param {string} file */
function viewHtml(file) {
  if (!compiled[file]) compiled[file] = compile(viewText(file))
  return compiled[file]
}

/**
 * The auto-reply's line for urgent matters: the phone with its hours when set (the hours only when
 * set too), nothing without a phone (a fresh install has none until staff enter it).
 */
function urgentContactLine(phone, hours) {
  const number = phone.trim()
  if (!number) return ''
  const when = hours.trim()
  return `如有紧急事宜，欢迎直接致电 ${number}${when ? `（${when}）` : ''}。`
}

/**
 * views/<name>.html and .txt filled with `vars`, as the pages are filled (lib/pages/template-slots.js).
 * @param {string} name
 * @param {Record<string, unknown>} vars
 */
function render(name, vars) {
  return { html: fill(viewHtml(name + '.html'), vars), text: fillText(viewText(name + '.txt'), vars) }
}

/** A rendered mail as a mail_outbox row of lead `submissionId` (its id put into a robot message's text). */
function outboxRow(mail, submissionId, now) {
  const withId = (text) => (submissionId ? text.split(robots.LEAD_ID_SLOT).join(submissionId) : text)
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
 * The mails a lead (not yet saved) calls for, rendered: the team notification (when on and
 * addressed) and the visitor's auto-reply. Rendered before the lead's transaction, so the time
 * it takes never holds the database's single writer. The auto-reply repeats no free text the
 * visitor wrote except their name; the team mail carries the whole lead.
 * @returns {{kind: string, recipient: string, subject: string, body: {html: string, text: string}}[]}
 */
function renderLeadMails(settings, lead, now) {
  const siteName = settings.getString('site_name')
  const timezone = siteTimezone(settings)
  const formTypeLabel = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const fallback = (value) => value || '未填写'
  const course = [lead.getString('course_name'), lead.getString('course_id')].filter((v) => v).join(' / ')
  const name = lead.getString('name')
  const mails = []

  // One row per team address: each is claimed, retried and shown in the log on its own.
  const team = splitTeamAddresses(settings.getString('notification_email'))
  if (settings.getBool('notifications_enabled') && team.length > 0) {
    const subject = `【新线索】${formTypeLabel} - ${name}`
    const body = render('team-notification', {
      name,
      email: lead.getString('email'),
      phone: fallback(lead.getString('phone')),
      company: fallback(lead.getString('company')),
      position: fallback(lead.getString('position')),
      message: fallback(lead.getString('message')),
      form_type_label: formTypeLabel,
      course: fallback(course),
      submission_time: localTime(now, timezone),
      timezone_name: enums.timezoneNames[timezone] || timezone,
      site_name: siteName,
    })
    team.forEach((recipient) => mails.push({ kind: 'team_notification', recipient, subject, body }))
  }

  const visitor = lead.getString('email')
  if (visitor) {
    mails.push({
      kind: 'auto_reply',
      recipient: visitor,
      // Worded like the body's first line: a form's name (联系我们) reads wrongly after 感谢您的.
      subject: `感谢您通过“${formTypeLabel}”与我们联系，我们将在${replyPromise.withinHours}小时内与您联系 - ${siteName}`,
      body: render('auto-reply', {
        name,
        form_type_label: formTypeLabel,
        reply_hours: String(replyPromise.withinHours),
        urgent_contact: urgentContactLine(settings.getString('contact_phone'), settings.getString('working_hours')),
        site_name: siteName,
        site_description: settings.getString('site_description'),
      }),
    })
  }
  return mails
}

/**
 * The insert that queues rendered mails for lead `leadId` (built before the lead's transaction,
 * run in it): the auto-reply is left out by the statement itself when its address had one within
 * the limit's window. Null when there is nothing to queue.
 * @param {core.App} app
 * @param {string} leadId
 * @param {{kind: string, channel?: string, recipient: string, subject: string, body: {html: string, text: string}}[]} mails
 * @param {Date} now
 */
function leadMailsInsert(app, leadId, mails, now) {
  const rows = mails.map((mail) => ({
    values: outboxRow(mail, leadId, now),
    unless: mail.kind === 'auto_reply' ? autoReplyQueuedRecently(mail.recipient, now) : undefined,
  }))
  return serverRowsInsert(app, 'mail_outbox', rows, now)
}

/**
 * Queues a saved lead's rendered mails with `app` (the lead's transaction), leaving out the
 * auto-reply when its address had one within the limit's window.
 */
function queueLeadMails(app, lead, mails, now) {
  const statement = leadMailsInsert(app, lead.id, mails, now)
  if (statement) runStatement(app, statement)
}

function minutesFrom(now, minutes) {
  return new Date(now.getTime() + minutes * 60 * 1000).toISOString()
}

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

/** Whether PocketBase has SMTP settings to send with; without them mail waits in the queue. */
function smtpConfigured(app) {
  return app.settings().smtp.enabled
}


/**
 * Takes a due mail for this run: one conditional UPDATE that only one run can win, however many
 * overlap (SQLite runs writes one at a time). The winner moves next_attempt_at past the time a
 * send can take, so the row is no longer due for anyone else. Returns the fresh record, or null
 * when another run took it (or it is no longer due).
 */
function claim(app, id, now) {
  const result = app
    .db()
    .newQuery(
      "UPDATE {{mail_outbox}} SET [[next_attempt_at]] = {:claimUntil} WHERE [[id]] = {:id} AND [[status]] = 'queued' AND [[next_attempt_at]] <= {:now}",
    )
    .bind({ id, now: dbDate(now.toISOString()), claimUntil: dbDate(minutesFrom(now, CLAIM_MINUTES)) })
    .execute()
  if (result.rowsAffected() !== 1) return null
  return app.findRecordById('mail_outbox', id)
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
  due.forEach((row) => {
    const channel = row.getString('channel')
    // One message per robot and kind: new leads and overdue reminders are summarised apart.
    const key = `${channel}:${row.getString('kind')}`
    if (robots.isRobot(channel)) (byRobot[key] = byRobot[key] || []).push(row)
    else mails.push(row)
  })
  Object.keys(byRobot).forEach((key) => deliverRobotRows(app, key.split(':')[0], key.split(':')[1], byRobot[key], result))

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

/** A row delivered: sent now, its error cleared. */
function markSent(app, mail, result) {
  mail.set('status', 'sent')
  mail.set('sent_at', new Date().toISOString())
  mail.set('last_error', '')
  mail.set('attempts', mail.getInt('attempts') + 1)
  app.save(mail)
  result.sent++
}

/** A failed attempt: due again after the back-off, or failed for good after the last. */
function markFailed(app, mail, error, attemptedAt, result, permanent = false) {
  const attempts = mail.getInt('attempts') + 1
  mail.set('attempts', attempts)
  mail.set('last_error', error)
  if (permanent) {
    // Refused for good (no such mailbox): retrying for hours would change nothing.
    mail.set('status', 'bounced')
    result.failed++
  } else if (attempts >= BACKOFF_MINUTES.length) {
    mail.set('status', 'failed')
    result.failed++
  } else {
    mail.set('next_attempt_at', minutesFrom(attemptedAt, BACKOFF_MINUTES[attempts - 1]))
    result.waiting++
  }
  app.save(mail)
}

/** Marks rows that wait for a setting with the reason (saved only when it changes). */
function waitWithReason(app, rows, reason, result) {
  rows.forEach((row) => {
    if (row.getString('last_error') !== reason) {
      row.set('last_error', reason)
      app.save(row)
    }
    result.waiting++
  })
}

/**
 * A robot channel's due rows in one request: each row is claimed as a mail is, then the claimed
 * rows go as one message (the row's own text, or one summary of several: a burst of leads is one
 * message, never a run of throttled ones). A request goes only while the platform's rate limit
 * has room; otherwise the rows are due again at the next run.
 */
function deliverRobotRows(app, channel, kind, rows, result) {
  const settings = robots.findChannel(app, channel)
  if (!robots.channelReady(settings)) {
    waitWithReason(app, rows, notify.messages.channelOff, result)
    return
  }
  const claimed = []
  rows.forEach((candidate) => {
    const row = claim(app, candidate.id, new Date())
    if (row !== null) claimed.push(row)
  })
  if (claimed.length === 0) return
  const slot = robots.takeSlot(app, channel)
  if (!slot.allowed) {
    // Due again when the limit has room (taken by the run after that), unchanged otherwise.
    claimed.forEach((row) => {
      row.set('next_attempt_at', new Date(slot.retryAt).toISOString())
      app.save(row)
      result.waiting++
    })
    return
  }
  const text = claimed.length === 1 ? claimed[0].getString('text') : summaryText(claimed.map((row) => row.getString('subject')), robots.leadLink(app, ''), kind)
  const attemptedAt = new Date()
  const answer = robots.postToRobot(settings, text)
  claimed.forEach((row) => (answer.ok ? markSent(app, row, result) : markFailed(app, row, answer.message, attemptedAt, result)))
}

/** Counts of mail by status and whether SMTP is set: `{smtpConfigured, queued, failed, held}`. */
function outboxStatus(app) {
  const counts = countBy(app, 'mail_outbox', 'status')
  return { smtpConfigured: smtpConfigured(app), queued: counts.queued || 0, failed: counts.failed || 0, held: counts.held || 0 }
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
    const recipient = robots.isRobot(channel) ? notify.channels[channel].label : mail.getString('recipient')
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

module.exports = { BACKOFF_MINUTES, urgentContactLine, mailSender, renderLeadMails, leadMailsInsert, queueLeadMails, autoReplyQueuedRecently, deliverDue, claim, smtpConfigured, outboxStatus, retryMail, discardMail, render }
