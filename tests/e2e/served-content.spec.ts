// Live content in the served HTML: the server fills each public page with the current settings and
// the page's data block at request time (pb_hooks/lib/page-assembly.js), so a page shows them
// without JavaScript and a staff change shows at the next load, with no rebuild.
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import type PocketBase from 'pocketbase'
import { carouselRoles } from '../../src/site/ui/pager-controls'
import { expect, staffClient, test } from './fixtures'

interface Settings {
  contact_phone: string
  contact_email: string
  contact_address: string
  working_hours: string
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

async function currentSettings(staff: PocketBase): Promise<Settings> {
  return staff.collection('site_settings').getOne<Settings>(records.siteSettingsId)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/contact and the footer show the contact data from settings', async ({ page, baseURL }) => {
    const settings = await currentSettings(await staffClient(baseURL))
    await page.goto('/contact')
    for (const region of [page.locator('main'), page.locator('footer')]) {
      await expect(region.getByRole('link', { name: settings.contact_phone })).toHaveAttribute('href', telHref(settings.contact_phone))
      await expect(region.getByRole('link', { name: settings.contact_phone })).toBeVisible()
      await expect(region.getByRole('link', { name: settings.contact_email })).toHaveAttribute('href', `mailto:${settings.contact_email}`)
      await expect(region.getByText(settings.contact_address)).toBeVisible()
      await expect(region.getByText(settings.working_hours)).toBeVisible()
    }
    await page.goto('/legal/terms')
    await expect(page.locator('footer').getByRole('link', { name: settings.contact_phone })).toBeVisible()
  })

  test('the home page shows its first live slide, image and button included', async ({ page, baseURL }) => {
    const staff = await staffClient(baseURL)
    const [first] = await staff.collection('carousels').getFullList<{ title: string; button_text: string; button_link: string; image: string }>({
      filter: 'active = true && page_id = "home"',
      sort: 'order_index,created',
    })
    expect(first?.image).toBeTruthy()
    await page.goto('/')
    const carousel = page.locator(`[aria-roledescription="${carouselRoles.carousel}"]`)
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(first!.title)
    await expect(carousel.getByRole('link', { name: first!.button_text })).toHaveAttribute('href', first!.button_link)
    const image = carousel.locator('img')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Nothing is loading: no spinner waits for a script that never runs.
    await expect(carousel.getByRole('status')).toHaveCount(0)
  })

  test('after a staff change (contact phone changed, a slide switched off) the next page load serves the new content', async ({ page, baseURL }) => {
    const staff = await staffClient(baseURL)
    const before = await currentSettings(staff)
    const title = `实时幻灯片 ${Date.now()}`
    const slide = await staff.collection('carousels').create({
      title,
      page_id: 'products',
      active: true,
      order_index: 0,
      stats: [{ label: '服务企业', value: '1000+' }],
    })
    const servedTitles = async () => {
      const block = await page.locator('script#page-data').textContent()
      const data = JSON.parse(block ?? '{}') as { slides?: { items: { title: string }[] } }
      return (data.slides?.items ?? []).map((item) => item.title)
    }
    try {
      await page.goto('/products')
      expect(await servedTitles()).toContain(title)

      const phone = '010-8765 4321'
      await staff.collection('site_settings').update(records.siteSettingsId, { contact_phone: phone })
      await staff.collection('carousels').update(slide.id, { active: false })

      await page.goto('/contact')
      for (const region of [page.locator('main'), page.locator('footer')]) {
        await expect(region.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone))
        await expect(region.getByRole('link', { name: phone })).toBeVisible()
        await expect(region.getByText(before.contact_phone)).toHaveCount(0)
      }
      await page.goto('/products')
      expect(await servedTitles()).not.toContain(title)
      await expect(page.locator('footer').getByRole('link', { name: phone })).toBeVisible()
    } finally {
      await staff.collection('site_settings').update(records.siteSettingsId, { contact_phone: before.contact_phone })
      await staff.collection('carousels').delete(slide.id)
    }
  })
})

test('the islands take the served data: no API request for slides, partners, news, intakes or settings on load', async ({ page, baseURL }) => {
  const staff = await staffClient(baseURL)
  const settings = await currentSettings(staff)
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
