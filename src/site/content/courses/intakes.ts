// Intake (session) dates of each course, and how a page words them: a date that has begun is a past
// intake, never an upcoming one; with no future date the page invites visitors to register interest.
// The dates are data staff manage in the back office (collection course_intakes, read live by
// src/site/data/intakes.ts); nothing here holds a date, so no build bakes in a stale one.
import intakeChecks from '@shared/intakes.js'
import { offeringLabels, type OfferingKind } from './offering'
import type { CourseId } from './types'

/** One session, as calendar dates in Beijing time ('YYYY-MM-DD'), with its city and state. */
export interface Intake {
  start: string
  end: string
  /** Where it takes place; the course's own venue city when absent. */
  city?: string
  /** open 报名中 / full 已满 / ended 已结束; absent counts as open. */
  status?: 'open' | 'full' | 'ended'
}

/**
 * What the prerendered HTML shows before the live intakes arrive: no dates, so 开课时间待定 (a
 * date baked in at build time would go stale, as the 2025 ones did).
 */
export const intakes: Readonly<Record<CourseId, readonly Intake[]>> = {
  strategy: [],
  practical: [],
  marketing: [],
  ecosystem: [],
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
 * The earliest open intake that starts after today (Beijing) is upcoming; otherwise the latest one
 * that has started is past; with neither there is none (a future intake that is full or ended is
 * not offered). ISO dates compare as strings.
 */
export function classifyIntake(dates: readonly Intake[], now: Date): IntakeStatus {
  const today = beijingDate(now)
  const sorted = [...dates].sort((a, b) => a.start.localeCompare(b.start))
  const next = sorted.find((intake) => intake.start > today && (intake.status ?? 'open') === 'open')
  if (next) return { status: 'upcoming', intake: next }
  const last = sorted.filter((intake) => intake.start <= today).at(-1)
  return last ? { status: 'past', intake: last } : { status: 'none' }
}

/** '2025年4月15日-19日', '2025年4月30日-5月2日', or one day '2025年4月15日' (one definition, shared with the back office). */
export function formatIntakeDates({ start, end }: Intake): string {
  return intakeChecks.formatIntakeDates(start, end)
}

/**
 * One line for a page or card: the next date, or the last one plus the invitation to register
 * interest, in the words of the offering's kind (近期开课 for a course, 近期举办 for the event).
 */
export function intakeText(result: IntakeStatus, kind: OfferingKind): string {
  const labels = offeringLabels[kind]
  switch (result.status) {
    case 'upcoming':
      return `${labels.upcoming}：${formatIntakeDates(result.intake)}${result.intake.city ? `（${result.intake.city}）` : ''}`
    case 'past':
      return `${labels.past}：${formatIntakeDates(result.intake)}（已结束）。${labels.registerInterest}`
    case 'none':
      return `${labels.none}，${labels.registerInterest}`
  }
}

/** A card's short line: the next date and city, or 开课时间待定 (举办时间待定). */
export function intakeShortText(result: IntakeStatus, kind: OfferingKind): string {
  return result.status === 'upcoming' ? intakeText(result, kind) : offeringLabels[kind].none
}

/** The city a course page names: the upcoming intake's, else the course's own venue. */
export function intakeCity(result: IntakeStatus, venueCity: string): string {
  return (result.status === 'upcoming' && result.intake.city) || venueCity
}

/** The intake status of one course at a moment, from the prerender fallback (no dates). */
export function courseIntake(id: CourseId, now: Date): IntakeStatus {
  return classifyIntake(intakes[id], now)
}
