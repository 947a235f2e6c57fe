// What became of the leads that arrived in a range, by the report's groupings (in total, by source, by
// source detail, by landing page, by course page, by day): how many, how many reached 已联系 (or a
// later status), how many are 已完成, how many came from each form type, and the median time from
// arrival to the first 已联系. Read from the leads themselves, since their status changes, and kept in
// the app's memory until one of the leads of their months changes (the record hooks in analytics.pb.js):
// a whole month's tallies, and a range's two parts (its whole months before the current one, and the
// rest), each with its delays sorted, so a request merges two parts and finds the median by binary search.
//
// Each grouping is one GROUP BY whose contact delays come back as a list, so months merge exactly:
// counts add, delays are joined, and the median is taken last.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { siteTimezone, offsetMinutes, today, addDays, startOfDay, localTime } = require(`${__hooks}/lib/core/site-time.js`)
const { recall, keep } = require(`${__hooks}/lib/analytics/kept.js`)

const FORM_TYPES = Object.keys(enums.formTypes)
const COURSE_PREFIX = '/courses/'
const CACHE_PREFIX = 'analytics:leads:'

/**
 * The groupings: the SQL key of a lead in each, and for the course pages which leads count (course
 * registrations, and consultations sent from a course page). `{:shift}` is the site's offset.
 */
const GROUPINGS = {
  total: { key: "''" },
  source: { key: '[[source]]' },
  detail: { key: '[[source]] || char(1) || [[first_utm_medium]] || char(1) || [[first_utm_campaign]] || char(1) || [[source_host]]' },
  page: { key: '[[first_landing_path]]' },
  course: {
    key: "CASE WHEN [[form_type]] = 'course_registration' AND [[course_id]] != '' THEN {:prefix} || [[course_id]] ELSE [[form_path]] END",
    where: "([[form_type]] = 'course_registration' OR ([[form_type]] = 'consultation' AND [[form_path]] LIKE {:prefixLike}))",
  },
  day: { key: 'substr(datetime([[created]], {:shift}), 1, 10)' },
}

/**
 * @typedef {{leads: number, contacted: number, completed: number, byForm: Record<string, number>, delays: number[]}} Tally
 * @typedef {Record<string, Record<string, Tally>>} Tallies grouping -> key -> tally
 * @typedef {{leads: number, contacted: number, completed: number, median_contact_ms: number | null, byForm: Record<string, number>}} LeadGroup
 */

/** The site offset as SQLite's datetime() modifier: `+480 minutes`. */
function shiftOf(offset) {
  return `${offset >= 0 ? '+' : '-'}${Math.abs(offset)} minutes`
}

/**
 * The tallies of the leads created in [start, end) (PocketBase's stored date texts). A lead counts as
 * 已联系 once it reached that status or a later one (it has a first-contact time, or its status is
 * past 待处理), as 已完成 while its status is 已完成; its delay is from arrival to its first 已联系.
 * @returns {Tallies}
 */
