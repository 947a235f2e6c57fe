// Staff read times in the site's zone (the 时区 setting; Beijing until it is known), whatever the computer's zone.
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_STAFF_TIME_ZONE,
  longDateWithWeekday,
  nextCalendarDay,
  setStaffTimeZone,
  staffDateTime,
  staffDay,
  staffDayStart,
  staffTimeZone,
} from '../../src/admin/format/staff-time'

afterEach(() => setStaffTimeZone(DEFAULT_STAFF_TIME_ZONE))

describe('Beijing time (the default)', () => {
  it('words a date in the Chinese long form with the weekday', () => {
    // 16:30 UTC on Sunday the 22nd is 00:30 on Monday the 23rd in Beijing.
    expect(longDateWithWeekday(new Date('2026-11-22T16:30:00Z'))).toBe('2026年11月23日 星期一')
  })

  it('reads PocketBase dates and shows them in Beijing time', () => {
    expect(staffDateTime('2026-11-22 16:30:05.123Z')).toBe('2026-11-23 00:30:05')
    expect(staffDateTime('')).toBe('')
    expect(staffDateTime('not a date')).toBe('')
  })

  it('starts a Beijing day at 16:00 UTC the day before', () => {
    expect(staffDayStart('2026-11-23')).toBe('2026-11-22 16:00:00.000Z')
    expect(staffDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23')
    expect(staffDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22')
  })
})

describe('another zone from the 时区 setting', () => {
  it('shows times, days and the long date in New York time, daylight saving included', () => {
    setStaffTimeZone('America/New_York')
    expect(staffTimeZone()).toBe('America/New_York')
    // November: UTC-5; July: UTC-4.
    expect(staffDateTime('2026-11-23 04:30:00.000Z')).toBe('2026-11-22 23:30:00')
    expect(staffDateTime('2026-07-01 03:30:00.000Z')).toBe('2026-06-30 23:30:00')
    expect(longDateWithWeekday(new Date('2026-11-23T04:30:00Z'))).toBe('2026年11月22日 星期日')
    expect(staffDayStart('2026-11-23')).toBe('2026-11-23 05:00:00.000Z')
    expect(staffDayStart('2026-07-01')).toBe('2026-07-01 04:00:00.000Z')
    // The day daylight saving ends (1 Nov 2026) still starts at local midnight, then UTC-4.
    expect(staffDayStart('2026-11-01')).toBe('2026-11-01 04:00:00.000Z')
  })

  it('shows UTC as it is', () => {
    setStaffTimeZone('UTC')
    expect(staffDateTime('2026-11-22 16:30:05.123Z')).toBe('2026-11-22 16:30:05')
    expect(staffDayStart('2026-11-23')).toBe('2026-11-23 00:00:00.000Z')
  })

  it('keeps the current zone when the browser does not know the one named', () => {
    setStaffTimeZone('Mars/Olympus')
    expect(staffTimeZone()).toBe(DEFAULT_STAFF_TIME_ZONE)
    expect(staffDateTime('2026-11-22 16:30:05.123Z')).toBe('2026-11-23 00:30:05')
  })
})

describe('nextCalendarDay', () => {
  it('counts calendar days across months and years', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01')
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01')
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29')
  })
})

describe('the settings applied at start and after a save', () => {
  it('sets the staff zone and puts the site name in the tab title', async () => {
    document.title = '管理后台 | 旧名称'
    const { applySiteDetails } = await import('../../src/admin/providers/site-preferences')
    applySiteDetails({ timezone: 'UTC', site_name: '新名称学院' })
    expect(staffTimeZone()).toBe('UTC')
    expect(document.title).toBe('管理后台 | 新名称学院')
    applySiteDetails({ timezone: '', site_name: '' })
    expect(staffTimeZone()).toBe('UTC')
    expect(document.title).toBe('管理后台 | 新名称学院')
  })
})
