// PocketBase's own refusals on every /api/ route answered in Chinese, in its error shape and with
// the same status and field codes (pb_hooks/lib/api/api-errors.js, texts in messages.json `apiErrors`).
import { request } from 'node:http'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedMessages from '../../pb_hooks/lib/shared/messages.json'
import { openRealtime } from '../support/realtime-stream'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'

const { apiErrors } = sharedMessages
const CJK = /[\u4e00-\u9fff]/

let server: TestServer
let su: PocketBase

interface Answer {
  status: number
  body: { status: number; message: string; data: Record<string, { code: string; message: string }> }
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, init)
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

type RateRule = { label: string; audience: string; maxRequests: number; duration: number }

/** Runs `body` with `rule` added to (or replacing the same label in) the rate limits, then restores them. */
async function withRateRule(rule: RateRule, body: () => Promise<void>) {
  const settings = (await su.settings.getAll()) as { rateLimits: { enabled: boolean; rules: RateRule[] } }
  const original = settings.rateLimits
  await su.settings.update({ rateLimits: { ...original, rules: [...original.rules.filter((r) => r.label !== rule.label), rule] } })
  try {
    await body()
  } finally {
    await su.settings.update({ rateLimits: original })
  }
}

/** The answer to the last of `times` identical requests (the earlier ones may have no JSON body). */
async function lastOf(times: number, path: string, init: RequestInit = {}): Promise<Answer> {
  for (let i = 1; i < times; i++) await (await fetch(`${server.url}${path}`, init)).arrayBuffer()
  return call(path, init)
}

const expectedAnswer = (status: number, message: string) => ({ status, body: { status, message, data: {} } })

beforeAll(async () => {
  server = await startTestServer()
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})

afterAll(async () => {
  await server?.stop()
})

