// 安全设置 on the server: the staff password change rules, two-step sign-in (PocketBase's own MFA with
// an e-mailed one-time code) and the back office IP allowlist (site_settings.ip_allowlist).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { format, logActivity } = require(`${__hooks}/lib/records/activity.js`)
const allowlist = require(`${__hooks}/lib/shared/ip-allowlist.js`)
const { findSiteSettings } = require(`${__hooks}/lib/settings/site-settings.js`)
const { DEFAULT_EMAIL_DOMAIN } = require(`${__hooks}/lib/staff/staff-accounts.js`)
const { passwordProblem } = require(`${__hooks}/lib/shared/staff-password.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/records/validation-response.js`)
const { requestToken, tokenExpiry } = require(`${__hooks}/lib/staff/staff-sessions.js`)
const { escapeHtml } = require(`${__hooks}/lib/shared/escape-html.js`)

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

// ---------------------------------------------------------------------------------------------
// Password change (PocketBase's own `update` with oldPassword/password/passwordConfirm)

function isSet(value) {
  return value !== undefined && value !== null && value !== ''
}

/**
 * onRecordUpdateRequest for staff. PocketBase already refuses a direct e-mail change by the owner
 * (in English) and checks oldPassword (in English); this answers first, in Chinese, per field:
 * username and e-mail are not the owner's to change here, a password change needs the right current
 * password, a matching confirmation and the staff password rule (limits.staffPassword) — the rule
 * applies to superusers' changes through the API too. Nothing is saved when any check fails.
 * PocketBase gives the account a new token key when its password changes, which ends every session.
 */
function guardStaffUpdate(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  const superuser = info.hasSuperuserAuth()
  const original = e.record.original()
  const errors = {}

  if (!superuser) {
    if (e.record.getString('username') !== original.getString('username')) {
      errors.username = fieldError('read_only', text.usernameReadOnly)
    }
    if (e.record.email() !== original.email()) errors.email = fieldError('read_only', text.emailReadOnly)
  }

  const changingPassword = isSet(body.password) || isSet(body.passwordConfirm) || isSet(body.oldPassword)
  if (changingPassword) {
    const password = String(isSet(body.password) ? body.password : '')
    const confirm = String(isSet(body.passwordConfirm) ? body.passwordConfirm : '')
    if (!superuser) {
      const old = String(isSet(body.oldPassword) ? body.oldPassword : '')
      if (!old) errors.oldPassword = fieldError('required', text.currentPasswordRequired)
      else if (!original.validatePassword(old)) errors.oldPassword = fieldError('invalid_old_password', text.currentPasswordWrong)
    }
    const weak = password ? passwordProblem(password, limits.staffPassword, messages.staffPassword.weak) : ''
    if (!password) errors.password = fieldError('required', text.newPasswordRequired)
    else if (weak) errors.password = fieldError('weak_password', weak)
    // A "new" password that is the current one changes nothing but would end every session.
    else if (original.validatePassword(password)) errors.password = fieldError('same_password', text.passwordUnchanged)
    if (password && confirm !== password) errors.passwordConfirm = fieldError('mismatch', text.passwordMismatch)
  }

  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  if (!changingPassword) return e.next()
  // A changed password is no longer the one `npm start` generated (go-live checklist).
  e.record.set('password_generated', false)
  // A password change goes in the activity log with the save itself (both or neither).
  const actorRecord = e.auth
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (e.written()) return
    logActivity(txApp, {
      action: 'password_changed',
      collectionName: STAFF,
      recordId: e.record.id,
      recordLabel: e.record.getString('username'),
      summary: text.passwordChanged,
      actorRecord,
    })
  })
}

// ---------------------------------------------------------------------------------------------
// The back office IP allowlist

// The parsed list of the last text seen by this JS runtime: the list changes rarely, requests often.
/** @type {{text: string | null, entries: ReturnType<typeof allowlist.checkList>['entries']}} */
let parsed = { text: null, entries: [] }

function entriesOf(list) {
  if (parsed.text !== list) parsed = { text: list, entries: allowlist.checkList(list).entries }
  return parsed.entries
}

/**
 * True when `ip` may use the back office: the list is empty, or `ip` is in it. One primary-key
 * lookup of site_settings. A list whose every line is broken (only possible by editing the database
 * directly) admits nobody: it fails closed, and `npm run staff -- --clear-ip-allowlist` clears it.
 */
