// The keys that tell whether two leads come from one person: the phone number and the e-mail address
// as they compare, whatever way the visitor (or an operator) wrote them. Stored on every lead
// (form_submissions.phone_key, email_key), so a person is found by either with one indexed lookup.

// Full-width forms (０-９, ＋, ＠, Ａ-Ｚ ...) are U+FF01-U+FF5E, each U+FEE0 above its ASCII character.
const FULL_WIDTH_FIRST = 0xff01
const FULL_WIDTH_LAST = 0xff5e
const FULL_WIDTH_OFFSET = 0xfee0
// China's country code, written +86, 0086 or (before an 11-digit mobile number) a bare 86.
const CHINA_PREFIXES = ['0086', '86']
const MOBILE = /^1[3-9]\d{9}$/

/** `text` with full-width ASCII forms (as Chinese input methods type them) made half-width. */
function halfWidth(text) {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    out += code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST ? String.fromCharCode(code - FULL_WIDTH_OFFSET) : text.charAt(i)
  }
  return out
}

/**
 * A phone number's key: its digits without China's country code, so `+86 138-0013-8000`,
 * `0086 13800138000`, `(138) 0013 8000` and `13800138000` are one key; a landline keeps its trunk 0
 * (`+86 10 1234 5678` and `010-12345678` are one key). '' when there are no digits.
 * @param {unknown} phone
 * @returns {string}
 */
function phoneKey(phone) {
  const text = halfWidth(String(phone === undefined || phone === null ? '' : phone)).trim()
  const international = text.charAt(0) === '+'
  let digits = text.replace(/\D/g, '')
  if (digits === '') return ''
  let national = false
  for (let i = 0; i < CHINA_PREFIXES.length; i++) {
    const prefix = CHINA_PREFIXES[i]
    if (digits.indexOf(prefix) !== 0) continue
    const rest = digits.slice(prefix.length)
    // A bare 86 counts only before a mobile number (86 could start a landline's own digits).
    if (prefix === '0086' || international || MOBILE.test(rest)) {
      digits = rest
      national = true
    }
    break
  }
  // Dialled from abroad a landline drops its trunk 0 (+86 10 ...): put it back, as it is dialled at home.
  if (national && digits !== '' && !MOBILE.test(digits) && digits.charAt(0) !== '0') digits = `0${digits}`
  return digits
}

/**
 * An e-mail address's key: trimmed, half-width and in lower case (mailboxes are case-insensitive in
 * practice everywhere a visitor's address lives). '' when empty.
 * @param {unknown} email
 * @returns {string}
 */
function emailKey(email) {
  return halfWidth(String(email === undefined || email === null ? '' : email))
    .trim()
    .toLowerCase()
}

module.exports = { phoneKey, emailKey }
