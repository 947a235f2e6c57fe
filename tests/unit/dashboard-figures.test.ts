// @vitest-environment node
// The dashboard's 较上周 arithmetic, the chart's zero-filled days and where a 最近动态 row leads.
import { describe, expect, it } from 'vitest'
import { activityTarget, chartDays, weekChange } from '../../src/admin/dashboard/dashboard-figures'

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

describe('activityTarget', () => {
  const screens = { forms: { hasList: true, hasShow: true }, news: { hasList: true, hasEdit: true }, settings: { hasList: true } }
  const entry = (collection_name: string, action = 'updated', record_id = 'r1') => ({ collection_name, action, record_id })

  it('leads to the record: its page where there is one, else its editor', () => {
    expect(activityTarget(entry('form_submissions', 'created'), screens)).toEqual({ resource: 'forms', type: 'show', id: 'r1' })
    expect(activityTarget(entry('news'), screens)).toEqual({ resource: 'news', type: 'edit', id: 'r1' })
  })

  it('leads to the screen of a record without a page of its own (系统设置)', () => {
    expect(activityTarget(entry('site_settings'), screens)).toEqual({ resource: 'settings', type: 'list' })
  })

  it('leads nowhere for a deleted record or a collection without a screen', () => {
    expect(activityTarget(entry('news', 'deleted'), screens)).toBeNull()
    expect(activityTarget(entry('staff', 'enabled'), screens)).toBeNull()
    expect(activityTarget(entry('carousels'), screens)).toBeNull()
  })
})
