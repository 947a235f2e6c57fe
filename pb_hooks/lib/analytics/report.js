// GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the 效果分析 report over a range of the
// site's days (Beijing time unless 时区 says otherwise). Views, visitors and speed come from the
// aggregates (aggregates.js); leads from the leads that arrived in the range (lead-figures.js), each
// credited to its first touch. Lead figures are kept apart by name (LEAD_FIGURES, LEAD_TABLES), so
// an answer without them (withoutLeadFigures) is the same answer less those keys.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const analytics = require(`${__hooks}/lib/shared/analytics.json`)
const beacons = require(`${__hooks}/lib/shared/beacons.json`)
const { routes } = require(`${__hooks}/lib/shared/routes.json`)
const { METRICS, percentile } = require(`${__hooks}/lib/shared/vitals.js`)
const { siteTimezone, today, addDays } = require(`${__hooks}/lib/core/site-time.js`)
const { SEP, rangeShapes, wholeMonths } = require(`${__hooks}/lib/analytics/aggregates.js`)
const { leadFigures } = require(`${__hooks}/lib/analytics/lead-figures.js`)
const { showsFigure } = require(`${__hooks}/lib/core/roles.js`)

/** The roles table's figure (`dashboard`) whose roles see lead figures here too. */
const LEAD_FIGURE_GRANT = 'leads'
/** Keys of a row that are figures about leads (admins and sales see them, editors do not). */
const LEAD_FIGURES = ['leads', 'conversion', 'contacted', 'completed', 'completion_rate', 'median_contact_ms', 'registrations', 'consultations']
/** Tables that are about leads as a whole (the lead forms' drop-off). */
const LEAD_TABLES = ['forms']
/** The range a request without one gets: the last 30 days. */
const DEFAULT_DAYS = 30
const COURSE_PREFIX = '/courses/'

