// Results counting in a real browser: a visit from a Baidu ad keeps its first touch while the visitor
// moves through the site and into a lead sent from /contact, and into one sent on a later visit (whose
// own source is its last touch); a page's field speed is sent when the page is hidden; staff read 效果分析
// (sources with their details, courses, forms, speed) and export a table, on a laptop and on a phone.
// (The counting rules and the report's figures: tests/api/analytics.test.ts.)
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import analytics from '../../pb_hooks/lib/shared/analytics.json' with { type: 'json' }
import beacons from '../../pb_hooks/lib/shared/beacons.json' with { type: 'json' }
import type { AnalyticsReport } from '../../src/admin/resources/analytics/analytics-figures'
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, staffClient, test } from './fixtures'

/** Resolves once the page's code has counted the view (its entry runs after the first paint). */
function pageViewSent(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith(beacons.routes.pageview))
}

async function sendContactForm(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.getByRole('checkbox') })
  await form.getByLabel('姓名').fill('王五')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('留言内容').fill('想了解 AI 战略班。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功！')).toBeVisible()
}

test('a visitor from a Baidu ad is credited to it on /contact, and on a later visit that came directly', async ({ page, context, baseURL, consoleProblems }, testInfo) => {
  const email = `first-touch-${testInfo.project.name}-${Date.now()}@example.com`
  const counted = pageViewSent(page)
  await page.goto('/courses/strategy?utm_source=baidu&utm_medium=cpc&utm_campaign=spring', { referer: 'https://www.baidu.com/s?wd=AI%E6%88%98%E7%95%A5' })
  const beacon = JSON.parse((await counted).postData() ?? '{}')
  // The view's source goes out without the search words.
  expect(beacon).toMatchObject({ path: '/courses/strategy', referrer: 'https://www.baidu.com/s', utm_source: 'baidu', utm_medium: 'cpc', utm_campaign: 'spring' })

  // Through the site by its links, then the contact form.
  const next = pageViewSent(page)
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '联系我们' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  // A later page of the visit is counted under the visit's source.
  expect(JSON.parse((await next).postData() ?? '{}')).toMatchObject({ path: '/contact', utm_source: 'baidu' })
  await sendContactForm(page, email)

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(staff.filter('email = {:email}', { email }))
  expect(lead).toMatchObject({
    landing_path: '/courses/strategy',
    utm_source: 'baidu',
    first_landing_path: '/courses/strategy',
    first_utm_source: 'baidu',
    first_utm_campaign: 'spring',
    form_path: '/contact',
    source: 'baidu',
  })

  // Another visit in a new tab (a new session), straight to /contact: its own source is the last touch.
  const later = await context.newPage()
  const laterEmail = `later-${email}`
  const laterCounted = pageViewSent(later)
  await later.goto('/contact')
  await laterCounted
  await sendContactForm(later, laterEmail)
  const second = await staff.collection('form_submissions').getFirstListItem(staff.filter('email = {:email}', { email: laterEmail }))
  expect(second).toMatchObject({ landing_path: '/contact', referrer: '', utm_source: '', first_landing_path: '/courses/strategy', first_utm_source: 'baidu', source: 'baidu' })
  expect(consoleProblems).toEqual([])
})

test('a page’s field speed is sent once the visitor hides it, by closing its tab', async ({ context, baseURL }) => {
  const operator = await operatorClient(baseURL)
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  const speedOf = async () => (await operator.send<AnalyticsReport>(`${analytics.routes.report}?from=${today}&to=${today}`, {})).vitals.find((row) => row.path === '/about')
  const before = await speedOf()
  const page = await context.newPage()
  const counted = pageViewSent(page)
  await page.goto('/about')
  await counted
  // An interaction, so that there is an INP to measure.
  await page.mouse.click(5, 300)
  // Nothing goes out while the page is in view.
  await page.waitForTimeout(1000)
  expect((await speedOf())?.samples ?? 0).toBe(before?.samples ?? 0)
  // Closing the tab hides the page. (Leaving by a link hides it too, but a request sent while a page
  // unloads leaves Playwright's Chromium with its own HeadlessChrome user agent, not the page's, and a
  // headless browser is not counted: tests/unit/traffic-source.test.ts.)
  await page.close({ runBeforeUnload: true })
  await expect.poll(async () => (await speedOf())?.samples ?? 0).toBe((before?.samples ?? 0) + 1)
  const after = (await speedOf())!
  expect(after.lcp_samples).toBe((before?.lcp_samples ?? 0) + 1)
  expect(after.cls_samples).toBe((before?.cls_samples ?? 0) + 1)
  expect(after.lcp_p75).toBeGreaterThan(0)
})

