// @vitest-environment node
// What must hold of the course content whatever its wording (weights that add up, derived texts
// that agree with their numbers, no placeholder, spacing between Chinese and Latin text, a page's
// sections each with content), and the intake and refund helpers. The copy itself is not restated
// here: it is the content files' to say.
import { describe, expect, it } from 'vitest'
import {
  cardHighlights,
  classifyIntake,
  courseFactsSentence,
  courseById,
  courseIntake,
  courses,
  eventSessionTypes,
  formatIntakeDates,
  formatPrice,
  intakes,
  intakeText,
  isCourseId,
  refundFeePercent,
  refundTierText,
  sectionIds,
  courseSessionTypes,
} from '../../src/site/content/courses'
import type { Course, SectionId } from '../../src/site/content/courses'

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

/** The content a section needs before a page can list it. */
function hasContent(course: Course, id: SectionId): boolean {
  const content: Record<SectionId, unknown> = {
    'pain-points': course.painPoints?.length,
    solution: course.solution?.steps.length,
    value: course.value?.length,
    audience: course.audience.profiles.length,
    advantages: course.advantages?.length,
    curriculum: course.curriculum?.length,
    schedule: course.schedule.length,
    faculty: course.faculty.length,
    assignments: course.assignments?.length && course.assessment,
    'after-service': course.afterService.items.length,
    testimonials: course.testimonials.length,
    faq: course.faq.items.length,
    registration: course.registration.courseName,
  }
  return Boolean(content[id])
}