function windowTallies(app, start, end, offset) {
  /** @type {Tallies} */
  const tallies = {}
  Object.keys(GROUPINGS).forEach((name) => {
    const grouping = GROUPINGS[name]
    const params = { start, end, shift: shiftOf(offset), prefix: COURSE_PREFIX, prefixLike: `${COURSE_PREFIX}%` }
    FORM_TYPES.forEach((type, i) => (params[`type${i}`] = type))
    const byForm = FORM_TYPES.map((_, i) => `COALESCE(SUM(CASE WHEN form_type = {:type${i}} THEN 1 ELSE 0 END), 0) AS n${i}`)
    const sql = `SELECT k, COUNT(*) AS leads,
        COALESCE(SUM(CASE WHEN status != 'pending' OR contacted_at != '' THEN 1 ELSE 0 END), 0) AS contacted,
        COALESCE(SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END), 0) AS completed,
        ${byForm.join(', ')},
        COALESCE(group_concat(ms, ','), '') AS delays
      FROM (
        SELECT ${grouping.key} AS k, [[status]] AS status, [[contacted_at]] AS contacted_at, [[form_type]] AS form_type,
          CASE WHEN [[contacted_at]] != '' THEN CAST(ROUND((julianday([[contacted_at]]) - julianday([[created]])) * 86400000) AS INTEGER) END AS ms
        FROM {{form_submissions}} WHERE [[created]] >= {:start} AND [[created]] < {:end}${grouping.where ? ` AND ${grouping.where}` : ''}
      )
      GROUP BY k`
    const shape = { k: '', leads: 0, contacted: 0, completed: 0, delays: '' }
    FORM_TYPES.forEach((_, i) => (shape[`n${i}`] = 0))
    const rows = arrayOf(new DynamicModel(shape))
    app.db().newQuery(sql).bind(params).all(rows)
    const keys = (tallies[name] = {})
    rows.forEach((row) => {
      /** @type {Record<string, number>} */
      const counts = {}
      FORM_TYPES.forEach((type, i) => (counts[type] = row[`n${i}`]))
      keys[row.k] = {
        leads: row.leads,
        contacted: row.contacted,
        completed: row.completed,
        byForm: counts,
        delays: row.delays === '' ? [] : row.delays.split(',').map(Number),
      }
    })
  })
  return tallies
}

/** Adds `from` into `into` (Tallies). */
function mergeTallies(into, from) {
  Object.keys(from).forEach((name) => {
    const keys = (into[name] = into[name] || {})
    Object.keys(from[name]).forEach((key) => {
      const add = from[name][key]
      const sum = keys[key]
      if (!sum) {
        keys[key] = { leads: add.leads, contacted: add.contacted, completed: add.completed, byForm: Object.assign({}, add.byForm), delays: add.delays.slice() }
        return
      }
      sum.leads += add.leads
      sum.contacted += add.contacted
      sum.completed += add.completed
      FORM_TYPES.forEach((type) => (sum.byForm[type] += add.byForm[type]))
      // Joined unsorted, sorted once for the median: merging sorted lists in the hooks' JavaScript was
      // 12× slower than a native concat and one typed-array sort (benchmarks.md).
      sum.delays = sum.delays.concat(add.delays)
    })
  })
  return into
}

/** The month (YYYY-MM, the site's days) a lead's stored creation time falls in. */
function monthOf(created, timezone) {
  const date = new Date(String(created).replace(' ', 'T'))
  return isNaN(date.getTime()) ? '' : localTime(date, timezone).slice(0, 7)
}

const changesKey = (month) => `${CACHE_PREFIX}changes:${month}`

/** Record hook: a lead created, changed or deleted makes its month's kept figures stale. */
function noteLeadChange(app, record) {
  const month = monthOf(record.getString('created'), siteTimezone(app))
  if (month) app.store().setFunc(changesKey(month), (old) => (old || 0) + 1)
}

/** A whole month's tallies, from memory unless one of its leads changed since they were read. */
function monthTallies(app, month, timezone, offset) {
  const store = app.store()
  const changes = store.get(changesKey(month)) || 0
  const entryKey = `${CACHE_PREFIX}${timezone}:${month}`
  const entry = store.get(entryKey)
  // Kept as text: JS reads a Go value in the app store key by key through reflection, slower than parsing.
  if (entry && entry.changes === changes) return JSON.parse(entry.text)
  const first = `${month}-01`
  const next = nextMonth(month)
  const tallies = windowTallies(app, startOfDay(first, offset), startOfDay(`${next}-01`, offset), offset)
  // Stamped with the count read before the database: a change committed meanwhile makes it stale.
  store.set(entryKey, { changes, text: JSON.stringify(tallies) })
  return tallies
}

