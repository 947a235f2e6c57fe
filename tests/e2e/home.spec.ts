// The home page hydrates cleanly and ships no back-office code.
import type { Response } from '@playwright/test'
import { expect, screenshotDir, test, unhydratedIslands } from './fixtures'

test('the home page hydrates its islands with no console errors or warnings', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1')).toBeVisible()
  // Each island became a React root of its own (React marks a root's container).
  await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
  expect(await page.locator('[data-island]').count()).toBeGreaterThanOrEqual(4)
  // A link is a link: the next page is its own prerendered document.
  await page.evaluate(() => ((window as unknown as { documentProbe: boolean }).documentProbe = true))
  await page.locator('footer a[href="/legal/privacy"]').click()
  await expect(page).toHaveURL(/\/legal\/privacy$/)
  expect(await page.evaluate(() => (window as unknown as { documentProbe?: boolean }).documentProbe)).toBeUndefined()
  await page.goto('/')
  await page.screenshot({ path: `${screenshotDir}/home-${testInfo.project.name}.png`, fullPage: true })
  expect(consoleProblems).toEqual([])
})

test('public pages load no react-admin or MUI code', async ({ page }) => {
  const responses: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  })
  await page.goto('/')
  // Islands out of view load when the browser is idle: wait until every one has its code.
  await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(responses.map((response) => response.text()))
  expect(scripts.length).toBeGreaterThan(0)
  for (const source of scripts) {
    expect(source).not.toMatch(/react-admin|MuiButtonBase|ra-core/)
  }
})

test('the home carousel shows the seeded slides, advances by itself and pauses on hover', async ({ page, consoleProblems }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'AI 企业转型培训与咨询' })
  const dots = carousel.getByRole('group', { name: '选择幻灯片' })
  await expect(dots.getByRole('button')).toHaveCount(4) // the demo seed's four home slides
  await expect(dots.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true')
  await expect(dots.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true', { timeout: 7000 })
  await expect(carousel.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveCount(1)

  await carousel.hover()
  await page.waitForTimeout(6000)
  await expect(dots.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true')
  await page.mouse.move(5, 700)
  await expect(dots.getByRole('button', { name: '第3张' })).toHaveAttribute('aria-current', 'true', { timeout: 7000 })
  await carousel.getByRole('button', { name: '下一张' }).click()
  await expect(dots.getByRole('button', { name: '第4张' })).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: '下一张' }).click() // wraps to the first
  await expect(dots.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true')
  expect(consoleProblems).toEqual([])
})
