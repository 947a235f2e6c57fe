// The frame of every public page in a browser: the navbar's scroll state and phone menu, and the
// page-view beacon. (The footer's contact data and filing links are served HTML:
// tests/api/served-pages.test.ts.)
import { expect, reviewShot, staffClient, test } from './fixtures'

test('the navbar turns solid after 50 px of scroll and the menu works on a phone', { tag: '@phone' }, async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/legal/privacy') // long enough to scroll on any viewport
  const header = page.locator('header').first()
  await expect(header).toHaveAttribute('data-solid', 'false')
  await page.evaluate(() => window.scrollTo(0, 120))
  await expect(header).toHaveAttribute('data-solid', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-solid', 'false')

  const nav = page.getByRole('navigation', { name: '主导航' })
  if (testInfo.project.name === 'phone') {
    await expect(nav).toBeHidden()
    const menu = page.getByRole('button', { name: '打开菜单' })
    await menu.click()
    await expect(nav).toBeVisible()
    await reviewShot(page, `mobile-menu-${testInfo.project.name}`)
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await menu.click()
    await nav.getByRole('link', { name: '关于我们' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false')
  } else {
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden()
    await nav.getByRole('link', { name: '关于我们' }).click()
    await expect(page).toHaveURL(/\/about$/)
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(consoleProblems).toEqual([])
})

test('each view of a public route is counted for the day, unknown paths are not', async ({ page, baseURL }) => {
  const staff = await staffClient(baseURL)
  const countOf = async (path: string) =>
    (await staff.collection('page_views').getFullList({ filter: staff.filter('path = {:path}', { path }) })).reduce((sum, row) => sum + (row.count as number), 0)
  const before = await countOf('/legal/terms')
  await page.goto('/legal/terms')
  await expect.poll(() => countOf('/legal/terms')).toBe(before + 1)
  // Following a link is a view too.
  await page.locator('footer').getByRole('link', { name: '隐私政策' }).click()
  await page.locator('footer').getByRole('link', { name: '服务条款' }).click()
  await expect.poll(() => countOf('/legal/terms')).toBe(before + 2)
  const rows = await staff.collection('page_views').getFullList()
  expect(rows.map((row) => row.path)).not.toContain('/no-such-page')
  await page.goto('/no-such-page')
  expect((await staff.collection('page_views').getFullList()).map((row) => row.path)).not.toContain('/no-such-page')
})
