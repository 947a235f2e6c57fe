// POST /api/site/pageview: per-day, per-route visit counts, rate-limited per IP, the body capped. (What a
// view is counted under, source and browser family, and the report: tests/api/analytics.test.ts.)
import PocketBase, { type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import analytics from '../../pb_hooks/lib/shared/analytics.json'
import { apiContext, client } from '../support/clients'
import { startTestServer, type TestServer } from '../support/test-server'

const INVALID_PATH = {
  status: 400,
  message: '无效的页面路径',
  data: { path: { code: 'validation_invalid_path', message: '无效的页面路径' } },
}
const PAGEVIEW_RULE = 'POST /api/site/pageview'

/** Days are counted in the site's timezone, Asia/Shanghai (UTC+8, no daylight saving). */
const shanghaiToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10)

function postPageview(baseUrl: string, body: string, contentType = 'application/json') {
  return fetch(`${baseUrl}/api/site/pageview`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
}

const record = (path: string) => JSON.stringify({ path })

/** Today's rows of `path` (one per source and browser family). */
async function todaysRows(pb: PocketBase, path: string): Promise<RecordModel[]> {
  return pb.collection('page_views').getFullList({ filter: pb.filter('day = {:day} && path = {:path}', { day: shanghaiToday(), path }) })
}

async function todaysCount(pb: PocketBase, path: string) {
  return (await todaysRows(pb, path)).reduce((sum, row) => sum + Number(row.count), 0)
}

describe('counting', () => {
  it('adds one to today’s row for a public route and answers 204', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/products/courses')
    const res = await postPageview(apiContext().url, record('/products/courses'))
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await todaysCount(staff, '/products/courses')).toBe(before + 1)
  })

  it('counts a trailing slash, query and hash as the route itself', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/about')
    for (const path of ['/about/', '/about?utm_source=baidu', '/about#team', '/about/?a=1#b']) {
      expect((await postPageview(apiContext().url, record(path))).status, path).toBe(204)
    }
    expect(await todaysCount(staff, '/about')).toBe(before + 4)
  })

  it('counts the home page', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/')
    expect((await postPageview(apiContext().url, record('/'))).status).toBe(204)
    expect(await todaysCount(staff, '/')).toBe(before + 1)
  })

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/contact')
    expect((await postPageview(apiContext().url, record('/contact'), 'text/plain;charset=UTF-8')).status).toBe(204)
    expect(await todaysCount(staff, '/contact')).toBe(before + 1)
  })
})

describe('refusals', () => {
  it.each(['/not-a-route', '/admin', '/admin/news', '/products/courses/extra', 'products', ''])(
    'refuses %j with 400 and a Chinese message',
    async (path) => {
      const res = await postPageview(apiContext().url, record(path))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual(INVALID_PATH)
    },
  )

  it.each([
    ['a missing path', '{}', 'application/json'],
    ['a path that is not a string', '{"path": 5}', 'application/json'],
    ['malformed JSON', '{"path": ', 'text/plain'],
    ['an unsupported content type', '<path>/</path>', 'application/xml'],
  ])('refuses %s', async (_label, body, type) => {
    const res = await postPageview(apiContext().url, body, type)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(INVALID_PATH)
  })

  it('counts nothing for a refused path', async () => {
    await postPageview(apiContext().url, record('/not-a-route'))
    expect(await todaysRows(client('superuser'), '/not-a-route')).toEqual([])
  })
})

describe('body size', () => {
  const TOO_LARGE = { status: 413, message: '请求内容过大', data: {} }
  const padded = (path: string, bytes: number) => JSON.stringify({ path, pad: 'x'.repeat(bytes) })

  it('refuses a 10 MB body with 413 and a Chinese message, and counts nothing', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/legal/terms')
    const res = await postPageview(apiContext().url, padded('/legal/terms', 10 * 1024 * 1024), 'text/plain')
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual(TOO_LARGE)
    expect(await todaysCount(staff, '/legal/terms')).toBe(before)
  })

  it('refuses a streamed body (no Content-Length) once it passes the cap', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/legal/terms')
    const chunk = new TextEncoder().encode(padded('/legal/terms', 64 * 1024))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const res = await fetch(`${apiContext().url}/api/site/pageview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual(TOO_LARGE)
    expect(await todaysCount(staff, '/legal/terms')).toBe(before)
  })

  it('accepts a body of a few hundred bytes', async () => {
    const staff = client('staff')
    const before = await todaysCount(staff, '/legal/terms')
    const body = padded('/legal/terms', 400)
    expect(body.length).toBeLessThan(analytics.beaconMaxBytes)
    expect((await postPageview(apiContext().url, body)).status).toBe(204)
    expect(await todaysCount(staff, '/legal/terms')).toBe(before + 1)
  })
})

describe('on an isolated server', () => {
  let server: TestServer
  let superuser: PocketBase

  beforeAll(async () => {
    server = await startTestServer()
    superuser = new PocketBase(server.url)
    superuser.autoCancellation(false)
    await superuser.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  })

  afterAll(() => server?.stop())

  it('counts concurrent visits exactly, then answers 429 past the per-IP limit', async () => {
    const settings = await superuser.settings.getAll()
    const rule = settings.rateLimits.rules.find((r: { label: string }) => r.label === PAGEVIEW_RULE)
    expect(settings.rateLimits.enabled).toBe(true)
    expect(rule).toBeDefined()
    const limit: number = rule.maxRequests

    const statuses = await Promise.all(
      Array.from({ length: limit }, () => postPageview(server.url, record('/courses/strategy')).then((r) => r.status)),
    )
    expect(statuses).toEqual(Array(limit).fill(204))
    expect(await todaysCount(superuser, '/courses/strategy')).toBe(limit)

    const flooded = await postPageview(server.url, record('/courses/strategy'))
    expect(flooded.status).toBe(429)
    expect(await todaysCount(superuser, '/courses/strategy')).toBe(limit)
  })
})
