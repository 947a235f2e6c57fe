// Live content in the served HTML: the server fills each public page with the current settings and
// the page's data block at request time (pb_hooks/lib/pages/page-assembly.js; the served HTML itself is
// tested in tests/api/served-pages.test.ts). In the browser the islands start from that data block
// and ask the API for nothing on load.
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import { expect, staffClient, test } from './fixtures'

test('the islands take the served data: no API request for slides, partners, news, intakes or settings on load', async ({ page, baseURL }) => {
  const staff = await staffClient(baseURL)
  const settings = await staff.collection('site_settings').getOne<{ contact_phone: string }>(records.siteSettingsId)
  const reads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/collections/')) reads.push(request.url())
  })
  for (const path of ['/', '/guanghe', '/market-activities', '/products/courses', '/contact']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('footer').getByRole('link', { name: settings.contact_phone })).toBeVisible()
  }
  expect(reads).toEqual([])
})
