// A person's contact as staff type it for a personal-data request (PIPL): read as an e-mail or a
// mainland mobile number whatever the spacing, prefix (+86, 0086, 86) or full-width digits, masked
// for the request log (139****4321); and the retention period as the privacy policy words it.
// Shared by the hooks (lib/privacy/) and the back office's 个人信息请求 screen.

const privacy = require(`${__hooks}/lib/shared/privacy.json`)

// The pattern of a stored lead's phone (lead-rules.json): a mainland mobile number, 11 digits.
const MOBILE = /^1[3-9]\d{9}$/
// Near enough to PocketBase's e-mail check to refuse a typo before searching.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Full-width digits and plus (typed with a Chinese input method) as ASCII. */
function halfWidth(text) {
  return text.replace(/[\uff10-\uff19\uff0b\uff20]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * `{kind: 'email' | 'phone', value}` of what staff typed, or null when it is neither: an e-mail in lower
 * case; a phone as its 11 digits, without spaces, dashes, dots, brackets or a +86 / 0086 / 86 prefix.
 * @param {unknown} raw
 * @returns {{kind: 'email' | 'phone', value: string} | null}
 */
function normaliseContact(raw) {
  if (typeof raw !== 'string') return null
  const text = halfWidth(raw).replace(/[\s\u3000]+/g, '')
  if (text.indexOf('@') >= 0) {
    const email = text.toLowerCase()
    return EMAIL.test(email) ? { kind: 'email', value: email } : null
  }
  let digits = text.replace(/[-.()（）]/g, '')
  if (/^\+86/.test(digits)) digits = digits.slice(3)
  else if (/^0086/.test(digits)) digits = digits.slice(4)
  else if (/^86\d{11}$/.test(digits)) digits = digits.slice(2)
  return MOBILE.test(digits) ? { kind: 'phone', value: digits } : null
}

/**
 * A contact as the request log keeps it: a phone's first 3 and last 4 digits (139****4321), an e-mail's
 * first character and its domain (z***@example.com). Takes a normalised contact.
 * @param {{kind: 'email' | 'phone', value: string}} contact
 */
function maskContact(contact) {
  if (contact.kind === 'phone') return `${contact.value.slice(0, 3)}****${contact.value.slice(-4)}`
  const at = contact.value.lastIndexOf('@')
  return `${contact.value.slice(0, 1)}***${contact.value.slice(at)}`
}

/** The retention period as the privacy policy words it: `24 个月`. */
function retentionText(months) {
  return privacy.retentionWording.split('{months}').join(String(months))
}

/** `text` with every retention token ({线索保留期限}) replaced by the period of `months`. */
function expandRetention(text, months) {
  return String(text).split(privacy.retentionToken).join(retentionText(months))
}

/** The retention setting as stored, or its default when unset (0: a record from before the setting). */
function retentionMonths(value) {
  const months = Number(value)
  return Number.isInteger(months) && months >= privacy.retentionMonths.min && months <= privacy.retentionMonths.max ? months : privacy.retentionMonths.default
}

/** The due-days setting as stored, or its default when unset. */
function dueWorkingDays(value) {
  const days = Number(value)
  return Number.isInteger(days) && days >= privacy.dueWorkingDays.min && days <= privacy.dueWorkingDays.max ? days : privacy.dueWorkingDays.default
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * The instant `months` calendar months before `now`, in Beijing wall time (the 31st going back to a
 * shorter month lands on its last day): leads created before it are past the retention period.
 * @param {Date} now
 * @param {number} months
 */
function retentionCutoff(now, months) {
  const local = new Date(now.getTime() + BEIJING_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() - months
  const target = new Date(Date.UTC(year, month, 1, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds()))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(local.getUTCDate(), lastDay))
  return new Date(target.getTime() - BEIJING_OFFSET_MS)
}

/** The Beijing calendar month (`YYYY-MM`) of an instant: the retention log's line. */
function beijingMonth(date) {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 7)
}

module.exports = { normaliseContact, maskContact, retentionText, expandRetention, retentionMonths, dueWorkingDays, retentionCutoff, beijingMonth }
