// The mail and robot templates as published: the record staff saved in 邮件模板 (message_templates),
// kept in memory until the collection changes, else the default of views/<view>.<field>. Below the
// lead's mails (lib/leads) and the robots (lib/notify), which both render with them.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { definitions } = require(`${__hooks}/lib/shared/message-templates.js`)
const { cachedRows } = require(`${__hooks}/lib/core/record-cache.js`)

const COLLECTION = 'message_templates'
// Read once per JS runtime: the views ship with the hooks and change only with a restart.
/** @type {Record<string, Record<string, string>>} */
const defaults = {}

/** The file of a template field's default: views/auto-reply.html, .txt, .subject.txt. */
function defaultFile(view, field) {
  return field === 'html' ? `${view}.html` : field === 'text' ? `${view}.txt` : `${view}.${field}.txt`
}

/**
 * Template `key`'s default values `{subject, html?, text}`, read from the views. A subject and a
 * robot message are one text without the file's final newline; a mail body is the file as it is.
 * @param {string} key
 * @returns {Record<string, string>}
 */
function defaultValues(key) {
  if (defaults[key]) return defaults[key]
  const template = definitions.templates[key]
  /** @type {Record<string, string>} */
  const values = {}
  Object.keys(template.fields).forEach((field) => {
    const text = toString($os.readFile(`${__hooks}/views/${defaultFile(template.view, field)}`))
    values[field] = field === 'subject' || template.channel === 'robot' ? text.replace(/\r?\n$/, '') : text
  })
  defaults[key] = values
  return values
}

/** A record's template values (the template's fields). */
function recordValues(key, record) {
  /** @type {Record<string, string>} */
  const values = {}
  Object.keys(definitions.templates[key].fields).forEach((field) => (values[field] = record.getString(field)))
  return values
}

/** The stored template record of `key`, or null. */
function findTemplate(app, key) {
  try {
    return app.findFirstRecordByData(COLLECTION, 'key', key)
  } catch (_) {
    return null
  }
}

/** Every template's published values by key: a stored record's, else the default. */
function loadPublished(app) {
  /** @type {Record<string, Record<string, string>>} */
  const out = {}
  definitions.keys.forEach((key) => {
    const record = findTemplate(app, key)
    out[key] = record ? recordValues(key, record) : defaultValues(key)
  })
  return out
}

/**
 * The published templates, from memory (every lead renders with them; they change only when staff
 * publish one).
 * @returns {Record<string, Record<string, string>>}
 */
function publishedTemplates(app) {
  return cachedRows(app, COLLECTION, 'published', loadPublished)
}

module.exports = { COLLECTION, defaultValues, findTemplate, publishedTemplates, recordValues }
