// The shape of a course's content (card, landing page, handbook), plus the two formatters each
// course file uses to derive its price and seat text from the numbers, so no figure is typed twice
// (the server words a published price and seats with the same functions: shared/content-format.js).
import contentFormat from '@shared/content-format.js'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { IconName } from '../../ui/icons'

export type CourseId = 'strategy' | 'practical' | 'marketing' | 'ecosystem'

/** Every anchor section a course landing page may show, in the spec's naming. */
export const sectionIds = [
  'pain-points',
  'solution',
  'value',
  'audience',
  'advantages',
  'curriculum',
  'schedule',
  'faculty',
  'assignments',
  'after-service',
  'testimonials',
  'faq',
  'registration',
] as const

export type SectionId = (typeof sectionIds)[number]

/** One entry of a page's anchor navigation: the section id and its Chinese label. */
export interface PageSection {
  id: SectionId
  label: string
}

/** Session types of the paid courses. */
export const courseSessionTypes = [
  'lecture',
  'workshop',
  'hands-on',
  'practice',
  'ceremony',
  'networking',
  'presentation',
  'mastermind',
] as const
export type CourseSessionType = (typeof courseSessionTypes)[number]

/** The closed-door event adds its own session types to the course ones. */
export const eventSessionTypes = [
  ...courseSessionTypes,
  'keynote',
  'panel',
  'technical',
  'dinner',
  'announcement',
  'strategy',
  'closing',
  'break',
] as const
export type EventSessionType = (typeof eventSessionTypes)[number]

export type SessionType = EventSessionType

/** How a schedule names each session type. */
export const sessionTypeLabels: Readonly<Record<SessionType, string>> = {
  lecture: '专题讲授',
  workshop: '工作坊',
  'hands-on': '上机实操',
  practice: '现场实践',
  ceremony: '典礼',
  networking: '交流',
  presentation: '成果汇报',
  mastermind: '私董会',
  keynote: '主题演讲',
  panel: '圆桌对话',
  technical: '技术分享',
  dinner: '晚宴',
  announcement: '发布',
  strategy: '战略研讨',
  closing: '闭幕',
  break: '茶歇',
}

export interface TimeSlot<T extends SessionType = CourseSessionType> {
  /** 'HH:MM-HH:MM', local (Beijing) time. */
  time: string
  title: string
  /** What happens in the slot, one or two sentences. */
  content?: string
  speaker?: string
  type: T
}

export interface ScheduleDay<T extends SessionType = CourseSessionType> {
  /** 1-based day of the course. */
  day: number
  title: string
  theme: string
  slots: readonly TimeSlot<T>[]
}

export interface CurriculumModule {
  title: string
  description: string
  topics: readonly string[]
}

export interface CurriculumDay {
  day: number
  title: string
  theme: string
  modules: readonly CurriculumModule[]
}

/** A titled point with an explanation: pain points, values, advantages, service terms. */
export interface Point {
  title: string
  description: string
}

export interface SolutionContent {
  intro: string
  steps: readonly Point[]
}

export interface AudienceShare {
  label: string
  /** Share of a typical class, in percent; a course's shares sum to 100. */
  percent: number
}

export interface AudienceContent {
  intro: string
  profiles: readonly Point[]
  /** Mix of a typical class, where the spec gives one. */
  mix?: readonly AudienceShare[]
}

export interface Assignment {
  title: string
  description: string
  deliverable: string
  /** Share of the total score, in percent. */
  weight: number
}

export interface AssessmentCriterion {
  name: string
  description: string
  /** Share of the total score, in percent; a course's criteria sum to 100. */
  weight: number
}

export interface Assessment {
  /** Lowest total score (of 100) that passes and earns the certificate. */
  passScore: number
  /** Lowest total score that earns the excellent-student certificate. */
  excellentScore: number
  criteria: readonly AssessmentCriterion[]
  /** Awards beyond the two certificates, e.g. best project. */
  awards?: readonly Point[]
}

export interface Faculty {
  name: string
  title: string
  institution: string
  /** Placeholder shown in the avatar circle (the family name); no photo URLs. */
  avatar: string
  description: string
  category: string
  expertise: readonly string[]
}

/** Speakers of the closed-door event carry three more fields. */
export interface EventSpeaker extends Faculty {
  background: string
  achievement: string
  courseTopic: string
}

export interface FaqItem {
  question: string
  answer: string
}

export interface FaqContent {
  items: readonly FaqItem[]
  /** How many items show before "show more"; all when absent. */
  initiallyShown?: number
}

