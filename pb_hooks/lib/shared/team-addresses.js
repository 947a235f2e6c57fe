// 通知邮箱 as a list: the team's notification addresses, split and checked the same way by the
// settings hook and the back office's form (one address, or several separated by commas, 、,
// semicolons, spaces or line breaks).

// Half- and full-width commas and semicolons, 、, and any white space (line breaks included).
const SEPARATORS = /[,，;；、\s]+/
/** How many team addresses 通知邮箱 may hold. */
const MAX_ADDRESSES = 10

/**
 * The addresses in `value`, in order, each once (compared without case).
 * @param {string} value
 * @returns {string[]}
 */
function splitTeamAddresses(value) {
  const seen = {}
  return String(value || '')
    .split(SEPARATORS)
    .filter((address) => {
      const key = address.toLowerCase()
      if (address === '' || seen[key]) return false
      seen[key] = true
      return true
    })
}

/**
 * The Chinese refusal for `value`, or '' when every address in it is valid (empty is valid:
 * no team mail). `emailRule` is the project's one rule of an address (shared/lead-rules.json
 * fields.email); `text` holds the templates (shared/messages.json siteSettings).
 * @param {string} value
 * @param {{ pattern: string, max: number }} emailRule
 * @param {{ addressInvalid: string, tooManyAddresses: string }} text
 */
function teamAddressesProblem(value, emailRule, text) {
  const email = new RegExp(emailRule.pattern)
  const addresses = splitTeamAddresses(value)
  const bad = addresses.filter((address) => address.length > emailRule.max || !email.test(address))[0]
  if (bad !== undefined) return text.addressInvalid.replace('{address}', bad)
  if (addresses.length > MAX_ADDRESSES) return text.tooManyAddresses.replace('{max}', String(MAX_ADDRESSES))
  return ''
}

module.exports = { MAX_ADDRESSES, splitTeamAddresses, teamAddressesProblem }
