// 员工管理: admins add colleagues (the server makes a one-time password, shown once), reset a password,
// change a role, disable, enable and delete accounts through the staff collection and one route; the
// last active admin is kept, nobody raises their own role, and every change is in the audit trail with
// the change itself. Sessions end with a disabled account, a new role or a reset (lib/staff/staff-sessions.js).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { passwordProblem } = require(`${__hooks}/lib/shared/staff-password.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { staffRole, respondForbidden } = require(`${__hooks}/lib/core/roles.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { DEFAULT_EMAIL_DOMAIN } = require(`${__hooks}/lib/staff/staff-accounts.js`)

const STAFF = 'staff'
const ADMIN = 'admin'
const text = messages.staffAdmin

/** The custom field of a create or reset answer that carries the one-time password, shown once. */
const ONE_TIME_PASSWORD = 'one_time_password'
/** Letters and digits nobody misreads when copying (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const PASSWORD_LENGTH = 12
/** Fields only the server writes, whoever sends them. */
const SERVER_FIELDS = ['must_change_password', 'last_sign_in_at']

/** A one-time password that meets the staff rule (letters and digits, limits.staffPassword). */
function oneTimePassword() {
  for (;;) {
    const candidate = $security.randomStringWithAlphabet(Math.max(PASSWORD_LENGTH, limits.staffPassword.minLength), PASSWORD_ALPHABET)
    if (!passwordProblem(candidate, limits.staffPassword, '!')) return candidate
  }
}

const roleLabel = (role) => (Object.prototype.hasOwnProperty.call(enums.staffRoles, role) ? enums.staffRoles[role] : role)

/** Active admins other than `exceptId`. */
function otherActiveAdmins(app, exceptId) {
  return app.countRecords(STAFF, $dbx.hashExp({ role: ADMIN, disabled: false }), $dbx.not($dbx.hashExp({ id: exceptId })))
}

function isActiveAdmin(record) {
  return record.getString('role') === ADMIN && !record.getBool('disabled')
}

function hasKey(body, key) {
  return Object.prototype.hasOwnProperty.call(body || {}, key)
}

/** Who did it, for the activity row: a staff member, an operator, or nobody (console, migrations). */
function actorOf(e) {
  return e.auth || null
}

/**
 * onRecordCreate (every save, API or not) for staff: an account made without a role is an admin, as every
 * account was before roles (operators in /_/, `npm run staff`); accounts are verified (no mail checks them).
 */
function defaultsOnCreate(e) {
  if (!e.record.getString('role')) e.record.set('role', ADMIN)
  e.record.setVerified(true)
  return e.next()
}

/**
 * onRecordCreateRequest for staff. An admin names the username, name, e-mail (optional: <username>@staff.local,
 * as `npm run staff` does) and role; without a password in the request the server makes a one-time one,
 * returned once as `one_time_password` and to be changed at the first sign-in (must_change_password). A client
 * that sends its own password (the staff rule applies) gets none and no forced change. The account and its
 * audit row are saved together. Operators (superusers) create as they like; the row names them.
 */
function createStaffRequest(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  const superuser = info.hasSuperuserAuth()
  let generated = ''
  if (!superuser) {
    const errors = {}
    const role = e.record.getString('role')
    if (!role || !hasKey(body, 'role')) errors.role = fieldError('validation_required', text.roleRequired)
    const password = typeof body.password === 'string' ? body.password : ''
    if (password) {
      const weak = passwordProblem(password, limits.staffPassword, messages.staffPassword.weak)
      if (weak) errors.password = fieldError('weak_password', weak)
    }
    if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
    SERVER_FIELDS.forEach((field) => e.record.set(field, null))
    e.record.set('disabled', false)
    e.record.set('password_generated', false)
    if (!password) {
      generated = oneTimePassword()
      e.record.setPassword(generated)
      e.record.set('must_change_password', true)
    }
  }
  if (!e.record.email()) e.record.setEmail(`${e.record.getString('username')}@${DEFAULT_EMAIL_DOMAIN}`)
  if (generated) {
    // Shown in this answer only: never stored, logged or mailed (the outbox keeps every mail's text).
    e.record.withCustomData(true)
    e.record.set(ONE_TIME_PASSWORD, generated)
  }
  const actorRecord = actorOf(e)
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    logActivity(txApp, {
      action: 'created',
      collectionName: STAFF,
      recordId: e.record.id,
      recordLabel: e.record.getString('username'),
      summary: format(text.created, { role: roleLabel(e.record.getString('role')) }),
      details: { role: e.record.getString('role') },
      actorRecord,
    })
  })
}