test('staff read 效果分析 by source, course, form and speed, and export a table', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  const isPhone = testInfo.project.name === 'phone'
  // Something to read whatever ran before: views from Baidu and from a campaign, a form opened, a speed sample.
  const post = (route: string, body: object) =>
    fetch(`${baseURL}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((res) => expect(res.status).toBe(204))
  await post(beacons.routes.pageview, { path: '/courses/practical', referrer: 'https://www.baidu.com/link?url=x' })
  await post(beacons.routes.pageview, { path: '/', utm_source: 'wechat_article', utm_medium: 'social', utm_campaign: 'winter' })
  await post(beacons.routes.formStep, { path: '/contact', form: 'contact', step: 'opened' })
  await post(beacons.routes.vitals, { path: '/courses/practical', lcp: 2100, cls: 0.02, inp: 120 })

  await signIn(page)
  // The dashboard's card leads to the screen.
  const card = page.getByRole('region', { name: '效果分析（近 7 天）' })
  await expect(card.locator('[data-card="visitors"]')).toHaveText(/\d/)
  if (isPhone) {
    await page.getByRole('button', { name: '打开菜单' }).click()
    await page.getByRole('menuitem', { name: '效果分析' }).click()
  } else {
    await card.getByRole('link', { name: '查看效果分析' }).click()
  }
  await expect(page).toHaveURL(/\/admin\/analytics/)

  const operator = await operatorClient(baseURL)
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  await page.getByRole('button', { name: '今天' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`))
  const api = await operator.send<AnalyticsReport>(`${analytics.routes.report}?from=${today}&to=${today}`, {})
  await expect(page.locator('[data-total="views"]')).toHaveText(api.totals.views.toLocaleString('zh-CN'))
  await expect(page.locator('[data-total="leads"]')).toHaveText((api.totals.leads ?? 0).toLocaleString('zh-CN'))

  // By source: Baidu's row opens its referring sites.
  const sources = page.getByRole('region', { name: '各来源' })
  await expect(sources.getByText('百度搜索').first()).toBeVisible()
  await sources.getByRole('button', { name: '展开“百度搜索”的明细' }).click()
  await expect(sources.getByText('www.baidu.com').first()).toBeVisible()
  await expect(sources.getByText('wechat_article').first()).toBeVisible()
  if (!isPhone) await expect(page.getByRole('img', { name: /百度搜索：访客/ })).toBeVisible()
  await reviewShot(page, `admin-analytics-sources-${testInfo.project.name}`, { fullPage: true })

  // Exported as the table shows it, each source's total then its details.
  const download = page.waitForEvent('download')
  await sources.getByRole('button', { name: '导出：各来源' }).click()
  await page.getByRole('menuitem', { name: '导出 CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`效果分析-各来源-${today}至${today}.csv`)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe('来源,类型,UTM 媒介,UTM 活动,来源网站,浏览量,访客,线索,转化率,已联系,已完成,完成率,首次联系中位时间')
  expect(lines).toContainEqual(expect.stringMatching(/^百度搜索,来源网站,,,www\.baidu\.com,/))

  await page.getByRole('tab', { name: '课程与页面' }).click()
  await expect(page.getByRole('region', { name: '各课程' }).getByText('AI 实战营').first()).toBeVisible()
  await page.getByRole('tab', { name: '表单转化' }).click()
  await expect(page.getByRole('region', { name: '各表单' }).getByText('联系我们').first()).toBeVisible()
  await page.getByRole('tab', { name: '真实访问速度' }).click()
  const byRoute = page.getByRole('region', { name: '各页面的真实访问速度' })
  await expect(byRoute.getByText('AI 实战营').first()).toBeVisible()
  await expect(byRoute.locator('[data-rating]').first()).toBeVisible()
  await reviewShot(page, `admin-analytics-speed-${testInfo.project.name}`, { fullPage: true })

  // Nothing cut off sideways; accessible.
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleProblems).toEqual([])
})
