// The course centre's cards link to the course pages and its handbook link downloads a real PDF.
import { expect, test } from './fixtures'

test('course cards link to their pages and the handbook is a real PDF', async ({ page, request }) => {
  await page.goto('/products/courses')
  for (const id of ['strategy', 'practical', 'marketing', 'ecosystem']) {
    await expect(page.locator(`main article[data-course="${id}"] a[href="/courses/${id}"]`)).toBeVisible()
  }
  const link = page.getByRole('link', { name: '下载课程手册（PDF）' })
  const href = await link.getAttribute('href')
  expect(href).toBe('/assets/course-handbook.pdf')
  const response = await request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(body.length).toBeGreaterThan(10_000)
})
