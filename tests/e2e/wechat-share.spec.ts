// WeChat share cards in a real browser: a page opened with WeChat's user agent asks the site for its
// signature, loads the JS-SDK from WeChat's host (allowed by the page's CSP there; here a local stub that
// records what the page gives it) and sets the card for friends and Moments from its own head: an
// article's title, summary, cover and address. The same page in another browser asks for nothing of it.
// And the 推广渠道 tab where it is set up, tested against WeChat, axe-core clean. WeChat's API is a local
// stand-in (tests/support/reach-platforms.ts); this spec runs its own server.
import { expect, test, type Page, type Request } from '@playwright/test'
import { createHash } from 'node:crypto'
import PocketBase from 'pocketbase'
import wechatShare from '../../pb_hooks/lib/shared/wechat-share.json' with { type: 'json' }
import { dirs } from '../../scripts/lib/pocketbase.mjs'
import { startReachPlatforms, type ReachPlatforms } from '../support/reach-platforms'
import { startTestServer, type TestServer } from '../support/test-server'
import { axeViolations, reviewShot } from './fixtures'

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 XWEB/1300029 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

/**
 * A stand-in for WeChat's jweixin: it records wx.config and the two share calls, and runs the ready
 * callbacks once configured, as the real SDK does after WeChat accepted the signature.
 */
const SDK_STUB = `window.wx = {
  calls: [],
  readyCallbacks: [],
  configured: false,
  config(options) { this.calls.push(['config', options]); this.configured = true; setTimeout(() => this.readyCallbacks.forEach((run) => run()), 0) },
  ready(run) { this.configured ? setTimeout(run, 0) : this.readyCallbacks.push(run) },
  error() {},
  updateAppMessageShareData(card) { this.calls.push(['appMessage', card]) },
  updateTimelineShareData(card) { this.calls.push(['timeline', card]) },
}`

let platforms: ReachPlatforms
let server: TestServer

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  platforms = await startReachPlatforms()
  server = await startTestServer({ publicDir: dirs.public, seedDemo: true, env: { WECHAT_API_BASE: platforms.wechatBase } })
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  await staff.send('/api/admin/integrations/wechat', { method: 'PATCH', body: { app_id: platforms.appId, app_secret: platforms.appSecret } })
})

test.afterAll(async () => {
  await server?.stop()
  await platforms?.stop()
})

/** The newest published article, as a guest reads it. */
async function newestArticle() {
  const { items } = await new PocketBase(server.url).collection('news').getList(1, 1, { filter: 'published = true', sort: '-published_at' })
  return items[0]
}

const content = (page: Page, selector: string) => page.locator(selector).getAttribute('content')

test('inside WeChat an article sets its share card from its title, summary and cover, signed by the site', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA })
  const sdkRequests: string[] = []
  await context.route(wechatShare.sdkUrl, (route) => {
    sdkRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: SDK_STUB })
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()))
  const article = await newestArticle()
  await page.goto(`${server.url}/news/${article.id}`)

  type Calls = [string, Record<string, unknown>][]
  const calls = () => page.evaluate(() => (window as unknown as { wx?: { calls: Calls } }).wx?.calls ?? [])
  await expect.poll(async () => (await calls()).map(([name]) => name), { timeout: 20_000 }).toEqual(['config', 'appMessage', 'timeline'])
  const [[, config], [, friends], [, moments]] = await calls()

  // Signed by the site for this very address, with WeChat's current ticket.
  expect(config).toMatchObject({ debug: false, appId: platforms.appId, jsApiList: wechatShare.jsApiList })
  const input = `jsapi_ticket=${platforms.latestTicket()}&noncestr=${String(config.nonceStr)}&timestamp=${String(config.timestamp)}&url=${page.url().split('#')[0]}`
  expect(config.signature).toBe(createHash('sha1').update(input).digest('hex'))

  // The card is the article's: its title, summary, cover thumbnail and address, as the page's head says.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(friends).toEqual({
    title: await content(page, 'meta[property="og:title"]'),
    desc: article.summary,
    link: canonical,
    imgUrl: await content(page, 'meta[property="og:image"]'),
  })
  expect(String(friends.title)).toContain(article.title)
  expect(canonical).toMatch(new RegExp(`/news/${article.id}$`))
  expect(String(friends.imgUrl)).toMatch(/^https?:\/\/.+thumb=1200x630/)
  expect(moments).toEqual({ title: friends.title, link: friends.link, imgUrl: friends.imgUrl })
  expect(sdkRequests).toEqual([wechatShare.sdkUrl])
  expect(problems).toEqual([])
  await context.close()
})

test('outside WeChat the same pages load nothing of it: no signature, no SDK, no share code', async ({ page }) => {
  const requests: string[] = []
  const record = (request: Request) => requests.push(request.url())
  page.on('request', record)
  const article = await newestArticle()
  for (const path of [`/news/${article.id}`, '/courses/practical', '/']) {
    await page.goto(`${server.url}${path}`)
    // Until the page's code has run and settled (its islands, the page view).
    await page.waitForLoadState('networkidle')
    await page.mouse.move(10, 10)
    await page.waitForLoadState('networkidle')
  }
  expect(requests.some((url) => url.includes('/assets/islands.'))).toBe(true)
  expect(requests.filter((url) => url.includes(wechatShare.shareConfigPath) || url.startsWith(new URL(wechatShare.sdkUrl).origin) || url.includes('wechat-share'))).toEqual([])
})

test('推广渠道: the saved account tested against WeChat from the back office, axe-core clean', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`)
  await page.getByLabel('用户名').fill(server.staff.username)
  await page.getByLabel('密码', { exact: true }).fill(server.staff.password)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${server.url}/admin/settings?tab=integrations`)
  const wechat = page.getByRole('region', { name: '微信分享卡片（公众号 JS-SDK）' })
  await expect(wechat.getByLabel('AppID（开发者ID）')).toHaveValue(platforms.appId, { timeout: 20_000 })
  await expect(wechat.getByText(`已设置（••••${platforms.appSecret.slice(-4)}`, { exact: false })).toBeVisible()
  expect(await page.content()).not.toContain(platforms.appSecret)
  await wechat.getByRole('button', { name: '测试签名' }).click()
  await expect(wechat.getByRole('status')).toContainText('测试成功：配置正确：已取得 jsapi_ticket')
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, 'settings-integrations', { fullPage: true })
})
