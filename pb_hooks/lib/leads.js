// Accepts a lead: shared validation and sanitising, server-decided status/IP/UA, consent,
// closed registration, honeypot.

const USER_AGENT_MAX = 500
const REFERRER_MAX = 2000
const ATTRIBUTION_MAX = 200
const LANDING_PATH_MAX = 500

function clip(value, max) {
  return typeof value === 'string' ? value.slice(0, max) : ''
}

function registrationOpen(app) {
  const settings = require(`${__hooks}/lib/site-settings.js`).findSiteSettings(app)
  return settings === null || settings.getBool('registration_enabled')
}

/** A random record-like id, so a honeypot answer looks like any other. */
function fakeId() {
  return $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789')
}

/** onRecordCreateRequest handler for form_submissions. */
function acceptLead(e) {
  const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
  const enums = require(`${__hooks}/lib/shared/enums.json`)
  const { validateLead, sanitize } = require(`${__hooks}/lib/lead-validation.js`)
  const { respondInvalid } = require(`${__hooks}/lib/validation-response.js`)
  const info = e.requestInfo()
  const body = info.body || {}

  const { values, errors } = validateLead(body, rules, enums.formTypes)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  if (values.form_type === 'course_registration' && !registrationOpen(e.app)) {
    return respondInvalid(e, { form_type: { code: 'validation_registration_closed', message: rules.messages.registrationClosed } })
  }

  // A bot filled the field people never see: answer like a success, store nothing.
  const honeypot = body[rules.honeypotField]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return e.json(200, { id: fakeId(), collectionName: 'form_submissions', form_type: values.form_type, status: 'pending' })
  }

  const record = e.record
  Object.keys(values).forEach((name) => record.set(name, values[name]))
  record.set('consent', true)
  record.set('status', 'pending')
  record.set('ip_address', e.realIP())
  record.set('user_agent', clip(info.headers.user_agent, USER_AGENT_MAX))
  record.set('referrer', sanitize(clip(body.referrer, REFERRER_MAX), rules))
  record.set('landing_path', sanitize(clip(body.landing_path, LANDING_PATH_MAX), rules))
  ;['utm_source', 'utm_medium', 'utm_campaign'].forEach((name) => record.set(name, sanitize(clip(body[name], ATTRIBUTION_MAX), rules)))
  // The lead and its queued mails (mail.pb.js) are saved together or not at all.
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    return e.next()
  })
}

module.exports = { acceptLead }
