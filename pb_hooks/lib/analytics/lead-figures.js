// What became of the leads that arrived in a range, grouped in SQL by any key: how many, how many reached
// 已联系 (or later), how many are 已完成, the median time from arrival to the first 已联系, and how many
// came from each form type. Read from the leads themselves (their status changes, so they are never
// summed ahead); the created index bounds the range.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)

const FORM_TYPES = Object.keys(enums.formTypes)

/**
 * @typedef {{leads: number, contacted: number, completed: number, median_contact_ms: number | null, byForm: Record<string, number>}} LeadGroup
 */

/**
 * The leads created in [start, end) (PocketBase's stored date texts) grouped by the SQL expression
 * `keySql` over form_submissions' columns, optionally narrowed by `where` (SQL; its parameters in
 * `params`). A lead counts as 已联系 once it reached that status or a later one (it has a first-contact
 * time, or its status is past 待处理), as 已完成 while its status is 已完成. The median is of the
 * leads with a first-contact time (the middle one, or the mean of the middle two).
 * @param {core.App} app
 * @param {string} keySql
 * @param {{start: string, end: string}} window
 * @param {{where?: string, params?: Record<string, unknown>}} [narrow]
 * @returns {Record<string, LeadGroup>}
 */
function leadGroups(app, keySql, window, narrow) {
  const where = narrow && narrow.where ? ` AND (${narrow.where})` : ''
  const byForm = FORM_TYPES.map((type, i) => `COALESCE(SUM(CASE WHEN l.form_type = {:type${i}} THEN 1 ELSE 0 END), 0) AS n${i}`)
  const params = Object.assign({ start: window.start, end: window.end }, narrow && narrow.params)
  FORM_TYPES.forEach((type, i) => (params[`type${i}`] = type))
  const sql = `WITH l AS (
      SELECT ${keySql} AS k, [[status]] AS status, [[form_type]] AS form_type, [[contacted_at]] AS contacted_at,
        CASE WHEN [[contacted_at]] != '' THEN (julianday([[contacted_at]]) - julianday([[created]])) * 86400000.0 END AS ms
      FROM {{form_submissions}} WHERE [[created]] >= {:start} AND [[created]] < {:end}${where}
    ),
    r AS (SELECT k, ms, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ms) AS rn, COUNT(*) OVER (PARTITION BY k) AS n FROM l WHERE ms IS NOT NULL),
    m AS (SELECT k, AVG(ms) AS median FROM r WHERE rn = (n + 1) / 2 OR rn = (n + 2) / 2 GROUP BY k)
    SELECT l.k AS k, COUNT(*) AS leads,
      COALESCE(SUM(CASE WHEN l.status != 'pending' OR l.contacted_at != '' THEN 1 ELSE 0 END), 0) AS contacted,
      COALESCE(SUM(CASE WHEN l.status = 'completed' THEN 1 ELSE 0 END), 0) AS completed,
      COALESCE(CAST(ROUND(MAX(m.median)) AS INTEGER), -1) AS median, ${byForm.join(', ')}
    FROM l LEFT JOIN m ON m.k = l.k GROUP BY l.k`
  const shape = { k: '', leads: 0, contacted: 0, completed: 0, median: 0 }
  FORM_TYPES.forEach((_, i) => (shape[`n${i}`] = 0))
  const result = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(result)
  /** @type {Record<string, LeadGroup>} */
  const groups = {}
  result.forEach((row) => {
    /** @type {Record<string, number>} */
    const byFormType = {}
    FORM_TYPES.forEach((type, i) => (byFormType[type] = row[`n${i}`]))
    groups[row.k] = {
      leads: row.leads,
      contacted: row.contacted,
      completed: row.completed,
      median_contact_ms: row.median < 0 ? null : row.median,
      byForm: byFormType,
    }
  })
  return groups
}

module.exports = { leadGroups }
