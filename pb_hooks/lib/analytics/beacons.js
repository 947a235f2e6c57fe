// The public site's three beacons, each one write into a per-day aggregate row and nothing about the
// visitor: a page view (page_views: day, path, source, medium, campaign, referrer host, browser
// family; views and visitors), the page's field speed (_vitals_days: a count per LCP, INP and CLS
// bucket) and a lead form's step (_form_steps). A crawler's beacon is answered 204 and counted nowhere.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const analytics = require(`${__hooks}/lib/shared/analytics.json`)
const beacons = require(`${__hooks}/lib/shared/beacons.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const leadRules = require(`${__hooks}/lib/shared/lead-rules.json`)
const { sanitize } = require(`${__hooks}/lib/shared/lead-validation.js`)
const { classifySource } = require(`${__hooks}/lib/shared/traffic-source.js`)
const { METRICS, bucketIndex, bucketColumn } = require(`${__hooks}/lib/shared/vitals.js`)
const beacon = require(`${__hooks}/lib/analytics/beacon-body.js`)

/** The visit fields a page view carries, cut to the lengths a lead's attribution keeps (lead-rules.json). */
const VISIT_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign']
const VISITOR_FIELD = 'since_last_view'

/**
 * The visit texts of a beacon body: each cut to its length and cleaned as a lead's attribution is, so a
 * page view and a lead from the same visit name the same source; a value that is not text is an error.
 */
function visitTexts(body, errors) {
  const texts = {}
  VISIT_FIELDS.forEach((name) => {
    const value = body ? body[name] : undefined
    if (value === undefined || value === null) texts[name] = ''
    else if (typeof value !== 'string') errors[name] = { code: 'validation_invalid_type', message: analytics.messages.invalidText }
    else texts[name] = sanitize(value.slice(0, leadRules.attribution[name]), leadRules)
  })
  return texts
}

/**
 * Whether this view is the browser's first of the site's day: `since_last_view` is how many seconds
 * ago (by the browser's own clock) it last viewed a page here, absent on its first view ever. Only
 * the browser keeps that time; nothing identifies it.
 */
function firstViewToday(body, startOfToday, errors) {
  const since = body ? body[VISITOR_FIELD] : undefined
  if (since === undefined || since === null) return true
  if (typeof since !== 'number' || !isFinite(since) || since < 0) {
    errors[VISITOR_FIELD] = { code: 'validation_invalid_number', message: analytics.messages.invalidVisit }
    return false
  }
  return Date.now() - since * 1000 < startOfToday
}

/** POST /api/site/pageview {path, referrer, utm_source, utm_medium, utm_campaign, since_last_view}: 204. */
function handlePageView(e) {
  const { day, startMs } = beacon.siteDay(e.app)
  return beacon.answerBeacon(
    e,
    (body, errors) => ({ texts: visitTexts(body, errors), visitor: firstViewToday(body, startMs, errors) }),
    ({ path, family, checked }) => {
      const source = classifySource(checked.texts, { family, ownHost: e.request.host })
      beacon.addToRow(
        e.app,
        'page_views',
        { day, path, source: source.source, medium: source.medium, campaign: source.campaign, host: source.host, family },
        { count: 1, visitors: checked.visitor ? 1 : 0 },
        ['created', 'updated'],
      )
    },
  )
}

/** POST /api/site/vitals {path, lcp, inp, cls} (ms, ms, unitless; each may be absent, not all): 204. */
function handleVitals(e) {
  return beacon.answerBeacon(
    e,
    (body, errors) => {
      /** @type {Record<string, number>} */
      const increments = { samples: 1 }
      METRICS.forEach((metric) => {
        const value = body ? body[metric] : undefined
        if (value === undefined || value === null) return
        const index = bucketIndex(metric, value)
        if (index < 0) errors[metric] = { code: 'validation_invalid_vital', message: analytics.messages.invalidVital }
        else increments[bucketColumn(metric, index)] = 1
      })
      if (body && Object.keys(increments).length === 1 && !METRICS.some((metric) => errors[metric])) {
        errors[METRICS[0]] = { code: 'validation_required', message: analytics.messages.noVitals }
      }
      return increments
    },
    ({ path, family, checked }) => beacon.addToRow(e.app, '_vitals_days', { day: beacon.siteDay(e.app).day, path, family }, checked),
  )
}

/** Whether `step` is one of `form`'s: the lead forms' three, or the handbook's one. */
function knownStep(form, step) {
  if (form === beacons.formSteps.handbook.form) return step === beacons.formSteps.handbook.step
  return beacons.formSteps.steps.indexOf(step) >= 0
}

/** POST /api/site/form-step {path, form, step}: a lead form opened, started or submitted, or the handbook requested; 204. */
function handleFormStep(e) {
  return beacon.answerBeacon(
    e,
    (body, errors) => {
      const form = body ? body.form : undefined
      const step = body ? body.step : undefined
      const formKnown = typeof form === 'string' && (Object.prototype.hasOwnProperty.call(enums.formTypes, form) || form === beacons.formSteps.handbook.form)
      if (!formKnown) errors.form = { code: 'validation_invalid_form', message: analytics.messages.invalidForm }
      else if (typeof step !== 'string' || !knownStep(form, step)) errors.step = { code: 'validation_invalid_step', message: analytics.messages.invalidStep }
      return { form: String(form), step: String(step) }
    },
    ({ path, checked }) => beacon.addToRow(e.app, '_form_steps', { day: beacon.siteDay(e.app).day, path, form: checked.form, step: checked.step }, { count: 1 }),
  )
}

module.exports = { handlePageView, handleVitals, handleFormStep }
