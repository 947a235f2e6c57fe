// Field speed as histograms: which bucket a measured LCP, INP or CLS falls in, the 75th percentile of
// a histogram, and how the Core Web Vitals thresholds rate a value. Shared by the vitals beacon's
// handler, the report and the 效果分析 screen. Pure: no PocketBase globals, so the browser can import it.
//
// Buckets are upper-inclusive: bucket i holds the values v with bounds[i-1] < v <= bounds[i]. A
// percentile is reported as its bucket's upper bound, so it is never below the true value and at
// most one bucket above it; every threshold is a bound, so a rating is never wrong.

const analytics = require(`${__hooks}/lib/shared/analytics.json`)

/** The three metrics, in the order every answer lists them. */
const METRICS = ['lcp', 'inp', 'cls']

/** The bucket of `value` for `metric`, or -1 when it is not a number from 0 to the last bound. */
function bucketIndex(metric, value) {
  const bounds = analytics.vitals[metric].bounds
  if (typeof value !== 'number' || !isFinite(value) || value < 0 || value > bounds[bounds.length - 1]) return -1
  for (let i = 0; i < bounds.length; i++) if (value <= bounds[i]) return i
  return -1
}

/** The column of a metric's bucket in _vitals_days: `lcp_07`. */
function bucketColumn(metric, index) {
  return `${metric}_${index < 10 ? '0' : ''}${index}`
}

/** Every bucket column of `metric`, in order. */
function bucketColumns(metric) {
  return analytics.vitals[metric].bounds.map((_, i) => bucketColumn(metric, i))
}

/**
 * The `share` percentile (0.75 for p75) of a histogram: the upper bound of the first bucket by which
 * at least that share of the samples is counted (the nearest rank, ceil(share × n)); null for none.
 * @param {string} metric
 * @param {number[]} counts one count per bucket
 * @param {number} [share]
 */
function percentile(metric, counts, share) {
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total === 0) return null
  const rank = Math.max(1, Math.ceil((share === undefined ? 0.75 : share) * total))
  let seen = 0
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]
    if (seen >= rank) return analytics.vitals[metric].bounds[i]
  }
  return null
}

/** `good`, `needsImprovement` or `poor` by the Core Web Vitals thresholds; null for no value. */
function rating(metric, value) {
  if (value === null || value === undefined) return null
  const limits = analytics.vitals[metric]
  return value <= limits.good ? 'good' : value <= limits.poor ? 'needsImprovement' : 'poor'
}

module.exports = { METRICS, bucketIndex, bucketColumn, bucketColumns, percentile, rating }
