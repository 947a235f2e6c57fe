// The leads desk's reply clock: a lead still 待处理 past its reply time shows as 已超时 with how long
// it has waited, the 已超时 filter finds it, and the dashboard counts it.
import { operatorClient, signIn } from './admin-support'
import { expect, reviewShot, test } from './fixtures'

test('an overdue lead shows as 已超时 on the leads desk and in the dashboard count', async ({ page, baseURL, consoleProblems }) => {
  test.setTimeout(90_000)
  const su = await operatorClient(baseURL)
  const name = '超时验收'
  const lead = await su.collection('form_submissions').create({ form_type: 'contact', name, email: 'overdue-check@example.com', company: '超时验收公司', consent: true })
  // As if it had arrived a working day ago: its reply time has passed.
  await su.collection('form_submissions').update(lead.id, { soon_at: '2000-01-01 00:00:00.000Z', due_at: '2000-01-01 01:00:00.000Z' })

  await signIn(page)
  const overdueFigure = page.locator('[data-figure="overdue"] p').nth(1)
  await expect(overdueFigure).toHaveText(/^\d+$/, { timeout: 20_000 })
  const overdue = Number(await overdueFigure.innerText())
  expect(overdue).toBeGreaterThanOrEqual(1)

  await page.goto('/admin/forms')
  await page.getByRole('button', { name: '已超时' }).click({ timeout: 20_000 })
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('已超时')).toBeVisible()
  await expect(row.getByText(/^已等待 \d+ (分|小时 \d+ 分)$/)).toBeVisible()
  // The filter keeps only overdue leads: as many rows as the dashboard counted.
  await expect(page.getByRole('row').filter({ hasText: '已超时' })).toHaveCount(overdue)
  await reviewShot(page, 'leads-overdue')
  expect(consoleProblems).toEqual([])
})
