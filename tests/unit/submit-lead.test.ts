// Lead submission outcomes and the visit attribution sent with them: this visit (the last touch), the
// browser's first visit (the first touch) and the page the form was sent from.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import { attributionOf, captureAttribution, captureFirstTouch, leadAttribution, storedAttribution, storedFirstTouch } from '../../src/site/data/attribution'
import beacons from '../../pb_hooks/lib/shared/beacons.json'
import { describeFailure, submitLead } from '../../src/site/forms/submit-lead'

const refusal = (status: number, response: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: 'http://pb.test/api/collections/form_submissions/records', status, response })

function submissionsAnswering(answer: () => Promise<unknown>) {
  const service = new PocketBase('http://pb.test').collection('form_submissions')
  const create = vi.spyOn(service, 'create').mockImplementation(answer as typeof service.create)
  return { service, create }
}

describe('lead submission', () => {
  it('sends the lead with the attribution, the honeypot field and the solved challenge', async () => {
    const { service, create } = submissionsAnswering(async () => ({ id: 'x' }))
    const visit = attributionOf({ pathname: '/guanghe', search: '?utm_source=wechat' }, 'https://mp.weixin.qq.com/')
    const first = attributionOf({ pathname: '/courses/strategy', search: '?utm_source=baidu&utm_medium=cpc&utm_campaign=spring' }, 'https://www.baidu.com/')
    const attribution = leadAttribution(visit, first, '/contact')
    const outcome = await submitLead(service, { form_type: 'contact', name: '张三' }, { attribution, honeypot: '', altcha: 'c29sdmVk' })
    expect(outcome).toEqual({ ok: true })
    expect(create).toHaveBeenCalledWith({
      utm_source: 'wechat',
      utm_medium: '',
      utm_campaign: '',
      landing_path: '/guanghe',
      referrer: 'https://mp.weixin.qq.com/',
      first_utm_source: 'baidu',
      first_utm_medium: 'cpc',
      first_utm_campaign: 'spring',
      first_landing_path: '/courses/strategy',
      first_referrer: 'https://www.baidu.com/',
      form_path: '/contact',
      form_type: 'contact',
      name: '张三',
      website: '',
      altcha: 'c29sdmVk',
    })
  })

  it('shows the server message as is, with its per-field messages', async () => {
    const { service } = submissionsAnswering(() =>
      Promise.reject(refusal(400, { message: '请检查并修正表单中的错误', data: { email: { code: 'x', message: '请使用有效的邮箱地址' } } })),
    )
    expect(await submitLead(service, {}, { attribution: null, honeypot: '', altcha: '' })).toEqual({
      ok: false,
      banner: '请检查并修正表单中的错误',
      fieldErrors: { email: '请使用有效的邮箱地址' },
    })
  })

  it('asks a rate-limited visitor to wait one window of the lead limit, saying how long', () => {
    expect(describeFailure(refusal(429))).toEqual({ banner: '提交过于频繁，请在60秒后重试', fieldErrors: {}, retryAfter: 60 })
  })

  it('says 提交失败，请稍后再试 when the network fails', () => {
    expect(describeFailure(refusal(0))).toEqual({ banner: '提交失败，请稍后再试', fieldErrors: {} })
  })

  it('falls back to 提交过程中发生错误 for a server error without a message, and 未知错误 for anything else', () => {
    expect(describeFailure(refusal(500)).banner).toBe('提交过程中发生错误')
    expect(describeFailure('boom').banner).toBe('未知错误')
  })
})

describe('visit attribution', () => {
  it('keeps the first page view of a visit and ignores later ones', () => {
    sessionStorage.clear()
    captureAttribution(sessionStorage, { pathname: '/courses/strategy', search: '?utm_source=baidu&utm_medium=cpc&utm_campaign=spring' }, 'https://www.baidu.com/')
    captureAttribution(sessionStorage, { pathname: '/contact', search: '' }, 'http://127.0.0.1:8090/courses/strategy')
    expect(storedAttribution(sessionStorage)).toEqual({
      utm_source: 'baidu',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      landing_path: '/courses/strategy',
      referrer: 'https://www.baidu.com/',
    })
  })

  it('has nothing when the visit kept nothing', () => {
    sessionStorage.clear()
    expect(storedAttribution(sessionStorage)).toBeNull()
  })
})

describe('the first touch', () => {
  const DAY = 86_400_000
  const ad = attributionOf({ pathname: '/courses/strategy', search: '?utm_source=baidu' }, 'https://www.baidu.com/')
  const direct = attributionOf({ pathname: '/contact', search: '' }, '')

  it('is the browser’s first visit, kept through later visits for the days beacons.json says', () => {
    const start = Date.parse('2026-11-01T08:00:00Z')
    captureFirstTouch(localStorage, ad, start)
    captureFirstTouch(localStorage, direct, start + 3 * DAY)
    expect(storedFirstTouch(localStorage, start + 3 * DAY)).toEqual({ ...ad, at: start })
    const expired = start + beacons.firstTouchDays * DAY
    expect(storedFirstTouch(localStorage, expired)).toBeNull()
    captureFirstTouch(localStorage, direct, expired)
    expect(storedFirstTouch(localStorage, expired)).toEqual({ ...direct, at: expired })
  })

  it('is left out of a lead when none is kept: the server takes the visit as the first touch', () => {
    expect(leadAttribution(direct, null, '/contact')).toEqual({ ...direct, form_path: '/contact' })
  })
})
