// The staff password rule, shared by the console command, the password-change route, the back
// office's form and the Node scripts (npm start, npm run staff): one check, in Chinese.

/** Where the console command reads the password from: never the command line, which shell history and `ps` keep. */
const PASSWORD_VARIABLE = 'STAFF_PASSWORD'
/** Set to `1` by `npm start` when it generated the password: the account is then flagged (staff.password_generated). */
const GENERATED_VARIABLE = 'STAFF_PASSWORD_GENERATED'
/** The role `npm run staff -- … --role <role>` gives the account (enums.json staffRoles); unset keeps it (a new account: admin). */
const ROLE_VARIABLE = 'STAFF_ROLE'

/**
 * The Chinese refusal for a weak password, or '' when it is strong enough: at least `rule.minLength`
 * characters with both a letter and a digit.
 * @param {string} password
 * @param {{ minLength: number }} rule
 * @param {string} weakMessage the refusal, with `{min}` for the length
 */
function passwordProblem(password, rule, weakMessage) {
  const strong = [...password].length >= rule.minLength && /[A-Za-z]/.test(password) && /[0-9]/.test(password)
  return strong ? '' : weakMessage.replace('{min}', String(rule.minLength))
}

module.exports = { GENERATED_VARIABLE, PASSWORD_VARIABLE, ROLE_VARIABLE, passwordProblem }