describe('PocketBase refusals on every API route in Chinese', () => {
  it('answers the rate limit of the page-view route in Chinese', async () => {
    await withRateRule({ label: 'POST /api/site/pageview', audience: '', maxRequests: 1, duration: 60 }, async () => {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/' }) }
      expect(await lastOf(3, '/api/site/pageview', init)).toEqual(expectedAnswer(429, apiErrors.status['429']))
    })
  })

  it('answers the rate limit of the lead challenge in Chinese', async () => {
    await withRateRule({ label: 'GET /api/lead-challenge', audience: '', maxRequests: 1, duration: 60 }, async () => {
      expect(await lastOf(3, '/api/lead-challenge')).toEqual(expectedAnswer(429, apiErrors.status['429']))
    })
  })

  it('answers the rate limit of a public list in Chinese', async () => {
    await withRateRule({ label: 'news:list', audience: '', maxRequests: 1, duration: 60 }, async () => {
      expect(await lastOf(3, '/api/collections/news/records')).toEqual(expectedAnswer(429, apiErrors.status['429']))
    })
  })

  it('answers an invalid filter in Chinese', async () => {
    const answer = await call(`/api/collections/news/records?filter=${encodeURIComponent('title ~ ')}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(CJK)
    expect(answer.body.message).not.toMatch(/[A-Za-z]/)
  })

  it('answers an invalid sort in Chinese', async () => {
    const answer = await call(`/api/collections/course_intakes/records?sort=${encodeURIComponent('no_such_field')}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(CJK)
  })

  it('answers an unknown record with 404 in Chinese', async () => {
    expect(await call('/api/collections/news/records/nosuchrecord123')).toEqual(expectedAnswer(404, apiErrors.messages["The requested resource wasn't found."]))
  })

  it('answers an unknown API path with 404 in Chinese', async () => {
    expect(await call('/api/no-such-route')).toEqual(expectedAnswer(404, apiErrors.messages["The requested resource wasn't found."]))
  })

  it('answers a guest on a staff route with 401 in Chinese', async () => {
    expect(await call('/api/admin/forms/stats')).toEqual(expectedAnswer(401, apiErrors.messages['The request requires valid record authorization token.']))
  })

  it('answers a guest on a superusers-only collection with 403 in Chinese', async () => {
    expect(await call('/api/collections/_staff_login_failures/records')).toEqual(
      expectedAnswer(403, apiErrors.messages['Only superusers can perform this action.']),
    )
  })

  it('answers staff on a superusers-only route with 403 in Chinese', async () => {
    const staff = await staffSession(server)
    const answer = await call('/api/collections', { headers: { Authorization: staff.authStore.token } })
    expect(answer).toEqual(expectedAnswer(403, apiErrors.messages['The authorized record is not allowed to perform this action.']))
  })

  it('answers a wrong staff password with 400 in Chinese', async () => {
    const answer = await call('/api/collections/staff/auth-with-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: server.staff.username, password: 'wrong-password-1' }),
    })
    expect(answer).toEqual(expectedAnswer(400, apiErrors.messages['Failed to authenticate.']))
  })

  it('answers a create refused by PocketBase field validation in Chinese, keeping the field codes', async () => {
    const staff = await staffSession(server)
    const answer = await call('/api/collections/isv_partners/records', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({}),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(apiErrors.messages['Failed to create record.'])
    const fields = Object.values(answer.body.data)
    expect(fields.length).toBeGreaterThan(0)
    expect(fields.map((field) => field.code)).toContain('validation_required')
    for (const field of fields) expect(field.message).toMatch(CJK)
    expect(fields.find((field) => field.code === 'validation_required')?.message).toBe(apiErrors.fieldCodes.validation_required)
  })

  it('answers an update refused by PocketBase field validation in Chinese, keeping the field codes', async () => {
    const staff = await staffSession(server)
    const news = await su.collection('news').getList(1, 1)
    const id = news.items[0]?.id ?? (await su.collection('news').create({ title: '测试新闻', summary: '摘要', category: 'news', content: '<p>正文</p>' })).id
    const answer = await call(`/api/collections/news/records/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({ category: 'no-such-category' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(apiErrors.messages['Failed to update record.'])
    expect(answer.body.data.category.code).toBe('validation_invalid_value')
    expect(answer.body.data.category.message).toMatch(CJK)
  })

  it('fills a field limit into its Chinese message', async () => {
    const staff = await staffSession(server)
    const answer = await call('/api/collections/isv_partners/records', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({ name: '名'.repeat(101), field: '行业', description: '简介' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.name).toEqual({
      code: 'validation_max_text_constraint',
      message: apiErrors.fieldCodes.validation_max_text_constraint.replace('{max}', '100'),
      params: { max: 100 },
    })
  })

  it('answers a body over the size limit with 413 in Chinese', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const url = new URL('/api/collections/staff/auth-with-password', server.url)
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          req.destroy()
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] })
        })
      })
      req.on('error', reject)
      req.write('{')
    })
    expect(answer).toEqual(expectedAnswer(413, apiErrors.status['413']))
  })
})

describe('realtime refusals in Chinese', () => {
  it('answers an unknown realtime client id with 404 in Chinese', async () => {
    const answer = await call('/api/realtime', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'no-such-client', subscriptions: ['news'] }),
    })
    expect(answer).toEqual(expectedAnswer(404, apiErrors.messages['Missing or invalid client id.']))
  })

  it('answers a subscription under another authorization with 403 in Chinese', async () => {
    const staff = await staffSession(server)
    const stream = await openRealtime(server.url)
    try {
      expect((await stream.subscribe(['news'], staff.authStore.token)).status).toBe(204)
      const res = await stream.subscribe(['news'])
      expect({ status: res.status, body: await res.json() }).toEqual(
        expectedAnswer(403, apiErrors.messages["The current and the previous request authorization don't match."]),
      )
    } finally {
      stream.close()
    }
  })
})

describe('what the translation leaves alone', () => {
  it('keeps a success as it is', async () => {
    const res = await fetch(`${server.url}/api/collections/news/records`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ page: 1 })
  })

  it('keeps the Chinese messages of our own hooks', async () => {
    const answer = await call('/api/site/pageview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/nope' }) })
    expect(answer.status).toBe(400)
    expect(answer.body.data.path.code).toBe('validation_invalid_path')
    expect(answer.body.message).toBe(answer.body.data.path.message)
    expect(answer.body.message).toMatch(CJK)
  })
})
