// Validates and sanitises a lead with the rule set shared with the browser (shared/lead-rules.json).

// Compiled patterns by flags and source: compiling a pattern costs more than running it, and a
// module lives as long as its JS runtime.
const compiledPatterns = {}

function pattern(source, flags) {
  const key = flags + '/' + source
  if (!compiledPatterns[key]) compiledPatterns[key] = new RegExp(source, flags)
  return compiledPatterns[key]
}

/**
 * Removes invisible characters that reorder or hide text (C0 controls but tab and line feed, DEL,
 * C1 controls, bidi marks, overrides and isolates, the BOM), then trims. A one-line value gets a
 * space for each tab, line feed or line/paragraph separator; a multi-line one (`multiline`) keeps
 * tabs and line feeds and reads a separator as a line feed. Everything else is kept as the visitor
 * typed it (`预算<50万`, `老师 <张> 说`): lead text is text, escaped wherever it is shown (pages,
 * back office, mails, robot messages, exports), never markup to be cleaned.
 * @param {string} value
 * @param {any} rules the parsed shared/lead-rules.json
 * @param {boolean} [multiline]
 */
function sanitize(value, rules, multiline) {
  // Most optional fields come empty: nothing to remove (PocketBase's JS engine runs each pattern slowly).
  if (value === '') return ''
  const text = value.replace(pattern(rules.sanitize.removeInvisiblePattern, 'g'), '')
  return (
    multiline ? text.replace(pattern(rules.sanitize.separatorPattern, 'g'), '\n') : text.replace(pattern(rules.sanitize.lineBreakPattern, 'g'), ' ')
  ).trim()
}

/**
 * Text staff wrote (a lead note), kept as written: only the invisible characters sanitize() removes
 * go, a line/paragraph separator becomes a line feed, and the ends are trimmed. A note is text,
 * escaped wherever it is shown, like the visitor's own.
 * @param {string} value
 * @param {any} rules the parsed shared/lead-rules.json
 */
function plainText(value, rules) {
  return value
    .replace(pattern(rules.sanitize.removeInvisiblePattern, 'g'), '')
    .replace(pattern(rules.sanitize.separatorPattern, 'g'), '\n')
    .trim()
}

/**
 * A submitted value as text, the way PocketBase casts a text field before hooks see it: numbers
 * and booleans become their text, anything else that is not a string becomes empty.
 */
function toText(raw) {
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw)
  return ''
}

/**
 * `{value}` or `{error: kind}` for one text field; kinds name the field's messages. Only a string
 * (or nothing: absent, null) is a text field's value: a number, boolean, list or object is refused
 * with the field's format message rather than read as text or as nothing.
 * @returns {{value: string, error?: undefined, code?: undefined} | {error: string, code?: string, value?: undefined}}
 */
function checkText(raw, field, required, rules) {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { error: 'pattern', code: 'type' }
  const value = sanitize(raw === undefined || raw === null ? '' : raw, rules, field.multiline === true)
  if (value === '') return required ? { error: 'required' } : { value }
  // Spec §5: a number whose first two digits are not 13 to 19 is from a region we do not serve,
  // whatever else is wrong with it; the shape checks answer everything else.
  if (field.regionScope && pattern(field.regionScope, '').test(value) && !pattern(field.regionPattern, '').test(value)) return { error: 'region' }
  if (field.max !== undefined && value.length > field.max) return { error: 'max' }
  if (field.min !== undefined && value.length < field.min) return { error: 'min' }
  if (field.pattern && !pattern(field.pattern, '').test(value)) return { error: 'pattern' }
  if (field.blockDisposableDomains) {
    const domain = value.slice(value.lastIndexOf('@') + 1).toLowerCase()
    // A disposable service answers on its subdomains too (x@mail.10minutemail.com).
    const blocked = rules.blockedEmailDomains.some((blockedDomain) => {
      const suffix = '.' + blockedDomain.toLowerCase()
      return domain === blockedDomain.toLowerCase() || domain.slice(-suffix.length) === suffix
    })
    if (blocked) return { error: 'blockedDomain' }
  }
  return { value }
}

/**
 * Checks a submitted body. Returns `{values, errors}`: `values` holds the sanitised fields of the
 * rule set plus form_type; `errors` maps a field to `{code, message}` (empty when valid).
 * @param {Record<string, unknown>} body
 * @param {any} rules the parsed shared/lead-rules.json
 * @param {Record<string, string>} formTypes
 * @returns {{values: Record<string, string>, errors: Record<string, {code: string, message: string}>}}
 */
function validateLead(body, rules, formTypes) {
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  /** @type {Record<string, string>} */
  const values = {}
  const formType = body.form_type
  if (typeof formType !== 'string' || !Object.prototype.hasOwnProperty.call(formTypes, formType)) {
    errors.form_type = { code: 'validation_form_type', message: rules.messages.formType }
  } else {
    values.form_type = formType
  }
  const requiredHere = (typeof formType === 'string' && rules.requiredByFormType[formType]) || []
  Object.keys(rules.fields).forEach((name) => {
    const field = rules.fields[name]
    const result = checkText(body[name], field, field.required === true || requiredHere.indexOf(name) >= 0, rules)
    if (result.error !== undefined) errors[name] = { code: 'validation_' + (result.code || result.error), message: field.messages[result.error] }
    else values[name] = result.value
  })
  // Only the JSON `true` a ticked box sends: not 1, "true" or [true].
  if (body.consent !== true) {
    errors.consent = { code: 'validation_consent', message: rules.messages.consent }
  }
  return { values, errors }
}

module.exports = { plainText, sanitize, toText, checkText, validateLead }
