// Accepts a lead: shared validation and sanitising, the proof-of-work challenge, server-decided
// id/status/IP/UA, consent (with the privacy policy version published when it was given), closed
// registration, honeypot.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { validateLead, sanitize } = require(`${__hooks}/lib/shared/lead-validation.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { cachedRows } = require(`${__hooks}/lib/core/record-cache.js`)
const { publishedTemplates } = require(`${__hooks}/lib/core/message-templates.js`)
const challenge = require(`${__hooks}/lib/leads/lead-challenge.js`)
const { renderLeadMails } = require(`${__hooks}/lib/leads/lead-mails.js`)
const { leadMailsInsert } = require(`${__hooks}/lib/mail/queue.js`)
const { wakeSender } = require(`${__hooks}/lib/mail/robot-wake.js`)
const { renderLeadNotices } = require(`${__hooks}/lib/notify/robots.js`)
const { setDeadlines } = require(`${__hooks}/lib/leads/lead-response.js`)
const { leadCreatedInsert } = require(`${__hooks}/lib/leads/lead-records.js`)
const { runStatement } = require(`${__hooks}/lib/core/server-rows.js`)
const { rawLeadBody } = require(`${__hooks}/lib/leads/lead-body.js`)
const { browserFamily, classifySource, normalizePath } = require(`${__hooks}/lib/shared/traffic-source.js`)
const { privacyPath } = require(`${__hooks}/lib/shared/content-rules.json`)

const USER_AGENT_MAX = 500
/** The last touch (the visit the lead was sent in) and the first touch (the browser's first visit) it mirrors. */
const TOUCHES = [
  ['referrer', 'first_referrer'],
  ['landing_path', 'first_landing_path'],
  ['utm_source', 'first_utm_source'],
  ['utm_medium', 'first_utm_medium'],
  ['utm_campaign', 'first_utm_campaign'],
]
/** Paths the report matches against the site's routes: kept without query, hash or trailing slash. */
const PATH_FIELDS = ['first_landing_path', 'form_path']
const FORM_PATH_MAX = 500

/** The published privacy policy's version (页面管理), '' while its page has none. */
function publishedPrivacyVersion(app) {
  try {
    return app.findFirstRecordByData('pages', 'path', privacyPath).getString('version')
  } catch (_) {
    return ''
  }
}

function clip(value, max) {
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/**
 * The visit's attribution (referrer, landing page, UTM fields) the browser sends beside the form: text
 * cut to its length, or absent; anything else (a number, a list, an object) is refused per field, as
 * every other text field of a lead is, never stored as empty text.
 */
function attributionErrors(body) {
  const errors = {}
  Object.keys(rules.attribution).forEach((name) => {
    const value = body[name]
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors[name] = { code: 'validation_invalid_type', message: rules.messages.attributionInvalid }
    }
  })
  return errors
}

/**
 * The lead's first touch and source, decided by the server: a browser that kept no first touch (its
 * storage off, a page from before first touches existed) sent only this visit, which then is the
 * first touch too; the source (shared/traffic-source.js) is the first touch's, so a visitor who came
 * from a Baidu ad and returned directly to send the form is credited to the ad.
 */
function setFirstTouch(record, userAgent, ownHost) {
  if (record.getString('first_landing_path') === '') TOUCHES.forEach(([last, first]) => record.set(first, record.getString(last)))
  PATH_FIELDS.forEach((name) => record.set(name, normalizePath(record.getString(name))))
  const first = {}
  TOUCHES.forEach(([last, name]) => (first[last] = record.getString(name)))
  const source = classifySource(first, { family: browserFamily(userAgent), ownHost })
  record.set('source', source.source)
  record.set('source_host', source.host)
}

/**
 * The path of the page a same-site request was sent from, read from its Referer (a browser sends the
 * whole address to its own site): '' for another site's page or none. No query or fragment (they may
 * carry what a visitor typed elsewhere).
 */