/**
 * onRecordUpdateRequest for staff, before the password change's own checks (lib/staff/password-change.js).
 * Staff other than admins change nothing of an account's role or status, their own included (403): nobody
 * raises their own role. Admins change a role, disable or enable, the name and e-mail; never leave no
 * active admin (400), never disable themselves, and set a colleague's password only by a reset. The
 * server's own fields keep their values. Every change is written to the audit trail with the save.
 */
function guardAccountChange(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  const original = e.record.original()
  const superuser = info.hasSuperuserAuth()
  if (!superuser) {
    SERVER_FIELDS.forEach((field) => e.record.set(field, original.get(field)))
    const admin = staffRole(e.auth) === ADMIN
    const roleChanged = e.record.getString('role') !== original.getString('role')
    const disabledChanged = e.record.getBool('disabled') !== original.getBool('disabled')
    if (!admin && (roleChanged || disabledChanged)) return respondForbidden(e, staffRole(e.auth))
    const self = e.record.id === e.auth.id
    const errors = {}
    if (self && disabledChanged && e.record.getBool('disabled')) errors.disabled = fieldError('self_disable', text.selfDisable)
    if (isActiveAdmin(original) && !isActiveAdmin(e.record) && otherActiveAdmins(e.app, e.record.id) === 0) {
      errors[roleChanged ? 'role' : 'disabled'] = fieldError('last_admin', text.lastAdmin)
    }
    if (!self && (hasKey(body, 'password') || hasKey(body, 'passwordConfirm') || hasKey(body, 'oldPassword'))) {
      errors.password = fieldError('use_reset', text.useReset)
    }
    if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  }
  const entries = changeEntries(original, e.record)
  if (entries.length === 0) return e.next()
  const actorRecord = actorOf(e)
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    entries.forEach((entry) => logActivity(txApp, { ...entry, collectionName: STAFF, recordId: e.record.id, recordLabel: e.record.getString('username'), actorRecord }))
  })
}

/** The audit rows of a change to an account's role, status, name, e-mail or mobile (passwords log themselves). */
function changeEntries(before, after) {
  const entries = []
  const from = before.getString('role')
  const to = after.getString('role')
  if (from !== to) {
    entries.push({ action: 'role_changed', summary: format(text.roleChanged, { from: roleLabel(from), to: roleLabel(to) }), details: { from, to } })
  }
  if (before.getBool('disabled') !== after.getBool('disabled')) {
    const disabled = after.getBool('disabled')
    entries.push({ action: disabled ? 'disabled' : 'enabled', summary: disabled ? text.disabled : text.enabled })
  }
  const fields = ['name', 'email', 'mobile'].filter((field) => before.getString(field) !== after.getString(field))
  if (fields.length > 0) entries.push({ action: 'updated', summary: text.updated, details: { fields } })
  return entries
}

/**
 * onRecordUpdate (every save) for staff: a disabled account or a new role ends every session of the
 * account (a new token key: its tokens are refused, PocketBase clears its realtime sign-ins).
 */
function endSessionsOnChange(e) {
  const original = e.record.original()
  const disabledNow = e.record.getBool('disabled') && !original.getBool('disabled')
  if (disabledNow || e.record.getString('role') !== original.getString('role')) e.record.refreshTokenKey()
  return e.next()
}

/** The number of leads, notes and audit rows an account is named in (as 负责人, author or actor). */
function ownedRecords(app, id) {
  return (
    app.countRecords('form_submissions', $dbx.hashExp({ assignee: id })) +
    app.countRecords('lead_notes', $dbx.hashExp({ author: id })) +
    app.countRecords('activity_log', $dbx.hashExp({ actor: id }))
  )
}

