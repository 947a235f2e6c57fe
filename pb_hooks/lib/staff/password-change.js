// A staff member's password change through PocketBase's own update (oldPassword/password/passwordConfirm),
// checked in Chinese per field and written to the activity log with the save.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { passwordProblem } = require(`${__hooks}/lib/shared/staff-password.js`)
const { logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { staffRole } = require(`${__hooks}/lib/core/roles.js`)

const STAFF = 'staff'
const text = messages.security

function isSet(value) {
  return value !== undefined && value !== null && value !== ''
}

/**
 * onRecordUpdateRequest for staff (after 员工管理's checks, lib/staff/staff-admin.js). PocketBase already
 * refuses a direct e-mail change by the owner (in English) and checks oldPassword (in English); this answers
 * first, in Chinese, per field: a username never changes here and an e-mail only by an admin for a
 * colleague (员工管理),
 * a password change needs the right current
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
    // Not one's own (a stolen session would take the two-step codes with it): an admin sets a colleague's.
    const colleague = e.record.id !== e.auth.id && staffRole(e.auth) === 'admin'
    if (e.record.email() !== original.email() && !colleague) errors.email = fieldError('read_only', text.emailReadOnly)
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
  // A changed password is no longer the one `npm start` generated (go-live checklist), nor a one-time one.
  e.record.set('password_generated', false)
  e.record.set('must_change_password', false)
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

module.exports = { guardStaffUpdate }
