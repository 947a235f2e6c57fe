// Staff read times in Beijing time whatever the computer's zone.
import { describe, expect, it } from 'vitest'
import { beijingDateTime, beijingDay, beijingDayStart, longDateWithWeekday } from '../../src/admin/format/beijing-time'

describe('Beijing time', () => {
  it('words a date in the Chinese long form with the weekday', () => {
    // 16:30 UTC on Sunday the 22nd is 00:30 on Monday the 23rd in Beijing.
    expect(longDateWithWeekday(new Date('2026-11-22T16:30:00Z'))).toBe('2026年11月23日 星期一')
  })

  it('reads PocketBase dates and shows them in Beijing time', () => {
    expect(beijingDateTime('2026-11-22 16:30:05.123Z')).toBe('2026-11-23 00:30:05')
    expect(beijingDateTime('')).toBe('')
    expect(beijingDateTime('not a date')).toBe('')
  })

  it('starts a Beijing day at 16:00 UTC the day before', () => {
    expect(beijingDayStart('2026-11-23')).toBe('2026-11-22 16:00:00.000Z')
    expect(beijingDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23')
    expect(beijingDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22')
  })
})