function ipAllowed(app, ip) {
  const settings = findSiteSettings(app)
  const list = settings ? settings.getString('ip_allowlist') : ''
  if (allowlist.isEmptyList(list)) return true
  return allowlist.addressAllowed(ip, entriesOf(list))
}

function respondIpRefused(e) {
  return e.json(403, { status: 403, message: text.ipNotAllowed, data: {} })
}

/**
 * Router middleware: every request carrying a valid staff token from an address outside a non-empty
 * list is refused with 403. Guests and superusers pass untouched (no lookup at all).
 */
function refuseStaffOutsideAllowlist(e) {
  const auth = e.auth
  if (auth && auth.collection().name === STAFF && !ipAllowed(e.app, e.realIP())) return respondIpRefused(e)
  return e.next()
}

/**
 * Staff sign-in hooks (password, one-time code request and sign-in, and the final auth response):
 * refused from an address outside the list, before any password is checked or counted. `proceed` (the
 * lockout, for password sign-in) runs instead of `e.next()` when the address is allowed.
 */
function guardStaffSignIn(e, proceed) {
  if (!ipAllowed(e.app, e.realIP())) return respondIpRefused(e)
  return proceed ? proceed() : e.next()
}

/**
 * onRecordUpdateRequest for site_settings, when the body carries ip_allowlist: every line must be an
 * address or range (the first bad one is named), at most MAX_ENTRIES entries and the field's length,
 * and a staff member may not save a non-empty list that leaves out their own address. The stored text
 * has its lines trimmed and blank lines dropped.
 */
function guardAllowlistSave(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  if (!Object.prototype.hasOwnProperty.call(body, 'ip_allowlist')) return e.next()
  const typed = body.ip_allowlist === null || body.ip_allowlist === undefined ? '' : String(body.ip_allowlist)
  const fail = (code, message) => respondInvalid(e, { ip_allowlist: fieldError(code, message) })

  const check = allowlist.checkList(typed)
  if (check.invalid) return fail('invalid_entry', format(text.ipLineInvalid, check.invalid))
  if (check.tooMany) return fail('too_many', format(text.ipTooMany, { max: allowlist.MAX_ENTRIES }))
  const stored = allowlist.normaliseList(typed)
  const field = e.collection.fields.getByName('ip_allowlist')
  const max = field ? field.max : 0
  if (max > 0 && [...stored].length > max) return fail('too_long', format(text.ipTooLong, { max }))

  if (!info.hasSuperuserAuth() && !allowlist.isEmptyList(stored)) {
    const ip = e.realIP()
    if (!allowlist.addressAllowed(ip, check.entries)) return fail('locks_out', format(text.ipLockout, { ip }))
  }
  e.record.set('ip_allowlist', stored)
  return e.next()
}

/**
 * `pocketbase clear-ip-allowlist` (and `npm run staff -- --clear-ip-allowlist`): empties the list
 * and writes the change to the activity log. Returns the line to print.
 */
function clearIpAllowlist(app) {
  const settings = findSiteSettings(app)
  if (!settings) throw new Error(text.ipSettingsMissing)
  const list = settings.getString('ip_allowlist')
  if (list === '') return text.ipAlreadyEmpty
  const count = allowlist.entryLines(list).length
  app.runInTransaction((txApp) => {
    settings.set('ip_allowlist', '')
    txApp.save(settings)
    logActivity(txApp, {
      action: 'updated',
      collectionName: 'site_settings',
      recordId: settings.id,
      recordLabel: settings.getString('site_name'),
      summary: text.ipClearedActivity,
      details: { fields: ['ip_allowlist'] },
    })
  })
  return format(text.ipCleared, { count })
}

// ---------------------------------------------------------------------------------------------
// Two-step sign-in

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

module.exports = {
  nameOtpMail,
  OTP_LENGTH,
  guardStaffUpdate,
  ipAllowed,
  refuseStaffOutsideAllowlist,
  guardStaffSignIn,
  guardAllowlistSave,
  clearIpAllowlist,
  hasUsableEmail,
  securityRequest,
  setMfaRequest,
  mfaEmailRequest,
}
