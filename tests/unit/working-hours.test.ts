// @vitest-environment node
// The reply clock (pb_hooks/lib/shared/working-hours.js): working time in Beijing within the working
// day, Monday to Friday; a lead's due times; the waited text and the median.
import { describe, expect, it } from 'vitest'
import hours from '@shared/working-hours.js'

const { workingDay, workingMsBetween, addWorkingMs, replyDeadlines, waitedText, median, parseClock } = hours
const H = 60 * 60 * 1000
/** A Beijing wall time as UTC ms. */
const bj = (text: string) => Date.parse(`${text}+08:00`)
const day = workingDay('09:00', '18:00')

describe('working time', () => {
  it('reads the working day, falling back to 09:00-18:00 for anything unusable', () => {
    expect(workingDay('08:30', '17:30')).toEqual({ start: 510, end: 1050 })
    for (const [start, end] of [['18:00', '09:00'], ['9:00', '18:00'], ['', ''], ['24:00', '25:00']]) expect(workingDay(start, end)).toEqual({ start: 540, end: 1080 })
    expect(parseClock('23:59')).toBe(1439)
  })

  it('counts only the working day on weekdays, in Beijing time', () => {
    // 2026-11-27 is a Friday.
    expect(workingMsBetween(bj('2026-11-27T10:00:00'), bj('2026-11-27T12:30:00'), day)).toBe(2.5 * H)
    expect(workingMsBetween(bj('2026-11-27T07:00:00'), bj('2026-11-27T20:00:00'), day)).toBe(9 * H)
    // Friday 17:00 to Monday 10:00: one hour on Friday, one on Monday.
    expect(workingMsBetween(bj('2026-11-27T17:00:00'), bj('2026-11-30T10:00:00'), day)).toBe(2 * H)
    expect(workingMsBetween(bj('2026-11-28T10:00:00'), bj('2026-11-29T16:00:00'), day)).toBe(0)
  })

  it('adds working time across the night and the weekend', () => {
    expect(addWorkingMs(bj('2026-11-26T10:00:00'), 4 * H, day)).toBe(bj('2026-11-26T14:00:00'))
    expect(addWorkingMs(bj('2026-11-26T16:00:00'), 4 * H, day)).toBe(bj('2026-11-27T11:00:00'))
    expect(addWorkingMs(bj('2026-11-27T17:00:00'), 4 * H, day)).toBe(bj('2026-11-30T12:00:00'))
    expect(addWorkingMs(bj('2026-11-28T22:00:00'), 4 * H, day)).toBe(bj('2026-11-30T13:00:00'))
    expect(addWorkingMs(bj('2026-11-26T23:30:00'), 1 * H, day)).toBe(bj('2026-11-27T10:00:00'))
  })

  it('gives a lead 即将超时 at three quarters of its time and 已超时 at the end, each the inverse of counting', () => {
    const created = bj('2026-11-27T16:20:00')
    const { soon, due } = replyDeadlines(created, 4, day)
    expect(workingMsBetween(created, due, day)).toBe(4 * H)
    expect(workingMsBetween(created, soon, day)).toBe(3 * H)
    expect(due).toBe(bj('2026-11-30T11:20:00'))
  })
})

describe('texts', () => {
  it('says how long a lead has waited', () => {
    expect(waitedText(0)).toBe('0 分')
    expect(waitedText(59 * 60 * 1000 + 59_000)).toBe('59 分')
    expect(waitedText(3 * H + 20 * 60 * 1000)).toBe('3 小时 20 分')
    expect(waitedText(50 * H)).toBe('2 天 2 小时')
  })

  it('takes the median of odd and even counts, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})
