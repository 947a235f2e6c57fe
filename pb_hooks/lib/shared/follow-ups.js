// Follow-up tasks (跟进任务) in time: a task's state (完成, 已逾期, 今天, 以后) on the site's calendar, when its
// owner is reminded, and the quick times the lead's page offers. Shared by the hooks (the reminder run)
// and the back office (今日待办, the lead's tasks, the dashboard card), so both mark a task alike.

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
// A quick time of another day is at the start of the working morning.
const MORNING_MINUTES = 9 * 60

/** Milliseconds of a stored date (`2026-11-24 01:00:00.000Z`, or ISO), NaN when empty or unreadable. */
function timeOf(value) {
  return value ? Date.parse(String(value).replace(' ', 'T')) : NaN
}

/** The start (UTC ms) of the calendar day `ms` falls on, in a zone `offsetMinutes` ahead of UTC. */
function dayStart(ms, offsetMinutes) {
  const local = ms + offsetMinutes * MINUTE_MS
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offsetMinutes * MINUTE_MS
}

/**
 * A task's state at `nowMs`: `done`; `overdue` (open and past its time); `today` (open, due later on
 * today's calendar day in the zone); `upcoming` (a later day).
 * @param {{done?: boolean, due_at?: string}} task
 * @param {number} nowMs
 * @param {number} offsetMinutes the site's zone ahead of UTC (Beijing: 480)
 * @returns {'done' | 'overdue' | 'today' | 'upcoming'}
 */
function taskState(task, nowMs, offsetMinutes) {
  if (task.done) return 'done'
  const due = timeOf(task.due_at)
  if (!(due > nowMs)) return 'overdue'
  return due < dayStart(nowMs, offsetMinutes) + DAY_MS ? 'today' : 'upcoming'
}

/**
 * Whether a task's owner is to be reminded at `nowMs`: it is open, its time has come and it has not
 * been reminded (the reminder goes once; a new time makes it due again, see rescheduled()).
 * @param {{done?: boolean, due_at?: string, reminded_at?: string}} task
 * @param {number} nowMs
 */
function reminderDue(task, nowMs) {
  return !task.done && !task.reminded_at && timeOf(task.due_at) <= nowMs
}

/** Whether a change of a task's time calls for a new reminder: it moved, to a time not yet come. */
function rescheduled(beforeDue, afterDue, nowMs) {
  return timeOf(beforeDue) !== timeOf(afterDue) && timeOf(afterDue) > nowMs
}

/** The end (exclusive, UTC ms) of today in the zone: 今日待办 lists the open tasks due before it. */
function todayEnd(nowMs, offsetMinutes) {
  return dayStart(nowMs, offsetMinutes) + DAY_MS
}

/**
 * The quick times for a new follow-up, each `{key, at}` (UTC ms): in two hours (to the next half
 * hour), tomorrow 09:00, next Monday 09:00 (a week on when today is Monday) and a week on at 09:00,
 * by the zone's calendar.
 * @param {number} nowMs
 * @param {number} offsetMinutes
 * @returns {{key: 'inTwoHours' | 'tomorrow' | 'nextMonday' | 'nextWeek', at: number}[]}
 */
function quickDueTimes(nowMs, offsetMinutes) {
  const halfHour = 30 * MINUTE_MS
  const today = dayStart(nowMs, offsetMinutes)
  const morning = (days) => today + days * DAY_MS + MORNING_MINUTES * MINUTE_MS
  const weekday = new Date(today + offsetMinutes * MINUTE_MS).getUTCDay()
  const toMonday = ((8 - weekday) % 7) || 7
  return [
    { key: 'inTwoHours', at: Math.ceil((nowMs + 2 * HOUR_MS) / halfHour) * halfHour },
    { key: 'tomorrow', at: morning(1) },
    { key: 'nextMonday', at: morning(toMonday) },
    { key: 'nextWeek', at: morning(7) },
  ]
}

module.exports = { timeOf, dayStart, taskState, reminderDue, rescheduled, todayEnd, quickDueTimes }
