// Articles as pages with the demo seed: /news lists them, each has its own address /news/<id>
// served as a complete page, and the news modal shares that address.
import PocketBase from 'pocketbase'
import routesJson from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import { engageIsland } from '../support/engage-page'
import { axeViolations, expect, reviewShot, test } from './fixtures'

const ARTICLE_PATH = /\/news\/[a-z0-9]{15}$/

test('/news leads to an article page, which reads like the modal and leads back to 市场活动', async ({ page, baseURL, consoleProblems }, testInfo) => {
  await page.goto('/news')
  await expect(page).toHaveTitle(`新闻动态 | ${routesJson.siteName}`)
  await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible()

  // The newest published article comes first.
  const newest = await new PocketBase(baseURL).collection('news').getList(1, 1, { filter: 'published = true', sort: '-published_at,-created' })
  const article = newest.items[0]
  const items = page.getByRole('main').getByRole('listitem')
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(article.title)
  expect(await axeViolations(page)).toEqual([])

  await items.first().getByRole('link', { name: article.title }).click()
  await expect(page).toHaveURL(ARTICLE_PATH)
  expect(new URL(page.url()).pathname).toBe(`/news/${article.id}`)
  await expect(page).toHaveTitle(`${article.title} | ${routesJson.siteName}`)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByRole('banner').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  // The body is the article's own text, readable on the page.
  const body = page.getByTestId('news-body')
  const firstParagraph = (await new PocketBase(baseURL).collection('news').getOne(article.id)).content.match(/<p>([^<]+)<\/p>/)?.[1]
  expect(firstParagraph).toBeTruthy()
  await expect(body.getByText(firstParagraph!, { exact: true })).toBeVisible()
  await body.scrollIntoViewIfNeeded()
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `news-article-${testInfo.project.name}`, { fullPage: true })

  await page.getByRole('link', { name: '返回市场活动', exact: true }).click()
  await expect(page).toHaveURL(/\/market-activities$/)
  await expect(page.getByRole('heading', { level: 1, name: '市场活动' })).toBeVisible()
  expect(consoleProblems).toEqual([])
})

test('the news modal shares the article’s own page, which opens the article', async ({ page, context, baseURL, consoleProblems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/market-activities')
  await engageIsland(page, 'market-news')
  const huawei = page.locator('section').filter({ has: page.getByRole('heading', { name: '走近华为' }) })
  const title = (await huawei.locator('h3').first().textContent())!.trim()
  await huawei.getByRole('link', { name: '了解详情' }).first().click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('heading', { level: 2, name: title })).toBeVisible()

  // No share sheet in headless Chromium: the address is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await modal.getByRole('button', { name: '分享这篇文章' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: '链接已复制' })).toBeVisible()
  const address = await page.evaluate(() => navigator.clipboard.readText())
  expect(address.startsWith(`${baseURL}/news/`)).toBe(true)
  expect(address).toMatch(ARTICLE_PATH)

  await page.goto(address)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('走近华为', { exact: true }).first()).toBeVisible()
  expect(consoleProblems).toEqual([])
})
