// WeChat share cards against a local stand-in of WeChat's API (tests/support/reach-platforms.ts): the
// official account saved with its AppSecret never answered, GET /api/wechat/share-config signing only the
// site's own pages with WeChat's jsapi_ticket (a page's signature kept with the ticket), the token and ticket fetched once for the whole site and
// shared by concurrent requests, fetched again shortly before they expire (and when WeChat no longer takes
// the token), WeChat's refusals in Chinese and kept a few seconds, and the JS-SDK's host allowed in a
// page's CSP inside WeChat only.
import { createHash } from 'node:crypto'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from '../../pb_hooks/lib/shared/integrations.json'
import wechatShare from '../../pb_hooks/lib/shared/wechat-share.json'
import { startReachPlatforms, type ReachPlatforms } from '../support/reach-platforms'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20240301 MicroMessenger/8.0.48.2580(0x28003052) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
const WECOM_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Safari/537.36 wxwork/4.1.20 MicroMessenger/7.0.1 Language/zh ColorScheme/Light'
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

let server: TestServer
let platforms: ReachPlatforms
let su: PocketBase
let staffToken = ''
/** A page of the site, at its own address (PB_APP_URL's host). */
let pageUrl = ''

async function call(method: string, path: string, body?: unknown, token = staffToken) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const shareConfig = (url: string) => call('GET', `${wechatShare.shareConfigPath}?url=${encodeURIComponent(url)}`, undefined, '')
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Saves the official account anew: the server forgets its token and ticket (new settings). */
async function configure(changes: Record<string, string> = {}) {
  expect((await call('PATCH', '/api/admin/integrations/wechat', { app_secret: 'placeholder-secret' })).status).toBe(200)
  const saved = await call('PATCH', '/api/admin/integrations/wechat', { app_id: platforms.appId, app_secret: platforms.appSecret, ...changes })
  expect(saved.status).toBe(200)
}

const fetched = () => ({ tokens: platforms.tokenRequests.length, tickets: platforms.ticketRequests.length })

beforeAll(async () => {
  platforms = await startReachPlatforms()
  server = await startTestServer({ env: { WECHAT_API_BASE: platforms.wechatBase, SITE_URL: '' } })
  su = await superuserSession(server)
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  staffToken = staff.authStore.token
  const appUrl = (await su.settings.getAll()).meta.appURL.replace(/\/+$/, '')
  pageUrl = `${appUrl}/courses/practical?from=singlemessage`
})

afterAll(async () => {
  await server?.stop()
  await platforms?.stop()
})

describe('the official account in 推广渠道', () => {
  it('answers nothing to sign with until the account is set up', async () => {
    expect(await shareConfig(pageUrl)).toEqual({ status: 404, body: { status: 404, message: integrations.messages.wechatNotConfigured, data: {} } })
  })

  it('saves the AppID and AppSecret for admins, never answering the secret, and logs which changed without values', async () => {
    expect((await call('PATCH', '/api/admin/integrations/wechat', { app_id: platforms.appId }, '')).status).toBe(401)
    const saved = await call('PATCH', '/api/admin/integrations/wechat', { app_id: platforms.appId, app_secret: platforms.appSecret })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ platform: 'wechat', app_id: platforms.appId, configured: true, secret_set: true, secret_hint: `••••${platforms.appSecret.slice(-4)}` })
    const listed = await call('GET', '/api/admin/integrations')
    expect(JSON.stringify(listed.body)).not.toContain(platforms.appSecret)
    expect(listed.body.wechat).toMatchObject({ app_id: platforms.appId, hosts: [new URL(pageUrl).hostname] })
    const logged = await su.collection('activity_log').getFirstListItem("collection_name = 'integrations'", { sort: '-created' })
    expect(logged.summary).toBe(integrations.messages.settingsSaved.replace('{label}', integrations.platforms.wechat.label))
    expect(logged.details).toEqual({ platform: 'wechat', changed: ['app_id', 'app_secret'] })
    // The collection itself is closed to the API: the secret is read by the server alone.
    expect((await fetch(`${server.url}/api/collections/integrations/records`, { headers: { authorization: staffToken } })).status).toBe(403)
  })

  it('refuses an AppID or AppSecret that cannot be one, in Chinese', async () => {
    const refused = await call('PATCH', '/api/admin/integrations/wechat', { app_id: 'wx 123', app_secret: 'two words' })
    expect(refused.status).toBe(400)
    expect(refused.body.data).toEqual({
      app_id: { code: 'validation_invalid_value', message: integrations.messages.appIdInvalid.replace('{max}', String(integrations.limits.appIdMax)) },
      app_secret: {
        code: 'validation_invalid_value',
        message: integrations.messages.secretInvalid.replace('{label}', integrations.messages.appSecretLabel).replace('{max}', String(integrations.limits.secretMax)),
      },
    })
  })
})

