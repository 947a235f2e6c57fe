// What staff publish of a course, a page and a news article: the fields each collection lets them
// edit (shared/content-rules.json), read from a record and checked as values with the shared
// rules and Chinese messages (shared/content-validation.js; a course's or page's `texts` by its own
// fields, shared/content-texts.js), the legal pages' body made safe by the article sanitiser, and
// the snapshot a revision keeps.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/content-rules.json`)
const seed = require(`${__hooks}/lib/shared/content-seed.json`)
const { courseErrors, pageErrors } = require(`${__hooks}/lib/shared/content-validation.js`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const textFields = require(`${__hooks}/lib/shared/content-text-fields.json`)
const { courseTextFields, normaliseTexts, pageTextFields, textsErrors } = require(`${__hooks}/lib/shared/content-texts.js`)

/** The collections with drafts (课程管理, 页面管理); news has its own draft state (published). */
const DRAFT_COLLECTIONS = ['courses', 'pages']
const NUMBER_FIELDS = { price: true, seats: true }
const LIST_FIELDS = { tags: true }
const JSON_FIELDS = { texts: true }
/** Fields that name a record and never change: one record per course and per route. */
const FIXED_FIELDS = { courses: 'slug', pages: 'path' }

/** The legal pages: those whose build content has a version (content-seed.ts). */
const LEGAL_PATHS = seed.pages.filter((page) => page.version !== '').map((page) => page.path)

/** @param {string} path */
function isLegalPath(path) {
  return LEGAL_PATHS.indexOf(path) >= 0
}

/** The fields staff edit of a record of `collection` (a page that is no legal page has no body, version or date). */
function editableFields(collection, record) {
  const fields = rules.fields[collection] || []
  if (collection !== 'pages' || isLegalPath(record.getString('path'))) return fields
  return fields.filter((name) => rules.legalFields.indexOf(name) < 0)
}

/** A JSON field's value as plain data. */
function jsonValue(record, name) {
  const raw = record.getString(name)
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch (_) {
    return null
  }
}

/** One field of a record as a value: numbers as numbers, lists as arrays, the rest as text. */
function fieldValue(record, name) {
  if (NUMBER_FIELDS[name]) return record.getFloat(name)
  if (LIST_FIELDS[name]) return jsonValue(record, name) || []
  if (JSON_FIELDS[name]) return jsonValue(record, name) || {}
  return record.getString(name)
}

/** The editable values of a record: `{price: 58000, duration: '5天4晚', ...}`. */
function readValues(collection, record) {
  const values = {}
  editableFields(collection, record).forEach((name) => (values[name] = fieldValue(record, name)))
  return values
}

/**
 * What a revision keeps: the editable values and the names of the files (shown when versions are
 * compared; a file is not brought back by a restore, since PocketBase deletes a replaced file).
 */
function snapshotOf(collection, record) {
  const snapshot = readValues(collection, record)
  ;(rules.files[collection] || []).forEach((name) => (snapshot[name] = record.getString(name)))
  return snapshot
}

/** The fields of the texts of `record` (a course by slug, a page by path; shared/content-text-fields.json). */
function textFieldsOf(collection, record) {
  if (collection === 'courses') return courseTextFields(textFields, record.getString('slug'))
  if (collection === 'pages') return pageTextFields(textFields, record.getString('path'))
  return []
}

/** The texts `record` stores now (before the save being checked, for a REST save). */
function storedTexts(record) {
  if (record.isNew()) return {}
  return jsonValue(record.original(), 'texts') || {}
}

/** Whether two snapshots differ. */
function snapshotsDiffer(a, b) {
  return JSON.stringify(a) !== JSON.stringify(b)
}

/**
 * `values` (from a draft, a request or a revision) as the record would store them: only the fields
 * staff edit, texts trimmed, an empty price as 0 (仅限邀请), a legal page's body sanitised.
 * Returns `{values, errors}`: a field that may not be set is an error of its own.
 */
function normalise(collection, record, values) {
  const allowed = editableFields(collection, record)
  const errors = {}
  const out = {}
  Object.keys(values || {}).forEach((name) => {
    if (allowed.indexOf(name) < 0) {
      errors[name] = { code: 'validation_unknown_field', message: FIXED_FIELDS[collection] === name ? rules.messages.fixedField : rules.messages.unknownField }
      return
    }
    let value = values[name]
    if (typeof value === 'string' && name !== 'body') value = value.trim()
    if (name === 'price' && (value === null || value === '')) value = 0
    if (name === 'body') value = sanitizeNewsHtml(typeof value === 'string' ? value : '').html
    // Texts a save does not name keep their stored values.
    if (name === 'texts') value = normaliseTexts(textFieldsOf(collection, record), value, storedTexts(record))
    out[name] = value
  })
  return { values: out, errors }
}

/** Per-field errors of `values` for `record` (shared rules, Chinese messages); empty when valid. */
function valueErrors(collection, record, values) {
  const texts = values.texts ? textsErrors(textFieldsOf(collection, record), values.texts, rules) : {}
  if (collection === 'courses') return Object.assign(courseErrors(values, rules), texts)
  if (collection === 'pages') return Object.assign(pageErrors(values, rules, isLegalPath(record.getString('path'))), texts)
  return {}
}

/**
 * Checks `values` for `record` and returns them as they would be stored, or the per-field errors.
 * @returns {{values: Record<string, any>, errors: Record<string, {code: string, message: string}>}}
 */
function checkValues(collection, record, values) {
  const normalised = normalise(collection, record, values)
  const errors = Object.assign(valueErrors(collection, record, normalised.values), normalised.errors)
  return { values: normalised.values, errors }
}

/** Sets `values` on `record` (lists as JSON). */
function applyValues(record, values) {
  Object.keys(values).forEach((name) => record.set(name, values[name]))
}

module.exports = {
  DRAFT_COLLECTIONS,
  FIXED_FIELDS,
  applyValues,
  checkValues,
  editableFields,
  isLegalPath,
  jsonValue,
  readValues,
  snapshotOf,
  snapshotsDiffer,
  textFieldsOf,
}
