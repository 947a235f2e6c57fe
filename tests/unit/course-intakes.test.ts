// @vitest-environment node
// Course intakes as data: the records the API gives become each course's next open intake, the
// rules the server and the back office share, and the demo intakes that match the demo news.
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import intakeChecks from '@shared/intakes.js'
import { describe, expect, it } from 'vitest'
import { courseIntakes } from '../../scripts/demo/content.mjs'
import { classifyIntake, courses, intakeText } from '../../src/site/content/courses'
import { intakeCity, intakeShortText } from '../../src/site/content/courses/intakes'
import { groupIntakes, type IntakeRecord } from '../../src/site/data/intakes'

const record = (extra: Partial<IntakeRecord>): IntakeRecord => ({
  id: 'x',
  course: 'practical',
  start_date: '2027-03-08',
  end_date: '2027-03-12',
  city: '上海',
  seats: 25,
  status: 'open',
  note: '',
  ...extra,
})
const now = new Date('2026-11-23T04:00:00Z')

describe('intakes from the API', () => {
  it('groups records by course as dates, city and state, dropping unknown courses', () => {
    const grouped = groupIntakes([
      record({ course: 'marketing', start_date: '2026-12-08', end_date: '2026-12-11', city: '深圳' }),
      record({ course: 'cooking' as IntakeRecord['course'] }),
      record({ status: 'ended', start_date: '2025-04-15', end_date: '2025-04-19' }),
    ])
    expect(grouped).toEqual({
      strategy: [],
      practical: [{ start: '2025-04-15', end: '2025-04-19', city: '上海', status: 'ended' }],
      marketing: [{ start: '2026-12-08', end: '2026-12-11', city: '深圳', status: 'open' }],
      ecosystem: [],
    })
  })

  it('offers the earliest open future intake, never a full or ended one', () => {
    const full = { start: '2026-12-01', end: '2026-12-05', city: '北京', status: 'full' as const }
    const open = { start: '2027-01-10', end: '2027-01-14', city: '上海', status: 'open' as const }
    const later = { start: '2027-06-01', end: '2027-06-05', city: '上海', status: 'open' as const }
    expect(classifyIntake([later, full, open], now)).toEqual({ status: 'upcoming', intake: open })
    expect(classifyIntake([full], now)).toEqual({ status: 'none' })
  })

  it('calls the latest intake that has started past, whatever its state', () => {
    const old = { start: '2025-04-15', end: '2025-04-19', status: 'ended' as const }
    const recent = { start: '2026-11-13', end: '2026-11-15', status: 'open' as const }
    const full = { start: '2026-12-01', end: '2026-12-05', status: 'full' as const }
    expect(classifyIntake([old, full, recent], now)).toEqual({ status: 'past', intake: recent })
  })

  it('names the upcoming intake’s city in the line, the card and the venue', () => {
    const upcoming = classifyIntake([{ start: '2026-12-08', end: '2026-12-11', city: '深圳', status: 'open' }], now)
    expect(intakeText(upcoming, 'course')).toBe('近期开课：2026年12月8日-11日（深圳）')
    expect(intakeShortText(upcoming, 'course')).toBe('近期开课：2026年12月8日-11日（深圳）')
    expect(intakeCity(upcoming, '上海')).toBe('深圳')
    const past = classifyIntake([{ start: '2025-05-20', end: '2025-05-23', city: '深圳' }], now)
    expect(intakeText(past, 'course')).toBe('往期开课：2025年5月20日-23日（已结束）。登记意向，第一时间获取下一期开课通知')
    expect(intakeShortText(past, 'course')).toBe('开课时间待定')
    expect(intakeCity(past, '上海')).toBe('上海')
  })

  it('words the event’s dates as an event: 近期举办, 往届举办, 举办时间待定', () => {
    const upcoming = classifyIntake([{ start: '2026-12-08', end: '2026-12-09', status: 'open' }], now)
    expect(intakeText(upcoming, 'event')).toBe('近期举办：2026年12月8日-9日')
    const past = classifyIntake([{ start: '2025-04-15', end: '2025-04-16' }], now)
    expect(intakeText(past, 'event')).toBe('往届举办：2025年4月15日-16日（已结束）。登记意向，第一时间获取下一届举办通知')
    expect(intakeShortText(past, 'event')).toBe('举办时间待定')
    expect(intakeText(classifyIntake([], now), 'event')).toBe('举办时间待定，登记意向，第一时间获取下一届举办通知')
  })
})

describe('intake rules (shared with the server)', () => {
  const valid = { course: 'strategy', start_date: '2027-01-14', end_date: '2027-01-16', city: '上海', seats: 30, status: 'open', note: '' }

  it('are for the catalogue’s four courses', () => {
    expect(intakeRules.courseIds).toEqual(courses.map((course) => course.id))
    expect(intakeRules.statuses).toEqual({ open: '报名中', full: '已满', ended: '已结束' })
  })

  it('accept a valid intake, a one-day one and one without seats', () => {
    expect(intakeChecks.intakeErrors(valid, intakeRules)).toEqual({})
    expect(intakeChecks.intakeErrors({ ...valid, end_date: '2027-01-14', seats: '' }, intakeRules)).toEqual({})
  })

  it('refuse an end before the start, and days that do not exist', () => {
    expect(intakeChecks.intakeErrors({ ...valid, end_date: '2027-01-13' }, intakeRules)).toEqual({
      end_date: { code: 'validation_end_before_start', message: '结束日期不能早于开始日期' },
    })
    expect(intakeChecks.isCalendarDay('2027-02-29', intakeRules)).toBe(false)
    expect(intakeChecks.isCalendarDay('2028-02-29', intakeRules)).toBe(true)
    expect(intakeChecks.isCalendarDay('2027-1-14', intakeRules)).toBe(false)
  })
})

describe('demo intakes', () => {
  it('give each course one open intake after 2026-12-01, and are valid', () => {
    for (const intake of courseIntakes) expect(intakeChecks.intakeErrors(intake, intakeRules)).toEqual({})
    const upcoming = courseIntakes.filter((intake) => intake.status === 'open')
    expect(upcoming.map((intake) => intake.course).sort()).toEqual([...intakeRules.courseIds].sort())
    for (const intake of upcoming) expect(intake.start_date > '2026-12-01').toBe(true)
  })

  it('match the news: the marketing workshop’s 深圳站 and the strategy class after 第十二期', () => {
    const open = (course: string) => courseIntakes.find((intake) => intake.course === course && intake.status === 'open')
    expect(open('marketing')).toMatchObject({ city: '深圳', note: '深圳站', start_date: '2026-12-08', end_date: '2026-12-11' })
    expect(open('strategy')).toMatchObject({ note: '第十三期' })
  })
})
