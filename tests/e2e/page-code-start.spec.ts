// When a public page's code starts (pb_hooks/lib/shared/entry-loader.js): after the page has loaded
// and painted, or at once when the visitor touches it first; a tap on the menu and a form sent before
// the code runs are kept and happen once it does.
import type { Page, Route } from '@playwright/test'
import { expect, staffClient, test } from './fixtures'

/** The islands entry (src/islands.tsx). */
const ENTRY_CODE = /\/assets\/islands\.[\w-]+\.js$/

/** Holds every request for the entry until `release` is called; `asked` counts them. */
async function holdEntry(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const state = { asked: 0, release: () => release() }
  await page.route(ENTRY_CODE, async (route: Route) => {
    state.asked += 1
    await released
    await route.continue()
  })
  return state
}

test('a page asks for its code only after its load event when nobody touches it', async ({ page, consoleProblems }) => {
  const entryArrived = page.waitForResponse(ENTRY_CODE)
  await page.goto('/legal/terms')
  await entryArrived
  const order = await page.evaluate((entryCode) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const entry = performance.getEntriesByType('resource').find((resource) => new RegExp(entryCode).test(resource.name))
    return { loadEnd: navigation?.loadEventEnd ?? NaN, entryStart: entry?.startTime ?? NaN }
  }, ENTRY_CODE.source)
  expect(order.entryStart).toBeGreaterThanOrEqual(order.loadEnd)
  expect(consoleProblems).toEqual([])
})

test('a form sent before the page’s code runs is kept and goes through once it does', async ({ page, baseURL, consoleProblems }, testInfo) => {
  const email = `before-entry-${testInfo.project.name}-${Date.now()}@example.com`
  const entry = await holdEntry(page)
  await page.goto('/contact')
  const form = page.locator('[data-island="lead-form"] form')
  await form.getByLabel('姓名').fill('赵六')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('留言内容').fill('页面的代码还没运行就提交的留言。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  // The first touch asked for the code, which is held: the page stayed, nothing went into the address.
  await expect.poll(() => entry.asked).toBeGreaterThan(0)
  expect(new URL(page.url()).pathname).toBe('/contact')
  expect(new URL(page.url()).search).toBe('')

  entry.release()
  await expect(page.getByText('提交成功！')).toBeVisible()
  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'contact', name: '赵六', message: '页面的代码还没运行就提交的留言。' })
  expect(consoleProblems).toEqual([])
})

test('a tap on the phone menu before the page’s code runs opens it once the code runs', { tag: '@phone-only' }, async ({ page, consoleProblems }) => {
  const entry = await holdEntry(page)
  await page.goto('/about')
  const menu = page.locator('button[aria-controls="site-menu"]')
  await page.getByRole('button', { name: '打开菜单' }).click()
  await expect.poll(() => entry.asked).toBeGreaterThan(0)
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  entry.release()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toHaveAccessibleName('关闭菜单')
  expect(consoleProblems).toEqual([])
})
