// Times as staff read them: Beijing time (Asia/Shanghai), Chinese forms, from PocketBase's `YYYY-MM-DD HH:MM:SS.sssZ`.

export const STAFF_TIME_ZONE = 'Asia/Shanghai'

const longDate = new Intl.DateTimeFormat('zh-CN', { timeZone: STAFF_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' })
const dateTimeParts = new Intl.DateTimeFormat('zh-CN', {
  timeZone: STAFF_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** A PocketBase date string (space or `T` separated) or a Date as a Date; null when empty or unreadable. */
export function parseServerDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

/** 2026年11月23日 星期一 */
export function longDateWithWeekday(date: Date): string {
  const parts = longDate.formatToParts(date)
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? ''
  const day = parts
    .filter((part) => part.type !== 'weekday')
    .map((part) => part.value)
    .join('')
    .trim()
  return `${day} ${weekday}`
}

/** 2026-11-23 09:05:07 in Beijing time; '' for an empty or unreadable value. */
export function beijingDateTime(value: string | Date | null | undefined): string {
  const date = parseServerDate(value)
  if (!date) return ''
  const parts = dateTimeParts.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`
}

/** The Beijing calendar day of a moment as `YYYY-MM-DD`. */
export function beijingDay(date: Date): string {
  return beijingDateTime(date).slice(0, 10)
}

/**
 * The UTC instant at which a Beijing calendar day (`YYYY-MM-DD`) starts, in PocketBase's format; Beijing
 * has no daylight saving, so a day starts at 16:00 UTC the day before.
 */
export function beijingDayStart(day: string): string {
  const start = new Date(`${day}T00:00:00+08:00`)
  return start.toISOString().replace('T', ' ')
}
