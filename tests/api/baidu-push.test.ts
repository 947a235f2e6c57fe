// Baidu link push against a local stand-in of Baidu's API (tests/support/reach-platforms.ts): the token
// saved and never answered; every publication (an article published or edited while published, a page or a
// course change published) queued as one outbox row of channel `baidu` with its public address, never
// twice for one change; delivered once with the site and token in the address and one address a line;
// Baidu's answer kept (success count, remaining quota; not_same_site and errors in Chinese); the daily
// quota holding the rest until Beijing's next midnight; and the tab's test push.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import integrations from '../../pb_hooks/lib/shared/integrations.json'
import rules from '../../pb_hooks/lib/shared/integration-rules.js'
import { startReachPlatforms, type ReachPlatforms } from '../support/reach-platforms'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const text = integrations.messages
let server: TestServer
let platforms: ReachPlatforms
let su: PocketBase
let staff: PocketBase
let site = ''

async function call(method: string, path: string, body?: unknown, token = staff.authStore.token) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const deliver = () => call('POST', '/api/outbox/deliver')
const pushRows = (filter = '') => su.collection('mail_outbox').getFullList({ filter: `channel = 'baidu'${filter ? ` && (${filter})` : ''}`, sort: 'created' })
const queuedFor = (url: string) => pushRows(su.filter("status = 'queued' && text = {:url}", { url }))
const article = (changes: Record<string, unknown> = {}) =>
  staff.collection('news').create({ title: `百度推送测试 ${Math.random().toString(36).slice(2, 8)}`, summary: '摘要', content: '<p>正文</p>', category: 'news', ...changes })

/** The server's own record of Baidu's quota, set as a member of the operators (superuser) would. */
async function setKnownQuota(remain: number) {
  const row = await su.collection('integrations').getFirstListItem("platform = 'baidu'")
  await su.collection('integrations').update(row.id, { quota_day: rules.beijingDay(Date.now()), quota_remain: remain })
}

beforeAll(async () => {
  platforms = await startReachPlatforms()
  server = await startTestServer({ env: { BAIDU_PUSH_ENDPOINT: platforms.baiduEndpoint, SITE_URL: '' } })
  su = await superuserSession(server)
  staff = new PocketBase(server.url)
  staff.autoCancellation(false)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  site = (await su.settings.getAll()).meta.appURL.replace(/\/+$/, '')
  platforms.setBaiduSite(site)
})

afterAll(async () => {
  await server?.stop()
  await platforms?.stop()
})

describe('the push token in 推广渠道', () => {
  it('queues nothing while no token is set', async () => {
    await article({ published: true })
    expect(await pushRows()).toEqual([])
  })

  it('saves the token for admins, never answering it, and names the site pushed for', async () => {
    expect((await call('PATCH', '/api/admin/integrations/baidu', { token: platforms.baiduToken }, '')).status).toBe(401)
    const saved = await call('PATCH', '/api/admin/integrations/baidu', { token: platforms.baiduToken })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ platform: 'baidu', configured: true, secret_hint: `••••${platforms.baiduToken.slice(-4)}`, site, quota_remain: null })
    expect(JSON.stringify((await call('GET', '/api/admin/integrations')).body)).not.toContain(platforms.baiduToken)
  })

  it("pushes the home page as the tab's test and keeps what Baidu said of today's quota", async () => {
    platforms.setBaiduQuota(50)
    const before = platforms.pushes.length
    expect((await call('POST', '/api/admin/integrations/baidu/test')).body).toEqual({ ok: true, message: '百度已收录推送 1 条，今日剩余配额 49 条' })
    expect(platforms.pushes.slice(before).map((p) => [p.site, p.token, p.urls])).toEqual([[site, platforms.baiduToken, [`${site}/`]]])
    expect((await call('GET', '/api/admin/integrations')).body.baidu).toMatchObject({ quota_remain: 49, quota_day: rules.beijingDay(Date.now()), check_ok: true })
  })
})

