// Retention (PIPL Art. 19): leads older than 线索保留期限 (months, site_settings.lead_retention_months) lose their
// personal data, with their mails, robot messages, notes and timeline (lib/privacy/places.js), a batch of
// leads per transaction, each lead whole or not at all. Every run adds to its month's line in retention_runs
// (runs, last run, the period, how many of each place), so each month shows the job ran, found something or not.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { retentionMonths, retentionCutoff, beijingMonth } = require(`${__hooks}/lib/shared/privacy.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { table, LEADS, findLeads, counts, eraseFinding } = require(`${__hooks}/lib/privacy/places.js`)

/** Leads anonymised per transaction: short enough that a visitor's lead never waits long for the writer. */
const BATCH = 50
const RUNS = 'retention_runs'

/** Up to BATCH leads created before `cutoff` that still hold personal data, oldest first. */
function expiredLeads(app, cutoff) {
  const rows = arrayOf(new DynamicModel({ id: '' }))
  app
    .db()
    .newQuery(`SELECT [[id]] AS id FROM {{${LEADS}}} WHERE [[anonymised_at]] = '' AND [[created]] < {:cutoff} ORDER BY [[created]] LIMIT ${BATCH}`)
    .bind({ cutoff: dbDate(cutoff.toISOString()) })
    .all(rows)
  return rows.map((row) => row.id)
}

/** Adds a run to its month's line (created on the month's first run). */
function logRun(app, now, months, byPlace) {
  const month = beijingMonth(now)
  let line
  try {
    line = app.findFirstRecordByData(RUNS, 'month', month)
  } catch (_) {
    line = new Record(app.findCachedCollectionByNameOrId(RUNS))
    line.load({ month, runs: 0, counts: {} })
  }
  const raw = line.getString('counts')
  const total = raw && raw !== 'null' ? JSON.parse(raw) : {}
  Object.keys(byPlace).forEach((collection) => (total[collection] = (total[collection] || 0) + byPlace[collection]))
  line.load({ runs: line.getInt('runs') + 1, last_run_at: now.toISOString(), months, counts: total })
  app.save(line)
  return line
}

/**
 * Anonymises every lead past the retention period at `now` and what belongs to it; records the run.
 * @param {any} app
 * @param {Date} now
 * @returns {{month: string, months: number, cutoff: string, counts: Record<string, number>}}
 */
function runRetention(app, now) {
  const settings = findSiteSettings(app)
  const months = retentionMonths(settings ? settings.get('lead_retention_months') : null)
  const cutoff = retentionCutoff(now, months)
  /** @type {Record<string, number>} */
  const byPlace = {}
  table.places.forEach((place) => (byPlace[place.collection] = 0))
  // Each batch is read again inside its own transaction: a lead erased meanwhile is not there twice.
  for (;;) {
    let done = false
    app.runInTransaction((txApp) => {
      const ids = expiredLeads(txApp, cutoff)
      if (ids.length === 0) {
        done = true
        return
      }
      const finding = findLeads(txApp, ids)
      eraseFinding(txApp, finding, now)
      const found = counts(finding).byPlace
      Object.keys(found).forEach((collection) => (byPlace[collection] += found[collection]))
    })
    if (done) break
  }
  const line = logRun(app, now, months, byPlace)
  app.logger().info('Lead retention ran', 'month', line.getString('month'), 'months', months, 'leads', byPlace[LEADS])
  return { month: line.getString('month'), months, cutoff: cutoff.toISOString(), counts: byPlace }
}

module.exports = { runRetention }
