// Intake (session) dates of each course, and how a page words them: a date that has begun is a past
// intake, never an upcoming one; with no future date the page invites visitors to register interest.
import type { CourseId } from './types'

/** One session, as calendar dates in Beijing time ('YYYY-MM-DD'). */
export interface Intake {
  start: string
  end: string
}

export const intakes: Readonly<Record<CourseId, readonly Intake[]>> = {
  strategy: [],
  practical: [{ start: '2025-04-15', end: '2025-04-19' }],
  marketing: [{ start: '2025-05-20', end: '2025-05-23' }],
  ecosystem: [{ start: '2025-04-15', end: '2025-04-16' }],
}

export type IntakeStatus =
  | { status: 'upcoming'; intake: Intake }
  | { status: 'past'; intake: Intake }
  | { status: 'none' }

/** Beijing is UTC+8 all year (no daylight saving), so a fixed offset gives its calendar date. */
const beijingOffsetMs = 8 * 60 * 60 * 1000

/** Today's date in Beijing as 'YYYY-MM-DD'. */
export function beijingDate(now: Date): string {
  return new Date(now.getTime() + beijingOffsetMs).toISOString().slice(0, 10)
}

/**
 * The earliest intake that starts after today (Beijing) is upcoming; otherwise the latest one
 * that has started is past; with no dates at all there is none. ISO dates compare as strings.
 */
export function classifyIntake(dates: readonly Intake[], now: Date): IntakeStatus {
  const today = beijingDate(now)
  const sorted = [...dates].sort((a, b) => a.start.localeCompare(b.start))
  const next = sorted.find((intake) => intake.start > today)
  if (next) return { status: 'upcoming', intake: next }
  const last = sorted.at(-1)
  return last ? { status: 'past', intake: last } : { status: 'none' }
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number)
  return [year!, month!, day!]
}

/** '2025年4月15日-19日', '2025年4月30日-5月2日', or one day '2025年4月15日'. */
export function formatIntakeDates({ start, end }: Intake): string {
  const [y1, m1, d1] = parts(start)
  const [y2, m2, d2] = parts(end)
  const first = `${y1}年${m1}月${d1}日`
  if (start === end) return first
  if (y1 !== y2) return `${first}-${y2}年${m2}月${d2}日`
  if (m1 !== m2) return `${first}-${m2}月${d2}日`
  return `${first}-${d2}日`
}

export const intakeLabels = {
  upcoming: '近期开课',
  past: '往期开课',
  none: '开课时间待定',
  registerInterest: '登记意向，第一时间获取下一期开课通知',
} as const

/** One line for a page or card: the next date, or the last one plus the invitation to register interest. */
export function intakeText(result: IntakeStatus): string {
  switch (result.status) {
    case 'upcoming':
      return `${intakeLabels.upcoming}：${formatIntakeDates(result.intake)}`
    case 'past':
      return `${intakeLabels.past}：${formatIntakeDates(result.intake)}（已结束）。${intakeLabels.registerInterest}`
    case 'none':
      return `${intakeLabels.none}，${intakeLabels.registerInterest}`
  }
}

/** The intake status of one course at a moment. */
export function courseIntake(id: CourseId, now: Date): IntakeStatus {
  return classifyIntake(intakes[id], now)
}