const titles = {}
routes.forEach((route) => (titles[route.path] = route.title))
/** Sources named by the rules rather than by a UTM source. */
const classified = [analytics.sources.direct, analytics.sources.other]
  .concat(analytics.sources.referrers.map((entry) => entry.name))
  .concat(analytics.families.map((family) => ('source' in family ? String(family.source) : '')).filter((name) => name !== ''))

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
function isDay(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** `{from, to}` from the query (default: the last 30 days up to today), or `{errors}`. */
function readRange(e, day) {
  const query = e.request.url.query()
  const to = query.get('to') || day
  const from = query.get('from') || addDays(to, -(DEFAULT_DAYS - 1))
  const errors = {}
  if (!isDay(from)) errors.from = { code: 'validation_invalid_date', message: analytics.messages.invalidDay }
  if (!isDay(to)) errors.to = { code: 'validation_invalid_date', message: analytics.messages.invalidDay }
  if (Object.keys(errors).length === 0) {
    if (from > to) errors.from = { code: 'validation_range_reversed', message: analytics.messages.rangeReversed }
    else if (addDays(from, analytics.maxRangeDays - 1) < to) {
      errors.to = { code: 'validation_range_too_long', message: analytics.messages.rangeTooLong.replace('{max}', String(analytics.maxRangeDays)) }
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { from, to }
}

/** A share with four decimals, or null without a denominator. */
function share(part, whole) {
  return whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null
}

/** The lead columns of a row (zeros when no lead arrived). */
function leadColumns(group) {
  return {
    leads: group ? group.leads : 0,
    contacted: group ? group.contacted : 0,
    completed: group ? group.completed : 0,
    median_contact_ms: group ? group.median_contact_ms : null,
  }
}

/** A row of views, visitors and leads with its conversion (leads / visitors) and completion rate (已完成 / leads). */
function figuresRow(label, traffic, group) {
  const leads = leadColumns(group)
  const views = traffic ? traffic[0] : 0
  const visitors = traffic ? traffic[1] : 0
  return Object.assign({}, label, {
    views,
    visitors,
    leads: leads.leads,
    conversion: share(leads.leads, visitors),
    contacted: leads.contacted,
    completed: leads.completed,
    completion_rate: share(leads.completed, leads.leads),
    median_contact_ms: leads.median_contact_ms,
  })
}

/** Sorts rows most visited first, then most leads, then by `tie`. */
function byVisits(tie) {
  return (a, b) => b.visitors - a.visitors || b.views - a.views || b.leads - a.leads || String(a[tie]).localeCompare(String(b[tie]))
}

/** Sums the [views, visitors] pairs of `shape` by the name `part` gives each key. */
function sumWhere(shape, part) {
  const sums = {}
  Object.keys(shape).forEach((key) => {
    const name = part(key)
    const sum = sums[name] || [0, 0]
    sums[name] = [sum[0] + shape[key][0], sum[1] + shape[key][1]]
  })
  return sums
}

function union() {
  const keys = {}
  for (let i = 0; i < arguments.length; i++) Object.keys(arguments[i]).forEach((key) => (keys[key] = true))
  return Object.keys(keys)
}

/** By source (UTM source as sent, or the referrer's class), each with its medium / campaign / host rows. */
function sourceRows(shapes, figures) {
  const traffic = sumWhere(shapes.sources, (key) => key.split(SEP)[0])
  const leads = figures.source
  const detailLeads = figures.detail
  const details = {}
  union(shapes.sources, detailLeads).forEach((key) => {
    const [source, medium, campaign, host] = key.split(SEP)
    ;(details[source] = details[source] || []).push(figuresRow({ medium: medium || '', campaign: campaign || '', host: host || '' }, shapes.sources[key], detailLeads[key]))
  })
  return union(traffic, leads)
    .map((source) => {
      const kind = source === '' ? 'unrecorded' : classified.indexOf(source) >= 0 ? 'referrer' : 'utm'
      const row = figuresRow({ source, kind }, traffic[source], leads[source])
      row.details = (details[source] || []).sort(byVisits('campaign'))
      return row
    })
    .sort(byVisits('source'))
}

/** Per course landing page: its views, the registrations and consultations sent from it, handbook requests. */
function courseRows(shapes, figures) {
  const handbook = beacons.formSteps.handbook
  const leads = figures.course
  return routes
    .filter((route) => route.path.indexOf(COURSE_PREFIX) === 0)
    .map((route) => {
      const group = leads[route.path]
      const row = figuresRow({ course: route.path.slice(COURSE_PREFIX.length), path: route.path, title: route.title }, shapes.paths[route.path], group)
      return Object.assign(row, {
        handbook: shapes.steps[[handbook.form, route.path, handbook.step].join(SEP)] || 0,
        registrations: group ? group.byForm.course_registration : 0,
        consultations: group ? group.byForm.consultation : 0,
      })
    })
}

/** Per landing page: its views and visitors who arrived there, and the leads whose first touch landed there. */
function pageRows(shapes, figures) {
  const leads = figures.page
  return union(shapes.paths, leads)
    .map((path) => figuresRow({ path, title: titles[path] || '' }, shapes.paths[path], leads[path]))
    .sort(byVisits('path'))
}

/** Each lead form's drop-off per page: opened, started typing, submitted. */
function formRows(shapes) {
  const handbook = beacons.formSteps.handbook.form
  const forms = {}
  Object.keys(shapes.steps).forEach((key) => {
    const [form, path, step] = key.split(SEP)
    if (form === handbook) return
    const row = (forms[form + SEP + path] = forms[form + SEP + path] || { form, path, title: titles[path] || '', opened: 0, started: 0, submitted: 0 })
    if (beacons.formSteps.steps.indexOf(step) >= 0) row[step] += shapes.steps[key]
  })
  return Object.keys(forms)
    .map((key) => forms[key])
    .sort((a, b) => b.opened - a.opened || a.form.localeCompare(b.form) || a.path.localeCompare(b.path))
}

/** Handbook requests per page. */
function handbookRows(shapes) {
  const handbook = beacons.formSteps.handbook
  return Object.keys(shapes.steps)
    .filter((key) => key.split(SEP)[0] === handbook.form)
    .map((key) => ({ path: key.split(SEP)[1], title: titles[key.split(SEP)[1]] || '', requested: shapes.steps[key] }))
    .sort((a, b) => b.requested - a.requested || a.path.localeCompare(b.path))
}

/** p75 of each metric and how many samples it rests on. */
function speedRow(label, histograms) {
  const row = Object.assign({}, label, { samples: histograms.samples })
  METRICS.forEach((metric) => {
    row[`${metric}_p75`] = percentile(metric, histograms[metric])
    row[`${metric}_samples`] = histograms[metric].reduce((sum, n) => sum + n, 0)
  })
  return row
}

function addHistograms(into, from) {
  into.samples += from.samples
  METRICS.forEach((metric) => from[metric].forEach((n, i) => (into[metric][i] = (into[metric][i] || 0) + n)))
  return into
}

const emptyHistograms = () => ({ samples: 0, lcp: [], inp: [], cls: [] })

/** Field speed per route (with a row per browser family) and per browser family over all routes. */
function vitalsRows(shapes) {
  const byPath = {}
  const byFamily = {}
  const detail = {}
  Object.keys(shapes.vitals).forEach((key) => {
    const [path, family] = key.split(SEP)
    addHistograms((byPath[path] = byPath[path] || emptyHistograms()), shapes.vitals[key])
    addHistograms((byFamily[family] = byFamily[family] || emptyHistograms()), shapes.vitals[key])
    ;(detail[path] = detail[path] || []).push(speedRow({ family }, shapes.vitals[key]))
  })
  const familyOrder = analytics.families.map((family) => family.key)
  const rank = (family) => (familyOrder.indexOf(family) < 0 ? familyOrder.length : familyOrder.indexOf(family))
  const vitals = Object.keys(byPath)
    .map((path) => {
      const row = speedRow({ path, title: titles[path] || '' }, byPath[path])
      row.families = detail[path].sort((a, b) => rank(a.family) - rank(b.family))
      return row
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path))
  const families = Object.keys(byFamily)
    .map((family) => speedRow({ family }, byFamily[family]))
    .sort((a, b) => rank(a.family) - rank(b.family))
  return { vitals, families }
}

/**
 * The whole report for from..to.
 * @param {core.App} app
 * @param {string} from
 * @param {string} to
 */
function analyticsReport(app, from, to) {
  const timezone = siteTimezone(app)
  const shapes = rangeShapes(app, from, to)
  const figures = leadFigures(app, from, to, wholeMonths(from, to))

  const totalTraffic = Object.keys(shapes.days).reduce((sum, day) => [sum[0] + shapes.days[day][0], sum[1] + shapes.days[day][1]], [0, 0])
  const total = figures.total['']
  const leadDays = figures.day
  const daily = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const traffic = shapes.days[day] || [0, 0]
    daily.push({ day, views: traffic[0], visitors: traffic[1], leads: leadDays[day] ? leadDays[day].leads : 0 })
  }
  const speed = vitalsRows(shapes)
  return {
    from,
    to,
    timezone,
    totals: figuresRow({}, totalTraffic, total),
    sources: sourceRows(shapes, figures),
    courses: courseRows(shapes, figures),
    pages: pageRows(shapes, figures),
    daily,
    families: analytics.families
      .filter((family) => shapes.families[family.key])
      .map((family) => ({ family: family.key, views: shapes.families[family.key][0], visitors: shapes.families[family.key][1] })),
    forms: formRows(shapes),
    handbook: handbookRows(shapes),
    vitals: speed.vitals,
    vitals_families: speed.families,
  }
}

/** The report less every lead figure (LEAD_FIGURES in any row, LEAD_TABLES whole): views and speed only. */
function withoutLeadFigures(report) {
  const strip = (row) => {
    const kept = {}
    Object.keys(row).forEach((key) => {
      if (LEAD_FIGURES.indexOf(key) >= 0) return
      kept[key] = Array.isArray(row[key]) ? row[key].map(strip) : row[key]
    })
    return kept
  }
  const answer = {}
  Object.keys(report).forEach((key) => {
    if (LEAD_TABLES.indexOf(key) >= 0) return
    const value = report[key]
    answer[key] = Array.isArray(value) ? value.map(strip) : value !== null && typeof value === 'object' ? strip(value) : value
  })
  return answer
}

/** Whether the caller is shown lead figures: the roles the roles table shows the dashboard's leads (not editors). */
function showsLeadFigures(e) {
  return showsFigure(e, LEAD_FIGURE_GRANT)
}

/** GET /api/admin/analytics: the report, 400 for a bad range, a logged failure answered 500. */
function analyticsRequest(e) {
  const range = readRange(e, today(siteTimezone(e.app)))
  if (range.errors) {
    const first = range.errors[Object.keys(range.errors)[0]]
    return e.json(400, { status: 400, message: first.message, data: range.errors })
  }
  let report
  try {
    report = analyticsReport(e.app, range.from, range.to)
  } catch (error) {
    e.app.logger().error('Analytics report failed', 'error', String(error))
    throw new InternalServerError('', null)
  }
  return e.json(200, showsLeadFigures(e) ? report : withoutLeadFigures(report))
}

module.exports = { LEAD_FIGURES, LEAD_TABLES, isDay, analyticsReport, withoutLeadFigures, analyticsRequest }