describe('GET /api/wechat/share-config', () => {
  it("signs a page of the site's own address as WeChat's JS-SDK checks it: SHA-1 of the sorted fields, without the #part", async () => {
    await configure()
    const { status, body } = await shareConfig(`${pageUrl}#registration`)
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp'])
    expect(body.appId).toBe(platforms.appId)
    expect(Math.abs(Number(body.timestamp) - Date.now() / 1000)).toBeLessThan(60)
    expect(body.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(body.signature).toBe(sha1(`jsapi_ticket=${platforms.latestTicket()}&noncestr=${String(body.nonceStr)}&timestamp=${String(body.timestamp)}&url=${pageUrl}`))
    // The page's signature is kept with the ticket: the next visitor of the address gets the same one,
    // another address its own.
    expect((await shareConfig(pageUrl)).body).toEqual(body)
    const other = (await shareConfig(`${pageUrl}&isappinstalled=0`)).body
    expect(other.signature).toBe(sha1(`jsapi_ticket=${platforms.latestTicket()}&noncestr=${String(other.nonceStr)}&timestamp=${String(other.timestamp)}&url=${pageUrl}&isappinstalled=0`))
    expect(other.signature).not.toBe(body.signature)
  })

  it('signs nothing but the site’s own pages', async () => {
    const foreign = integrations.messages.shareUrlForeign.replace('{hosts}', new URL(pageUrl).hostname)
    for (const url of ['https://evil.example.com/page', `https://${new URL(pageUrl).hostname}.evil.example.com/`, 'javascript:alert(1)', `ftp://${new URL(pageUrl).host}/`]) {
      const { status, body } = await shareConfig(url)
      expect(status, url).toBe(400)
      expect(body.message, url).toBe(url.startsWith('https://') ? foreign : integrations.messages.shareUrlInvalid)
    }
    expect((await call('GET', wechatShare.shareConfigPath, undefined, '')).body.message).toBe(integrations.messages.shareUrlMissing)
  })

  it('fetches the token and ticket once for concurrent requests, then answers from them', async () => {
    await configure()
    const before = fetched()
    platforms.hold()
    const answers = Promise.all(Array.from({ length: 12 }, (_, i) => shareConfig(`${pageUrl}&visitor=${i}`)))
    await expect.poll(() => platforms.held(), { timeout: 10_000 }).toBe(1)
    // Every request is waiting on the one refresh by now.
    await sleep(300)
    platforms.release()
    const results = await answers
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200))
    expect(fetched()).toEqual({ tokens: before.tokens + 1, tickets: before.tickets + 1 })
    for (let i = 0; i < 5; i++) expect((await shareConfig(pageUrl)).status).toBe(200)
    expect(fetched()).toEqual({ tokens: before.tokens + 1, tickets: before.tickets + 1 })
  })

  it('fetches the ticket again shortly before it expires, and the token shortly before its own expiry', async () => {
    platforms.setLifetimes({ token: 8, ticket: 4 })
    try {
      await configure()
      const start = fetched()
      expect((await shareConfig(pageUrl)).status).toBe(200)
      expect(fetched()).toEqual({ tokens: start.tokens + 1, tickets: start.tickets + 1 })
      // A quarter of a short lifetime before its expiry (4 s: after 3 s), the ticket is due; the token is not.
      await sleep(3_300)
      expect((await shareConfig(pageUrl)).status).toBe(200)
      expect(fetched()).toEqual({ tokens: start.tokens + 1, tickets: start.tickets + 2 })
      await sleep(3_000)
      const signed = await shareConfig(pageUrl)
      expect(fetched()).toEqual({ tokens: start.tokens + 2, tickets: start.tickets + 3 })
      expect(signed.body.signature).toBe(
        sha1(`jsapi_ticket=${platforms.latestTicket()}&noncestr=${String(signed.body.nonceStr)}&timestamp=${String(signed.body.timestamp)}&url=${pageUrl}`),
      )
    } finally {
      platforms.setLifetimes({ token: 7200, ticket: 7200 })
    }
  })

  it('fetches a new token when WeChat no longer takes the kept one (another server fetched a newer one)', async () => {
    platforms.setLifetimes({ ticket: 4 })
    try {
      await configure()
      expect((await shareConfig(pageUrl)).status).toBe(200)
      const start = fetched()
      platforms.revokeTokens()
      await sleep(3_300)
      expect((await shareConfig(pageUrl)).status).toBe(200)
      // The ticket refused with 40001, the token fetched again, the ticket again.
      expect(fetched()).toEqual({ tokens: start.tokens + 1, tickets: start.tickets + 2 })
    } finally {
      platforms.setLifetimes({ ticket: 7200 })
    }
  })
})

