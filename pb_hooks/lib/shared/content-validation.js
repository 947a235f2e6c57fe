// The rules of what staff edit in 课程管理 and 页面管理, shared by the server (lib/publishing/: drafts,
// publishing, REST saves) and the back office forms (src/admin/resources/courses, pages): every field
// checked with a Chinese per-field message before PocketBase's own (English) validators run.
// Pure: the rule set (shared/content-rules.json) is passed in, so the browser can import this file.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { charCount, formatMessage: fill, isCalendarDay } = require('../shared/text-checks.js')

const error = (code, message) => ({ code: code, message: message })
const text = (values, name) => (typeof values[name] === 'string' ? values[name].trim() : '')
const isBlank = (value) => value === null || value === undefined || value === ''

/** A required text of at most `max` characters: `{required, tooLong}` are message keys. */
function checkText(errors, values, name, max, keys, rules) {
  const value = text(values, name)
  if (value === '' && keys.required) errors[name] = error('validation_required', rules.messages[keys.required])
  else if (charCount(value) > max) errors[name] = error('validation_max_text_constraint', fill(rules.messages[keys.tooLong], { max: max }))
}

/**
 * A course's editable values (`{price, duration, seats, level}`; price empty or 0 for 仅限邀请),
 * checked: `{field: {code, message}}`, empty when they are valid. Only the fields present are checked,
 * so a REST save of one field is judged on that field.
 * @returns {Record<string, {code: string, message: string}>}
 */
function courseErrors(values, rules) {
  const limits = rules.limits
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  const has = (name) => Object.prototype.hasOwnProperty.call(values, name)
  if (has('price') && !isBlank(values.price)) {
    const price = values.price
    if (typeof price !== 'number' || !Number.isInteger(price) || price < 0) errors.price = error('validation_invalid_price', rules.messages.priceInvalid)
    else if (price > limits.priceMax) errors.price = error('validation_max_number_constraint', fill(rules.messages.priceTooHigh, { max: limits.priceMax }))
  }
  if (has('duration')) checkText(errors, values, 'duration', limits.durationMax, { required: 'durationRequired', tooLong: 'durationTooLong' }, rules)
  if (has('seats')) {
    const seats = values.seats
    if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > limits.seatsMax) {
      errors.seats = error('validation_invalid_seats', fill(rules.messages.seatsInvalid, { max: limits.seatsMax }))
    }
  }
  if (has('level')) checkText(errors, values, 'level', limits.levelMax, { required: 'levelRequired', tooLong: 'levelTooLong' }, rules)
  return errors
}

/** Whether `html` has any text left once its tags are taken out (images count as content). */
function hasVisibleContent(html) {
  if (/<img\b/i.test(html)) return true
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\s/g, '')
      .trim() !== ''
  )
}

/**
 * A page's editable values (`{title, description}`, and on a legal page `{body, version,
 * effective_date}`), checked like courseErrors(). `legal` says whether the page is a legal page
 * (rules.legalPaths), whose three fields are required.
 * @returns {Record<string, {code: string, message: string}>}
 */
function pageErrors(values, rules, legal) {
  const limits = rules.limits
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  const has = (name) => Object.prototype.hasOwnProperty.call(values, name)
  if (has('title')) checkText(errors, values, 'title', limits.titleMax, { required: 'titleRequired', tooLong: 'titleTooLong' }, rules)
  if (has('description')) checkText(errors, values, 'description', limits.descriptionMax, { required: 'descriptionRequired', tooLong: 'descriptionTooLong' }, rules)
  if (has('body')) {
    const body = typeof values.body === 'string' ? values.body : ''
    if (legal && !hasVisibleContent(body)) errors.body = error('validation_required', rules.messages.bodyRequired)
    else if (charCount(body) > limits.bodyMaxChars) errors.body = error('validation_max_text_constraint', fill(rules.messages.bodyTooLong, { max: limits.bodyMaxChars }))
  }
  if (has('version')) checkText(errors, values, 'version', limits.versionMax, { required: legal ? 'versionRequired' : null, tooLong: 'versionTooLong' }, rules)
  if (has('effective_date')) {
    const day = text(values, 'effective_date')
    if (day === '' && legal) errors.effective_date = error('validation_required', rules.messages.effectiveDateRequired)
    else if (day !== '' && !isCalendarDay(day, rules)) errors.effective_date = error('validation_invalid_date', rules.messages.effectiveDateInvalid)
  }
  return errors
}

/**
 * A scheduled publication time (定时发布): a date after `now` and within rules.limits.publishAtMaxDays,
 * else `{code, message}`. null when it is valid.
 * @param {unknown} value an ISO date-time, or PocketBase's 'YYYY-MM-DD HH:MM:SS.sssZ'
 * @param {Date} now
 */
function publishAtError(value, now, rules) {
  const time = typeof value === 'string' ? Date.parse(value.replace(' ', 'T')) : NaN
  if (isNaN(time)) return error('validation_invalid_date', rules.messages.publishAtInvalid)
  if (time <= now.getTime()) return error('validation_publish_at_past', rules.messages.publishAtPast)
  if (time > now.getTime() + rules.limits.publishAtMaxDays * 86400000) return error('validation_publish_at_far', rules.messages.publishAtTooFar)
  return null
}

module.exports = { charCount, courseErrors, hasVisibleContent, isCalendarDay, pageErrors, publishAtError }
