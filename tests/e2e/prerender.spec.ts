// Every public route is real HTML before any JavaScript runs.
import siteRoutes from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import { expectedDescription } from '../support/page-meta'
import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

for (const route of siteRoutes.routes) {
  test(`${route.path} has its title, description and main heading without JavaScript`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expectedDescription(route))
    const heading = page.locator('main h1')
    await expect(heading).toHaveCount(1)
    await expect(heading).not.toBeEmpty()
  })
}

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('页面未找到')
  await expect(page.locator('main a[href="/"]')).toBeVisible()
  await expect(page.locator('main a[href="/products/courses"]')).toBeVisible()
})
