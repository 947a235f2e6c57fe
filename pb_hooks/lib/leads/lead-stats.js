// Lead counts per status for the back office, from one GROUP BY over every lead.

/** Counts per value of `column` in `table` (both fixed names of ours, never request input). */
function countBy(app, table, column) {
  const rows = arrayOf(new DynamicModel({ value: '', n: 0 }))
  app
    .db()
    .newQuery(`SELECT [[${column}]] AS value, COUNT(*) AS n FROM {{${table}}} GROUP BY [[${column}]]`)
    .all(rows)
  const counts = {}
  rows.forEach((row) => {
    counts[row.value] = row.n
  })
  return counts
}

/** `{total, pending, contacted, completed, conversionRate}`; the rate is completed / total in whole percent. */
function leadStats(app) {
  const counts = countBy(app, 'form_submissions', 'status')
  const total = Object.keys(counts).reduce((sum, status) => sum + counts[status], 0)
  const completed = counts.completed || 0
  return {
    total,
    pending: counts.pending || 0,
    contacted: counts.contacted || 0,
    completed,
    conversionRate: total === 0 ? 0 : Math.round((completed / total) * 100),
  }
}

module.exports = { countBy, leadStats }
