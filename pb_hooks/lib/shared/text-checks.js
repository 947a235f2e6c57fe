// Small pieces every per-field check and Chinese message shares, on the server and in the browser:
// filling a message's {placeholders}, counting characters as PocketBase does, and checking a calendar day.

/**
 * `template` with each `{name}` replaced by `values[name]`; a placeholder without a value stays as written.
 * @param {string} template
 * @param {Record<string, unknown>} values
 */
function formatMessage(template, values) {
  return String(template).replace(/\{(\w+)\}/g, (whole, key) => (values[key] === undefined ? whole : String(values[key])))
}

/** Length in characters (code points), as PocketBase counts text lengths. */
function charCount(value) {
  return Array.from(value).length
}

/**
 * 'YYYY-MM-DD' naming a day that exists (no 2027-02-30).
 * @param {string} value
 * @param {{datePattern: string}} rules
 */
function isCalendarDay(value, rules) {
  if (!new RegExp(rules.datePattern).test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

module.exports = { formatMessage, charCount, isCalendarDay }
