// The counted aggregates of a range of days, in the shapes the report needs: views and visitors by
// source (with medium, campaign and referrer host), by path, by browser family and by day; the speed
// histograms by path and family; the form steps. All are sums, so a finished month is kept summed in
// one _analytics_months row (the nightly job below) and a range reads those rows for its whole months
// and the day rows only for the rest: a year is twelve rows and at most two partial months of days.
// What a range holds of settled days is summed so once and kept in memory (kept.js): a request reads
// the day rows of yesterday and today only.
//
// A month is summed once, when it is over by two days: beacons only ever add to today's rows, and two
// days leave room for a change of the site's time zone.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { METRICS, bucketColumns } = require(`${__hooks}/lib/shared/vitals.js`)
const { siteTimezone, today, addDays } = require(`${__hooks}/lib/core/site-time.js`)
const { ID_ALPHABET } = require(`${__hooks}/lib/core/server-rows.js`)
const { recall, keep } = require(`${__hooks}/lib/analytics/kept.js`)

/** Joins the parts of a composite key (none of them can hold this control character: sanitised text). */
const SEP = '\u0001'
/** A month is summed once it ended at least this many days ago. */
const SETTLED_DAYS = 2
/** The app store's key of a month's sums (its row's text). */
const MONTH_KEY = 'analytics:month:'
/** The app store's key of the aggregates' version: counts the day and month rows changed through the records API. */
const VERSION_KEY = 'analytics:version'

const COLUMNS = {}
METRICS.forEach((metric) => (COLUMNS[metric] = bucketColumns(metric)))

/**
 * @typedef {{samples: number, lcp: number[], inp: number[], cls: number[]}} Histograms
 * @typedef {{sources: Record<string, number[]>, paths: Record<string, number[]>, families: Record<string, number[]>,
 *   days: Record<string, number[]>, vitals: Record<string, Histograms>, steps: Record<string, number>}} Shapes
 */

/** @returns {Histograms} */
function emptyHistograms() {
  return { samples: 0, lcp: COLUMNS.lcp.map(() => 0), inp: COLUMNS.inp.map(() => 0), cls: COLUMNS.cls.map(() => 0) }
}

/** Shapes as a month's row keeps them: each histogram without its trailing empty buckets. */
function packShapes(shapes) {
  const vitals = {}
  Object.keys(shapes.vitals).forEach((key) => {
    const histograms = shapes.vitals[key]
    const packed = { samples: histograms.samples, lcp: [], inp: [], cls: [] }
    METRICS.forEach((metric) => {
      const counts = histograms[metric].slice()
      while (counts.length > 0 && counts[counts.length - 1] === 0) counts.pop()
      packed[metric] = counts
    })
    vitals[key] = packed
  })
  return Object.assign({}, shapes, { vitals })
}

/** @returns {Shapes} */
function emptyShapes() {
  return { sources: {}, paths: {}, families: {}, days: {}, vitals: {}, steps: {} }
}

/** The last day of the month `month` (YYYY-MM). */
function lastDayOf(month) {
  const [year, m] = month.split('-').map(Number)
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10)
}

/** The months (YYYY-MM) that lie wholly inside from..to. */
function wholeMonths(from, to) {
  const months = []
  let month = from.slice(0, 7)
  if (from.slice(8) !== '01') month = addDays(lastDayOf(month), 1).slice(0, 7)
  while (lastDayOf(month) <= to) {
    months.push(month)
    month = addDays(lastDayOf(month), 1).slice(0, 7)
  }
  return months
}

/** from..to without the whole months in `covered` (sorted): the day ranges left, as [first, last] pairs. */
function rangesWithout(from, to, covered) {
  const ranges = []
  let start = from
  covered.forEach((month) => {
    const first = `${month}-01`
    if (first > start) ranges.push([start, addDays(first, -1)])
    start = addDays(lastDayOf(month), 1)
  })
  if (start <= to) ranges.push([start, to])
  return ranges
}

/** `[[day]] BETWEEN … OR …` over the ranges, its parameters added to `params`. */
function dayCondition(ranges, params) {
  return `(${ranges
    .map(([first, last], i) => {
      params[`from${i}`] = first
      params[`to${i}`] = last
      return `[[day]] BETWEEN {:from${i}} AND {:to${i}}`
    })
    .join(' OR ')})`
}

