// The back office's content screens on a phone (below 640 px): the sidebar is a drawer, lists read as cards (slides)
// or one column (dashboard cards, partners), nothing scrolls sideways, and axe-core finds nothing.
// What staff do on these screens is the same on every width: the desktop journeys test it
// (carousels-admin, partners-admin, dashboard, intakes-admin, outbox).
import type { Page } from '@playwright/test'
import { phoneBreakpointPx, sidebarDockedPx } from '../../src/admin/layout/phone-width'
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, test } from './fixtures'

/** Whether the page is wider than the viewport (something cut off or scrolling sideways). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** How many columns the elements stand in: their distinct left edges. */
function columnsOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))).size)
}

async function expectFitsThePhone(page: Page, name: string) {
  expect(await overflowsSideways(page), name).toBe(false)
  expect(await axeViolations(page), name).toEqual([])
  await reviewShot(page, `admin-${name}-phone`, { fullPage: true })
}

test('the content screens fit a phone: drawer menu, card lists, one column', { tag: '@phone-only' }, async ({ page, baseURL, consoleProblems }) => {
  // A lead, so that the mail log has its two mails to list (and 联系人 its person), and a reply template.
  const email = `phone-screens-${Date.now()}@example.com`
  const operator = await operatorClient(baseURL)
  await operator.collection('form_submissions').create({ form_type: 'consultation', name: '手机测试', email, consent: true })
  const template = `手机模板 ${Date.now().toString(36)}`
  await operator.collection('reply_templates').create({ title: template, subject: '{姓名}您好', body: '感谢您的咨询。' })
  await signIn(page)
  await expect(page.locator('[data-stat="visits"]')).toHaveText(/^\d+$/)
  expect(await columnsOf(page, '[data-stat]')).toBe(1)
  await expectFitsThePhone(page, 'dashboard')

  // The sidebar is a drawer behind the menu button.
  const menu = page.getByRole('button', { name: '打开菜单' })
  await expect(page.getByRole('menuitem', { name: '轮播图管理' })).toBeHidden()
  await menu.click()
  await page.getByRole('menuitem', { name: '轮播图管理' }).click()
  await expect(page).toHaveURL(/\/admin\/carousels/)
  // Slides are cards with their title as a heading, each with its buttons.
  const slides = page.locator('main li').filter({ has: page.getByRole('heading') })
  await expect(slides.first()).toBeVisible()
  await expect(slides.first().getByRole('button', { name: '下移' })).toBeVisible()
  await expect(slides.first().getByRole('link', { name: '编辑' })).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(0)
  await expectFitsThePhone(page, 'carousels')

  await menu.click()
  await page.getByRole('menuitem', { name: 'ISV合作伙伴' }).click()
  await expect(page.locator('li[data-partner]').first()).toBeVisible()
  expect(await columnsOf(page, 'li[data-partner]')).toBe(1)
  await expectFitsThePhone(page, 'partners')

  for (const [item, path, shown] of [
    ['课程排期', '/admin/intakes', '深圳'],
    ['通知发送记录', '/admin/outbox', email],
    ['联系人', '/admin/contacts', email],
    ['今日待办', '/admin/tasks', '已完成'],
    ['回复模板', '/admin/reply-templates', template],
  ] as const) {
    await menu.click()
    await page.getByRole('menuitem', { name: item }).click()
    await expect(page).toHaveURL(new RegExp(`${path}`))
    await expect(page.getByText(shown).first()).toBeVisible()
    await expectFitsThePhone(page, path.slice('/admin/'.length))
  }
  expect(consoleProblems).toEqual([])
})

test('the sidebar is a drawer on phones and tablets, beside the page from 900 px', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: phoneBreakpointPx - 20, height: 800 })
  await signIn(page)
  await expect(page.locator('[data-stat="visits"]')).toHaveText(/^\d+$/)
  const item = page.getByRole('menuitem', { name: '轮播图管理' })
  await expect(item).toBeHidden()
  await page.getByRole('button', { name: '打开菜单' }).click()
  await item.click()
  await expect(page).toHaveURL(/\/admin\/carousels/)
  await expect(item).toBeHidden()

  // A tablet (640 to 900 px) keeps the drawer; from 900 px up the sidebar stands beside the page.
  await page.setViewportSize({ width: phoneBreakpointPx + 20, height: 800 })
  await expect(item).toBeHidden()
  await page.setViewportSize({ width: sidebarDockedPx + 20, height: 800 })
  await expect(item).toBeVisible()
  expect(consoleProblems).toEqual([])
})
