// @vitest-environment node
// The dashboard's 较上周 arithmetic and the chart's zero-filled days.
import { describe, expect, it } from 'vitest'
import { chartDays, weekChange } from '../../src/admin/dashboard/dashboard-figures'

describe('weekChange', () => {
  it('is a rise in percent of last week', () => {
    expect(weekChange(15, 10)).toEqual({ direction: 'up', percent: 50 })
  })

  it('is a fall in percent of last week', () => {
    expect(weekChange(3, 4)).toEqual({ direction: 'down', percent: 25 })
    expect(weekChange(0, 16)).toEqual({ direction: 'down', percent: 100 })
  })

  it('keeps one decimal', () => {
    expect(weekChange(4, 3)).toEqual({ direction: 'up', percent: 33.3 })
    expect(weekChange(15, 16)).toEqual({ direction: 'down', percent: 6.3 })
  })

  it('is flat at 0% when both weeks are equal, including two empty weeks', () => {
    expect(weekChange(7, 7)).toEqual({ direction: 'flat', percent: 0 })
    expect(weekChange(0, 0)).toEqual({ direction: 'flat', percent: 0 })
  })

  it('has no percentage for a rise from an empty week (no division by zero)', () => {
    expect(weekChange(5, 0)).toEqual({ direction: 'up', percent: null })
  })

  it('can exceed 100% for a rise', () => {
    expect(weekChange(30, 10)).toEqual({ direction: 'up', percent: 200 })
  })
})

describe('chartDays', () => {
  const days = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']

  it('fills every day without data with 0, in the order of the days', () => {
    expect(chartDays(days, { '2026-11-23': 7, '2026-11-21': 7 }, { '2026-11-20': 1 })).toEqual([
      { day: '2026-11-17', label: '11-17', visits: 0, leads: 0 },
      { day: '2026-11-18', label: '11-18', visits: 0, leads: 0 },
      { day: '2026-11-19', label: '11-19', visits: 0, leads: 0 },
      { day: '2026-11-20', label: '11-20', visits: 0, leads: 1 },
      { day: '2026-11-21', label: '11-21', visits: 7, leads: 0 },
      { day: '2026-11-22', label: '11-22', visits: 0, leads: 0 },
      { day: '2026-11-23', label: '11-23', visits: 7, leads: 0 },
    ])
  })

  it('ignores days outside the week', () => {
    expect(chartDays(days.slice(0, 2), { '2026-11-10': 50 }, {})).toEqual([
      { day: '2026-11-17', label: '11-17', visits: 0, leads: 0 },
      { day: '2026-11-18', label: '11-18', visits: 0, leads: 0 },
    ])
  })
})
