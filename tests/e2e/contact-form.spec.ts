// A visitor leaves a message on the contact page; it reaches the server as a pending lead.
import { expect, reviewShot, staffClient, test } from './fixtures'

test('the contact form shows Chinese errors, then stores a valid message', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  const email = `contact-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('checkbox') })

  await form.getByLabel('姓名').fill('张')
  await form.getByLabel('邮箱').fill('not-an-email')
  await form.getByLabel('手机号码').fill('1380013800')
  await expect(form.getByText('姓名至少2个字符')).toBeVisible()
  await expect(form.getByText('请输入有效的邮箱地址')).toBeVisible()
  await expect(form.getByText('请输入有效的手机号码')).toBeVisible()
  await expect(form.getByRole('button', { name: '提交' })).toBeDisabled()

  await form.getByLabel('姓名').fill('张三')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('手机号码').fill('13800138000')
  await form.getByLabel('留言内容').fill('想了解 AI 战略班的下一期时间。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功！')).toBeVisible()
  await reviewShot(page, `contact-success-${testInfo.project.name}`)

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'contact', name: '张三', status: 'pending', landing_path: '/contact' })
  expect(consoleProblems).toEqual([])
})

test('when the invisible security check cannot run, 我不是机器人 solves it by keyboard and the message is stored', async ({ page, baseURL }, testInfo) => {
  const email = `contact-fallback-${testInfo.project.name}-${Date.now()}@example.com`
  // As if the challenge could not be fetched (a flaky network): the form must not get stuck.
  await page.route('**/api/lead-challenge', (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('checkbox') })
  await form.getByLabel('姓名').fill('李四')
  await form.getByLabel('邮箱').fill(email)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByRole('alert')).toContainText('人机验证失败，请刷新页面后重试')
  const fallback = form.getByRole('button', { name: '我不是机器人' })
  await expect(fallback).toHaveAccessibleDescription('请点击“我不是机器人”完成安全验证后再提交')

  await page.unroute('**/api/lead-challenge')
  await fallback.focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText('安全验证已通过，请再次点击提交')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功！')).toBeVisible()

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'contact', name: '李四', status: 'pending' })
})
