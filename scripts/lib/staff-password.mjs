// The staff and superuser password rules for Node scripts (npm start, npm run staff): the console command's own
// check, not a copy (the superusers' rule is also set on their password field by a migration).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const limits = require('../../pb_hooks/lib/shared/limits.json')
const messages = require('../../pb_hooks/lib/shared/messages.json')
const enums = require('../../pb_hooks/lib/shared/enums.json')

/**
 * pb_hooks/lib/shared/staff-password.js is CommonJS for PocketBase's JSVM, which this package's
 * "type": "module" would make Node read as ESM: run its text with a `module` object, as
 * vite.config.ts does for the browser. It is pure (no PocketBase globals).
 */
function loadHookModule(path) {
  const module = { exports: {} }
  new Function('module', 'exports', readFileSync(new URL(path, import.meta.url), 'utf8'))(module, module.exports)
  return module.exports
}

const staffPassword = loadHookModule('../../pb_hooks/lib/shared/staff-password.js')

/** The environment variable the password is read from (never the command line). */
export const PASSWORD_VARIABLE = staffPassword.PASSWORD_VARIABLE
/** Set to `1` when the password was generated, so the server lists it on the go-live checklist until changed. */
export const GENERATED_VARIABLE = staffPassword.GENERATED_VARIABLE
/** The role the account gets (`npm run staff -- … --role <role>`). */
export const ROLE_VARIABLE = staffPassword.ROLE_VARIABLE
/** The staff roles and their names: admin 管理员, sales 销售, editor 内容编辑. */
export const staffRoles = enums.staffRoles

/** The Chinese refusal for a password `pocketbase staff` would refuse as weak, or ''. */
export function checkStaffPassword(password) {
  return staffPassword.passwordProblem(password, limits.staffPassword, messages.staffPassword.weak)
}

/** The Chinese refusal for a superuser password (the stronger rule: limits.json superuserPassword), or ''. */
export function checkSuperuserPassword(password) {
  return staffPassword.passwordProblem(password, limits.superuserPassword, messages.staffPassword.weak)
}

/**
 * A random password `check` accepts: 16 base64url characters, drawn again in the rare case it lacks a
 * letter or a digit, or starts with `-` (`pocketbase superuser upsert` would read it as a flag).
 */
function generatePassword(check) {
  for (;;) {
    const password = randomBytes(12).toString('base64url')
    if (!check(password) && !password.startsWith('-')) return password
  }
}

export const generateStaffPassword = () => generatePassword(checkStaffPassword)
export const generateSuperuserPassword = () => generatePassword(checkSuperuserPassword)
