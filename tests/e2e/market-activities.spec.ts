// The news rails of /market-activities with the demo seed: the served rails adopted by their code,
// paging, the article modal, its own address, and copying that address when the device has no
// share sheet.
import type { Page } from '@playwright/test'
import { ISLAND_READY_ATTRIBUTE } from '../../src/site/islands/names'
import { engageIsland } from '../support/engage-page'
import { expect, reviewShot, staffClient, test } from './fixtures'

const engage = (page: Page) => engageIsland(page, 'market-news')

test('the served rails are adopted: the banner <img> stays the same node, the page’s own news data is used, a rail’s heading stays the staff’s, and an opened article fetches only its body', async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  // A rail's heading as staff publish it in 页面管理 (put back at the end: the worker's server serves the next tests).
  const staff = await staffClient(baseURL)
  const activities = await staff.collection('pages').getFirstListItem('path = "/market-activities"')
  const newsTitle = '新闻 · 动态'
  await staff.collection('pages').update(activities.id, { texts: { news_title: newsTitle } })
  try {
    await expect.poll(async () => (await page.request.get('/market-activities')).text(), { timeout: 15_000 }).toContain(newsTitle)
    await adoptedRails(page, consoleProblems, newsTitle)
  } finally {
    await staff.collection('pages').update(activities.id, { texts: { news_title: activities.texts.news_title } })
  }
})

async function adoptedRails(page: Page, consoleProblems: string[], newsTitle: string) {
  const newsRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/collections/news/')) newsRequests.push(request.url())
  })
  await page.goto('/market-activities')
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island="market-news"]')
  // Nobody has used the page yet: no code has run for the rails, and they are complete already.
  await expect(island).not.toHaveAttribute(ISLAND_READY_ATTRIBUTE, '')
  const huawei = page.locator('#huawei')
  const banner = huawei.locator('article img')
  await expect(banner).toBeVisible()
  const servedTitle = await huawei.locator('h3').textContent()
  // A property on the node itself: a node React rendered afresh would not carry it.
  await banner.evaluate((img) => Object.assign(img, { servedNode: true }))

  await expect(page.locator('#news h2')).toHaveText(newsTitle)

  await engage(page)
  expect(await banner.evaluate((img) => (img as HTMLImageElement & { servedNode?: boolean }).servedNode)).toBe(true)
  await expect(huawei.locator('h3')).toHaveText(servedTitle!)
  // The island's props carry the staff's heading: React keeps it, no flash back to the build's.
  await expect(page.locator('#news h2')).toHaveText(newsTitle)

  // The hydrated rail pages and opens the modal.
  await huawei.getByRole('button', { name: '下一页' }).click()
  await expect(huawei.locator('h3')).not.toHaveText(servedTitle!)
  await huawei.getByRole('button', { name: '第 1 页' }).click()
  await expect(huawei.locator('h3')).toHaveText(servedTitle!)
  expect(newsRequests).toEqual([])
  // The page's data lists the rails without the articles' bodies: opening one fetches its own.
  const articleId = (await huawei.getByRole('link', { name: '了解详情' }).getAttribute('href'))!.replace('/news/', '')
  await huawei.getByRole('link', { name: '了解详情' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2, name: servedTitle! })).toBeVisible()
  await expect(dialog.getByTestId('news-body').locator('p').first()).toBeVisible()
  expect(newsRequests.map((url) => new URL(url).pathname)).toEqual([`/api/collections/news/records/${articleId}`])
  await expect(page.locator('#news h2')).toHaveText(newsTitle)
  // A hydration mismatch would be reported here (React logs it as an error).
  expect(consoleProblems).toEqual([])
}

test('without JavaScript the rails show their news and link to the articles’ own pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/market-activities')
  const huawei = page.locator('#huawei')
  await expect(huawei.locator('article img')).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
  const title = (await huawei.locator('h3').textContent())!
  await huawei.getByRole('link', { name: '了解详情' }).click()
  await expect(page).toHaveURL(/\/news\/\w+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await context.close()
})

