// @vitest-environment node
// 通知邮箱 as a list (pb_hooks/lib/shared/team-addresses.js): split on every separator staff type,
// each address checked with the project's one address rule, a Chinese refusal naming the bad one.
// (The settings hook refusing and the lead mail reaching each address: tests/api/outbox.test.ts.)
import { describe, expect, it } from 'vitest'
import leadRules from '@shared/lead-rules.json'
import messages from '@shared/messages.json'
import teamAddresses from '@shared/team-addresses.js'

const problem = (value: string) => teamAddresses.teamAddressesProblem(value, leadRules.fields.email, messages.siteSettings)

describe('team addresses', () => {
  it('splits on commas, 、, semicolons, spaces and line breaks, each address once', () => {
    expect(teamAddresses.splitTeamAddresses(' a@x.cn，b@y.cn、c@z.cn;d@w.cn；\ne@v.cn  f@u.cn, A@X.CN ')).toEqual([
      'a@x.cn',
      'b@y.cn',
      'c@z.cn',
      'd@w.cn',
      'e@v.cn',
      'f@u.cn',
    ])
    expect(teamAddresses.splitTeamAddresses(' , \n')).toEqual([])
  })

  it('accepts empty, one or several valid addresses', () => {
    expect(problem('')).toBe('')
    expect(problem('team@company.cn')).toBe('')
    expect(problem('team@company.cn、sales@company.cn')).toBe('')
  })

  it('names the first invalid address in Chinese', () => {
    expect(problem('team@company.cn, sales@company, boss@')).toBe('“sales@company”不是有效的邮箱地址')
    expect(problem(`${'a'.repeat(leadRules.fields.email.max)}@company.cn`)).toBe(`“${'a'.repeat(leadRules.fields.email.max)}@company.cn”不是有效的邮箱地址`)
  })

  it('refuses more addresses than the limit', () => {
    const many = Array.from({ length: teamAddresses.MAX_ADDRESSES + 1 }, (_, i) => `t${i}@company.cn`)
    expect(problem(many.slice(0, -1).join(','))).toBe('')
    expect(problem(many.join(','))).toBe(`通知邮箱最多填写${teamAddresses.MAX_ADDRESSES}个地址`)
  })
})