/** Runs a read query; `shape` names the columns and their zero values. */
function rows(app, sql, params, shape) {
  const result = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(result)
  return result
}

/** Views and visitors of page_views grouped by `columns` into `into`, keyed by the columns' values. */
function trafficBy(app, columns, where, params, into) {
  const shape = { views: 0, visitors: 0 }
  columns.forEach((column) => (shape[column] = ''))
  const list = columns.map((column) => `[[${column}]] AS ${column}`).join(', ')
  rows(app, `SELECT ${list}, SUM([[count]]) AS views, SUM([[visitors]]) AS visitors FROM {{page_views}} WHERE ${where} GROUP BY ${columns.map((column) => `[[${column}]]`).join(', ')}`, params, shape).forEach(
    (row) => (into[columns.map((column) => row[column]).join(SEP)] = [row.views, row.visitors]),
  )
}

/**
 * The aggregates of the day ranges (each [first, last], YYYY-MM-DD) from the day rows.
 * @returns {Shapes}
 */
function dayShapes(app, ranges) {
  const shapes = emptyShapes()
  if (ranges.length === 0) return shapes
  const params = {}
  const where = dayCondition(ranges, params)
  trafficBy(app, ['source', 'medium', 'campaign', 'host'], where, params, shapes.sources)
  trafficBy(app, ['path'], where, params, shapes.paths)
  trafficBy(app, ['family'], where, params, shapes.families)
  trafficBy(app, ['day'], where, params, shapes.days)

  // Each metric's buckets come back as one text: a query row's columns are read one by one through
  // reflection, and 161 of them on each of a day's ~80 rows cost more than the query itself.
  const shape = { path: '', family: '', samples: 0 }
  METRICS.forEach((metric) => (shape[metric] = ''))
  const sums = METRICS.map((metric) => `${COLUMNS[metric].map((column) => `SUM([[${column}]])`).join(" || ',' || ")} AS ${metric}`)
  rows(app, `SELECT [[path]] AS path, [[family]] AS family, SUM([[samples]]) AS samples, ${sums.join(', ')} FROM {{_vitals_days}} WHERE ${where} GROUP BY [[path]], [[family]]`, params, shape).forEach((row) => {
    const histograms = { samples: row.samples, lcp: [], inp: [], cls: [] }
    METRICS.forEach((metric) => (histograms[metric] = row[metric].split(',').map(Number)))
    shapes.vitals[row.path + SEP + row.family] = histograms
  })

  rows(
    app,
    `SELECT [[form]] AS form, [[path]] AS path, [[step]] AS step, SUM([[count]]) AS count FROM {{_form_steps}} WHERE ${where} GROUP BY [[form]], [[path]], [[step]]`,
    params,
    { form: '', path: '', step: '', count: 0 },
  ).forEach((row) => (shapes.steps[[row.form, row.path, row.step].join(SEP)] = row.count))
  return shapes
}

/** Adds the numbers of `from` into `into` (both Shapes). */
function mergeShapes(into, from) {
  ;['sources', 'paths', 'families', 'days'].forEach((part) => {
    Object.keys(from[part]).forEach((key) => {
      const sum = into[part][key] || [0, 0]
      into[part][key] = [sum[0] + from[part][key][0], sum[1] + from[part][key][1]]
    })
  })
  Object.keys(from.vitals).forEach((key) => {
    const add = from.vitals[key]
    const sum = (into.vitals[key] = into.vitals[key] || emptyHistograms())
    sum.samples += add.samples
    // A month's row leaves out the trailing empty buckets.
    METRICS.forEach((metric) => {
      const counts = add[metric]
      const into = sum[metric]
      for (let i = 0; i < counts.length; i++) into[i] += counts[i]
    })
  })
  Object.keys(from.steps).forEach((key) => (into.steps[key] = (into.steps[key] || 0) + from.steps[key]))
  return into
}

/**
 * The aggregates of from..to from the summed months that lie wholly inside it, plus the day rows of the
 * rest. A month not summed yet (the current one, or before the nightly job ran) is read from its days.
 * @returns {Shapes}
 */
