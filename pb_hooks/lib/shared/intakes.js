// Course intake rules, shared by the hook (pb_hooks/content.pb.js) and the back office form
// (src/admin/resources/intakes): every field checked with Chinese per-field messages before
// PocketBase's own (English) validators run, and an end date before the start date refused.
// Pure: the rule set (shared/intakes.json) is passed in, so the browser can import this file.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { charCount, formatMessage: fill, isCalendarDay } = require('../shared/text-checks.js')

/**
 * Checks one intake's values (`{course, start_date, end_date, city, seats, status, note}`, as
 * stored: seats 0 or empty means not given) and returns `{field: {code, message}}`, empty when it
 * is valid.
 * @returns {Record<string, {code: string, message: string}>}
 */
function intakeErrors(values, rules) {
  const text = rules.messages
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  const error = (code, message) => ({ code, message })
  const str = (name) => (typeof values[name] === 'string' ? values[name].trim() : '')
  if (rules.courseIds.indexOf(str('course')) < 0) errors.course = error('validation_required', text.courseRequired)

  const start = str('start_date')
  const end = str('end_date')
  if (start === '') errors.start_date = error('validation_required', text.startRequired)
  else if (!isCalendarDay(start, rules)) errors.start_date = error('validation_invalid_date', text.dateInvalid)
  if (end === '') errors.end_date = error('validation_required', text.endRequired)
  else if (!isCalendarDay(end, rules)) errors.end_date = error('validation_invalid_date', text.dateInvalid)
  else if (!errors.start_date && end < start) errors.end_date = error('validation_end_before_start', text.endBeforeStart)

  const city = str('city')
  if (city === '') errors.city = error('validation_required', text.cityRequired)
  else if (charCount(city) > rules.cityMaxLength) {
    errors.city = error('validation_max_text_constraint', fill(text.cityTooLong, { max: rules.cityMaxLength }))
  }

  const seats = values.seats
  const noSeats = seats === 0 || seats === null || seats === undefined || seats === ''
  if (!noSeats && (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1)) {
    errors.seats = error('validation_invalid_seats', text.seatsInvalid)
  }

  if (!Object.prototype.hasOwnProperty.call(rules.statuses, str('status'))) {
    errors.status = error('validation_required', text.statusRequired)
  }

  if (charCount(typeof values.note === 'string' ? values.note : '') > rules.noteMaxLength) {
    errors.note = error('validation_max_text_constraint', fill(text.noteTooLong, { max: rules.noteMaxLength }))
  }
  return errors
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest handler body: trims the texts, then answers 400
 * through `respondInvalid` (lib/core/validation-response.js) with every field's message, or goes on.
 */
function checkIntakeRequest(e, rules, respondInvalid) {
  const record = e.record
  for (const name of ['start_date', 'end_date', 'city', 'note']) record.set(name, record.getString(name).trim())
  const errors = intakeErrors(
    {
      course: record.getString('course'),
      start_date: record.getString('start_date'),
      end_date: record.getString('end_date'),
      city: record.getString('city'),
      seats: record.get('seats'),
      status: record.getString('status'),
      note: record.getString('note'),
    },
    rules,
  )
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.next()
}

/** '2025年4月15日-19日', '2025年4月30日-5月2日', or one day '2025年4月15日' (for the site and the back office). */
function formatIntakeDates(start, end) {
  const [y1, m1, d1] = start.split('-').map(Number)
  const [y2, m2, d2] = end.split('-').map(Number)
  const first = y1 + '年' + m1 + '月' + d1 + '日'
  if (start === end) return first
  if (y1 !== y2) return first + '-' + y2 + '年' + m2 + '月' + d2 + '日'
  if (m1 !== m2) return first + '-' + m2 + '月' + d2 + '日'
  return first + '-' + d2 + '日'
}

module.exports = { intakeErrors, isCalendarDay, checkIntakeRequest, formatIntakeDates }
