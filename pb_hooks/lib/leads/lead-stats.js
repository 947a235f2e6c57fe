// Lead counts per status for the back office, from one GROUP BY over every lead.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { countBy } = require(`${__hooks}/lib/core/counts.js`)

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

module.exports = { leadStats }
