// @vitest-environment node
// The report's pure parts (pb_hooks/lib/analytics/): a range split into the whole months read from their
// summed rows and the days left, the median time to 已联系 over two parts kept sorted in memory, and the
// answer without lead figures, as an editor will get it (views and speed only). (The report on a live
// server: tests/api/analytics.test.ts.)
import { describe, expect, it } from 'vitest'

const { default: aggregates } = await import('@hooks/analytics/aggregates.js')
const { default: report } = await import('@hooks/analytics/report.js')
const { default: leads } = await import('@hooks/analytics/lead-figures.js')

describe('a range of days', () => {
  it('holds the months that lie wholly inside it', () => {
    expect(aggregates.wholeMonths('2025-01-01', '2025-03-31')).toEqual(['2025-01', '2025-02', '2025-03'])
    expect(aggregates.wholeMonths('2025-01-02', '2025-03-30')).toEqual(['2025-02'])
    expect(aggregates.wholeMonths('2024-02-01', '2024-02-29')).toEqual(['2024-02'])
    expect(aggregates.wholeMonths('2025-03-05', '2025-03-20')).toEqual([])
    expect(aggregates.wholeMonths('2024-12-15', '2025-12-14')).toHaveLength(11)
  })

  it('leaves the days around and between the summed months to be read day by day', () => {
    expect(aggregates.rangesWithout('2025-01-15', '2025-04-10', ['2025-02', '2025-03'])).toEqual([
      ['2025-01-15', '2025-01-31'],
      ['2025-04-01', '2025-04-10'],
    ])
    // A month not summed yet (February) stays days.
    expect(aggregates.rangesWithout('2025-01-01', '2025-03-31', ['2025-01', '2025-03'])).toEqual([['2025-02-01', '2025-02-28']])
    expect(aggregates.rangesWithout('2025-01-01', '2025-01-31', ['2025-01'])).toEqual([])
    expect(aggregates.rangesWithout('2025-01-05', '2025-01-06', [])).toEqual([['2025-01-05', '2025-01-06']])
  })
})

describe('the median time to 已联系', () => {
  /** The median as the report defines it: the middle delay, or the mean of the middle two, rounded. */
  const joined = (older: number[], newer: number[]) => {
    const all = [...older, ...newer].sort((a, b) => a - b)
    if (all.length === 0) return null
    const mid = Math.floor(all.length / 2)
    return all.length % 2 ? all[mid] : Math.round((all[mid - 1] + all[mid]) / 2)
  }
  const packed = (delays: number[]) => leads.packDelays([...delays].sort((a, b) => a - b))
  const ofParts = (older: number[], newer: number[]) => leads.medianOfTwo(packed(older), older.length, packed(newer), newer.length)

  it('of two kept sorted parts is the median of all their delays together', () => {
    expect(ofParts([1000, 3000], [2000])).toBe(2000)
    expect(ofParts([60_000, 120_001], [])).toBe(90_001)
    expect(ofParts([], [5, 7, 9, 11])).toBe(8)
    expect(ofParts([], [])).toBeNull()
    // Uneven parts, ties and negative delays (a first contact stamped before arrival).
    let seed = 7
    const next = () => (seed = (seed * 16807) % 2147483647)
    for (let round = 0; round < 200; round++) {
      const older = Array.from({ length: next() % 40 }, () => (next() % 2_000_000) - 1000)
      const newer = Array.from({ length: next() % 12 }, () => (next() % 3 === 0 && older.length ? older[next() % older.length] : (next() % 2_000_000) - 1000))
      expect(ofParts(older, newer)).toBe(joined(older, newer))
    }
  })

  it('keeps each delay exactly through its packed text', () => {
    const delays = [-1, 0, 1, 86_400_000 * 400, -(86_400_000 * 400)].sort((a, b) => a - b)
    const packed = leads.packDelays(delays)
    expect(delays.map((_, i) => leads.packedAt(packed, i))).toEqual(delays)
  })
})

describe('the answer without lead figures', () => {
  const full = {
    from: '2026-11-01',
    to: '2026-11-30',
    totals: { views: 10, visitors: 4, leads: 2, conversion: 0.5, contacted: 1, completed: 1, completion_rate: 0.5, median_contact_ms: 60000 },
    sources: [
      {
        source: '百度搜索',
        kind: 'referrer',
        views: 10,
        visitors: 4,
        leads: 2,
        conversion: 0.5,
        contacted: 1,
        completed: 1,
        completion_rate: 0.5,
        median_contact_ms: 60000,
        details: [{ medium: '', campaign: '', host: 'www.baidu.com', views: 10, visitors: 4, leads: 2, conversion: 0.5, contacted: 1, completed: 1, completion_rate: 0.5, median_contact_ms: 60000 }],
      },
    ],
    courses: [{ course: 'strategy', path: '/courses/strategy', views: 3, visitors: 2, handbook: 1, registrations: 1, consultations: 0, leads: 1, conversion: 0.5, contacted: 0, completed: 0, completion_rate: 0, median_contact_ms: null }],
    daily: [{ day: '2026-11-01', views: 10, visitors: 4, leads: 2 }],
    forms: [{ form: 'contact', path: '/contact', opened: 3, started: 2, submitted: 1 }],
    vitals: [{ path: '/', samples: 2, lcp_p75: 2000, inp_p75: null, cls_p75: 0, families: [{ family: 'wechat', samples: 2, lcp_p75: 2000 }] }],
  }

  it('keeps views, visitors, handbook requests and speed, and drops every lead figure and the drop-off table', () => {
    const stripped = report.withoutLeadFigures(full)
    expect(stripped).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      totals: { views: 10, visitors: 4 },
      sources: [{ source: '百度搜索', kind: 'referrer', views: 10, visitors: 4, details: [{ medium: '', campaign: '', host: 'www.baidu.com', views: 10, visitors: 4 }] }],
      courses: [{ course: 'strategy', path: '/courses/strategy', views: 3, visitors: 2, handbook: 1 }],
      daily: [{ day: '2026-11-01', views: 10, visitors: 4 }],
      vitals: full.vitals,
    })
    expect(JSON.stringify(stripped)).not.toMatch(new RegExp(`"(${report.LEAD_FIGURES.join('|')})"`))
  })
})

describe('days', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(report.isDay('2024-02-29')).toBe(true)
    for (const value of ['2025-02-29', '2025-13-01', '2025-1-01', '20250101', '', undefined]) expect(report.isDay(value)).toBe(false)
  })
})
