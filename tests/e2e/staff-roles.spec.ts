// Staff run their own team (issue 39): an admin adds a sales colleague on a desktop and a phone, who must
// change the one-time password at the first sign-in and then sees only the dashboard and the leads desk; an
// editor publishes an article and cannot open a lead by its address; disabling an account ends its open
// back office within seconds.
import type { Page } from '@playwright/test'
import { chooseOption, createStaffAccount, operatorClient, signIn, signInAs } from './admin-support'
import { axeViolations, expect, reviewShot, test } from './fixtures'

/** The sidebar's entries (a drawer behind 打开菜单 on a phone). */
async function menuEntries(page: Page, isPhone: boolean): Promise<string[]> {
  if (isPhone) await page.getByRole('button', { name: '打开菜单' }).click()
  const items = page.getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  const entries = await items.allTextContents()
  if (isPhone) await page.keyboard.press('Escape')
  return entries
}

test('an admin adds a sales colleague, who changes the one-time password and sees only the leads desk and dashboard', { tag: '@phone' }, async ({ page, consoleProblems }, testInfo) => {
  const isPhone = testInfo.project.name === 'phone'
  const username = `sales_${isPhone ? 'phone' : 'desk'}_${Date.now().toString(36)}`

  await signIn(page)
  await page.goto('/admin/staff')
  await expect(page.getByText(process.env.E2E_STAFF_USERNAME!).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `staff-list-${testInfo.project.name}`)
  await page.goto('/admin/staff/create')
  await page.getByRole('textbox', { name: /^用户名/ }).fill(username)
  await page.getByRole('textbox', { name: /^姓名/ }).fill('王小明')
  await chooseOption(page, '角色', '销售')
  await page.getByRole('button', { name: '添加员工' }).click()
  const dialog = page.getByRole('dialog', { name: '一次性密码' })
  const password = (await dialog.locator('[data-one-time-password]').textContent())?.trim() ?? ''
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/)
  await reviewShot(page, `staff-one-time-password-${testInfo.project.name}`)
  await dialog.getByRole('button', { name: '我已记下' }).click()
  await expect(page).toHaveURL(/\/admin\/staff$/)
  await expect(page.getByText('王小明')).toBeVisible()
  await page.getByRole('button', { name: '退出登录' }).click()

  // The colleague's first sign-in: nothing but the password form until the one-time password is changed.
  await signInAs(page, username, password)
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible()
  await expect(page.getByRole('menuitem')).toHaveCount(0)
  await reviewShot(page, `staff-first-sign-in-${testInfo.project.name}`)
  const own = `Sales-own-${Date.now().toString(36)}1`
  await page.getByLabel(/^当前密码/).fill(password)
  await page.getByLabel(/^新密码/).fill(own)
  await page.getByLabel(/^确认新密码/).fill(own)
  await page.getByRole('button', { name: '修改密码' }).click()
  await expect(page.getByText('密码修改成功')).toBeVisible()

  // The dashboard's lead figures and the leads desk; nothing of the content, settings or staff.
  await expect(page.locator('[data-stat="leads"]')).toBeVisible()
  await expect(page.locator('[data-stat="carousels"]')).toHaveCount(0)
  await reviewShot(page, `staff-sales-dashboard-${testInfo.project.name}`)
  expect(await menuEntries(page, isPhone)).toEqual(['仪表盘', '表单数据', '通知发送记录', '个人信息请求'])
  await page.goto('/admin/settings')
  await expect(page.getByText('无权访问')).toBeVisible()
  await page.goto('/admin/forms')
  await expect(page.getByText('总提交数')).toBeVisible()
  expect(consoleProblems).toEqual([])
})

test('an editor publishes an article and cannot open a lead by its address', async ({ page, baseURL, consoleProblems }) => {
  const editor = await createStaffAccount(baseURL, 'editor', 'editor')
  const operator = await operatorClient(baseURL)
  const lead = await operator.collection('form_submissions').create({ form_type: 'contact', name: '编辑不可见', email: 'hidden-lead@example.com', consent: true })
  const title = `编辑发布的新闻 ${Date.now().toString(36)}`

  await signInAs(page, editor.username, editor.password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  expect(await menuEntries(page, false)).toEqual(['仪表盘', '轮播图管理', '新闻管理', 'ISV合作伙伴', '课程排期', '课程管理', '页面管理'])
  await page.goto('/admin/news/create')
  await page.getByRole('textbox', { name: /^标题/ }).fill(title)
  await page.getByRole('textbox', { name: /^摘要/ }).fill('内容编辑写的摘要。')
  await page.locator('.ProseMirror').click()
  await page.locator('.ProseMirror').pressSequentially('内容编辑写的正文。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('新闻创建成功！')).toBeVisible()
  const published = await fetch(`${baseURL}/news`).then((res) => res.text())
  expect(published).toContain(title)

  await page.goto(`/admin/forms/${lead.id}/show`)
  await expect(page.getByText('无权访问')).toBeVisible()
  await expect(page.getByText('编辑不可见')).toHaveCount(0)
  expect(consoleProblems).toEqual([])
})

test('disabling an account ends its open back office within seconds', async ({ browser, page, baseURL }) => {
  const colleague = await createStaffAccount(baseURL, 'leaver', 'sales')
  const theirs = await browser.newContext()
  const their = await theirs.newPage()
  await signInAs(their, colleague.username, colleague.password)
  await expect(their.locator('[data-stat="leads"]')).toBeVisible()

  await signIn(page)
  await page.goto(`/admin/staff/${colleague.id}`)
  await page.getByRole('button', { name: '停用' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click()
  await expect(page.getByText('账号已停用')).toBeVisible()

  await expect(their).toHaveURL(/\/admin\/login/, { timeout: 5000 })
  await expect(their.getByText('您的账号已被管理员停用，已退出登录')).toBeVisible()
  // And it cannot sign in again.
  await signInAs(their, colleague.username, colleague.password)
  await expect(their.getByText('该账号已停用，请联系管理员')).toBeVisible()
  await theirs.close()
})