/** Every visitor-facing string in the course, for a scan for leftovers. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
  return []
}

describe('course list', () => {
  it('orders the four courses strategy, practical, marketing, ecosystem', () => {
    expect(courses.map((c) => c.id)).toEqual(['strategy', 'practical', 'marketing', 'ecosystem'])
  })

  it('derives the price, seat, duration and meta-description texts from the numbers', () => {
    for (const course of courses) {
      expect(course.priceText).toBe(formatPrice(course.price))
      expect(course.participants.text).toContain(String(course.participants.seats))
      expect(course.duration).toBe(`${course.days}天${course.nights}晚`)
      expect(courseFactsSentence(course)).toBe(`${course.duration}，限${course.participants.seats}人，${course.priceText}。`)
    }
  })

  it('shows the first three of at least five highlights on a card', () => {
    for (const course of courses) {
      expect(course.highlights.length).toBeGreaterThanOrEqual(5)
      expect(cardHighlights(course)).toEqual(course.highlights.slice(0, 3))
    }
  })

  it('looks courses up by id and rejects unknown ids', () => {
    for (const course of courses) expect(courseById(course.id)).toBe(course)
    expect(isCourseId('toString')).toBe(false)
  })
})

describe('landing page sections', () => {
  it.each(courses.map((c) => [c.id, c] as const))('%s lists known sections once each, registration last', (_, course) => {
    const ids = course.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(sectionIds).toContain(id)
    expect(ids.at(-1)).toBe('registration')
    for (const section of course.sections) expect(section.label).toMatch(/[\u4e00-\u9fff]/)
  })

  it.each(courses.map((c) => [c.id, c] as const))('%s has content for every section it lists', (_, course) => {
    for (const { id } of course.sections) expect(hasContent(course, id), id).toBe(true)
  })

  it('shows a part of an FAQ first only when more remains to reveal', () => {
    for (const { faq } of courses) {
      if (faq.initiallyShown === undefined) continue
      expect(faq.initiallyShown).toBeGreaterThanOrEqual(1)
      expect(faq.initiallyShown).toBeLessThan(faq.items.length)
    }
  })

  it('uses only the allowed session types, the event types only on the ecosystem page, one schedule day per course day', () => {
    for (const course of courses) {
      const allowed: readonly string[] = course.id === 'ecosystem' ? eventSessionTypes : courseSessionTypes
      for (const day of course.schedule) {
        expect(day.slots.length).toBeGreaterThan(0)
        for (const slot of day.slots) {
          expect(allowed).toContain(slot.type)
          expect(slot.time).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
        }
      }
      expect(course.schedule.length).toBe(course.days)
    }
  })

  it('uses placeholders for faculty avatars, never external URLs', () => {
    for (const course of courses) for (const member of course.faculty) expect(member.avatar).not.toMatch(/[/:.]/)
  })

  it('has no placeholder text or unfilled template markers', () => {
    for (const course of courses) {
      for (const text of allStrings(course)) expect(text).not.toMatch(/lorem|TODO|undefined|NaN|\$\{|待补充|占位/i)
    }
  })

  it('puts a space between Chinese and Latin text, e.g. 报名 AI 实战训练营', () => {
    for (const course of courses) {
      for (const text of allStrings(course)) expect(text).not.toMatch(/[\u4e00-\u9fff][A-Za-z]|[A-Za-z][\u4e00-\u9fff]/)
    }
  })
})

describe('figures that must add up', () => {
  it('weights every course’s criteria and assignments to 100', () => {
    for (const course of courses) {
      if (course.assessment) expect(sum(course.assessment.criteria.map((c) => c.weight)), course.id).toBe(100)
      if (course.assignments) expect(sum(course.assignments.map((a) => a.weight)), course.id).toBe(100)
    }
  })

  it('sets the excellence score above the pass score', () => {
    for (const { assessment } of courses) if (assessment) expect(assessment.excellentScore).toBeGreaterThan(assessment.passScore)
  })

  it('splits every audience mix into shares adding up to 100%', () => {
    for (const course of courses) if (course.audience.mix) expect(sum(course.audience.mix.map((m) => m.percent)), course.id).toBe(100)
  })

  it('asks for a pre-course report of a sensible length, due before the start', () => {
    for (const { preCourseReport: report } of courses) {
      if (!report) continue
      expect(report.minChars).toBeLessThan(report.maxChars)
      expect(report.dueDaysBeforeStart).toBeGreaterThan(0)
    }
  })

  it('states refund rules for every paid course and none for the free event', () => {
    for (const course of courses) expect(Boolean(course.policies.refund?.length), course.id).toBe(course.price !== null)
  })
})

describe('refund tiers', () => {
  const tiers = [
    { minDaysBefore: 15, feePercent: 10 },
    { minDaysBefore: 7, feePercent: 30 },
    { minDaysBefore: 0, feePercent: 100 },
  ]

  it('charges the fee of the first tier the days before the start reach', () => {
    expect([30, 15, 14, 7, 6, 0].map((d) => refundFeePercent(tiers, d))).toEqual([10, 10, 30, 30, 100, 100])
  })

  it('words each tier, a full fee as no refund', () => {
    expect(tiers.map((_, i) => refundTierText(tiers, i))).toEqual([
      '开课前15天及以上：收取10%手续费',
      '开课前7-14天：收取30%手续费',
      '开课前7天以内：不予退款',
    ])
  })

  it('orders every course’s tiers from the earliest cancellation, ending with the day of the start', () => {
    for (const course of courses) {
      const refund = course.policies.refund
      if (!refund) continue
      expect(refund.map((tier) => tier.minDaysBefore)).toEqual([...refund.map((tier) => tier.minDaysBefore)].sort((a, b) => b - a))
      expect(refund.at(-1)?.minDaysBefore).toBe(0)
    }
  })
})

describe('intakes', () => {
  const april = { start: '2025-04-15', end: '2025-04-19' }
  const june = { start: '2025-06-10', end: '2025-06-14' }

  it('bakes no date into the build: the prerender fallback has none (the dates are data, course_intakes)', () => {
    expect(intakes).toEqual({ strategy: [], practical: [], marketing: [], ecosystem: [] })
    expect(intakeText(courseIntake('practical', new Date('2026-11-22T00:00:00Z')), 'course')).toBe('开课时间待定，登记意向，第一时间获取下一期开课通知')
  })

  it('calls an intake upcoming until the day before it starts (Beijing time)', () => {
    expect(classifyIntake([april], new Date('2025-04-14T15:59:00Z'))).toEqual({ status: 'upcoming', intake: april })
  })

  it('calls an intake past from its first day on', () => {
    // 16:00 UTC on the 14th is midnight of the 15th in Beijing.
    expect(classifyIntake([april], new Date('2025-04-14T16:00:00Z'))).toEqual({ status: 'past', intake: april })
    expect(classifyIntake([april], new Date('2026-01-01T00:00:00Z'))).toEqual({ status: 'past', intake: april })
  })

  it('prefers the next future intake over past ones, and the latest of several past ones', () => {
    expect(classifyIntake([june, april], new Date('2025-05-01T00:00:00Z'))).toEqual({ status: 'upcoming', intake: june })
    expect(classifyIntake([june, april], new Date('2025-07-01T00:00:00Z'))).toEqual({ status: 'past', intake: june })
  })

  it('has none without dates', () => {
    expect(classifyIntake([], new Date('2025-01-01T00:00:00Z'))).toEqual({ status: 'none' })
    expect(courseIntake('strategy', new Date('2025-01-01T00:00:00Z'))).toEqual({ status: 'none' })
  })

  it('shows the 2025 sessions as past once 2025 is over, inviting visitors to register interest', () => {
    const text = intakeText(classifyIntake([april], new Date('2026-01-01T00:00:00Z')), 'course')
    expect(text).toContain('2025年4月15日-19日')
    expect(text).toContain('已结束')
    expect(text).toContain('登记意向')
    expect(text).not.toContain('近期开课')
  })

  it('formats date ranges in Chinese', () => {
    expect(formatIntakeDates({ start: '2025-05-20', end: '2025-05-23' })).toBe('2025年5月20日-23日')
    expect(formatIntakeDates({ start: '2025-04-30', end: '2025-05-02' })).toBe('2025年4月30日-5月2日')
    expect(formatIntakeDates({ start: '2025-04-15', end: '2025-04-15' })).toBe('2025年4月15日')
  })
})
