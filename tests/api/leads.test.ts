// Lead submissions on a live server: the shared case table, server-decided fields (the id too),
// closed registration and the honeypot. The proof-of-work challenge is off on this server
// (LEAD_CHALLENGE=off, as load tests run it); tests/api/lead-challenge.test.ts tests it on.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import rules from '../../pb_hooks/lib/shared/lead-rules.json'
import sharedMessages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { leadCases, validLead, type LeadBody } from '../support/lead-cases'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let su: PocketBase

/** POSTs a lead as a guest; resolves to the status, the body PocketBase answered and its raw text. */
async function submit(body: LeadBody, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, text, contentType: res.headers.get('content-type') }
}

const messagesOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries((body.data ?? {}) as Record<string, { message: string }>).map(([k, v]) => [k, v.message]))

beforeAll(async () => {
  // Its own server: this file sends far more leads than the per-IP create limit allows.
  server = await startTestServer()
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const settings = await su.settings.getAll()
  const rateLimits = settings.rateLimits as { rules: { label: string; maxRequests: number }[] }
  await su.settings.update({
    rateLimits: {
      ...rateLimits,
      rules: rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: 10_000 } : rule)),
    },
  })
})

afterAll(async () => server?.stop())

describe('the shared lead case table on the server', () => {
  for (const leadCase of leadCases) {
    it(leadCase.name, async () => {
      const { status, body } = await submit(leadCase.body)
      if (Object.keys(leadCase.errors).length === 0) {
        expect(status).toBe(200)
        const stored = await su.collection('form_submissions').getOne(String(body.id))
        for (const [field, value] of Object.entries(leadCase.stored ?? {})) expect(stored[field]).toBe(value)
      } else {
        expect(status).toBe(400)
        expect(body.message).toBe(sharedMessages.invalidForm)
        expect(messagesOf(body)).toEqual(leadCase.errors)
      }
    })
  }
})

