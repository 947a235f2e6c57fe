// Lead counts and values per stage for the back office, from one GROUP BY over every lead.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const stages = require(`${__hooks}/lib/shared/lead-stages.json`)

/**
 * `{total, pending, contacted, quoted, completed, lost, conversionRate, wonValue, openValue}`: the rate is
 * won (已完成) / total in whole percent (spec: completed / total); wonValue sums the expected value of the
 * won leads (the revenue), openValue that of the leads still worked on (the pipeline), in whole yuan.
 */
function leadStats(app) {
  const rows = arrayOf(new DynamicModel({ status: '', n: 0, value: 0 }))
  app.db().newQuery('SELECT [[status]] AS status, COUNT(*) AS n, COALESCE(SUM([[expected_value]]), 0) AS value FROM {{form_submissions}} GROUP BY [[status]]').all(rows)
  const counts = { pending: 0, contacted: 0, quoted: 0, completed: 0, lost: 0 }
  let total = 0
  let wonValue = 0
  let openValue = 0
  rows.forEach((row) => {
    counts[row.status] = (counts[row.status] || 0) + row.n
    total += row.n
    if (row.status === stages.won) wonValue += row.value
    if (stages.open.indexOf(row.status) >= 0) openValue += row.value
  })
  const won = counts[stages.won] || 0
  return {
    total,
    pending: counts.pending,
    contacted: counts.contacted,
    quoted: counts.quoted,
    completed: counts.completed,
    lost: counts.lost,
    conversionRate: total === 0 ? 0 : Math.round((won / total) * 100),
    wonValue,
    openValue,
  }
}

module.exports = { leadStats }