function summedShapes(app, from, to) {
  const store = app.store()
  const months = wholeMonths(from, to)
  /** @type {Record<string, Shapes>} */
  const summed = {}
  // Kept as the row's text: a value in the app store is a Go value, which JS reads key by key through
  // reflection, far slower than parsing the text again.
  months.forEach((month) => {
    const kept = store.get(MONTH_KEY + month)
    if (kept) summed[month] = JSON.parse(kept)
  })
  const unread = months.filter((month) => !summed[month])
  if (unread.length > 0) {
    const params = {}
    const names = unread.map((month, i) => {
      params[`m${i}`] = month
      return `{:m${i}}`
    })
    rows(app, `SELECT [[month]] AS month, [[data]] AS data FROM {{_analytics_months}} WHERE [[month]] IN (${names.join(', ')})`, params, { month: '', data: '' }).forEach((row) => {
      // A month's row is written once and never changed: read once per process.
      summed[row.month] = JSON.parse(row.data)
      store.set(MONTH_KEY + row.month, row.data)
    })
  }
  const covered = months.filter((month) => summed[month] !== undefined)
  const shapes = dayShapes(app, rangesWithout(from, to, covered))
  covered.forEach((month) => mergeShapes(shapes, summed[month]))
  return shapes
}

/** Record hook: a day row or a month's row written through the records API (staff's own edits, not beacons). */
function noteAggregateChange(app) {
  app.store().setFunc(VERSION_KEY, (old) => (old || 0) + 1)
}

/**
 * The aggregates of from..to. Its settled days (SETTLED_DAYS ago or earlier, which beacons no longer
 * reach) are summed once and kept in memory (kept.js) as text, keyed by those days and the version
 * noteAggregateChange counts; only the newer days are read from their rows on every request.
 * @returns {Shapes}
 */
function rangeShapes(app, from, to) {
  const settled = addDays(today(siteTimezone(app)), -SETTLED_DAYS)
  const shapes = emptyShapes()
  const last = to < settled ? to : settled
  if (from <= last) {
    const key = `shapes:${app.store().get(VERSION_KEY) || 0}:${from}:${last}`
    let text = recall(app, key)
    if (!text) {
      text = JSON.stringify(packShapes(summedShapes(app, from, last)))
      keep(app, key, text)
    }
    mergeShapes(shapes, JSON.parse(text))
  }
  const first = from > settled ? from : addDays(settled, 1)
  if (first <= to) mergeShapes(shapes, dayShapes(app, [[first, to]]))
  return shapes
}

/**
 * The nightly job: sums every month that has day rows, ended SETTLED_DAYS ago or more and is not summed
 * yet, one _analytics_months row each. Returns the months it summed.
 */
function sumSettledMonths(app) {
  const settled = addDays(today(siteTimezone(app)), -SETTLED_DAYS)
  const months = rows(
    app,
    `SELECT DISTINCT substr([[day]], 1, 7) AS month FROM {{page_views}}
     UNION SELECT DISTINCT substr([[day]], 1, 7) FROM {{_vitals_days}}
     UNION SELECT DISTINCT substr([[day]], 1, 7) FROM {{_form_steps}}
     EXCEPT SELECT [[month]] FROM {{_analytics_months}}`,
    {},
    { month: '' },
  )
    .map((row) => row.month)
    .filter((month) => /^\d{4}-\d{2}$/.test(month) && lastDayOf(month) <= settled)
    .sort()
  months.forEach((month) => {
    const data = JSON.stringify(packShapes(dayShapes(app, [[`${month}-01`, lastDayOf(month)]])))
    app
      .db()
      .newQuery('INSERT OR IGNORE INTO {{_analytics_months}} ([[id]], [[month]], [[data]]) VALUES ({:id}, {:month}, {:data})')
      .bind({ id: $security.randomStringWithAlphabet(15, ID_ALPHABET), month, data })
      .execute()
  })
  return months
}

module.exports = { SEP, wholeMonths, rangesWithout, dayShapes, mergeShapes, rangeShapes, noteAggregateChange, sumSettledMonths }
