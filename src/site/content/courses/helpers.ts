// What every course view (cards, landing pages, handbook) needs besides the courses themselves:
// paths, the back link, card highlights, refund wording. Kept apart from the four course files so
// a landing page loads only its own course.
import contentFormat from '@shared/content-format.js'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import { siteRoute } from '../../../lib/site-meta'
import type { Course, CourseId, Policies, RefundTier, SectionId } from './types'

/** How many highlights a course card shows. */
export const cardHighlightCount = 3

export function cardHighlights(course: Course): readonly string[] {
  return course.highlights.slice(0, cardHighlightCount)
}

export const coursePath = (id: CourseId) => `/courses/${id}`

/** A course's name is its route's title in the shared routes.json: one definition for the page, its cards and the server. */
export const courseTitle = (id: CourseId): string => siteRoute(coursePath(id)).title

/** The course's key facts as one sentence: '3天2晚，限30人，¥88,000/人。' (the server words a published course's the same way). */
export function courseFactsSentence(course: Course): string {
  return contentFormat.factsSentence({ duration: course.duration, seats: course.participants.seats, price: course.price }, contentDisplay)
}

/** Every landing page's back link. */
export const courseCentreLink = { path: '/products/courses', label: '返回课程中心' } as const

/** The nav label of a section the course shows, else undefined. */
export function sectionLabel(course: Course, id: SectionId): string | undefined {
  return course.sections.find((section) => section.id === id)?.label
}

/** Id of the heading of a course's rules (refund and deferral, or the event's attendance rules), which the terms of service link to. */
export const policiesAnchor = 'policies'

/** Where a course page states its rules: '/courses/practical#policies'. */
export const policiesPath = (id: CourseId) => `${coursePath(id)}#${policiesAnchor}`

/** The fee in percent for withdrawing this many days before the start; 100 means no refund. */
export function refundFeePercent(tiers: readonly RefundTier[], daysBefore: number): number {
  return tiers.find((tier) => daysBefore >= tier.minDaysBefore)?.feePercent ?? 100
}

/** '开课前15天及以上：收取10%手续费', '开课前7-14天：…', '开课前7天以内：不予退款'. */
export function refundTierText(tiers: readonly RefundTier[], index: number): string {
  const tier = tiers[index]
  if (!tier) throw new Error(`No refund tier ${index}`)
  const earlier = tiers[index - 1]
  const when = !earlier
    ? `开课前${tier.minDaysBefore}天及以上`
    : tier.minDaysBefore === 0
      ? `开课前${earlier.minDaysBefore}天以内`
      : `开课前${tier.minDaysBefore}-${earlier.minDaysBefore - 1}天`
  const what = tier.feePercent >= 100 ? '不予退款' : `收取${tier.feePercent}%手续费`
  return `${when}：${what}`
}

/** The rules as the page and the handbook list them: the refund tiers, the deferral rule, the notes. */
export function policyLines({ refund, deferral, notes }: Policies): string[] {
  return [...(refund?.map((_, index) => refundTierText(refund, index)) ?? []), ...(deferral ? [deferral.text] : []), ...notes]
}

/** The handbook every course card links to, generated from these files by `npm run handbook`; it holds the
 * closed-door meeting too, so the meeting's page names both. */
export const handbook = { path: contentDisplay.generatedHandbookPath, label: '下载课程手册（PDF）', eventLabel: '下载课程与会议手册（PDF）' } as const
