// The home page hydrates cleanly and ships no back-office code.
import { expect, screenshotDir, test } from './fixtures'

test('the home page hydrates with no console errors or warnings', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1')).toBeVisible()
  // A client-side navigation only works once React has hydrated the prerendered markup.
  await page.evaluate(() => ((window as unknown as { hydrationProbe: boolean }).hydrationProbe = true))
  await page.locator('footer a[href="/legal/privacy"]').click()
  await expect(page).toHaveURL(/\/legal\/privacy$/)
  expect(await page.evaluate(() => (window as unknown as { hydrationProbe?: boolean }).hydrationProbe)).toBe(true)
  await page.goto('/')
  await page.screenshot({ path: `${screenshotDir}/home-${testInfo.project.name}.png`, fullPage: true })
  expect(consoleProblems).toEqual([])
})

test('public pages load no react-admin or MUI code', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const source of scripts) {
    expect(source).not.toMatch(/react-admin|MuiButtonBase|ra-core/)
  }
})
