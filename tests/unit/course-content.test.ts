// The course content files hold every course-page constant of the spec, and intakes are classified
// as upcoming, past or none by date.
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
  programmeFigures,
  refundFeePercent,
  refundTierText,
  replyWithinHours,
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

  it('gives each course its price, price text, duration and seats', () => {
    expect(courses.map((c) => [c.id, c.price, c.priceText, c.duration, c.participants.seats])).toEqual([
      ['strategy', 88000, '¥88,000/人', '3天2晚', 30],
      ['practical', 58000, '¥58,000/人', '5天4晚', 25],
      ['marketing', 68000, '¥68,000/人', '4天3晚', 20],
      ['ecosystem', null, '仅限邀请', '2天1晚', 20],
    ])
  })

  it('derives price and seat text from the numbers', () => {
    for (const course of courses) {
      expect(course.priceText).toBe(formatPrice(course.price))
      expect(course.participants.text).toContain(String(course.participants.seats))
    }
  })

  it('states the facts a landing page adds to its meta description', () => {
    expect(courses.map(courseFactsSentence)).toEqual([
      '3天2晚，限30人，¥88,000/人。',
      '5天4晚，限25人，¥58,000/人。',
      '4天3晚，限20人，¥68,000/人。',
      '2天1晚，限20人，仅限邀请。',
    ])
  })

  it('keeps days and nights consistent with the duration text', () => {
    for (const course of courses) expect(course.duration).toBe(`${course.days}天${course.nights}晚`)
  })

  it('names the marketing workshop after multi-platform acquisition and brand building', () => {
    expect(courseById('marketing').subtitle).toBe('多平台获客与企业品牌建设')
  })

  it('has at least five highlights per course, of which a card shows three', () => {
    for (const course of courses) {
      expect(course.highlights.length).toBeGreaterThanOrEqual(5)
      expect(cardHighlights(course)).toEqual(course.highlights.slice(0, 3))
    }
  })

  it('looks courses up by id and rejects unknown ids', () => {
    expect(courseById('practical').title).toBe('AI 实战营')
    expect(isCourseId('ecosystem')).toBe(true)
    expect(isCourseId('toString')).toBe(false)
  })

  it('carries the programme figures and the 24-hour reply promise', () => {
    expect(programmeFigures.map((f) => f.value)).toEqual(['1000+', '500+', '20+', '99%'])
    expect(replyWithinHours).toBe(24)
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

  it('starts the strategy and practical pages from the course list', () => {
    expect(courseById('strategy').sections[0]!.id).toBe('curriculum')
    expect(courseById('practical').sections[0]!.id).toBe('curriculum')
  })

  it('shows only part of the practical FAQ at first', () => {
    const { faq } = courseById('practical')
    expect(faq.initiallyShown).toBeGreaterThan(0)
    expect(faq.initiallyShown).toBeLessThan(faq.items.length)
  })

  it.each(courses.map((c) => [c.id, c] as const))('%s has at least six FAQs and three five-star testimonials', (_, course) => {
    expect(course.faq.items.length).toBeGreaterThanOrEqual(6)
    expect(course.testimonials.length).toBeGreaterThanOrEqual(3)
    for (const t of course.testimonials) expect(t.rating).toBe(5)
  })

  it('uses only the allowed session types, the event types only on the ecosystem page', () => {
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

  it('gives ecosystem speakers background, achievement and topic', () => {
    for (const speaker of courseById('ecosystem').faculty) {
      expect(speaker.background && speaker.achievement && speaker.courseTopic).toBeTruthy()
    }
  })

  it('uses placeholders for faculty avatars, never external URLs', () => {
    for (const course of courses) for (const member of course.faculty) expect(member.avatar).not.toMatch(/[/:.]/)
  })

  it('has no placeholder text or unfilled template markers', () => {
    for (const course of courses) {
      for (const text of allStrings(course)) expect(text).not.toMatch(/lorem|TODO|undefined|NaN|\$\{/i)
    }
  })

  it('puts a space between Chinese and Latin text, e.g. 报名 AI 实战训练营', () => {
    expect(courseById('practical').registration.title).toBe('报名 AI 实战训练营')
    for (const course of courses) {
      for (const text of allStrings(course)) expect(text).not.toMatch(/[\u4e00-\u9fff][A-Za-z]|[A-Za-z][\u4e00-\u9fff]/)
    }
  })

  it('passes the course names the spec asks of the registration component', () => {
    expect(courses.map((c) => [c.id, c.registration.kind, c.registration.courseName])).toEqual([
      ['strategy', 'enrolment', 'AI 战略班'],
      ['practical', 'enrolment', 'AI 实战训练营'],
      ['marketing', 'enrolment', 'AI 营销工作坊：多平台获客与企业品牌建设'],
      ['ecosystem', 'application', 'AI 生态闭门会'],
    ])
  })

  it('words the ecosystem registration as an application reviewed within 5 working days', () => {
    const { registration } = courseById('ecosystem')
    expect(registration.reviewWorkingDays).toBe(5)
    expect(registration.description).toContain('5 个工作日')
    expect(registration.admissionCriteria?.length).toBeGreaterThan(0)
  })
})

describe('assessment', () => {
  it('weights every course’s criteria and assignments to 100', () => {
    for (const course of courses) {
      if (course.assessment) expect(sum(course.assessment.criteria.map((c) => c.weight))).toBe(100)
      if (course.assignments) expect(sum(course.assignments.map((a) => a.weight))).toBe(100)
    }
  })

  it('strategy: pass 85, excellent 90, weights 30/40/30', () => {
    const { assessment, assignments } = courseById('strategy')
    expect([assessment?.passScore, assessment?.excellentScore]).toEqual([85, 90])
    expect(assessment?.criteria.map((c) => c.weight)).toEqual([30, 40, 30])
    expect(assignments?.map((a) => a.weight)).toEqual([30, 40, 30])
  })

  it('practical: pass 80, excellent 90, weights 20/40/30/10', () => {
    const { assessment } = courseById('practical')
    expect([assessment?.passScore, assessment?.excellentScore]).toEqual([80, 90])
    expect(assessment?.criteria.map((c) => c.weight)).toEqual([20, 40, 30, 10])
  })

  it('marketing: certificate 60, excellent 85, best project top 3, four assignments at 25%, criteria 30/25/20/15/10', () => {
    const { assessment, assignments, terms } = courseById('marketing')
    expect([assessment?.passScore, assessment?.excellentScore]).toEqual([60, 85])
    expect(terms.bestProjectTopN).toBe(3)
    expect(assignments?.map((a) => a.weight)).toEqual([25, 25, 25, 25])
    expect(assessment?.criteria.map((c) => c.weight)).toEqual([30, 25, 20, 15, 10])
  })
})

describe('audience mix', () => {
  it('strategy 40/30/20/10 and practical 35/30/25/10', () => {
    expect(courseById('strategy').audience.mix?.map((m) => m.percent)).toEqual([40, 30, 20, 10])
    expect(courseById('practical').audience.mix?.map((m) => m.percent)).toEqual([35, 30, 25, 10])
  })
})

describe('pre-course reports', () => {
  it('strategy 3000-5000 and practical 2000-3000 characters, both due a week before the start', () => {
    const strategy = courseById('strategy').preCourseReport
    const practical = courseById('practical').preCourseReport
    expect([strategy?.minChars, strategy?.maxChars, strategy?.dueDaysBeforeStart]).toEqual([3000, 5000, 7])
    expect([practical?.minChars, practical?.maxChars, practical?.dueDaysBeforeStart]).toEqual([2000, 3000, 7])
  })
})

describe('strategy refund, deferral and after-service', () => {
  const { policies, terms } = courseById('strategy')
  const tiers = policies!.refund!

  it('charges 10% from 15 days before, 30% from 7 to 14 days, and refunds nothing within 7 days', () => {
    expect(tiers).toEqual([
      { minDaysBefore: 15, feePercent: 10 },
      { minDaysBefore: 7, feePercent: 30 },
      { minDaysBefore: 0, feePercent: 100 },
    ])
    expect([30, 15, 14, 7, 6, 0].map((d) => refundFeePercent(tiers, d))).toEqual([10, 10, 30, 30, 100, 100])
    expect(tiers.map((_, i) => refundTierText(tiers, i))).toEqual([
      '开课前15天及以上：收取10%手续费',
      '开课前7-14天：收取30%手续费',
      '开课前7天以内：不予退款',
    ])
  })

  it('defers to the next intake for free', () => {
    expect(policies?.deferral?.free).toBe(true)
  })

  it('serves a year with monthly 1-hour calls, 4 meetups, 24-hour response and 6-monthly updates', () => {
    expect(terms).toEqual({
      afterServiceMonths: 12,
      monthlyCallHours: 1,
      quarterlyMeetupsPerYear: 4,
      responseHours: 24,
      contentUpdateMonths: 6,
    })
  })
})

describe('practical, marketing and ecosystem terms', () => {
  it('practical: 180 days, twice-monthly check-ins, 5000-yuan cloud quota, 95%, 15+5-minute roadshow, 6 months coaching', () => {
    expect(courseById('practical').terms).toEqual({
      accompanimentDays: 180,
      checkInsPerMonth: 2,
      cloudQuotaCny: 5000,
      projectSuccessRatePercent: 95,
      roadshowMinutes: 15,
      roadshowQaMinutes: 5,
      followUpCoachingMonths: 6,
    })
  })

  it('marketing: 3 months guidance, 6 months coaching, 8折 on later courses, 6 months free agent system', () => {
    const { terms, afterService } = courseById('marketing')
    expect(terms).toMatchObject({
      operationsGuidanceMonths: 3,
      coachingMonths: 6,
      laterCourseDiscountTenths: 8,
      agentSystemFreeMonths: 6,
    })
    expect(allStrings(afterService).join()).toContain('8折')
  })

  it('ecosystem: 6 months (180 days) follow-up, 5-8 meetings, quarterly events, 5-day review; free, so no refund rules', () => {
    const { terms, policies } = courseById('ecosystem')
    expect(terms).toEqual({
      followUpMonths: 6,
      followUpDays: 180,
      matchedMeetingsMin: 5,
      matchedMeetingsMax: 8,
      eventsPerYear: 4,
      reviewWorkingDays: 5,
    })
    expect(policies.refund).toBeUndefined()
    expect(policies.deferral).toBeUndefined()
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
