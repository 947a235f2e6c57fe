// @vitest-environment node
// Follow-up tasks in time (pb_hooks/lib/shared/follow-ups.js): 已逾期, 今天 and 以后 by the site's calendar
// day, when an owner is reminded (once, when the time has come, again only for a new time still ahead),
// where 今日待办 ends, and the quick times a new task is offered.
import { describe, expect, it } from 'vitest'
import followUps from '@shared/follow-ups.js'

const { taskState, reminderDue, rescheduled, todayEnd, quickDueTimes } = followUps
const BEIJING = 480
/** A Beijing wall time as UTC ms, and as PocketBase stores it. */
const bj = (text: string) => Date.parse(`${text}+08:00`)
const stored = (text: string) => new Date(bj(text)).toISOString().replace('T', ' ')

describe('a task in time', () => {
  // 2026-11-27 10:00 Beijing is a Friday, 02:00 UTC.
  const now = bj('2026-11-27T10:00:00')

  it('is overdue once its time has passed, due today until Beijing midnight, upcoming after', () => {
    expect(taskState({ due_at: stored('2026-11-27T09:59:00') }, now, BEIJING)).toBe('overdue')
    expect(taskState({ due_at: stored('2026-11-26T23:00:00') }, now, BEIJING)).toBe('overdue')
    expect(taskState({ due_at: stored('2026-11-27T10:00:00') }, now, BEIJING)).toBe('overdue')
    expect(taskState({ due_at: stored('2026-11-27T23:59:00') }, now, BEIJING)).toBe('today')
    expect(taskState({ due_at: stored('2026-11-28T00:00:00') }, now, BEIJING)).toBe('upcoming')
    expect(taskState({ done: true, due_at: stored('2026-11-20T09:00:00') }, now, BEIJING)).toBe('done')
    // The same instant in another zone's calendar: 23:30 Beijing is still "today" in UTC (15:30).
    expect(taskState({ due_at: stored('2026-11-27T23:30:00') }, now, 0)).toBe('today')
    expect(todayEnd(now, BEIJING)).toBe(bj('2026-11-28T00:00:00'))
  })

  it('reminds its owner once its time has come, never when done or reminded already', () => {
    expect(reminderDue({ due_at: stored('2026-11-27T10:00:00') }, now)).toBe(true)
    expect(reminderDue({ due_at: stored('2026-11-27T10:01:00') }, now)).toBe(false)
    expect(reminderDue({ due_at: stored('2026-11-27T09:00:00'), reminded_at: stored('2026-11-27T09:00:30') }, now)).toBe(false)
    expect(reminderDue({ due_at: stored('2026-11-27T09:00:00'), done: true }, now)).toBe(false)
  })

  it('reminds anew after a move to a time still ahead, not after a move into the past or none', () => {
    expect(rescheduled(stored('2026-11-27T09:00:00'), stored('2026-11-28T09:00:00'), now)).toBe(true)
    expect(rescheduled(stored('2026-11-27T09:00:00'), stored('2026-11-27T08:00:00'), now)).toBe(false)
    // The body's ISO time and the stored form of the same instant are no move.
    expect(rescheduled(stored('2026-11-28T09:00:00'), new Date(bj('2026-11-28T09:00:00')).toISOString(), now)).toBe(false)
  })
})

describe('quick times', () => {
  it('offers in two hours (to the half hour), tomorrow, next Monday and a week on, mornings at 09:00 Beijing', () => {
    const friday = bj('2026-11-27T10:10:00')
    expect(quickDueTimes(friday, BEIJING)).toEqual([
      { key: 'inTwoHours', at: bj('2026-11-27T12:30:00') },
      { key: 'tomorrow', at: bj('2026-11-28T09:00:00') },
      { key: 'nextMonday', at: bj('2026-11-30T09:00:00') },
      { key: 'nextWeek', at: bj('2026-12-04T09:00:00') },
    ])
    // On a Monday, next Monday is a week on; late at night (UTC's previous day), tomorrow is Beijing's.
    expect(quickDueTimes(bj('2026-11-30T23:30:00'), BEIJING).map((q) => q.at).slice(1, 3)).toEqual([bj('2026-12-01T09:00:00'), bj('2026-12-07T09:00:00')])
  })
})
