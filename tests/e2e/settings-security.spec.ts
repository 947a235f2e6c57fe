// 安全设置, each journey on a staff account of its own (never the shared one): a
// password change that keeps this browser signed in and ends other sessions, the IP白名单 refusing a
// list that would shut the saver out, and two-step sign-in switched on (this browser staying signed in),
// used with the e-mailed code at the login page, and switched off again. axe-core clean.
import type { Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import { createStaffAccount, operatorClient, signInAs, signInCodeFor } from './admin-support'
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { readMails } from '../support/mail-catcher'

const TWO_STEP = '登录时除密码外，还需输入发送到邮箱的验证码'

async function openSecurity(page: Page) {
  await page.goto('/admin/settings?tab=security')
  // The settings screen is loaded when first opened.
  await expect(page.getByRole('tab', { name: '安全设置' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 })
  await expect(page.locator('#security-username')).toBeVisible({ timeout: 20_000 })
}

function twoStepSwitch(page: Page) {
  return page.getByRole('switch', { name: TWO_STEP }).or(page.getByRole('checkbox', { name: TWO_STEP }))
}

/** Two-step sign-in off for every staff account, whatever a failed journey left behind (the server is shared). */
async function twoStepOff(baseURL: string | undefined) {
  const operator = await operatorClient(baseURL)
  await operator.collections.update('staff', { mfa: { enabled: false }, otp: { enabled: false } })
}

async function tokenStatus(baseURL: string | undefined, token: string) {
  return (await fetch(`${baseURL}/api/admin/security`, { headers: { Authorization: token } })).status
}

test.describe('security settings', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a password change keeps this browser signed in and ends the other sessions; the IP allowlist protects its saver', async ({
    page,
    baseURL,
    consoleProblems,
  }, testInfo) => {
    const account = await createStaffAccount(baseURL, `pw-${testInfo.project.name}`)
    const elsewhere = new PocketBase(baseURL)
    await elsewhere.collection('staff').authWithPassword(account.username, account.password)
    try {
      await signInAs(page, account.username, account.password)
      await expect(page).toHaveURL(/\/admin\/?$/)
      await openSecurity(page)
      await expect(page.locator('#security-username')).toHaveValue(account.username)
      await expect(page.locator('#security-username')).toHaveAttribute('readonly', '')
      expect(await axeViolations(page)).toEqual([])
      await reviewShot(page, `settings-security-${testInfo.project.name}`, { fullPage: true })

      const newPassword = `${account.password}x9`
      const change = page.getByRole('button', { name: '修改密码' })
      // The server's rule, checked before sending.
      await page.locator('#security-oldPassword').fill(account.password)
      await page.locator('#security-password').fill('short1')
      await page.locator('#security-passwordConfirm').fill('short1')
      await change.click()
      await expect(page.getByText('密码至少10个字符，且须同时包含字母和数字')).toBeVisible()
      // A wrong current password: the server says so and changes nothing.
      await page.locator('#security-oldPassword').fill('not-the-password-1')
      await page.locator('#security-password').fill(newPassword)
      await page.locator('#security-passwordConfirm').fill(newPassword)
      await change.click()
      await expect(page.getByText('当前密码不正确')).toBeVisible()
      expect(await tokenStatus(baseURL, elsewhere.authStore.token)).toBe(200)

      await page.locator('#security-oldPassword').fill(account.password)
      await change.click()
      await expect(page.getByText('密码修改成功')).toBeVisible()
      await expect(page.locator('#security-oldPassword')).toHaveValue('')
      // The other session is over; this browser signed in again with the new password and stays in.
      expect(await tokenStatus(baseURL, elsewhere.authStore.token)).toBe(401)
      await page.reload()
      await expect(page.locator('#security-username')).toHaveValue(account.username, { timeout: 20_000 })
      await expect(page).toHaveURL(/\/admin\/settings/)
      const fresh = new PocketBase(baseURL)
      await expect(fresh.collection('staff').authWithPassword(account.username, account.password)).rejects.toMatchObject({ status: 400 })
      await fresh.collection('staff').authWithPassword(account.username, newPassword)

      // IP白名单: the address in use is shown; a list without it is refused, one with it is saved, then cleared.
      await expect(page.getByText('您当前的IP地址：127.0.0.1')).toBeVisible()
      const list = page.locator('#security-ip-allowlist')
      const save = page.getByRole('button', { name: '保存', exact: true })
      await list.fill('10.0.0.0/8')
      await save.click()
      await expect(page.getByText('保存后您当前的IP地址（127.0.0.1）将无法访问后台，已拒绝保存')).toBeVisible()
      await list.fill('192.168.1.0/24\nnot-an-address')
      await save.click()
      await expect(page.getByText('第2行“not-an-address”不是有效的IP地址或CIDR网段')).toBeVisible()
      await list.fill('127.0.0.1\n10.0.0.0/8 # 办公室')
      await save.click()
      await expect(page.getByText('IP白名单保存成功')).toBeVisible()
      await expect(page.getByText('已启用：只有列表中的 2 条地址或网段可以访问管理后台')).toBeVisible()
      await list.fill('')
      await save.click()
      await expect(page.getByText('未启用：任何地址都可以访问管理后台')).toBeVisible()
      expect(consoleProblems.filter((p) => !p.includes('400') && !p.includes('401'))).toEqual([])
    } finally {
      const operator = await operatorClient(baseURL)
      await operator.collection('site_settings').update(records.siteSettingsId, { ip_allowlist: '' })
    }
  })

  test('two-step sign-in: switched on, signed in with the e-mailed code, switched off', async ({ page, baseURL }, testInfo) => {
    const account = await createStaffAccount(baseURL, `mfa-${testInfo.project.name}`)
    try {
      await signInAs(page, account.username, account.password)
      await expect(page).toHaveURL(/\/admin\/?$/)
      await openSecurity(page)
      await expect(page.getByText(`验证码将发送至 ${account.email.slice(0, 1)}***@example.test`)).toBeVisible()
      const toggle = twoStepSwitch(page)
      await expect(toggle).not.toBeChecked()
      // Switching on asks first; 取消 changes nothing.
      await toggle.click()
      const confirm = page.getByRole('dialog', { name: '开启两步验证？' })
      await expect(confirm).toContainText('其他已登录的会话将立即退出')
      await confirm.getByRole('button', { name: '取消' }).click()
      await expect(confirm).toHaveCount(0)
      await expect(toggle).not.toBeChecked()
      // The switch shows the server's state: it flips once the server has switched.
      await toggle.click()
      await page.getByRole('dialog', { name: '开启两步验证？' }).getByRole('button', { name: '开启' }).click()
      await expect(page.getByText('两步验证已开启')).toBeVisible()
      await expect(toggle).toBeChecked()
      // Switching on ended every session signed in with the password alone; this browser goes on with its new token.
      await page.reload()
      await expect(page.locator('#security-username')).toHaveValue(account.username, { timeout: 20_000 })
      await expect(twoStepSwitch(page)).toBeChecked()

      // Signed out, the password alone now leads to 输入验证码.
      await page.evaluate(() => localStorage.clear())
      const before = readMails(process.env.E2E_MAIL_DIR!).length
      await signInAs(page, account.username, account.password)
      await expect(page.getByRole('heading', { name: '输入验证码' })).toBeVisible()
      await expect(page.getByText(`验证码已发送至 ${account.email.slice(0, 1)}***@example.test，请查收邮件后输入`)).toBeVisible()
      const code = await signInCodeFor(account.email, before)
      expect(await axeViolations(page)).toEqual([])
      await reviewShot(page, `login-two-step-${testInfo.project.name}`)

      await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000')
      await page.getByRole('button', { name: '验证', exact: true }).click()
      await expect(page.getByText('验证码不正确或已过期，请重新输入或重新发送')).toBeVisible()
      await page.getByLabel('验证码').fill(code)
      await page.getByRole('button', { name: '验证', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)

      await openSecurity(page)
      await expect(twoStepSwitch(page)).toBeChecked()
      await twoStepSwitch(page).click()
      await expect(page.getByText('两步验证已关闭')).toBeVisible()
      await expect(twoStepSwitch(page)).not.toBeChecked()
      const plain = new PocketBase(baseURL)
      const auth = await plain.collection('staff').authWithPassword(account.username, account.password)
      expect(auth.token).toBeTruthy()
    } finally {
      await twoStepOff(baseURL)
    }
  })

  test('a staff e-mail changed by an operator ends the session with 登录已过期 at the login page', async ({ page, baseURL, consoleProblems }, testInfo) => {
    const account = await createStaffAccount(baseURL, `remail-${testInfo.project.name}`)
    await signInAs(page, account.username, account.password)
    await expect(page).toHaveURL(/\/admin\/?$/)
    await openSecurity(page)
    // An operator changes the address in /_/: PocketBase gives the account a new token key.
    const operator = await operatorClient(baseURL)
    await operator.collection('staff').update(account.id, { email: `new-${account.email}` })
    await page.reload()
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 20_000 })
    await expect(page.getByText('登录已过期，请重新登录')).toBeVisible()
    await signInAs(page, account.username, account.password)
    // Back where the session ended.
    await expect(page).toHaveURL(/\/admin\/settings\?tab=security$/)
    await openSecurity(page)
    await expect(page.getByText(`验证码将发送至 n***@example.test`)).toBeVisible()
    expect(consoleProblems.filter((problem) => /TypeError/.test(problem))).toEqual([])
  })
})
