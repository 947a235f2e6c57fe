// @vitest-environment node
// The 效果分析 screen's arithmetic (src/admin/resources/analytics/analytics-figures.ts): the date ranges
// staff pick, refused ranges with the server's own messages, how figures read, the lead columns left out
// for a viewer without lead figures, and a table's export being what the table shows.
import { describe, expect, it } from 'vitest'
import analytics from '../../pb_hooks/lib/shared/analytics.json'
import {
  count,
  dropOff,
  duration,
  exportTable,
  percent,
  presetOf,
  presetRange,
  rangeProblem,
  speed,
  trafficColumns,
  visibleColumns,
  type TrafficRow,
} from '../../src/admin/resources/analytics/analytics-figures'

const label = (key: string) => `[${key}]`
const units = { seconds: '秒', milliseconds: '毫秒' }

describe('ranges', () => {
  it('end today and span 1, 7 or 30 days, across a month and a year', () => {
    expect(presetRange('today', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' })
    expect(presetRange('days7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' })
    expect(presetRange('days30', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' })
  })

  it('are recognised as their preset, any other as chosen', () => {
    expect(presetOf({ from: '2026-02-24', to: '2026-03-02' }, '2026-03-02')).toBe('days7')
    expect(presetOf({ from: '2026-02-24', to: '2026-03-01' }, '2026-03-02')).toBe('custom')
  })

  it('are refused as the server refuses them, with its messages', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull()
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe(analytics.messages.invalidDay)
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe(analytics.messages.rangeReversed)
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe(analytics.messages.rangeTooLong.replace('{max}', String(analytics.maxRangeDays)))
  })
})

describe('figures as they read', () => {
  it('group thousands, round shares to one decimal, and show — for what cannot be computed', () => {
    expect(count(1234567)).toBe('1,234,567')
    expect(percent(0.12345)).toBe('12.3%')
    expect(percent(null)).toBe('—')
    expect(duration(null)).toBe('—')
    expect(duration(2 * 3_600_000 + 5 * 60_000)).toBe('2 小时 5 分')
  })

  it('give LCP in seconds, INP in milliseconds and CLS as measured', () => {
    expect(speed('lcp', 2600, units)).toBe('2.6 秒')
    expect(speed('inp', 180, units)).toBe('180 毫秒')
    expect(speed('cls', 0.05, units)).toBe('0.05')
    expect(speed('lcp', null, units)).toBe('—')
  })

  it('take started and submitted as shares of the forms opened', () => {
    expect(dropOff({ form: 'contact', path: '/contact', title: '', opened: 8, started: 4, submitted: 2 })).toEqual({ startedShare: 0.5, submittedShare: 0.25 })
    expect(dropOff({ form: 'contact', path: '/contact', title: '', opened: 0, started: 1, submitted: 0 })).toEqual({ startedShare: null, submittedShare: null })
  })
})

describe('tables', () => {
  const row: TrafficRow = { views: 1200, visitors: 300, leads: 12, conversion: 0.04, contacted: 6, completed: 3, completion_rate: 0.25, median_contact_ms: 30 * 60_000 }

  it('leave out every lead column for a viewer without lead figures', () => {
    expect(visibleColumns(trafficColumns<TrafficRow>(label), false).map((column) => column.key)).toEqual(['views', 'visitors'])
    expect(visibleColumns(trafficColumns<TrafficRow>(label), true)).toHaveLength(8)
  })

  it('export the headings and each row as shown', () => {
    const columns = trafficColumns<TrafficRow>(label)
    expect(exportTable(columns, [row]).map((cells) => cells.map((cell) => cell.text))).toEqual([
      ['[views]', '[visitors]', '[leads]', '[conversion]', '[contacted]', '[completed]', '[completionRate]', '[medianContact]'],
      ['1,200', '300', '12', '4%', '6', '3', '25%', '30 分'],
    ])
  })
})
