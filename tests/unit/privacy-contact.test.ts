// @vitest-environment node
// A person's contact as staff type it for a personal-data request (pb_hooks/lib/shared/privacy.js): read
// whatever the spacing, prefix or case, masked for the request log; the retention period as the privacy
// policy words it and the day it cuts off; a request's due day in working days.
import { describe, expect, it } from 'vitest'
import privacyRules from '@shared/privacy.json'
import privacy from '@shared/privacy.js'
import hours from '@shared/working-hours.js'

const { normaliseContact, maskContact, expandRetention, retentionMonths, dueWorkingDays, retentionCutoff, beijingMonth } = privacy

describe('a contact as typed', () => {
  it('reads a mainland mobile number whatever its spacing, separators, +86 / 0086 / 86 prefix or full-width digits', () => {
    for (const typed of ['13912344321', '139 1234 4321', '139-1234-4321', '+86 139 1234 4321', '+8613912344321', '0086 13912344321', '8613912344321', '（139）1234.4321', '１３９１２３４４３２１', '＋86 139 1234 4321', ' 139\u30001234 4321 ']) {
      expect(normaliseContact(typed), typed).toEqual({ kind: 'phone', value: '13912344321' })
    }
  })

  it('reads an e-mail address in lower case, spaces and full-width @ removed', () => {
    for (const typed of ['Wang.XiaoMing@Example.COM', ' wang.xiaoming@example.com ', 'wang.xiaoming＠example.com']) {
      expect(normaliseContact(typed), typed).toEqual({ kind: 'email', value: 'wang.xiaoming@example.com' })
    }
  })

  it('refuses what is neither: landlines, short numbers, other prefixes, half an address, nothing', () => {
    for (const typed of ['010-12345678', '1391234432', '139123443210', '+1 139 1234 4321', '12912344321', 'wang@', '@example.com', 'wang@example', '', '   ']) {
      expect(normaliseContact(typed), typed).toBeNull()
    }
    expect(normaliseContact(13912344321)).toBeNull()
    expect(normaliseContact(null)).toBeNull()
  })

  it('masks a phone to its first three and last four digits, an e-mail to its first character and domain', () => {
    expect(maskContact({ kind: 'phone', value: '13912344321' })).toBe('139****4321')
    expect(maskContact({ kind: 'email', value: 'wang.xiaoming@example.com' })).toBe('w***@example.com')
  })
})

describe('the retention period', () => {
  it('words the period in the privacy policy wherever its token stands', () => {
    const token = privacyRules.retentionToken
    expect(expandRetention(`<p>保存 ${token}，期满后……${token}</p>`, 18)).toBe('<p>保存 18 个月，期满后……18 个月</p>')
    expect(expandRetention('<p>没有期限</p>', 18)).toBe('<p>没有期限</p>')
  })

  it('takes the stored setting, or the default when it is unset or out of range', () => {
    expect(retentionMonths(6)).toBe(6)
    for (const stored of [0, null, undefined, 121, 2.5, '']) expect(retentionMonths(stored), String(stored)).toBe(privacyRules.retentionMonths.default)
    expect(dueWorkingDays(10)).toBe(10)
    for (const stored of [0, null, 31]) expect(dueWorkingDays(stored), String(stored)).toBe(privacyRules.dueWorkingDays.default)
  })

  it('cuts off whole calendar months back in Beijing time, the 31st landing on a shorter month’s last day', () => {
    expect(retentionCutoff(new Date('2026-11-27T10:00:00+08:00'), 24)).toEqual(new Date('2024-11-27T10:00:00+08:00'))
    expect(retentionCutoff(new Date('2026-03-31T09:00:00+08:00'), 1)).toEqual(new Date('2026-02-28T09:00:00+08:00'))
    // 00:30 on 1 December in Beijing is still 30 November in UTC: the Beijing day counts.
    expect(retentionCutoff(new Date('2026-12-01T00:30:00+08:00'), 12)).toEqual(new Date('2025-12-01T00:30:00+08:00'))
    expect(beijingMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12')
  })
})

describe('a request’s due day', () => {
  it('counts working days, Monday to Friday, after the day it came in', () => {
    // 2026-11-27 is a Friday: 15 working days later is Friday 2026-12-18.
    expect(hours.addWorkingDays('2026-11-27', 15)).toBe('2026-12-18')
    // Received on a Saturday or Sunday: the first working day is Monday.
    expect(hours.addWorkingDays('2026-11-28', 1)).toBe('2026-11-30')
    expect(hours.addWorkingDays('2026-11-29', 5)).toBe('2026-12-04')
    expect(hours.isWorkingDay('2026-11-27')).toBe(true)
    expect(hours.isWorkingDay('2026-11-28')).toBe(false)
  })
})
