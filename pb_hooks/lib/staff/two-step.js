// Two-step sign-in for staff: PocketBase's own MFA with an e-mailed one-time code, switched on and off
// by staff in 安全设置, and what that tab shows.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { escapeHtml } = require(`${__hooks}/lib/shared/escape-html.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { DEFAULT_EMAIL_DOMAIN } = require(`${__hooks}/lib/staff/staff-accounts.js`)
const { requestToken, tokenExpiry } = require(`${__hooks}/lib/staff/staff-sessions.js`)
const { ipAllowed, respondIpRefused } = require(`${__hooks}/lib/staff/ip-allowlist.js`)

const STAFF = 'staff'
const text = messages.security

/**
 * `npm run staff -- <username>` without an e-mail gives the account <username>@staff.local
 * (lib/staff/staff-accounts.js): an address no mail reaches, so it cannot receive a one-time code.
 */
const PLACEHOLDER_EMAIL_SUFFIX = `@${DEFAULT_EMAIL_DOMAIN}`

/** The one-time code: 6 digits, valid 10 minutes; the password step is remembered for 15 minutes. */
const OTP_LENGTH = 6
const OTP_SECONDS = 600
const MFA_SECONDS = 900

/** True when the account has an address a one-time code can be sent to. */
function hasUsableEmail(record) {
  const email = record.email()
  return email !== '' && !email.toLowerCase().endsWith(PLACEHOLDER_EMAIL_SUFFIX)
}

function mfaEnabled(collection) {
  return collection.mfa.enabled && collection.otp.enabled
}

/** What the 安全设置 tab shows; `e.auth` is the signed-in staff member. */
function securityState(e) {
  const staff = e.auth
  const collection = e.app.findCollectionByNameOrId(STAFF)
  const settings = findSiteSettings(e.app)
  const withoutEmail = []
  for (const record of e.app.findAllRecords(STAFF)) {
    if (!hasUsableEmail(record)) withoutEmail.push(record.getString('username'))
  }
  withoutEmail.sort()
  return {
    username: staff.getString('username'),
    email: staff.email(),
    emailUsable: hasUsableEmail(staff),
    mfaEnabled: mfaEnabled(collection),
    smtpEnabled: !!e.app.settings().smtp.enabled,
    clientIp: e.realIP(),
    ipAllowlist: settings ? settings.getString('ip_allowlist') : '',
    staffWithoutEmail: withoutEmail,
  }
}

/** GET /api/admin/security (staff only). */
function securityRequest(e) {
  return e.json(200, securityState(e))
}

/**
 * A token for the caller's account under its new token key, expiring when the token of the request
 * does: the session goes on on this browser, never past its 24 hours from sign-in.
 */
function continuedToken(e, record) {
  const seconds = Math.floor(tokenExpiry(requestToken(e)) - Date.now() / 1000)
  return seconds > 0 ? record.newStaticAuthToken(seconds * 1000000000) : ''
}

/**
 * POST /api/admin/security/mfa `{enabled}` (staff only): turns PocketBase's MFA and OTP on or off
 * together for the staff collection (OTP alone would let a code replace the password), with the
 * Chinese code mail. Turning it on needs SMTP and an address for the one asking; other accounts
 * without one are listed by GET and cannot sign in until an operator gives them an address.
 * A real change is written to the activity log with the collection, in one transaction.
 * Switching it on ends every staff session (lib/staff/staff-sessions.js), the caller's included; the
 * caller's browser goes on with the `token` of the answer (same expiry as the one it sent).
 */
function setMfaRequest(e) {
  const body = e.requestInfo().body || {}
  if (typeof body.enabled !== 'boolean') return respondInvalid(e, { enabled: fieldError('invalid', text.mfaBodyInvalid) })
  const enabled = body.enabled
  if (enabled && !e.app.settings().smtp.enabled) return respondInvalid(e, { enabled: fieldError('smtp_required', text.mfaNeedsSmtp) })
  if (enabled && !hasUsableEmail(e.auth)) {
    return respondInvalid(e, { enabled: fieldError('email_required', format(text.mfaNeedsEmail, { username: e.auth.getString('username') })) })
  }
  const actor = e.auth
  let switchedOn = false
  e.app.runInTransaction((txApp) => {
    const collection = txApp.findCollectionByNameOrId(STAFF)
    const was = mfaEnabled(collection)
    collection.otp.enabled = enabled
    collection.mfa.enabled = enabled
    if (enabled) {
      collection.mfa.duration = MFA_SECONDS
      collection.mfa.rule = ''
      collection.otp.duration = OTP_SECONDS
      collection.otp.length = OTP_LENGTH
      collection.otp.emailTemplate.subject = text.otpMailSubject
      collection.otp.emailTemplate.body = format(text.otpMailBody, { minutes: OTP_SECONDS / 60 })
    }
    txApp.save(collection)
    if (was === enabled) return
    switchedOn = enabled
    logActivity(txApp, {
      action: enabled ? 'enabled' : 'disabled',
      collectionName: STAFF,
      recordId: actor.id,
      recordLabel: text.mfaLabel,
      summary: enabled ? text.mfaEnabled : text.mfaDisabled,
      actorRecord: actor,
    })
  })
  if (!switchedOn) return e.json(200, securityState(e))
  return e.json(200, { ...securityState(e), token: continuedToken(e, e.app.findRecordById(STAFF, actor.id)) })
}

/**
 * onMailerRecordOTPSend for staff: the code mail names the site as 网站名称 says at the moment it is
 * sent (the template stored when two-step was switched on holds no name; PocketBase would put in
 * the app name fixed at install).
 */
function nameOtpMail(e) {
  const settings = findSiteSettings(e.app)
  const name = (settings && settings.getString('site_name').trim()) || e.app.settings().meta.appName
  const values = { minutes: OTP_SECONDS / 60, OTP: String(e.meta.password) }
  e.message.subject = format(text.otpMailSubject, { ...values, APP_NAME: name })
  e.message.html = format(text.otpMailBody, { ...values, APP_NAME: escapeHtml(name) })
  return e.next()
}

/**
 * POST /api/staff/mfa-email `{mfaId}` (no session yet): the e-mail address to request the one-time
 * code for, given the id PocketBase answered a correct password with (401 `{mfaId}`). Only the
 * holder of a live MFA session of a staff account learns it, so no address is revealed to anyone
 * who does not already know the password.
 */
function mfaEmailRequest(e) {
  const expired = () => e.json(400, { status: 400, message: text.mfaSessionExpired, data: {} })
  if (!ipAllowed(e.app, e.realIP())) return respondIpRefused(e)
  const body = e.requestInfo().body || {}
  const mfaId = typeof body.mfaId === 'string' ? body.mfaId : ''
  if (!mfaId) return expired()
  let mfa
  let record
  try {
    mfa = e.app.findMFAById(mfaId)
  } catch (_) {
    return expired()
  }
  const collection = e.app.findCachedCollectionByNameOrId(STAFF)
  if (mfa.collectionRef() !== collection.id || mfa.hasExpired(collection.mfa.durationTime())) return expired()
  try {
    record = e.app.findRecordById(collection, mfa.recordRef())
  } catch (_) {
    return expired()
  }
  return e.json(200, { email: record.email() })
}

module.exports = { securityRequest, setMfaRequest, nameOtpMail, mfaEmailRequest }
