// Times as staff read them: wall time in the site's zone (the 时区 setting, Beijing until it is read),
// from PocketBase's `YYYY-MM-DD HH:MM:SS.sssZ`. The zone is set once the setting is known and again
// when staff save a new one (providers/site-preferences.ts).

export const DEFAULT_STAFF_TIME_ZONE = 'Asia/Shanghai'

function formatters(timeZone: string) {
  return {
    longDate: new Intl.DateTimeFormat('zh-CN', { timeZone, year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
    dateTimeParts: new Intl.DateTimeFormat('zh-CN', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
  }
}

let zone = DEFAULT_STAFF_TIME_ZONE
let format = formatters(zone)

/** The zone staff times are shown in. */
export function staffTimeZone(): string {
  return zone
}

/** Shows every later time in `timeZone`; a zone this browser does not know changes nothing. */
export function setStaffTimeZone(timeZone: string): void {
  if (timeZone === zone) return
  try {
    format = formatters(timeZone)
    zone = timeZone
  } catch {
    console.warn('Unknown time zone, staff times stay in', zone)
  }
}

/** A PocketBase date string (space or `T` separated) or a Date as a Date; null when empty or unreadable. */
export function parseServerDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

/** 2026年11月23日 星期一 */
export function longDateWithWeekday(date: Date): string {
  const parts = format.longDate.formatToParts(date)
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? ''
  const day = parts
    .filter((part) => part.type !== 'weekday')
    .map((part) => part.value)
    .join('')
    .trim()
  return `${day} ${weekday}`
}

/** 2026-11-23 09:05:07 in the staff zone; '' for an empty or unreadable value. */
export function staffDateTime(value: string | Date | null | undefined): string {
  const date = parseServerDate(value)
  if (!date) return ''
  const parts = format.dateTimeParts.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`
}

/** The staff zone's calendar day of a moment as `YYYY-MM-DD`. */
export function staffDay(date: Date): string {
  return staffDateTime(date).slice(0, 10)
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instant: number): number {
  const wall = Date.parse(`${staffDateTime(new Date(instant)).replace(' ', 'T')}Z`)
  return wall - Math.floor(instant / 1000) * 1000
}

/** The staff zone's offset from UTC at `instant`, in minutes (Beijing: 480): its calendar for the shared rules. */
export function staffOffsetMinutes(instant: number): number {
  return Math.round(offsetAt(instant) / 60000)
}

/**
 * The UTC instant at which a calendar day (`YYYY-MM-DD`) of the staff zone starts, in PocketBase's
 * format (Beijing: 16:00 UTC the day before). Two passes settle a daylight-saving change that day.
 */
export function staffDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  let start = midnightUtc - offsetAt(midnightUtc)
  start = midnightUtc - offsetAt(start)
  return new Date(start).toISOString().replace('T', ' ')
}

/**
 * The instant of a wall time of the staff zone (`YYYY-MM-DDTHH:MM`, what a datetime-local input gives)
 * as an ISO string; null when unreadable. Two passes settle a daylight-saving change, as staffDayStart().
 */
export function staffWallTimeToIso(wall: string): string | null {
  const asUtc = Date.parse(`${wall}:00Z`)
  if (Number.isNaN(asUtc)) return null
  let instant = asUtc - offsetAt(asUtc)
  instant = asUtc - offsetAt(instant)
  return new Date(instant).toISOString()
}

/** A moment as the staff zone's wall time `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
export function staffWallTime(value: string | Date | null | undefined): string {
  return staffDateTime(value).slice(0, 16).replace(' ', 'T')
}

/** The calendar day after `day` (`YYYY-MM-DD`), whatever the zone. */
export function nextCalendarDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}
