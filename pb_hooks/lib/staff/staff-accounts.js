// `STAFF_PASSWORD=… [STAFF_ROLE=…] pocketbase staff <username> [email]`: creates a staff account or resets its
// password, and sets its role when one is given.

const { GENERATED_VARIABLE, PASSWORD_VARIABLE, ROLE_VARIABLE, passwordProblem } = require(`${__hooks}/lib/shared/staff-password.js`)

const COLLECTION = 'staff'
const DEFAULT_EMAIL_DOMAIN = 'staff.local'
// A first check for a readable message; PocketBase's own email validation still applies on save.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const messages = {
  usage: `用法: ${PASSWORD_VARIABLE}=<密码> pocketbase staff <用户名> [邮箱]`,
  passwordInArgs: `密码不能写在命令行中，请通过环境变量 ${PASSWORD_VARIABLE} 提供`,
  passwordMissing: `请通过环境变量 ${PASSWORD_VARIABLE} 提供密码`,
  invalidEmail: '邮箱格式不正确',
  invalidRole: (roles) => `角色必须是 ${roles} 之一`,
  withRole: (line, role) => `${line}，角色：${role}`,
  usernameTooShort: (min) => `用户名至少需要 ${min} 个字符`,
  invalidUsername: (pattern) => `用户名格式不正确（须符合 ${pattern}）`,
  saveFailed: (reason) => `保存员工账号失败：${reason}`,
  created: (username) => `已创建员工账号 ${username}`,
  reset: (username) => `已重置员工账号 ${username} 的密码`,
}

/** Case-insensitive, like the unique index on staff.username. */
function findByUsername(app, username) {
  const record = new Record()
  try {
    app
      .recordQuery(COLLECTION)
      .andWhere($dbx.exp('[[username]] = {:username} COLLATE NOCASE', { username }))
      .limit(1)
      .one(record)
  } catch (_) {
    return null
  }
  return record
}

/** Readable errors for the username field's own rules (kept in the migration, read from the schema). */
function checkUsername(collection, username) {
  const field = collection.fields.getByName('username')
  if (!field) return
  if (field.min && username.length < field.min) throw new Error(messages.usernameTooShort(field.min))
  if (field.pattern && !new RegExp(field.pattern).test(username)) throw new Error(messages.invalidUsername(field.pattern))
}

/**
 * Creates `username` (verified, email defaulting to <username>@staff.local) or, when it exists,
 * sets its password to `password` (the STAFF_PASSWORD the command was run with). An explicit email
 * also updates an existing account's email. A second argument that is not an e-mail address, or a
 * third one, is taken for a password typed on the command line and refused. `generated` (from
 * STAFF_PASSWORD_GENERATED=1) marks the password as one a script made up, listed on the dashboard's
 * go-live checklist until it is changed; any other reset clears the mark.
 * Returns the line to print; throws an Error with a Chinese message on bad input.
 */
function upsertStaff(app, args, password, generated = false, role = '') {
  const limits = require(`${__hooks}/lib/shared/limits.json`)
  const shared = require(`${__hooks}/lib/shared/messages.json`)
  const { staffRoles } = require(`${__hooks}/lib/shared/enums.json`)
  if (role && !Object.prototype.hasOwnProperty.call(staffRoles, role)) {
    throw new Error(messages.invalidRole(Object.keys(staffRoles).map((key) => `${key}（${staffRoles[key]}）`).join('、')))
  }
  const username = (args[0] || '').trim()
  const email = (args[1] || '').trim()
  if (args.length > 2 || (email && !email.includes('@'))) throw new Error(messages.passwordInArgs)
  if (!username) throw new Error(messages.usage)
  if (!password) throw new Error(messages.passwordMissing)
  const weak = passwordProblem(password, limits.staffPassword, shared.staffPassword.weak)
  if (weak) throw new Error(weak)
  if (email && !EMAIL_PATTERN.test(email)) throw new Error(messages.invalidEmail)

  const collection = app.findCollectionByNameOrId(COLLECTION)
  const existing = findByUsername(app, username)
  if (!existing) checkUsername(collection, username)
  const record = existing || new Record(collection)
  if (!existing) record.set('username', username)
  if (email || !existing) record.setEmail(email || `${username}@${DEFAULT_EMAIL_DOMAIN}`)
  record.setPassword(password)
  record.set('password_generated', generated === true)
  // The operator sets this password: no one-time password to change at the next sign-in.
  record.set('must_change_password', false)
  if (role) record.set('role', role)
  record.setVerified(true)
  try {
    app.save(record)
  } catch (err) {
    const error = /** @type {{message?: string} | undefined} */ (err)
    throw new Error(messages.saveFailed(error && error.message ? error.message : err))
  }
  const line = existing ? messages.reset(existing.getString('username')) : messages.created(username)
  return role ? messages.withRole(line, staffRoles[role]) : line
}

module.exports = { DEFAULT_EMAIL_DOMAIN, GENERATED_VARIABLE, PASSWORD_VARIABLE, ROLE_VARIABLE, messages, upsertStaff }
