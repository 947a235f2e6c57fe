// The settings page's 邮件设置 tab: the SMTP server in use (never its username or password), the
// sender address and name (PocketBase's own mail settings, app.settings().meta) and a test mail
// sent at once, not through the outbox, so staff learn whether the SMTP server takes a mail now.
//
// Operators' PB_SENDER_ADDRESS / PB_SENDER_NAME (lib/settings/env-settings.js) are applied again at each
// start and then win over what was saved here.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { systemMail } = require(`${__hooks}/lib/shared/limits.json`)
const leadRules = require(`${__hooks}/lib/shared/lead-rules.json`)
const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { mailSender } = require(`${__hooks}/lib/mail/delivery.js`)
const { escapeHtml } = require(`${__hooks}/lib/shared/escape-html.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { splitTeamAddresses } = require(`${__hooks}/lib/shared/team-addresses.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

// The project's one rule of what an e-mail address looks like (the lead form's).
const EMAIL_PATTERN = new RegExp(leadRules.fields.email.pattern)
const TEST_MAIL_KEY = 'systemTestMail:'

/** What the 邮件设置 tab shows. No SMTP username or password, ever. */
function mailStatus(app) {
  const settings = app.settings()
  const site = findSiteSettings(app)
  return {
    smtp: { enabled: settings.smtp.enabled, host: settings.smtp.host, port: settings.smtp.port, tls: settings.smtp.tls },
    senderAddress: settings.meta.senderAddress,
    senderName: settings.meta.senderName,
    notificationEmail: site ? site.getString('notification_email') : '',
  }
}

/** A body value as text: absent is '', anything else its text, trimmed. */
function text(value) {
  if (value === undefined || value === null) return ''
  return String(value).trim()
}

/** Whether `value` holds a line break or another control character (C0, DEL, C1, U+2028/9). */
function hasControl(value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true
  }
  return false
}

/** Per-field errors of a sender change, `{}` when it is valid. */
function senderErrors(address, name) {
  const errors = {}
  if (address === '') errors.senderAddress = fieldError('required', messages.system.senderAddressRequired)
  else if (!EMAIL_PATTERN.test(address)) errors.senderAddress = fieldError('invalid_email', messages.system.senderAddressInvalid)
  if (name === '') errors.senderName = fieldError('required', messages.system.senderNameRequired)
  else if (hasControl(name)) errors.senderName = fieldError('invalid_characters', messages.system.senderNameControl)
  else if (Array.from(name).length > systemMail.senderNameMaxLength) {
    errors.senderName = fieldError('too_long', format(messages.system.senderNameTooLong, { max: systemMail.senderNameMaxLength }))
  }
  return errors
}

/**
 * `PATCH /api/admin/system/mail` `{senderAddress, senderName}`: saved to PocketBase's settings and
 * written to the audit trail as a settings change, in one transaction; answers like the GET.
 */
function updateSenderRequest(e) {
  const body = e.requestInfo().body || {}
  const address = text(body.senderAddress)
  const name = text(body.senderName)
  const errors = senderErrors(address, name)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)

  const app = e.app
  const current = app.settings()
  const changed = []
  if (current.meta.senderAddress !== address) changed.push('senderAddress')
  if (current.meta.senderName !== name) changed.push('senderName')
  if (changed.length === 0) return e.json(200, mailStatus(app))

  // A copy is saved, as PocketBase's own settings form does: the live settings change only once
  // the save has committed (PocketBase reloads them then), never for a refused one.
  const settings = current.clone()
  settings.meta.senderAddress = address
  settings.meta.senderName = name
  const actorRecord = e.auth
  const site = findSiteSettings(app)
  try {
    app.runInTransaction((txApp) => {
      txApp.save(settings)
      logActivity(txApp, {
        action: 'updated',
        collectionName: 'site_settings',
        recordId: siteSettingsId,
        recordLabel: site ? site.getString('site_name') : '',
        summary: messages.system.senderSaved,
        details: { fields: changed },
        actorRecord,
      })
    })
  } catch (error) {
    // PocketBase's own checks: the address (stricter in places than ours) and the name's length in
    // bytes (at most 255: 80 characters fit even in 3-byte Chinese, 4-byte ones may not).
    const reason = String(error)
    if (reason.indexOf('senderAddress') >= 0) {
      return respondInvalid(e, { senderAddress: fieldError('invalid_email', messages.system.senderAddressInvalid) })
    }
    if (reason.indexOf('senderName') >= 0) {
      return respondInvalid(e, { senderName: fieldError('too_long', format(messages.system.senderNameTooLong, { max: systemMail.senderNameMaxLength })) })
    }
    throw error
  }
  return e.json(200, mailStatus(app))
}

