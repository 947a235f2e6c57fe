// @vitest-environment node
// Field speed as histograms (pb_hooks/lib/shared/vitals.js): the bucket a measured value falls in, the
// 75th percentile read back from bucket counts (never below the true value, at most one bucket above),
// and the Core Web Vitals rating of a value. (The beacon's handler and the report: tests/api/analytics.test.ts.)
import { describe, expect, it } from 'vitest'
import analytics from '@shared/analytics.json'
import vitals from '@shared/vitals.js'

type Metric = 'lcp' | 'inp' | 'cls'
const metrics: Metric[] = ['lcp', 'inp', 'cls']

/** The histogram of `values`. */
function histogram(metric: Metric, values: number[]): number[] {
  const counts = analytics.vitals[metric].bounds.map(() => 0)
  for (const value of values) counts[vitals.bucketIndex(metric, value)] += 1
  return counts
}

/** The nearest-rank 75th percentile of the values themselves. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1]
}

describe('buckets', () => {
  it.each(metrics)('are upper-inclusive and rising for %s', (metric) => {
    const bounds = analytics.vitals[metric].bounds
    bounds.forEach((bound, i) => {
      expect(vitals.bucketIndex(metric, bound)).toBe(i)
      if (i > 0) {
        expect(bound).toBeGreaterThan(bounds[i - 1])
        expect(vitals.bucketIndex(metric, (bound + bounds[i - 1]) / 2)).toBe(i)
      }
    })
  })

  it.each(metrics)('refuse what no browser measures for %s', (metric) => {
    const last = analytics.vitals[metric].bounds.at(-1)!
    for (const value of [-1, last * 2, Number.NaN, Number.POSITIVE_INFINITY, '100', null]) expect(vitals.bucketIndex(metric, value)).toBe(-1)
  })

  it.each(metrics)('have every Core Web Vitals threshold of %s as a bound, so a rating from a bucket is exact', (metric) => {
    const { bounds, good, poor } = analytics.vitals[metric]
    expect(bounds).toContain(good)
    expect(bounds).toContain(poor)
  })

  it('name their columns as the migration creates them', () => {
    expect(vitals.bucketColumns('lcp')).toHaveLength(62)
    expect(vitals.bucketColumns('inp')).toHaveLength(61)
    expect(vitals.bucketColumns('cls')).toHaveLength(38)
    expect(vitals.bucketColumn('cls', 7)).toBe('cls_07')
    expect(vitals.bucketColumn('lcp', 61)).toBe('lcp_61')
  })
})

describe('the 75th percentile of a histogram', () => {
  it('is a sample’s own value when it sits on a bound', () => {
    expect(vitals.percentile('lcp', histogram('lcp', [1800]))).toBe(1800)
    expect(vitals.percentile('lcp', histogram('lcp', [1000, 2000, 3000, 4000]))).toBe(3000)
    expect(vitals.percentile('inp', histogram('inp', [40, 40, 40, 600]))).toBe(40)
    expect(vitals.percentile('cls', histogram('cls', [0, 0, 0, 0.3]))).toBe(0)
  })

  it.each(metrics)('is never below the true p75 of %s and at most one bucket above it (2,000 random samples)', (metric) => {
    const bounds = analytics.vitals[metric].bounds
    const top = bounds.at(-1)!
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    for (let round = 0; round < 20; round++) {
      // Log-normal-ish values, as field data are, within the buckets' range.
      const values = Array.from({ length: 100 }, () => Math.min(top, bounds[1] * Math.exp(random() * Math.log(top / bounds[1]))))
      const exact = exactP75(values)
      const reported = vitals.percentile(metric, histogram(metric, values))!
      expect(reported).toBeGreaterThanOrEqual(exact)
      expect(vitals.bucketIndex(metric, reported)).toBe(vitals.bucketIndex(metric, exact))
    }
  })

  it('is null without samples', () => {
    expect(vitals.percentile('lcp', histogram('lcp', []))).toBeNull()
  })

  it('takes another share when asked (the median)', () => {
    expect(vitals.percentile('lcp', histogram('lcp', [1000, 2000, 3000, 4000]), 0.5)).toBe(2000)
  })
})

describe('ratings', () => {
  it('follow the Core Web Vitals thresholds, each threshold itself still the better rating', () => {
    expect(vitals.rating('lcp', 2500)).toBe('good')
    expect(vitals.rating('lcp', 2600)).toBe('needsImprovement')
    expect(vitals.rating('lcp', 4000)).toBe('needsImprovement')
    expect(vitals.rating('lcp', 4250)).toBe('poor')
    expect(vitals.rating('inp', 200)).toBe('good')
    expect(vitals.rating('inp', 500)).toBe('needsImprovement')
    expect(vitals.rating('inp', 600)).toBe('poor')
    expect(vitals.rating('cls', 0.1)).toBe('good')
    expect(vitals.rating('cls', 0.25)).toBe('needsImprovement')
    expect(vitals.rating('cls', 0.3)).toBe('poor')
    expect(vitals.rating('cls', null)).toBeNull()
  })
})
