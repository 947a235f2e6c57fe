// Pages whose HTML is all they need load no React: their header, buttons and slide carousel run on plain code, and
// React arrives only when a visitor opens 免费咨询 (its code fetched, not run, once the visitor uses
// the page and the browser is idle).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The React and Emotion chunk (vite.config.ts, group `framework`). */
const FRAMEWORK_CHUNK = /\/assets\/framework\.[\w-]+\.js$/

/** Scripts the page ran (module scripts and their imports), by URL: prefetched files are not among them. */
function scriptsRun(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

/**
 * The page has loaded and gone quiet with no prefetch of the 免费咨询 dialog; then the visitor moves
 * the pointer, and once the browser is idle the page puts the dialog's prefetch links into its head.
 */
async function untilIdlePrefetch(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('head > link[rel="prefetch"]')).toHaveCount(0)
  await page.mouse.move(200, 300)
  await expect(page.locator('head > link[rel="prefetch"]').first()).toBeAttached()
  await page.waitForLoadState('networkidle')
  return page.locator('head > link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
}

// The slide pages without other islands that hydrate at once: their carousel runs on plain code.
for (const path of ['/legal/terms', '/legal/privacy', '/products/capabilities', '/', '/products', '/about']) {
  test(`${path} runs no React, and fetches the 免费咨询 code only once a visitor uses the page`, async ({ page, consoleProblems }) => {
    const scripts = scriptsRun(page)
    await page.goto(path)
    const prefetched = await untilIdlePrefetch(page)
    expect(prefetched.some((url) => FRAMEWORK_CHUNK.test(url))).toBe(true)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((url) => FRAMEWORK_CHUNK.test(url))).toEqual([])
    // The header works all the same.
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
    expect(consoleProblems).toEqual([])
  })
}

test('after the page has been idle, 免费咨询 opens the form at once, never 加载中', async ({ page, consoleProblems }) => {
  const scripts = scriptsRun(page)
  await page.goto('/legal/terms')
  await untilIdlePrefetch(page)
  // Anything saying 加载中 in the page from now on is recorded, however briefly it shows.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { loadingSeen: string[] }).loadingSeen = seen
    new MutationObserver(() => {
      if (document.body.textContent?.includes('加载中')) seen.push(document.body.textContent)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  const opener = page.getByRole('button', { name: '免费咨询' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: '免费咨询' })
  await expect(dialog.getByLabel('姓名')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([])
  // Now React runs: the dialog is a React root of its own.
  expect(scripts.some((url) => FRAMEWORK_CHUNK.test(url))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(consoleProblems).toEqual([])
})