describe("WeChat's refusals", () => {
  afterAll(() => platforms.blockIp(false))

  it('answers each in Chinese, from the share config and from the tab’s test, never with the secret', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ app_id: 'wx0000000000000000' }, integrations.wechatErrors['40013']],
      [{ app_secret: 'f'.repeat(32) }, integrations.wechatErrors['40125']],
    ]
    for (const [changes, message] of cases) {
      await configure(changes)
      expect(await shareConfig(pageUrl)).toEqual({ status: 502, body: { status: 502, message, data: {} } })
      expect((await call('POST', '/api/admin/integrations/wechat/test')).body).toEqual({ ok: false, message })
    }
    await configure()
    platforms.blockIp(true)
    const test = await call('POST', '/api/admin/integrations/wechat/test')
    expect(test.body).toEqual({ ok: false, message: integrations.messages.wechatIpNotWhitelisted.replaceAll('{ip}', '127.0.0.1') })
    expect(JSON.stringify(test.body)).not.toContain(platforms.appSecret)
  })

  it('keeps a refusal a few seconds, so visitors do not each ask WeChat, while the test asks again', async () => {
    await configure()
    platforms.blockIp(true)
    expect((await shareConfig(pageUrl)).status).toBe(502)
    const after = fetched()
    for (let i = 0; i < 5; i++) expect((await shareConfig(pageUrl)).body.message).toBe(integrations.messages.wechatIpNotWhitelisted.replaceAll('{ip}', '127.0.0.1'))
    expect(fetched()).toEqual(after)
    platforms.blockIp(false)
    const test = await call('POST', '/api/admin/integrations/wechat/test')
    expect(test.body.ok).toBe(true)
    expect(String(test.body.message)).toMatch(/^配置正确/)
    expect((await shareConfig(pageUrl)).status).toBe(200)
    expect((await call('GET', '/api/admin/integrations')).body.wechat).toMatchObject({ status: { state: 'ready', message: test.body.message } })
  })
})

describe('the JS-SDK in the CSP', () => {
  it("allows WeChat's JS-SDK host in a page's CSP inside WeChat only, and says the page varies by browser", async () => {
    const csp = async (agent: string) => {
      const res = await fetch(`${server.url}/`, { headers: { 'user-agent': agent } })
      expect(res.headers.get('vary')).toContain('User-Agent')
      return res.headers.get('content-security-policy') ?? ''
    }
    const scriptSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('script-src')) ?? ''
    expect(scriptSrc(await csp(WECHAT_UA))).toContain(` ${wechatShare.sdkOrigin}`)
    expect(await csp(CHROME_UA)).not.toContain(wechatShare.sdkOrigin)
    expect(await csp(WECOM_UA)).not.toContain(wechatShare.sdkOrigin)
    // Only the script source differs.
    expect((await csp(WECHAT_UA)).replace(` ${wechatShare.sdkOrigin}`, '')).toBe(await csp(CHROME_UA))
  })
})