describe('a push per publication, through the outbox', () => {
  beforeEach(() => platforms.setBaiduQuota(50))

  it('queues a published article with the publication, delivers it once and keeps Baidu’s answer', async () => {
    const draft = await article({ published: false })
    await staff.collection('news').update(draft.id, { summary: '草稿的修改不推送' })
    const url = `${site}/news/${draft.id}`
    expect(await pushRows(su.filter('text = {:url}', { url }))).toEqual([])
    await staff.collection('news').update(draft.id, { published: true })
    const [row] = await queuedFor(url)
    expect(row).toMatchObject({ kind: 'link_push', recipient: '', subject: text.pushSubject.replace('{url}', url), status: 'queued', attempts: 0 })
    const before = platforms.pushes.length
    // Two runs at once (cron and a staff delivery): one request.
    await Promise.all([deliver(), deliver()])
    const sent = platforms.pushes.slice(before)
    expect(sent.map((p) => p.urls)).toEqual([[url]])
    expect(sent[0]).toMatchObject({ site, token: platforms.baiduToken, status: 200 })
    expect(await su.collection('mail_outbox').getOne(row.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: '', response: `百度已收录推送 1 条，今日剩余配额 ${platforms.pushes.at(-1)!.answer.remain} 条` })
  })

  it('pushes an address once for changes made before it went, and again for a change after', async () => {
    const { id } = await article({ published: true })
    const url = `${site}/news/${id}`
    await staff.collection('news').update(id, { title: '第一次修改' })
    await staff.collection('news').update(id, { summary: '第二次修改' })
    expect(await queuedFor(url)).toHaveLength(1)
    await deliver()
    expect(await queuedFor(url)).toHaveLength(0)
    // A save that changes nothing published is no publication.
    await staff.collection('news').update(id, { featured: true })
    expect(await queuedFor(url)).toHaveLength(0)
    await staff.collection('news').update(id, { title: '发布后的修改' })
    expect(await queuedFor(url)).toHaveLength(1)
    await deliver()
    expect(platforms.pushes.filter((p) => p.urls.includes(url))).toHaveLength(2)
  })

  it("queues a page's and a course's published change at their public address", async () => {
    const about = await staff.collection('pages').getFirstListItem("path = '/about'")
    await staff.collection('pages').update(about.id, { description: `关于我们的新描述 ${Date.now()}` })
    expect(await queuedFor(`${site}/about`)).toHaveLength(1)
    // A draft is no publication; publishing it is.
    const course = await staff.collection('courses').getFirstListItem("slug = 'marketing'")
    expect((await call('PUT', `/api/content/courses/${course.id}/draft`, { values: { level: '市场负责人与品牌经理' } })).status).toBe(200)
    expect(await queuedFor(`${site}/courses/marketing`)).toHaveLength(0)
    expect((await call('POST', `/api/content/courses/${course.id}/publish`)).status).toBe(200)
    expect(await queuedFor(`${site}/courses/marketing`)).toHaveLength(1)
    const before = platforms.pushes.length
    await deliver()
    // One request, one address a line.
    expect(platforms.pushes.slice(before).map((p) => p.urls.sort())).toEqual([[`${site}/about`, `${site}/courses/marketing`]])
  })
})

describe("Baidu's refusals", () => {
  beforeEach(() => platforms.setBaiduQuota(50))

  it('retries a refused push with Baidu’s reason in Chinese, never the token', async () => {
    await call('PATCH', '/api/admin/integrations/baidu', { token: 'wrong-token-0000' })
    try {
      const { id } = await article({ published: true })
      await deliver()
      const [row] = await queuedFor(`${site}/news/${id}`)
      expect(row).toMatchObject({ attempts: 1, last_error: integrations.baiduErrors['token is not valid'] })
      expect((await call('GET', '/api/admin/integrations')).body.baidu).toMatchObject({ check_ok: false, check_message: integrations.baiduErrors['token is not valid'] })
    } finally {
      await call('PATCH', '/api/admin/integrations/baidu', { token: platforms.baiduToken })
    }
    platforms.failBaidu(1)
    expect((await call('POST', '/api/admin/integrations/baidu/test')).body).toEqual({ ok: false, message: integrations.baiduErrors['internal error, please try later'] })
  })

  it('fails an address Baidu says is not the site’s (not_same_site) for good, and sends the rest', async () => {
    const foreign = await su.collection('mail_outbox').create({ kind: 'link_push', channel: 'baidu', subject: '推送测试', text: 'https://other.example.com/page', status: 'queued', attempts: 0, next_attempt_at: new Date().toISOString() })
    const { id } = await article({ published: true })
    await deliver()
    expect(await su.collection('mail_outbox').getOne(foreign.id)).toMatchObject({ status: 'failed', last_error: text.baiduNotSameSite.replace('{site}', site) })
    expect((await pushRows(su.filter('text = {:url}', { url: `${site}/news/${id}` })))[0]).toMatchObject({ status: 'sent' })
  })
})

describe("Baidu's daily quota", () => {
  it('holds the pushes until the next day in Beijing once Baidu says the quota is spent, asking Baidu nothing more today', async () => {
    platforms.setBaiduQuota(1)
    await setKnownQuota(5)
    const ids = [(await article({ published: true })).id, (await article({ published: true })).id]
    await deliver()
    const tomorrow = new Date(rules.nextBeijingMidnight(Date.now())).toISOString()
    const held = message(rules.nextBeijingMidnight(Date.now()))
    for (const id of ids) {
      const [row] = await queuedFor(`${site}/news/${id}`)
      expect(row).toMatchObject({ attempts: 0, last_error: held })
      expect(new Date(row.next_attempt_at).toISOString()).toBe(tomorrow)
    }
    expect((await call('GET', '/api/admin/integrations')).body.baidu).toMatchObject({ quota_remain: 0 })
    const asked = platforms.pushes.length
    await article({ published: true })
    await deliver()
    expect(platforms.pushes.length).toBe(asked)
  })

  it('sends what is left of the quota and holds the rest', async () => {
    await setKnownQuota(1)
    platforms.setBaiduQuota(1)
    const before = platforms.pushes.length
    const urls = [(await article({ published: true })).id, (await article({ published: true })).id].map((id) => `${site}/news/${id}`)
    // Only these two are due now (what earlier tests held waits for tomorrow).
    await deliver()
    expect(platforms.pushes.slice(before).map((p) => p.urls)).toEqual([[urls[0]]])
    expect((await queuedFor(urls[1]))[0]).toMatchObject({ attempts: 0, last_error: message(rules.nextBeijingMidnight(Date.now())) })
  })
})

function message(untilMs: number) {
  return text.baiduQuotaHeld.replace('{time}', rules.beijingTime(untilMs))
}
