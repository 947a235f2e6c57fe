// The mail and robot templates staff edit, the pure parts the hooks and the back office share: which
// {placeholders} a template's field uses, the per-field checks with Chinese messages, and the fill
// (values escaped in HTML, as typed in plain text and robot messages).

// Relative, not `${__hooks}`: the unit tier and the browser load this module outside PocketBase.
const definitions = require('../shared/message-templates.json')
const { escapeHtml } = require('../shared/escape-html.js')
const { charCount, formatMessage } = require('../shared/text-checks.js')

const PLACEHOLDER = /\{([^{}\s]{1,20})\}/g
// Staff write the HTML of a mail, not a page: nothing in it may run.
const UNSAFE_HTML = /<\s*\/?\s*(script|iframe|object|embed|frame|frameset)\b|\son[a-z]+\s*=|javascript:/i

/** @param {string} key @returns {any} */
function templateOf(key) {
  return Object.prototype.hasOwnProperty.call(definitions.templates, key) ? definitions.templates[key] : null
}

/** The names (Chinese, without braces) of the placeholders in `text`, each once, in order. */
function placeholdersIn(text) {
  const names = []
  String(text).replace(PLACEHOLDER, (_, name) => {
    if (names.indexOf(name) < 0) names.push(name)
    return ''
  })
  return names
}

/**
 * Per-field errors of `values` for template `key` (`{field: {code, message}}`, empty when valid):
 * every field required, within its limit, only the template's placeholders, a subject on one line,
 * HTML without scripts.
 * @param {string} key
 * @param {Record<string, unknown>} values
 */
function templateErrors(key, values) {
  const template = templateOf(key)
  const text = definitions.messages
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  if (!template) return errors
  const allowed = Object.keys(template.placeholders)
  Object.keys(values || {}).forEach((name) => {
    if (!template.fields[name]) errors[name] = { code: 'validation_unknown_field', message: text.unknownField }
  })
  Object.keys(template.fields).forEach((name) => {
    const field = template.fields[name]
    const value = values && typeof values[name] === 'string' ? values[name] : ''
    const say = (code, message, extra) => (errors[name] = { code, message: formatMessage(message, Object.assign({ field: field.label }, extra || {})) })
    const unknown = placeholdersIn(value).filter((placeholder) => allowed.indexOf(placeholder) < 0)
    if (value.trim() === '') say('validation_required', text.required)
    else if (charCount(value) > field.max) say('validation_max_text_constraint', text.tooLong, { max: field.max, count: charCount(value) })
    else if (unknown.length > 0) say('validation_unknown_placeholder', text.unknownPlaceholder, { names: unknown.map((n) => `{${n}}`).join('、'), allowed: allowed.map((n) => `{${n}}`).join('') })
    else if (name === 'subject' && /[\r\n]/.test(value)) say('validation_multiline', text.multiline)
    else if (name === 'html' && UNSAFE_HTML.test(value)) say('validation_unsafe_html', text.htmlUnsafe)
  })
  return errors
}

// A template's text split at its placeholders (`[text, name, text, ...]`), once per text and JS
// runtime: every lead fills the same published templates, and PocketBase's JS engine runs a regular
// expression's callback far slower than a loop. Emptied when full (staff published many versions).
const MAX_SPLIT = 64
/** @type {Record<string, string[]>} */
let splits = {}
let splitCount = 0

/** @param {string} text */
function partsOf(text) {
  let parts = splits[text]
  if (!parts) {
    if (splitCount >= MAX_SPLIT) {
      splits = {}
      splitCount = 0
    }
    parts = splits[text] = String(text).split(/\{([^{}\s]{1,20})\}/)
    splitCount++
  }
  return parts
}

/**
 * `text` with each of the template's `{placeholders}` filled from `values` (keyed by the renderer's
 * names): escaped when `html`, except a value given as `{html}` (markup the server made). A value
 * that is missing fills nothing; a placeholder the template does not offer stays as written.
 * @param {string} key
 * @param {string} text
 * @param {Record<string, unknown>} values
 * @param {boolean} html
 */
function fillTemplate(key, text, values, html) {
  const map = templateOf(key).placeholders
  const parts = partsOf(text)
  let out = parts[0]
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]
    if (!Object.prototype.hasOwnProperty.call(map, name)) out += `{${name}}`
    else {
      const value = values[map[name]]
      if (value === undefined || value === null) out += ''
      else if (typeof value === 'object') out += html ? /** @type {{html: string}} */ (value).html : ''
      else out += html ? escapeHtml(value) : String(value)
    }
    out += parts[i + 1]
  }
  return out
}

module.exports = { definitions, placeholdersIn, templateErrors, fillTemplate, templateOf }