/** The tallies of the leads of from..to (the site's days): `wholeMonths` (inside it) from memory, the rest read. */
function rangeTallies(app, from, to, wholeMonths, timezone, offset) {
  /** @type {Tallies} */
  const tallies = {}
  let start = from
  const read = (first, last) => mergeTallies(tallies, windowTallies(app, startOfDay(first, offset), startOfDay(addDays(last, 1), offset), offset))
  wholeMonths.forEach((month) => {
    if (`${month}-01` > start) read(start, addDays(`${month}-01`, -1))
    mergeTallies(tallies, monthTallies(app, month, timezone, offset))
    start = nextMonth(month) + '-01'
  })
  if (start <= to) read(start, to)
  return tallies
}

/** The month (YYYY-MM) after `month`. */
function nextMonth(month) {
  return addDays(addDays(`${month}-01`, 27), 4).slice(0, 7)
}

// A kept part's delays are sorted, each written as DELAY_WIDTH decimal digits after adding DELAY_OFFSET
// (every delay within ±3,000 years has exactly that many, negative ones too), so the i-th starts at
// i × DELAY_WIDTH: the median of the whole range is found by binary search, reading a few dozen of them,
// without parsing or sorting the part again.
const DELAY_WIDTH = 15
const DELAY_OFFSET = 200000000000000

/** Sorted delays (ms, integers) as one text of fixed-width numbers. */
function packDelays(sorted) {
  const parts = new Array(sorted.length)
  for (let i = 0; i < sorted.length; i++) parts[i] = String(sorted[i] + DELAY_OFFSET)
  return parts.join('')
}

/** The i-th delay of a packed text. */
function packedAt(text, i) {
  return Number(text.substr(i * DELAY_WIDTH, DELAY_WIDTH)) - DELAY_OFFSET
}

/**
 * The k-th smallest (from 0) of two sorted lists together, each read through its packed text (n and m
 * delays). Binary search on how many come from the first.
 */
function kthOfTwo(a, n, b, m, k) {
  let low = Math.max(0, k + 1 - m)
  let high = Math.min(k + 1, n)
  while (low < high) {
    const i = (low + high) >> 1
    const j = k + 1 - i
    if (j > 0 && i < n && packedAt(a, i) < packedAt(b, j - 1)) low = i + 1
    else high = i
  }
  const j = k + 1 - low
  const fromA = low > 0 ? packedAt(a, low - 1) : -Infinity
  const fromB = j > 0 ? packedAt(b, j - 1) : -Infinity
  return fromA > fromB ? fromA : fromB
}

/** The median of two packed sorted lists of delays together (the middle one, or the mean of the middle two), null when both are empty. */
function medianOfTwo(a, n, b, m) {
  const total = n + m
  if (total === 0) return null
  return Math.round((kthOfTwo(a, n, b, m, Math.floor((total - 1) / 2)) + kthOfTwo(a, n, b, m, Math.floor(total / 2))) / 2)
}

/**
 * @typedef {{counts: Record<string, Record<string, number[]>>, delays: Record<string, string>}} KeptTallies
 *   per grouping and key [leads, contacted, completed, delays, ...leads per form type]; the sorted delays packed
 */

/**
 * The tallies of the leads of some spans of days ([first, last] pairs, the site's days), kept in memory
 * (kept.js): the counts as text, the delays sorted and packed, stamped with the change counts of the
 * months the spans touch (noteLeadChange), so a change to one of their leads makes them read again.
 * @param {string[]} wholeMonths months (YYYY-MM) lying wholly inside one of the spans, in order
 * @returns {KeptTallies}
 */
