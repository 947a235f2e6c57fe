// The site_settings record's rules, checked with Chinese per-field messages before PocketBase's own
// (English) validators run. Lengths and requiredness are read from the collection's fields, so the
// migration stays their one definition; choices come from shared/enums.json.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const leadRules = require(`${__hooks}/lib/shared/lead-rules.json`)
const { splitTeamAddresses, teamAddressesProblem } = require(`${__hooks}/lib/shared/team-addresses.js`)
const allowlist = require(`${__hooks}/lib/shared/ip-allowlist.js`)
const { format } = require(`${__hooks}/lib/core/activity.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

const CHOICES = { language: enums.languages, timezone: enums.timezones }
/** The text holding a list of addresses, saved one line: `a@x.cn, b@y.cn`. */
const ADDRESS_LIST = 'notification_email'
/** The one text that may run over several lines. */
const MULTILINE = ['site_description']
// The shape PocketBase's own email validator accepts, near enough to refuse typos with our message first.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Trims the record's texts and returns `{field: {code, message}}` for every rule it breaks. */
function siteSettingsErrors(record) {
  const text = messages.siteSettings
  const errors = {}
  const fields = record.collection().fields
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const name = field.name
    const type = field.type()
    const label = text.fields[name]
    if (!label) continue
    if (type === 'select') {
      if (!Object.prototype.hasOwnProperty.call(CHOICES[name] || {}, record.getString(name))) {
        errors[name] = fieldError('validation_invalid_value', format(text.choiceInvalid, { label }))
      }
      continue
    }
    if (type === 'number') {
      const number = record.get(name)
      if (typeof number !== 'number' || number % 1 !== 0 || (field.min !== null && number < field.min) || (field.max !== null && number > field.max)) {
        errors[name] = fieldError('validation_number_range', format(text.numberRange, { label, min: field.min, max: field.max }))
      }
      continue
    }
    if (type !== 'text' && type !== 'email') continue
    if (name === ADDRESS_LIST) {
      const problem = teamAddressesProblem(record.getString(name), leadRules.fields.email, text)
      if (problem) errors[name] = fieldError('validation_invalid_email', problem)
      else record.set(name, splitTeamAddresses(record.getString(name)).join(', '))
      continue
    }
    const value = record.getString(name).trim()
    record.set(name, value)
    if (value === '') {
      if (field.required) errors[name] = fieldError('validation_required', format(text.required, { label }))
    } else if (type === 'email' && !EMAIL.test(value)) {
      errors[name] = fieldError('validation_invalid_email', text.emailInvalid)
    } else if (field.max > 0 && Array.from(value).length > field.max) {
      errors[name] = fieldError('validation_max_text_constraint', format(text.tooLong, { label, max: field.max }))
    } else if (field.pattern && !new RegExp(field.pattern).test(value)) {
      // The one patterned text is a clock time (work_start, work_end).
      errors[name] = fieldError('validation_invalid_format', format(text.timeInvalid, { label }))
    } else if (MULTILINE.indexOf(name) < 0 && /[\r\n]/.test(value)) {
      errors[name] = fieldError('validation_line_break', format(text.lineBreak, { label }))
    }
  }
  return errors
}

/** onRecordUpdateRequest handler body for site_settings. */
function checkSiteSettingsRequest(e) {
  const errors = siteSettingsErrors(e.record)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.next()
}

/**
 * onRecordUpdateRequest for site_settings, when the body carries ip_allowlist: every line must be an
 * address or range (the first bad one is named), at most MAX_ENTRIES entries and the field's length,
 * and a staff member may not save a non-empty list that leaves out their own address. The stored text
 * has its lines trimmed and blank lines dropped.
 */
function guardAllowlistSave(e) {
  const text = messages.security
  const info = e.requestInfo()
  const body = info.body || {}
  if (!Object.prototype.hasOwnProperty.call(body, 'ip_allowlist')) return e.next()
  const typed = body.ip_allowlist === null || body.ip_allowlist === undefined ? '' : String(body.ip_allowlist)
  const fail = (code, message) => respondInvalid(e, { ip_allowlist: fieldError(code, message) })

  const check = allowlist.checkList(typed)
  if (check.invalid) return fail('invalid_entry', format(text.ipLineInvalid, check.invalid))
  if (check.tooMany) return fail('too_many', format(text.ipTooMany, { max: allowlist.MAX_ENTRIES }))
  const stored = allowlist.normaliseList(typed)
  const field = e.collection.fields.getByName('ip_allowlist')
  const max = field ? field.max : 0
  if (max > 0 && [...stored].length > max) return fail('too_long', format(text.ipTooLong, { max }))

  if (!info.hasSuperuserAuth() && !allowlist.isEmptyList(stored)) {
    const ip = e.realIP()
    if (!allowlist.addressAllowed(ip, check.entries)) return fail('locks_out', format(text.ipLockout, { ip }))
  }
  e.record.set('ip_allowlist', stored)
  return e.next()
}

module.exports = { siteSettingsErrors, checkSiteSettingsRequest, guardAllowlistSave }
