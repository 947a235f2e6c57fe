// The four courses in course-list order and the helpers every course view (cards, course centre,
// landing pages, handbook) uses to read them.
import type { Course, CourseId, CourseOf } from './types'
import { ecosystem, ecosystemSource } from './ecosystem'
import { marketing, marketingSource } from './marketing'
import { practical, practicalSource } from './practical'
import { strategy, strategySource } from './strategy'

export type * from './types'
export { courseSessionTypes, eventSessionTypes, formatPrice, formatSeats, sectionIds, sessionTypeLabels } from './types'
export { classifyIntake, courseIntake, formatIntakeDates, intakes, intakeText } from './intakes'
export { offeringKinds, offeringLabels, offeringLabelsOf } from './offering'
export type { OfferingKind, OfferingLabels } from './offering'
export type { Intake, IntakeStatus } from './intakes'
export { programmeFigures, replyWithinHours } from '../figures'
export * from './helpers'
export { ecosystem, marketing, practical, strategy }

export const courses: readonly Course[] = [strategy, practical, marketing, ecosystem]

/** The courses as written, {名额} where a text states the seats (seats.ts): what the seed keeps. */
export const courseSources: readonly Course[] = [strategySource, practicalSource, marketingSource, ecosystemSource]

const byId: { readonly [Id in CourseId]: CourseOf<Id> } = { strategy, practical, marketing, ecosystem }

export function courseById<Id extends CourseId>(id: Id): CourseOf<Id> {
  return byId[id]
}

export function isCourseId(value: string): value is CourseId {
  return Object.hasOwn(byId, value)
}

