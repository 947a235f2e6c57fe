// `pocketbase staff <username> <password> [email]`: creates a staff account or resets its password.

const COLLECTION = 'staff'
const MIN_PASSWORD_LENGTH = 8
const DEFAULT_EMAIL_DOMAIN = 'staff.local'
// A first check for a readable message; PocketBase's own email validation still applies on save.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const messages = {
  usage: '用法: pocketbase staff <用户名> <密码> [邮箱]',
  passwordTooShort: `密码至少需要 ${MIN_PASSWORD_LENGTH} 个字符`,
  invalidEmail: '邮箱格式不正确',
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
 * sets its password. An explicit email also updates an existing account's email.
 * Returns the line to print; throws an Error with a Chinese message on bad input.
 */
function upsertStaff(app, args) {
  const username = (args[0] || '').trim()
  const password = args[1] || ''
  const email = (args[2] || '').trim()
  if (!username || !password) throw new Error(messages.usage)
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(messages.passwordTooShort)
  if (email && !EMAIL_PATTERN.test(email)) throw new Error(messages.invalidEmail)

  const collection = app.findCollectionByNameOrId(COLLECTION)
  const existing = findByUsername(app, username)
  if (!existing) checkUsername(collection, username)
  const record = existing || new Record(collection)
  if (!existing) record.set('username', username)
  if (email || !existing) record.setEmail(email || `${username}@${DEFAULT_EMAIL_DOMAIN}`)
  record.setPassword(password)
  record.setVerified(true)
  try {
    app.save(record)
  } catch (err) {
    throw new Error(messages.saveFailed(err && err.message ? err.message : err))
  }
  return existing ? messages.reset(existing.getString('username')) : messages.created(username)
}

module.exports = { MIN_PASSWORD_LENGTH, messages, upsertStaff }