function keptTallies(app, spans, wholeMonths, timezone, offset) {
  const store = app.store()
  const months = []
  spans.forEach(([first, last]) => {
    for (let month = first.slice(0, 7); month <= last.slice(0, 7); month = nextMonth(month)) if (months.indexOf(month) < 0) months.push(month)
  })
  // Read before the database: a change committed meanwhile makes the entry stale.
  const stamp = months.map((month) => store.get(changesKey(month)) || 0).join(',')
  const key = `leads:${timezone}:${spans.map((span) => span.join('..')).join(',')}`
  const entry = recall(app, key)
  if (entry && entry.stamp === stamp) return { counts: JSON.parse(entry.text), delays: entry.delays }
  /** @type {Tallies} */
  const tallies = {}
  spans.forEach(([first, last]) => {
    const inside = wholeMonths.filter((month) => `${month}-01` >= first && addDays(`${nextMonth(month)}-01`, -1) <= last)
    mergeTallies(tallies, rangeTallies(app, first, last, inside, timezone, offset))
  })
  /** @type {Record<string, Record<string, number[]>>} */
  const counts = {}
  /** @type {Record<string, string>} */
  const delays = {}
  Object.keys(tallies).forEach((name) => {
    const keys = (counts[name] = {})
    Object.keys(tallies[name]).forEach((k) => {
      const tally = tallies[name][k]
      keys[k] = [tally.leads, tally.contacted, tally.completed, tally.delays.length].concat(FORM_TYPES.map((type) => tally.byForm[type]))
      // A typed array sorts numerically in the engine itself, without a JavaScript comparator.
      delays[`${name}:${k}`] = packDelays(Float64Array.from(tally.delays).sort())
    })
  })
  // The delays are kept as a Go map of texts: only a key's own text is read, and only a few of its numbers.
  keep(app, key, { stamp, text: JSON.stringify(counts), delays })
  return { counts, delays }
}

/** @type {KeptTallies} */
const NO_TALLIES = { counts: {}, delays: {} }

/**
 * The leads of from..to (the site's days) by every grouping: `{grouping: {key: LeadGroup}}`, from two
 * kept parts: the whole months before the current one that lie inside the range (a part the same all
 * month long, whose leads rarely change), and the rest (the days around them, one part however many).
 * @param {core.App} app
 * @param {string} from
 * @param {string} to
 * @param {string[]} wholeMonths months (YYYY-MM) lying wholly inside from..to, in order
 * @returns {Record<string, Record<string, LeadGroup>>}
 */
function leadFigures(app, from, to, wholeMonths) {
  const timezone = siteTimezone(app)
  const offset = offsetMinutes(timezone)
  const current = today(timezone).slice(0, 7)
  const settledMonths = wholeMonths.filter((month) => month < current)
  /** @type {string[][]} */
  const rest = []
  let settled = NO_TALLIES
  if (settledMonths.length > 0) {
    const first = `${settledMonths[0]}-01`
    const last = addDays(`${nextMonth(settledMonths[settledMonths.length - 1])}-01`, -1)
    settled = keptTallies(app, [[first, last]], settledMonths, timezone, offset)
    if (from < first) rest.push([from, addDays(first, -1)])
    if (last < to) rest.push([addDays(last, 1), to])
  } else rest.push([from, to])
  const recent = rest.length > 0 ? keptTallies(app, rest, wholeMonths, timezone, offset) : NO_TALLIES
  /** @type {Record<string, Record<string, LeadGroup>>} */
  const figures = {}
  Object.keys(GROUPINGS).forEach((name) => {
    const keys = (figures[name] = {})
    const older = settled.counts[name] || {}
    const newer = recent.counts[name] || {}
    Object.keys(older)
      .concat(Object.keys(newer).filter((k) => !older[k]))
      .forEach((k) => {
        const a = older[k]
        const b = newer[k]
        /** The two parts' sum of count `i` (KeptTallies' order). */
        const both = (i) => (a ? a[i] : 0) + (b ? b[i] : 0)
        /** @type {Record<string, number>} */
        const byForm = {}
        FORM_TYPES.forEach((type, i) => (byForm[type] = both(4 + i)))
        keys[k] = {
          leads: both(0),
          contacted: both(1),
          completed: both(2),
          median_contact_ms: medianOfTwo(a ? String(settled.delays[`${name}:${k}`]) : '', a ? a[3] : 0, b ? String(recent.delays[`${name}:${k}`]) : '', b ? b[3] : 0),
          byForm,
        }
      })
  })
  return figures
}

module.exports = { GROUPINGS, leadFigures, noteLeadChange, medianOfTwo, packDelays, packedAt }
