// The words staff edit of a course (课程管理) and a page (页面管理), kept in the record's `texts`: the
// fields each one has (shared/content-text-fields.json, generated from src/site/content/editable-texts.ts
// by `npm run content-seed`), checked and trimmed with a Chinese message per field, named as the slots
// the pages mark (shared/content-display.json `texts`), and with the course's seats put where a text
// says {名额}. One implementation for the server (lib/publishing/, lib/pages/content-markup.js), the back
// office's forms and the build. Pure: the field lists, rules and wording are passed in.
//
// A field is one of
//   {key, label, kind: 'line' | 'text', max, optional?}     a single line or a paragraph
//   {key, label, kind: 'number', min, max}                  a whole number (an assessment weight)
//   {key, label, kind: 'lines', max, minItems, maxItems, template, shown?}   a list of short texts
//   {key, label, kind: 'list', minItems, maxItems, template, item: [fields], shown?, openFirst?, sum?}
// and `texts` is `{key: value}`: a string, a number, an array of strings, an array of `{itemKey: value}`.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { charCount, formatMessage: fill } = require('../shared/text-checks.js')

const error = (code, message) => ({ code: code, message: message })
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * One value as it is stored: texts trimmed, numbers as numbers, lists as arrays of their items with
 * only the fields the item has. Anything of the wrong shape becomes the empty value of its kind, which
 * the check then refuses (a required text, too few items).
 */
function normaliseValue(field, value) {
  if (field.kind === 'line' || field.kind === 'text') return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  if (field.kind === 'number') {
    if (typeof value === 'number') return value
    if (typeof value === 'string' && value.trim() !== '' && !isNaN(Number(value))) return Number(value)
    return null
  }
  if (!Array.isArray(value)) return []
  if (field.kind === 'lines') return value.map((line) => (typeof line === 'string' ? line.trim() : '')).filter((line) => line !== '')
  return value.map((item) => normaliseItem(field.item, isObject(item) ? item : {}))
}

function normaliseItem(fields, item) {
  const out = {}
  fields.forEach((field) => (out[field.key] = normaliseValue(field, item[field.key])))
  return out
}

/**
 * `texts` as they would be stored for a record with these `fields`: each field from `texts`, or else
 * from `current` (the record's stored texts), so a save that names some fields keeps the others; a key
 * that is no field any more (a section a later build removed) is dropped.
 * @param {Array<Record<string, any>>} fields
 * @param {unknown} texts
 * @param {unknown} current
 * @returns {Record<string, any>}
 */
function normaliseTexts(fields, texts, current) {
  /** @type {Record<string, unknown>} */
  const given = isObject(texts) ? /** @type {Record<string, unknown>} */ (texts) : {}
  /** @type {Record<string, unknown>} */
  const stored = isObject(current) ? /** @type {Record<string, unknown>} */ (current) : {}
  /** @type {Record<string, any>} */
  const out = {}
  fields.forEach((field) => {
    const has = Object.prototype.hasOwnProperty.call(given, field.key)
    out[field.key] = normaliseValue(field, has ? given[field.key] : stored[field.key])
  })
  return out
}

/** Checks one value: errors go into `errors` under `path` ('texts.faq.2.answer'); `label` names it in the message. */
function checkValue(errors, path, label, field, value, rules) {
  const messages = rules.messages
  if (field.kind === 'line' || field.kind === 'text') {
    if (value === '' && !field.optional) errors[path] = error('validation_required', fill(messages.textRequired, { label: label }))
    else if (charCount(value) > field.max) errors[path] = error('validation_max_text_constraint', fill(messages.textTooLong, { label: label, max: field.max }))
    return
  }
  if (field.kind === 'number') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < field.min || value > field.max) {
      errors[path] = error('validation_invalid_number', fill(messages.textNumberInvalid, { label: label, min: field.min, max: field.max }))
    }
    return
  }
  if (value.length < field.minItems) errors[path] = error('validation_list_too_short', fill(messages.listTooShort, { label: label, min: field.minItems }))
  else if (value.length > field.maxItems) errors[path] = error('validation_list_too_long', fill(messages.listTooLong, { label: label, max: field.maxItems }))
  if (field.kind === 'lines') {
    value.forEach((line, index) => {
      if (charCount(line) > field.max) errors[path + '.' + index] = error('validation_max_text_constraint', fill(messages.lineTooLong, { label: label, n: index + 1, max: field.max }))
    })
    return
  }
  value.forEach((item, index) => {
    const itemLabel = fill(messages.itemLabel, { label: label, n: index + 1 })
    field.item.forEach((inner) => checkValue(errors, path + '.' + index + '.' + inner.key, itemLabel + inner.label, inner, item[inner.key], rules))
  })
  if (field.sum && value.length > 0) {
    const summed = field.item.filter((inner) => inner.key === field.sum.key)[0]
    const total = value.reduce((sum, item) => sum + (typeof item[field.sum.key] === 'number' ? item[field.sum.key] : 0), 0)
    if (total !== field.sum.total) {
      errors[path] = error('validation_invalid_sum', fill(messages.sumInvalid, { label: label, field: summed ? summed.label : field.sum.key, total: field.sum.total, sum: total }))
    }
  }
}

/**
 * The per-field errors of normalised `texts` (normaliseTexts()): `{'texts.<key>[.<n>.<itemKey>]': {code, message}}`,
 * empty when they pass.
 * @returns {Record<string, {code: string, message: string}>}
 */
function textsErrors(fields, texts, rules) {
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  fields.forEach((field) => checkValue(errors, 'texts.' + field.key, field.label, field, texts[field.key], rules))
  return errors
}

/** The fields of a course (by slug) or a page (by path), or none. */
function courseTextFields(textFields, slug) {
  return (textFields.courses && textFields.courses[slug]) || []
}

function pageTextFields(textFields, path) {
  return (textFields.pages && textFields.pages[path]) || []
}

/** `{名额}` in a course's text as its seats. @param {string} text @param {number | null} seats */
function expandSeats(text, seats, display) {
  const token = display.texts.seatsToken
  return seats === null || text.indexOf(token) < 0 ? text : text.split(token).join(String(seats))
}

/** The slot of a course's text ('course.practical.t.tagline') or list ('course.practical.l.faq'), as the pages mark them. */
function courseTextSlot(slug, key, display) {
  return display.texts.slots.course.replace('{slug}', slug).replace('{key}', key)
}

function courseListSlot(slug, key, display) {
  return display.texts.slots.courseList.replace('{slug}', slug).replace('{key}', key)
}

/** The slot of a page's text ('page.t.figures_title') or list ('page.l.figures'). */
function pageTextSlot(key, display) {
  return display.texts.slots.page.replace('{key}', key)
}

function pageListSlot(key, display) {
  return display.texts.slots.pageList.replace('{key}', key)
}

/** A value inside a list's item template ('item.question'). */
function itemSlot(key, display) {
  return display.texts.slots.item.replace('{key}', key)
}

module.exports = {
  charCount,
  courseListSlot,
  courseTextFields,
  courseTextSlot,
  expandSeats,
  itemSlot,
  normaliseTexts,
  pageListSlot,
  pageTextFields,
  pageTextSlot,
  textsErrors,
}
