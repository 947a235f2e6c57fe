// The frame of every public page: the navbar's scroll state and phone menu, and the company's
// contact data and filing numbers read from site settings.
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import { expect, screenshotDir, staffClient, test } from './fixtures'

test('the navbar turns solid after 50 px of scroll and the menu works on a phone', async ({ page, consoleProblems }, testInfo) => {
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
    await page.screenshot({ path: `${screenshotDir}/mobile-menu-${testInfo.project.name}.png` })
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

test('footer and contact page show the contact data and filing links from settings', async ({ page, baseURL, consoleProblems }, testInfo) => {
  const staff = await staffClient(baseURL)
  const settings = {
    contact_phone: '021-6888-1234',
    contact_email: 'hello@example.test',
    contact_address: '上海市徐汇区云锦路 500 号',
    working_hours: '周一至周五 10:00-17:00',
    icp_number: '沪ICP备2026000001号-1',
    police_number: '沪公网安备31010402000001号',
  }
  const current = await staff.collection('site_settings').getOne(records.siteSettingsId)
  const original = Object.fromEntries(Object.keys(settings).map((key) => [key, current[key]]))
  await staff.collection('site_settings').update(records.siteSettingsId, settings)
  try {
    await page.goto('/contact')
    const column = page.locator('main section').filter({ has: page.getByRole('heading', { name: '联系方式' }) })
    await expect(column.getByRole('link', { name: settings.contact_phone })).toHaveAttribute('href', 'tel:02168881234')
    await expect(column.getByRole('link', { name: settings.contact_email })).toHaveAttribute('href', `mailto:${settings.contact_email}`)
    await expect(column.getByText(settings.contact_address)).toBeVisible()
    await expect(column.getByText('我们将在24小时内回复')).toBeVisible()

    const footer = page.locator('footer')
    await expect(footer.getByText(settings.working_hours)).toBeVisible()
    await expect(footer.getByRole('link', { name: settings.icp_number })).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
    await expect(footer.getByRole('link', { name: settings.police_number })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=31010402000001',
    )
    for (const path of ['/courses/strategy', '/courses/practical', '/courses/marketing', '/courses/ecosystem', '/legal/privacy', '/legal/terms']) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
    }
    await page.screenshot({ path: `${screenshotDir}/contact-page-${testInfo.project.name}.png`, fullPage: true })

    // Emptied values disappear instead of leaving a label with nothing after it.
    await staff.collection('site_settings').update(records.siteSettingsId, { contact_address: '', icp_number: '', police_number: '' })
    await page.reload()
    await expect(footer.getByText(settings.contact_phone)).toBeVisible()
    await expect(page.getByText('公司地址')).toHaveCount(0)
    await expect(footer.locator('[data-filing]')).toHaveCount(0)
  } finally {
    await staff.collection('site_settings').update(records.siteSettingsId, original)
  }
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
