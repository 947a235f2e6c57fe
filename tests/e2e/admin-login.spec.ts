// A staff member signs in to the back office; wrong input gets the spec's Chinese messages.
import { expect, reviewShot, test } from './fixtures'

test('staff sign in at /admin with the server checking the password', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  const username = page.getByLabel('用户名')
  const password = page.getByLabel('密码', { exact: true })
  const submit = page.getByRole('button', { name: '登录' })

  await submit.click()
  await expect(page.getByText('请输入用户名和密码')).toBeVisible()
  await username.fill('x')
  await expect(page.getByText('请输入用户名和密码')).toHaveCount(0)

  await username.fill(process.env.E2E_STAFF_USERNAME!)
  await password.fill('wrong-password')
  await submit.click()
  await expect(page.getByText('用户名或密码错误')).toBeVisible()

  await password.fill(process.env.E2E_STAFF_PASSWORD!)
  await submit.click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByText('仪表盘').first()).toBeVisible()
  await reviewShot(page, `admin-dashboard-${testInfo.project.name}`)
  // The refused attempt logs a 400 from PocketBase; nothing else may complain.
  expect(consoleProblems.filter((p) => !p.includes('400'))).toEqual([])
})
