// The reply clock: a lead's time to reply counts only working time (Monday to Friday within the
// working day, Beijing time), so 4 working hours from Friday 17:00 end on Monday. Shared by the
// hooks (a lead's due times, a personal-data request's due day) and the leads desk (how long a lead
// has waited).

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** Minutes after midnight of `HH:MM`, or null. */
function parseClock(text) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(text || '').trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * The working day as `{start, end}` minutes after midnight: the settings' values when both are
 * valid and start < end, else 09:00-18:00.
 */
function workingDay(startText, endText) {
  const start = parseClock(startText)
  const end = parseClock(endText)
  return start !== null && end !== null && start < end ? { start, end } : { start: 9 * 60, end: 18 * 60 }
}

/** The working interval (UTC ms) of the Beijing day that `ms` falls on, or null on a weekend. */
function dayWindow(ms, day) {
  const local = ms + BEIJING_OFFSET_MS
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS)
  const weekday = new Date(midnight).getUTCDay()
  if (weekday === 0 || weekday === 6) return null
  return { from: midnight + day.start * MINUTE_MS - BEIJING_OFFSET_MS, to: midnight + day.end * MINUTE_MS - BEIJING_OFFSET_MS }
}

/** Beijing midnight after `ms`, in UTC ms. */
function nextMidnight(ms) {
  const local = ms + BEIJING_OFFSET_MS
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - BEIJING_OFFSET_MS
}

/** Working time (ms) between two instants. */
function workingMsBetween(fromMs, toMs, day) {
  let total = 0
  let cursor = fromMs
  // At most a year of days: a lead older than that is long overdue anyway.
  for (let i = 0; cursor < toMs && i < 400; i++) {
    const window = dayWindow(cursor, day)
    if (window) {
      const start = Math.max(cursor, window.from)
      const end = Math.min(toMs, window.to)
      if (end > start) total += end - start
    }
    cursor = nextMidnight(cursor)
  }
  return total
}

/** The instant `workMs` of working time after `fromMs`. */
function addWorkingMs(fromMs, workMs, day) {
  let left = workMs
  let cursor = fromMs
  for (let i = 0; i < 400; i++) {
    const window = dayWindow(cursor, day)
    if (window) {
      const start = Math.max(cursor, window.from)
      if (start < window.to) {
        if (start + left <= window.to) return start + left
        left -= window.to - start
      }
    }
    cursor = nextMidnight(cursor)
  }
  return cursor
}

/** Whether a calendar day (`YYYY-MM-DD`) is a working day: Monday to Friday. */
function isWorkingDay(day) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/**
 * The working day `n` working days after the calendar day `day` (`YYYY-MM-DD`), not counting `day`
 * itself: 15 working days after Friday 2026-11-27 is Friday 2026-12-18.
 */
function addWorkingDays(day, n) {
  let cursor = Date.parse(`${day}T00:00:00Z`)
  let left = n
  while (left > 0) {
    cursor += DAY_MS
    if (isWorkingDay(new Date(cursor).toISOString().slice(0, 10))) left -= 1
  }
  return new Date(cursor).toISOString().slice(0, 10)
}

/** Share of the reply time after which a lead is 即将超时. */
const SOON_SHARE = 0.75

/**
 * A new lead's due times (UTC ms): `soon` (即将超时 from) and `due` (已超时 from), `hours` working
 * hours after `createdMs`.
 */
function replyDeadlines(createdMs, hours, day) {
  const workMs = hours * 60 * MINUTE_MS
  return { soon: addWorkingMs(createdMs, Math.round(workMs * SOON_SHARE), day), due: addWorkingMs(createdMs, workMs, day) }
}

/** `已等待` text of a duration: 2 天 3 小时, 3 小时 20 分, 12 分 (whole minutes, 0 分 under one). */
function waitedText(ms) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS))
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  const mins = minutes % 60
  if (days > 0) return `${days} 天 ${hours} 小时`
  if (hours > 0) return `${hours} 小时 ${mins} 分`
  return `${mins} 分`
}

/** The median of some numbers, or null for none. */
function median(values) {
  if (values.length === 0) return null
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

module.exports = { parseClock, workingDay, workingMsBetween, addWorkingMs, isWorkingDay, addWorkingDays, replyDeadlines, waitedText, median, SOON_SHARE }
