// Shape rules for JSON list fields (partner achievements/tags, news tags, carousel stats):
// values are trimmed, blanks dropped, limits enforced; a bad shape answers 400 with Chinese messages.
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { charCount, formatMessage: fill } = require(`${__hooks}/lib/shared/text-checks.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

const invalid = (text) => ({ error: fieldError('validation_invalid_list', text) })

/**
 * A list of short strings. `null`/absent means an empty list; anything else that is not an
 * array of strings is refused.
 * @param {{maxItems?: number, maxItemLength: number, unique?: boolean}} rule
 * @param {any} text the list's messages
 */
function stringList({ maxItems, maxItemLength, unique }, text) {
  return (value) => {
    if (value === null || value === undefined) return { value: [] }
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return invalid(text.invalid)
    let items = value.map((item) => item.trim()).filter((item) => item !== '')
    if (unique) items = items.filter((item, i) => items.indexOf(item) === i)
    if (maxItems !== undefined && items.length > maxItems) {
      return { error: fieldError('validation_too_many_items', fill(text.tooMany, { max: maxItems })) }
    }
    if (items.some((item) => charCount(item) > maxItemLength)) {
      return { error: fieldError('validation_item_too_long', fill(text.tooLong, { max: maxItemLength })) }
    }
    return { value: items }
  }
}

/** Carousel stats: 1..n `{label, value}` pairs of non-empty strings; fully blank rows are dropped. */
function statList({ minItems, maxItems, maxTextLength }, text) {
  const asText = (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null)
  return (value) => {
    const list = value === null || value === undefined ? [] : value
    if (!Array.isArray(list)) return invalid(text.invalid)
    const items = []
    for (const item of list) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return invalid(text.invalid)
      const label = asText(item.label === undefined ? '' : item.label)
      const stat = asText(item.value === undefined ? '' : item.value)
      if (label === null || stat === null) return invalid(text.invalid)
      if (label === '' && stat === '') continue
      if (label === '' || stat === '') return { error: fieldError('validation_incomplete_item', text.incomplete) }
      items.push({ label, value: stat })
    }
    if (items.length < minItems || items.length > maxItems) {
      return { error: fieldError('validation_list_length', fill(text.count, { min: minItems, max: maxItems })) }
    }
    if (items.some((item) => charCount(item.label) > maxTextLength || charCount(item.value) > maxTextLength)) {
      return { error: fieldError('validation_item_too_long', fill(text.tooLong, { max: maxTextLength })) }
    }
    return { value: items }
  }
}

/** collection -> field -> normaliser returning `{value}` or `{error}`. */
const rules = {
  isv_partners: {
    achievements: stringList(limits.partnerLists, messages.achievements),
    tags: stringList(limits.partnerLists, messages.partnerTags),
  },
  news: {
    tags: stringList({ ...limits.newsTags, unique: true }, messages.newsTags),
  },
  carousels: {
    stats: statList(limits.carouselStats, messages.stats),
  },
}

/** The field's JSON value; `undefined` when it cannot be parsed. */
function readJson(record, field) {
  const raw = record.getString(field)
  if (raw === '') return null
  try {
    return JSON.parse(raw)
  } catch (_err) {
    return undefined
  }
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest handler body. On update only the fields whose
 * value changed are checked, so reordering or toggling an older record never fails on its lists.
 */
function normaliseListsRequest(e) {
  const fields = rules[e.record.collection().name] || {}
  const original = e.record.original()
  const isNew = e.record.isNew()
  const errors = {}
  for (const field of Object.keys(fields)) {
    const value = readJson(e.record, field)
    if (!isNew && JSON.stringify(value) === JSON.stringify(readJson(original, field))) continue
    const result = fields[field](value)
    if (result.error) errors[field] = result.error
    else e.record.set(field, result.value)
  }
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.next()
}

module.exports = { rules, normaliseListsRequest }
