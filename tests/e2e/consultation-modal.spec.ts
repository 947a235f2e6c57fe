// The 免费咨询 modal from the navbar: keyboard behaviour, backdrop, and a consultation that is stored.
import { expect, reviewShot, staffClient, test } from './fixtures'

test('the consultation modal opens from the navbar, traps focus, closes and stores a lead', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  await page.goto('/products')
  const opener = page.getByRole('button', { name: '免费咨询' })
  const dialog = page.getByRole('dialog', { name: '免费咨询' })

  await opener.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('姓名')).toBeVisible()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  // Focus stays inside while the modal is open.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // The native dialog closes at once; React unlocks the page on its next render.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('')

  await opener.click()
  await page.mouse.click(5, 5) // the backdrop
  await expect(dialog).toBeHidden()

  await opener.click()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()

  const email = `modal-${testInfo.project.name}-${Date.now()}@example.com`
  await opener.click()
  await dialog.getByLabel('姓名').fill('李四')
  await dialog.getByLabel('邮箱').fill(email)
  await dialog.getByRole('checkbox').check()
  await reviewShot(page, `consultation-modal-${testInfo.project.name}`)
  await dialog.getByRole('button', { name: '提交' }).click()
  await expect(dialog.getByText('提交成功！')).toBeVisible()
  await expect(dialog).toBeHidden({ timeout: 5000 })

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'consultation', name: '李四', status: 'pending' })
  expect(consoleProblems).toEqual([])
})
