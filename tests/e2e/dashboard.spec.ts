// The dashboard at /admin: every figure equals what the API counts, the 7-day chart is drawn, the top
// pages and newest activity are the server's, a lead arriving shows without a reload, links lead to
// the screens (最近动态 to the record, the leads card to the 待处理 leads), and axe-core finds nothing.
// (One column on a phone: admin-phone.spec.ts.)
import type { Page } from '@playwright/test'
import type PocketBase from 'pocketbase'
import type { DashboardStats } from '../../src/admin/dashboard/dashboard-figures'
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, test } from './fixtures'

async function apiStats(operator: PocketBase): Promise<DashboardStats> {
  return operator.send<DashboardStats>('/api/admin/dashboard', { requestKey: null })
}

/** The card's figure once loaded. */
async function figure(page: Page, stat: string): Promise<number> {
  const card = page.locator(`[data-stat="${stat}"]`)
  await expect(card).toHaveText(/^\d+$/)
  return Number(await card.innerText())
}

test.describe('dashboard', () => {
  test('shows the figures the API counts, the chart, top pages, activity and quick actions', async ({ page, baseURL, consoleProblems }, testInfo) => {
    const project = testInfo.project.name
    const operator = await operatorClient(baseURL)
    // Something to see whatever ran before: a visit to the home page today, and an article whose
    // creation is the newest activity.
    const visit = await fetch(`${baseURL}/api/site/pageview`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/' }) })
    expect(visit.status).toBe(204)
    const article = await operator.collection('news').create({ title: `仪表盘动态${project}`, summary: '仪表盘测试', content: '<p>正文</p>', category: 'news', published: true })

    await signIn(page)
    await expect(page.locator('[data-stat="visits"]')).toHaveText(/^\d+$/)
    const api = await apiStats(operator)

    expect(await figure(page, 'carousels')).toBe(api.cards.carousels.total)
    expect(await figure(page, 'news')).toBe(api.cards.news.total)
    expect(await figure(page, 'leads')).toBe(api.cards.leads.total)
    expect(await figure(page, 'visits')).toBe(api.cards.visits.today)
    expect(api.cards.visits.today).toBeGreaterThan(0)
    await expect(page.locator('[data-detail="news"]')).toHaveText(`已发布 ${api.cards.news.published} · 近7天新增 ${api.cards.news.thisWeek}`)
    await expect(page.locator('[data-detail="leads"]')).toHaveText(`待处理 ${api.cards.leads.pending} · 近7天新增 ${api.cards.leads.thisWeek}`)
    await expect(page.locator('[data-detail="visits"]')).toHaveText(`近7天访问 ${api.cards.visits.thisWeek}`)
    for (const stat of ['carousels', 'news', 'leads', 'visits']) {
      await expect(page.getByRole('region', { name: { carousels: '轮播图', news: '新闻', leads: '表单提交', visits: '今日访问' }[stat] }).getByText(/^较上周/)).toBeVisible()
    }

    // The chart: drawn as SVG with both series, and its text alternative holds today's figures.
    const chart = page.locator('[data-chart="week"]')
    await expect(chart.locator('svg').first()).toBeVisible()
    // Every day is labelled on the axis (MM-DD), oldest first.
    expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining(api.days.map((day) => day.slice(5))))
    const today = api.day.slice(5)
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`${today}：访问 ${api.visitsByDay[api.day] ?? 0}，线索 ${api.leadsByDay[api.day] ?? 0}$`))
    await expect(chart.getByText('访问量')).toBeVisible()
    await expect(chart.getByText('线索', { exact: true })).toBeVisible()

    const topPages = page.getByRole('table', { name: '热门页面（近7天）' })
    await expect(topPages.locator('tbody tr')).toHaveCount(api.topPages.length)
    await expect(topPages.locator('tbody tr').first()).toContainText(api.topPages[0].title)
    await expect(topPages.locator('tbody tr').first()).toContainText(String(api.topPages[0].views))

    const activity = page.getByRole('region', { name: '最近动态' }).locator('li')
    await expect(activity).toHaveCount(api.activity.length)
    await expect(activity.first()).toContainText(`新建了新闻「${article.title}」`)
    await expect(activity.first()).toContainText(process.env.E2E_SUPERUSER_EMAIL!)
    await expect(activity.first().getByRole('link', { name: `新建了新闻「${article.title}」` })).toHaveAttribute('href', `/admin/news/${article.id}`)

    const quick = page.getByRole('region', { name: '快捷操作' })
    for (const [name, path] of [
      ['轮播图管理', '/admin/carousels'],
      ['新闻管理', '/admin/news'],
      ['表单数据', '/admin/forms'],
      ['系统设置', '/admin/settings'],
    ]) {
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', path)
    }

    // Four cards side by side (one column on a phone: admin-phone.spec.ts), nothing cut off sideways.
    const boxes = await Promise.all(['carousels', 'news', 'leads', 'visits'].map((stat) => page.locator(`[data-stat="${stat}"]`).boundingBox()))
    expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(4)
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)

    await reviewShot(page, `admin-dashboard-${project}`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    // Live: a lead arriving counts at once, and is the newest activity, a link to the lead.
    const lead = await operator
      .collection('form_submissions')
      .create({ form_type: 'contact', name: `实时线索${project}`, email: `live-${project}@example.test`, consent: true })
    await expect(page.locator('[data-stat="leads"]')).toHaveText(String(api.cards.leads.total + 1))
    await expect(activity.first().getByRole('link')).toHaveAttribute('href', `/admin/forms/${lead.id}/show`)

    // The leads card opens the leads still waiting for someone.
    await page.getByRole('region', { name: '表单提交' }).getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/forms\?filter=%7B%22status%22%3A%22pending%22%7D/)
    await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('待处理')
    expect(consoleProblems).toEqual([])
  })
})