/**
 * onRecordDeleteRequest for staff. Admins delete only an account that owns nothing (a lead assigned, a
 * note, a row of the audit trail: else it is disabled), never their own and never the last active admin.
 * The delete and its audit row are one transaction. Operators delete as they like.
 */
function deleteStaffRequest(e) {
  const info = e.requestInfo()
  const record = e.record
  if (!info.hasSuperuserAuth()) {
    let problem = ''
    if (record.id === e.auth.id) problem = text.selfDelete
    else if (isActiveAdmin(record) && otherActiveAdmins(e.app, record.id) === 0) problem = text.lastAdmin
    else if (ownedRecords(e.app, record.id) > 0) problem = text.ownsRecords
    if (problem) return e.json(400, { status: 400, message: problem, data: {} })
  }
  const actorRecord = actorOf(e)
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    logActivity(txApp, {
      action: 'deleted',
      collectionName: STAFF,
      recordId: record.id,
      recordLabel: record.getString('username'),
      summary: text.deleted,
      details: { role: record.getString('role') },
      actorRecord,
    })
  })
}

/**
 * `POST /api/admin/staff/{id}/password` (admins; the roles table): a new one-time password for a colleague,
 * answered once as `{one_time_password}`, to be changed at their next sign-in. Their sessions end (a new
 * password is a new token key) and a sign-in lock on the account is lifted. Never one's own (安全设置 or
 * 修改密码 changes that).
 */
function resetPasswordRequest(e) {
  const id = e.request.pathValue('id')
  let record
  try {
    record = e.app.findRecordById(STAFF, id)
  } catch (_) {
    return e.json(404, { status: 404, message: text.accountMissing, data: {} })
  }
  if (e.auth && e.auth.id === record.id) return e.json(400, { status: 400, message: text.useOwnChange, data: {} })
  const password = oneTimePassword()
  const actorRecord = e.auth
  e.app.runInTransaction((txApp) => {
    record.setPassword(password)
    record.set('must_change_password', true)
    record.set('password_generated', false)
    txApp.save(record)
    // The lockout's counter of this account (lib/staff/staff-lockout.js): a reset is a fresh start.
    txApp.db().newQuery('DELETE FROM {{_staff_login_failures}} WHERE [[identity_key]] = {:key}').bind({ key: `staff:${record.id}` }).execute()
    logActivity(txApp, {
      action: 'password_reset',
      collectionName: STAFF,
      recordId: record.id,
      recordLabel: record.getString('username'),
      summary: text.passwordReset,
      actorRecord,
    })
  })
  return e.json(200, { [ONE_TIME_PASSWORD]: password })
}

/** onRecordAuthRequest for staff, after the sign-in succeeded: when this account last signed in. */
function stampSignIn(e) {
  e.next()
  e.app
    .db()
    .newQuery('UPDATE {{staff}} SET [[last_sign_in_at]] = {:now} WHERE [[id]] = {:id}')
    .bind({ now: dbDate(new Date().toISOString()), id: e.record.id })
    .execute()
}

/**
 * Router middleware: an account on a one-time password (must_change_password) may do nothing but read
 * its own record and the site settings, and change its password (PATCH of its own record), until it has.
 */
function refuseUntilPasswordChanged(e) {
  const auth = e.auth
  if (!auth || auth.collection().name !== STAFF || !auth.getBool('must_change_password')) return e.next()
  const pattern = String(e.request.pattern || '')
  const collection = e.request.pathValue('collection')
  const own = collection === STAFF && e.request.pathValue('id') === auth.id
  const allowed =
    (own && (pattern === 'GET /api/collections/{collection}/records/{id}' || pattern === 'PATCH /api/collections/{collection}/records/{id}')) ||
    (collection === 'site_settings' && pattern.indexOf('GET ') === 0) ||
    pattern.indexOf(' /api/realtime') > 0
  if (allowed) return e.next()
  return e.json(403, { status: 403, message: text.mustChangePassword, data: {} })
}

module.exports = {
  ONE_TIME_PASSWORD,
  oneTimePassword,
  defaultsOnCreate,
  createStaffRequest,
  guardAccountChange,
  endSessionsOnChange,
  deleteStaffRequest,
  resetPasswordRequest,
  stampSignIn,
  refuseUntilPasswordChanged,
}