/** The test mail's subject, text and HTML, signed with the site's name. */
function testMail(siteName, timezone, now) {
  const body = format(messages.system.testMailBody, {
    time: localTime(now, timezone),
    timezoneName: enums.timezoneNames[timezone] || timezone,
    siteName,
  })
  const html = body
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).split('\n').join('<br>')}</p>`)
    .join('\n')
  return { subject: format(messages.system.testMailSubject, { siteName }), text: body, html }
}

/**
 * Takes the actor's test-mail slot: true when no test mail of theirs started within the window.
 * The store's setFunc runs under its lock, so of two clicks racing only one gets the slot.
 */
function takeTestMailSlot(app, actorKey, nowMs) {
  const windowMs = systemMail.testMailWindowSeconds * 1000
  let taken = false
  app.store().setFunc(TEST_MAIL_KEY + actorKey, (last) => {
    if (typeof last === 'number' && nowMs - last < windowMs) return last
    taken = true
    return nowMs
  })
  return taken
}

/** The message of a Go or JS error without the engine's prefix. */
function errorText(error) {
  const raw = error && error.value !== undefined && error.value !== null ? String(error.value) : String(error)
  return raw.replace(/^(GoError|Error): /, '')
}

/**
 * `POST /api/admin/system/test-mail`: sends a mail now to site_settings.notification_email (every
 * address of it, one message).
 * 200 `{to}` when the SMTP server accepted it; 400 when there is no address to send to or from, or
 * SMTP is off; 429 within the window after the actor's last test mail; 502 with the SMTP error.
 */
function testMailRequest(e) {
  const app = e.app
  const refuse = (status, message) => e.json(status, { status, message, data: {} })
  const site = findSiteSettings(app)
  const addresses = splitTeamAddresses(site ? site.getString('notification_email') : '')
  const to = addresses.join(', ')
  if (!to) return refuse(400, messages.system.testMailNoRecipient)
  if (!app.settings().smtp.enabled) return refuse(400, messages.system.testMailNoSmtp)
  const from = mailSender(app)
  if (!from.address) return refuse(400, messages.system.testMailNoSender)

  const now = new Date()
  if (!takeTestMailSlot(app, `${e.auth.collection().name}:${e.auth.id}`, now.getTime())) {
    return refuse(429, format(messages.system.testMailTooSoon, { seconds: systemMail.testMailWindowSeconds }))
  }

  const siteName = site.getString('site_name')
  const mail = testMail(siteName, siteTimezone(site), now)
  try {
    app.newMailClient().send(
      new MailerMessage({ from, to: addresses.map((address) => ({ address })), subject: mail.subject, html: mail.html, text: mail.text }),
    )
  } catch (error) {
    const reason = errorText(error)
    app.logger().warn('Test mail failed', 'to', to, 'error', reason)
    return e.json(502, { status: 502, message: format(messages.system.testMailFailed, { error: reason }), data: {} })
  }
  app.logger().info('Test mail sent', 'to', to)
  return e.json(200, { to })
}

/** `GET /api/admin/system/mail`. */
function mailStatusRequest(e) {
  return e.json(200, mailStatus(e.app))
}

module.exports = { mailStatus, senderErrors, hasControl, testMail, takeTestMailSlot, errorText, mailStatusRequest, updateSenderRequest, testMailRequest }