function refererPath(referer, ownHost) {
  const match = /^https?:\/\/([^/?#]+)(\/[^?#]*)?/i.exec(String(referer || ''))
  if (!match || match[1].toLowerCase() !== String(ownHost || '').toLowerCase()) return ''
  return sanitize((match[2] || '/').slice(0, FORM_PATH_MAX), rules)
}

/** A new id in the collection's own pattern, as PocketBase would give the lead on save. */
function freshId(e) {
  return $security.randomStringByRegex(e.collection.fields.getByName('id').autogeneratePattern)
}

/**
 * The answer a bot gets for a filled honeypot: the unsaved lead dressed as a saved one (an id from
 * the collection's own pattern, created/updated now) and shown through the same enrich step as a
 * real create, so nothing in status, fields, order or hidden fields tells the two apart.
 */
function respondAsIfSaved(e) {
  const record = e.record
  record.set('id', freshId(e))
  // Autodate fields ignore set(); setRaw is how PocketBase itself stamps them on insert.
  const now = new DateTime()
  record.setRaw('created', now)
  record.setRaw('updated', now)
  $apis.enrichRecord(e.requestEvent, record)
  return e.json(200, record)
}

/** onRecordCreateRequest handler for form_submissions. */
function acceptLead(e) {
  const info = e.requestInfo()
  const raw = rawLeadBody(e, info)
  if (raw.invalid) return e.json(400, { status: 400, message: rules.messages.requestInvalid, data: {} })
  const body = raw.body

  const { values, errors } = validateLead(body, rules, enums.formTypes)
  Object.assign(errors, attributionErrors(body))
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  // Read from memory: every lead needs it, and it changes only when staff save the settings.
  const settings = cachedRows(e.app, 'site_settings', 'record', findSiteSettings)
  if (settings === null) throw new Error('site_settings record missing: cannot accept or address leads')
  if (values.form_type === 'course_registration' && !settings.getBool('registration_enabled')) {
    return respondInvalid(e, { form_type: { code: 'validation_registration_closed', message: rules.messages.registrationClosed } })
  }

  // Checked after the fields, so a visitor correcting a typo is not asked to solve again for nothing;
  // operators (superusers) enter leads by hand and are not asked at all.
  if (challenge.challengeEnabled() && !info.hasSuperuserAuth()) {
    const failure = challenge.verifySolution(e.app, body[rules.challengeField])
    if (failure !== null) {
      return respondInvalid(e, { [rules.challengeField]: { code: `validation_challenge_${failure}`, message: rules.messages.challengeFailed } })
    }
  }

  const record = e.record
  // PocketBase takes a create body's `id` as the new record's id; a visitor's lead gets a fresh one
  // (an operator's keeps the one they chose). Given here rather than by the save, so the lead's
  // mail and activity rows can be built before its transaction.
  if (!info.hasSuperuserAuth() || record.id === '') record.set('id', freshId(e))
  Object.keys(values).forEach((name) => record.set(name, values[name]))
  record.set('consent', true)
  // The version the visitor just accepted: the one published now (kept in memory until pages change).
  record.set('privacy_version', cachedRows(e.app, 'pages', 'privacyVersion', publishedPrivacyVersion))
  record.set('status', 'pending')
  record.set('ip_address', e.realIP())
  record.set('user_agent', clip(info.headers.user_agent, USER_AGENT_MAX))
  Object.keys(rules.attribution).forEach((name) => record.set(name, sanitize(clip(body[name], rules.attribution[name]), rules)))
  // The page the form was sent from (提交页面), beside the visit's first page (landing_path).
  if (record.getString('form_path') === '') record.set('form_path', refererPath(info.headers.referer, e.requestEvent.request.host))
  setFirstTouch(record, info.headers.user_agent, e.requestEvent.request.host)

  const now = new Date()
  setDeadlines(settings, record, now)

  // A bot filled the field people never see: answer exactly like a success, store nothing.
  // Anything but an empty text there (a number, a list) is a bot's too.
  const honeypot = body[rules.honeypotField]
  const honeypotFilled = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null
  if (honeypotFilled) return respondAsIfSaved(e)

  // Everything that can be done before the write is: the database has one writer, and time spent
  // inside the transaction is time every other write waits.
  const mails = renderLeadMails(settings, record, now, publishedTemplates(e.app)).concat(renderLeadNotices(e.app, settings, record, now))
  const mailsInsert = leadMailsInsert(e.app, record.id, mails, now)
  const activityInsert = leadCreatedInsert(e.app, record, now)

  // The lead, its mails and its activity row are saved together or not at all. Inside a
  // transaction PocketBase writes the 200 only once the transaction has committed. Every create
  // through the API (REST, batch, the dashboard) passes here; nothing saves leads otherwise.
  const app = e.app
  app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (mailsInsert) runStatement(txApp, mailsInsert)
    runStatement(txApp, activityInsert)
  })
  // Committed: the robots' sender delivers the lead's messages now (lib/mail/robot-wake.js); this
  // request only leaves it a mark and never waits on a robot.
  if (mails.some((mail) => /** @type {{channel?: string}} */ (mail).channel)) wakeSender(app)
}

module.exports = { acceptLead, refererPath }
