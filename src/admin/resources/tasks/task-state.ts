// A follow-up's state as staff see it (已逾期, 今天, 以后, 已完成) by the site's calendar, from the rules the
// reminder run shares (pb_hooks/lib/shared/follow-ups.js), kept current while a screen stays open.
import followUps from '@shared/follow-ups.js'
import { useEffect, useState } from 'react'
import type { RaRecord } from 'react-admin'
import { staffOffsetMinutes } from '../../format/staff-time'

export type TaskState = 'done' | 'overdue' | 'today' | 'upcoming'

/** The chip colour of each state: overdue red, due today amber. */
export const stateColors: Record<TaskState, 'error' | 'warning' | 'default' | 'success'> = {
  overdue: 'error',
  today: 'warning',
  upcoming: 'default',
  done: 'success',
}

/** A task's state at `now` in the staff zone's calendar. */
export function taskStateAt(task: RaRecord, now: number): TaskState {
  return followUps.taskState({ done: Boolean(task.done), due_at: String(task.due_at ?? '') }, now, staffOffsetMinutes(now))
}

/** The end of today in the staff zone, as PocketBase stores times (the 今日待办 filter's bound). */
export function todayEndStored(now: number): string {
  return new Date(followUps.todayEnd(now, staffOffsetMinutes(now))).toISOString().replace('T', ' ')
}

/** The quick times for a new follow-up at `now`. */
export function quickTimes(now: number) {
  return followUps.quickDueTimes(now, staffOffsetMinutes(now))
}

const MINUTE_MS = 60 * 1000

/** Now, moving on every minute: a task becomes 已逾期 on screen when its time passes. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/** Open tasks first, by time; then the done ones, the last done first. */
export function byUrgency(a: RaRecord, b: RaRecord): number {
  if (Boolean(a.done) !== Boolean(b.done)) return a.done ? 1 : -1
  if (a.done) return String(b.completed_at).localeCompare(String(a.completed_at))
  return String(a.due_at).localeCompare(String(b.due_at))
}