test('rails page through the news, an item opens the modal, and its address opens it again', { tag: '@phone' }, async ({ page, context, consoleProblems }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/market-activities')
  const isvSection = page.locator('section').filter({ has: page.getByRole('heading', { name: '走近ISV' }) })
  // Before its code runs, the served rail already shows as many cards as fit (the rest are hidden).
  await expect(isvSection.locator('article:visible')).toHaveCount(testInfo.project.name === 'phone' ? 1 : 4)
  await engage(page)
  await expect(isvSection.getByRole('link', { name: '查看详情' }).first()).toBeVisible()
  const newsSection = page.locator('section').filter({ has: page.getByRole('heading', { name: '新闻资讯' }) })
  await expect(newsSection.getByRole('link', { name: '阅读全文' }).first()).toBeVisible()

  // Phones show one card at a time, so the demo's four ISV articles make four pages.
  const perView = testInfo.project.name === 'phone' ? 1 : 4
  await expect(isvSection.locator('[data-per-view]')).toHaveAttribute('data-per-view', String(perView))
  if (perView === 1) {
    const pager = isvSection.getByRole('group')
    const firstTitle = await isvSection.locator('h3').first().textContent()
    await pager.getByRole('button', { name: '下一页' }).click()
    await expect(isvSection.locator('h3').first()).not.toHaveText(firstTitle!)
    await pager.getByRole('button', { name: '上一页' }).click()
    await pager.getByRole('button', { name: '上一页' }).click() // wraps to the last page
    await expect(pager.getByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'true')
  }

  const huawei = page.locator('section').filter({ has: page.getByRole('heading', { name: '走近华为' }) })
  const title = (await huawei.locator('h3').first().textContent())!.trim()
  await huawei.getByRole('link', { name: '了解详情' }).first().click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(modal.getByText('走近华为', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/[?&]news=\w+/)
  expect(await page.evaluate(() => document.documentElement.style.overflow || document.body.style.overflow)).toBe('hidden')
  await reviewShot(page, `news-modal-${testInfo.project.name}`)
  const address = page.url()

  // No share sheet in headless Chromium: the link is copied and the reader is told so.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await modal.getByRole('button', { name: '分享这篇文章' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: '链接已复制' })).toBeVisible()
  // The copied address is the article's own page.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/news/${new URL(address).searchParams.get('news')}`, address).href)

  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(page).not.toHaveURL(/news=/)

  // The shared address opens the same article on a fresh load.
  await page.goto(address)
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2, name: title })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(consoleProblems).toEqual([])
})

test('an old ?news= link to an article taken offline says 文章不存在或已下线 and keeps the visitor on the page', async ({ page, baseURL, consoleProblems }, testInfo) => {
  const staff = await staffClient(baseURL)
  const article = await staff.collection('news').create({
    title: `下线测试${testInfo.project.name}`,
    summary: '这篇文章随后会被下线。',
    content: '<p>正文</p>',
    category: 'news',
    published: false,
    author: '市场部',
  })
  try {
    await page.goto(`/market-activities?news=${article.id}`)
    await expect(page.getByRole('status').filter({ hasText: '文章不存在或已下线' })).toBeVisible()
    await expect(page).toHaveURL(/\/market-activities$/)
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '新闻资讯' })).toBeVisible()
  } finally {
    await staff.collection('news').delete(article.id)
  }
  // The unpublished article's 404 is the answer this notice stands for, not a fault of the page.
  expect(consoleProblems.filter((problem) => !problem.includes('404'))).toEqual([])
})

test('the news modal’s 分享/关闭 bar stays at the very top while the article scrolls under it', async ({ page, consoleProblems }) => {
  // A short window, so that any article scrolls.
  await page.setViewportSize({ width: 1280, height: 480 })
  await page.goto('/market-activities')
  await engage(page)
  const huawei = page.locator('section').filter({ has: page.getByRole('heading', { name: '走近华为' }) })
  await huawei.getByRole('link', { name: '了解详情' }).first().click()
  const modal = page.getByRole('dialog')
  const bar = modal.getByRole('button', { name: '关闭' }).locator('..')
  await expect(bar).toBeVisible()
  const scrolled = await modal.evaluate((dialog) => {
    dialog.scrollTop = 300
    return dialog.scrollTop
  })
  expect(scrolled).toBe(300)
  // No strip of article text above the bar: the bar's top is the dialog's top.
  await expect.poll(() => bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0)
  expect(consoleProblems).toEqual([])
})