export interface Testimonial {
  content: string
  author: string
  title: string
  rating: 5
}

export interface RefundTier {
  /** Applies when the withdrawal is at least this many days before the start. */
  minDaysBefore: number
  /** Handling fee in percent of the price; 100 means no refund. */
  feePercent: number
}

export interface Policies {
  /** Tiers from the earliest withdrawal to the latest; the last starts at 0 days. */
  refund?: readonly RefundTier[]
  deferral?: { free: boolean; text: string }
  notes: readonly string[]
}

export interface PreCourseReport {
  title: string
  minChars: number
  maxChars: number
  /** Due this many days before the first day. */
  dueDaysBeforeStart: number
  outline: readonly string[]
}

export interface AfterServiceContent {
  intro: string
  items: readonly Point[]
}

export interface Venue {
  city: string
  description: string
}

export interface Registration {
  /** 'enrolment' for the paid courses, 'application' for the invitation-only event. */
  kind: 'enrolment' | 'application'
  /** Passed to the registration form as the course name. */
  courseName: string
  title: string
  description: string
  submitLabel: string
  /** Applications only: review time and the admission criteria. */
  reviewWorkingDays?: number
  admissionCriteria?: readonly string[]
}

export interface Participants {
  seats: number
  text: string
}

interface CourseBase<Id extends CourseId, Terms, Slot extends SessionType, Member extends Faculty> {
  // Card summary
  id: Id
  title: string
  /** The full name used in headings and the handbook. */
  fullName: string
  subtitle: string
  /** Price per person in CNY; null when invitation only. */
  price: number | null
  priceText: string
  duration: string
  days: number
  nights: number
  participants: Participants
  level: string
  description: string
  icon: IconName
  gradient: string
  bgColor: string
  /** At least five; cards show the first three. */
  highlights: readonly string[]
  venue: Venue
  included: readonly string[]

  // Landing page: the sections it shows, in order, registration last
  sections: readonly PageSection[]
  hero: { tagline: string; intro: string }
  painPoints?: readonly Point[]
  solution?: SolutionContent
  value?: readonly Point[]
  audience: AudienceContent
  advantages?: readonly Point[]
  curriculum?: readonly CurriculumDay[]
  schedule: readonly ScheduleDay<Slot>[]
  faculty: readonly Member[]
  assignments?: readonly Assignment[]
  assessment?: Assessment
  preCourseReport?: PreCourseReport
  afterService: AfterServiceContent
  /** The rules a participant is bound by: refund and deferral for a paid course, attendance for the event. */
  policies: Policies
  testimonials: readonly Testimonial[]
  faq: FaqContent
  registration: Registration
  /** The course's own numeric commitments, typed per course. */
  terms: Terms
}

export interface StrategyTerms {
  afterServiceMonths: number
  monthlyCallHours: number
  quarterlyMeetupsPerYear: number
  responseHours: number
  contentUpdateMonths: number
}

export interface PracticalTerms {
  accompanimentDays: number
  checkInsPerMonth: number
  cloudQuotaCny: number
  projectSuccessRatePercent: number
  roadshowMinutes: number
  roadshowQaMinutes: number
  followUpCoachingMonths: number
}

export interface MarketingTerms {
  operationsGuidanceMonths: number
  bestProjectTopN: number
  coachingMonths: number
  /** Later courses at this many tenths of the price (8 = 8折). */
  laterCourseDiscountTenths: number
  agentSystemFreeMonths: number
}

export interface EcosystemTerms {
  followUpMonths: number
  followUpDays: number
  matchedMeetingsMin: number
  matchedMeetingsMax: number
  eventsPerYear: number
  reviewWorkingDays: number
}

export type StrategyCourse = CourseBase<'strategy', StrategyTerms, CourseSessionType, Faculty>
export type PracticalCourse = CourseBase<'practical', PracticalTerms, CourseSessionType, Faculty>
export type MarketingCourse = CourseBase<'marketing', MarketingTerms, CourseSessionType, Faculty>
export type EcosystemCourse = CourseBase<'ecosystem', EcosystemTerms, EventSessionType, EventSpeaker>

export type Course = StrategyCourse | PracticalCourse | MarketingCourse | EcosystemCourse
export type CourseOf<Id extends CourseId> = Extract<Course, { id: Id }>

/** '¥88,000/人', or 仅限邀请 for a course without a price. */
export function formatPrice(price: number | null): string {
  return contentFormat.formatPrice(price, contentDisplay)
}

/** '限30人'. */
export function formatSeats(seats: number): string {
  return contentFormat.formatSeats(seats, contentDisplay)
}