describe('lead fields the server decides', () => {
  it('stores pending, the real IP and user agent, whatever the visitor sent', async () => {
    const { status, body } = await submit(
      { ...validLead, status: 'completed', ip_address: '8.8.8.8', user_agent: 'forged' },
      { 'user-agent': 'LeadTest/1.0' },
    )
    expect(status).toBe(200)
    expect(body).not.toHaveProperty('ip_address')
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored.status).toBe('pending')
    expect(stored.ip_address).toBe('127.0.0.1')
    expect(stored.user_agent).toBe('LeadTest/1.0')
    expect(stored.consent).toBe(true)
  })

  it('keeps the attribution of the visit as sent, without invisible characters', async () => {
    const { body } = await submit({
      ...validLead,
      utm_source: 'wechat',
      // Brackets are kept (escaped where shown); a bidi override is not.
      utm_medium: '<social>\u202e',
      utm_campaign: 'spring',
      landing_path: '/courses/strategy',
      referrer: 'https://example.com/article',
    })
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored).toMatchObject({
      utm_source: 'wechat',
      utm_medium: '<social>',
      utm_campaign: 'spring',
      landing_path: '/courses/strategy',
      referrer: 'https://example.com/article',
    })
  })

  it('keeps the first touch beside the visit it was sent in, and credits the lead to the first touch', async () => {
    const { body } = await submit({
      ...validLead,
      referrer: '',
      landing_path: '/contact',
      first_referrer: 'https://www.baidu.com/link?url=ad',
      first_landing_path: '/courses/strategy/',
      first_utm_source: '',
      form_path: '/contact?from=nav',
    })
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored).toMatchObject({
      referrer: '',
      landing_path: '/contact',
      first_referrer: 'https://www.baidu.com/link?url=ad',
      first_landing_path: '/courses/strategy',
      form_path: '/contact',
      source: '百度搜索',
      source_host: 'www.baidu.com',
    })
  })

  it('takes the visit it was sent in as the first touch when the browser kept none, and decides the source itself', async () => {
    const { body } = await submit({ ...validLead, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'june', landing_path: '/about', referrer: '', source: '伪造来源' })
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored).toMatchObject({ first_utm_source: 'newsletter', first_utm_medium: 'email', first_utm_campaign: 'june', first_landing_path: '/about', source: 'newsletter', source_host: '' })
  })

  it('answers a honeypot hit like a success but stores nothing', async () => {
    const before = (await su.collection('form_submissions').getList(1, 1)).totalItems
    const { status, body } = await submit({ ...validLead, [rules.honeypotField]: 'http://spam.example' })
    expect(status).toBe(200)
    expect(String(body.id)).toMatch(/^[a-z0-9]{15}$/)
    expect((await su.collection('form_submissions').getList(1, 1)).totalItems).toBe(before)
    await expect(su.collection('form_submissions').getOne(String(body.id))).rejects.toBeInstanceOf(ClientResponseError)
  })

  it('treats a honeypot filled with a number or a list as a bot', async () => {
    const before = (await su.collection('form_submissions').getList(1, 1)).totalItems
    for (const value of [1, ['http://spam.example']]) {
      const { status } = await submit({ ...validLead, [rules.honeypotField]: value })
      expect(status).toBe(200)
    }
    expect((await su.collection('form_submissions').getList(1, 1)).totalItems).toBe(before)
  })

  it('stores the message a visitor typed, never a query object cast to empty text', async () => {
    const { status, body } = await submit({ ...validLead, message: { $gt: '' } })
    expect(status).toBe(400)
    expect(messagesOf(body)).toEqual({ message: rules.fields.message.messages.pattern })
  })

  it('refuses the visit’s attribution of a wrong JSON type per field in Chinese, never storing it empty', async () => {
    const before = (await su.collection('form_submissions').getList(1, 1)).totalItems
    const { status, body } = await submit({ ...validLead, referrer: 5, utm_source: ['baidu'], utm_campaign: { $gt: '' }, landing_path: true, utm_medium: 'cpc', first_utm_source: 7, form_path: ['/contact'] })
    expect(status).toBe(400)
    const refused = rules.messages.attributionInvalid
    expect(messagesOf(body)).toEqual({ referrer: refused, utm_source: refused, utm_campaign: refused, landing_path: refused, first_utm_source: refused, form_path: refused })
    expect((await su.collection('form_submissions').getList(1, 1)).totalItems).toBe(before)
  })

  it('gives a honeypot hit the same answer as a real lead: status, fields in order, values, hidden fields', async () => {
    const lead = { ...validLead, utm_source: 'wechat', landing_path: '/contact' }
    const real = await submit(lead)
    const trap = await submit({ ...lead, [rules.honeypotField]: 'http://spam.example' })
    expect(trap.status).toBe(real.status)
    expect(trap.contentType).toBe(real.contentType)
    expect(Object.keys(trap.body)).toEqual(Object.keys(real.body))
    const differing = Object.keys(real.body).filter((key) => JSON.stringify(real.body[key]) !== JSON.stringify(trap.body[key]))
    expect(differing).toContain('id')
    // Only what differs between any two real leads may differ: the id, and the times of creation and
    // those counted from it (the reply deadlines, which move with the clock inside working hours).
    const fromCreation = ['created', 'updated', 'soon_at', 'due_at']
    expect(differing.filter((key) => key !== 'id' && !fromCreation.includes(key))).toEqual([])
    for (const key of fromCreation) {
      expect(String(trap.body[key])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(Math.abs(Date.parse(String(trap.body[key])) - Date.parse(String(real.body[key])))).toBeLessThan(5000)
    }
    expect(trap.body).toMatchObject({ collectionName: 'form_submissions', status: 'pending', consent: true })
    expect(trap.body).not.toHaveProperty('ip_address')
  })

  it('ignores an id chosen by the visitor and gives the lead a fresh one', async () => {
    const chosen = 'chosenbyvisitor'
    const { status, body } = await submit({ ...validLead, id: chosen })
    expect(status).toBe(200)
    expect(body.id).not.toBe(chosen)
    expect(String(body.id)).toMatch(/^[a-z0-9]{15}$/)
    expect((await su.collection('form_submissions').getOne(String(body.id))).email).toBe(validLead.email)
    await expect(su.collection('form_submissions').getOne(chosen)).rejects.toMatchObject({ status: 404 })
    // A second lead "with the same id" is not refused as a duplicate either: ids are never the visitor's.
    expect((await submit({ ...validLead, id: chosen })).status).toBe(200)
  })

  it('needs no challenge while LEAD_CHALLENGE=off', async () => {
    expect((await submit(validLead)).status).toBe(200)
  })

  it('refuses course registrations while registration is off, and accepts other leads', async () => {
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { registration_enabled: false })
    try {
      const registration = await submit({ ...validLead, form_type: 'course_registration', course_id: 'strategy' })
      expect(registration.status).toBe(400)
      expect(messagesOf(registration.body)).toEqual({ form_type: rules.messages.registrationClosed })
      expect((await submit(validLead)).status).toBe(200)
    } finally {
      await su.collection('site_settings').update(sharedRecords.siteSettingsId, { registration_enabled: true })
    }
  })
})

describe('every refusal of the lead endpoint in Chinese', () => {
  /** POSTs `body` as is with `contentType`; resolves to the status and the parsed answer. */
  async function post(body: string, contentType = 'application/json') {
    const res = await fetch(`${server.url}/api/collections/form_submissions/records`, { method: 'POST', headers: { 'content-type': contentType }, body })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  for (const [name, raw] of [
    ['malformed JSON', '{"name": "张三",'],
    ['a JSON array', '[{"form_type": "contact"}]'],
    ['a JSON string', '"contact"'],
  ]) {
    it(`answers ${name} in Chinese`, async () => {
      expect(await post(raw)).toEqual({ status: 400, body: { status: 400, message: rules.messages.requestInvalid, data: {} } })
    })
  }

  it('refuses a guest lead that is not JSON, since a form post would be cast to the field types', async () => {
    const form = new URLSearchParams({ form_type: 'contact', name: '张三', email: 'zhangsan@example.com', consent: '1' }).toString()
    expect(await post(form, 'application/x-www-form-urlencoded')).toEqual({
      status: 400,
      body: { status: 400, message: rules.messages.requestInvalid, data: {} },
    })
  })

  it('answers the per-IP rate limit in Chinese', async () => {
    await raiseLeadRateLimit(su, 2)
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await post(JSON.stringify(validLead)))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
      expect(answers[2].body).toEqual({ status: 429, message: rules.messages.tooMany, data: {} })
    } finally {
      await raiseLeadRateLimit(su, 10_000)
    }
  })
})
