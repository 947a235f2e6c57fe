// Course intakes: every field checked with Chinese per-field messages before PocketBase's own
// (English) validators run, and an end date before the start date refused.
const intakes = require(`${__hooks}/lib/shared/intakes.json`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/validation-response.js`)

const datePattern = new RegExp(intakes.datePattern)
const text = intakes.messages

function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole))
}

/** Length in characters (code points), as PocketBase counts text lengths. */
function charCount(value) {
  return Array.from(value).length
}

/** 'YYYY-MM-DD' naming a day that exists (no 2027-02-30). */
function isCalendarDay(value) {
  if (!datePattern.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Checks one intake's values (`{course, start_date, end_date, city, seats, status, note}`, as
 * stored) and returns `{field: {code, message}}`, empty when it is valid.
 */
function intakeErrors(values) {
  const errors = {}
  const str = (name) => (typeof values[name] === 'string' ? values[name].trim() : '')
  if (!intakes.courseIds.includes(str('course'))) errors.course = fieldError('validation_required', text.courseRequired)

  const start = str('start_date')
  const end = str('end_date')
  if (start === '') errors.start_date = fieldError('validation_required', text.startRequired)
  else if (!isCalendarDay(start)) errors.start_date = fieldError('validation_invalid_date', text.dateInvalid)
  if (end === '') errors.end_date = fieldError('validation_required', text.endRequired)
  else if (!isCalendarDay(end)) errors.end_date = fieldError('validation_invalid_date', text.dateInvalid)
  else if (!errors.start_date && end < start) errors.end_date = fieldError('validation_end_before_start', text.endBeforeStart)

  const city = str('city')
  if (city === '') errors.city = fieldError('validation_required', text.cityRequired)
  else if (charCount(city) > intakes.cityMaxLength) {
    errors.city = fieldError('validation_max_text_constraint', fill(text.cityTooLong, { max: intakes.cityMaxLength }))
  }

  const seats = values.seats
  if (seats !== 0 && seats !== null && seats !== undefined && (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1)) {
    errors.seats = fieldError('validation_invalid_seats', text.seatsInvalid)
  }

  if (!Object.prototype.hasOwnProperty.call(intakes.statuses, str('status'))) {
    errors.status = fieldError('validation_required', text.statusRequired)
  }

  if (charCount(typeof values.note === 'string' ? values.note : '') > intakes.noteMaxLength) {
    errors.note = fieldError('validation_max_text_constraint', fill(text.noteTooLong, { max: intakes.noteMaxLength }))
  }
  return errors
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest handler body: trims the texts, then answers 400
 * with every field's Chinese message, or goes on.
 */
function checkIntakeRequest(e) {
  const record = e.record
  for (const name of ['start_date', 'end_date', 'city', 'note']) record.set(name, record.getString(name).trim())
  const errors = intakeErrors({
    course: record.getString('course'),
    start_date: record.getString('start_date'),
    end_date: record.getString('end_date'),
    city: record.getString('city'),
    seats: record.get('seats'),
    status: record.getString('status'),
    note: record.getString('note'),
  })
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.next()
}

module.exports = { intakeErrors, isCalendarDay, checkIntakeRequest }
