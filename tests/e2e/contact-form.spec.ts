// A visitor leaves a message on the contact page; it reaches the server as a pending lead.
import { expect, screenshotDir, staffClient, test } from './fixtures'

test('the contact form shows Chinese errors, then stores a valid message', async ({ page, baseURL, consoleProblems }, testInfo) => {
  const email = `contact-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('checkbox') })

  await form.getByLabel('姓名').fill('张')
  await form.getByLabel('邮箱').fill('not-an-email')
  await form.getByLabel('手机号码').fill('12800138000')
  await expect(form.getByText('姓名至少2个字符')).toBeVisible()
  await expect(form.getByText('请输入有效的邮箱地址')).toBeVisible()
  await expect(form.getByText('暂不支持该地区的电话号码')).toBeVisible()
  await expect(form.getByRole('button', { name: '提交' })).toBeDisabled()

  await form.getByLabel('姓名').fill('张三')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('手机号码').fill('13800138000')
  await form.getByLabel('留言内容').fill('想了解 AI 战略班的下一期时间。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功！')).toBeVisible()
  await page.screenshot({ path: `${screenshotDir}/contact-success-${testInfo.project.name}.png` })

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'contact', name: '张三', status: 'pending', landing_path: '/contact' })
  expect(consoleProblems).toEqual([])
})
