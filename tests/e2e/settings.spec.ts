// 系统设置 at /admin/settings: maintenance switched on and off from the page with the public home
// answering 503 then 200 (on a phone too, where the tabs stand on top), 重置 after asking, the
// database figures against the API's, a test mail that arrives, a sender saved to PocketBase, and
// axe-core clean on every tab.
import type { Page } from '@playwright/test'
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import routesJson from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import type { MailSettings, SystemStorage } from '../../src/admin/resources/settings/system-api'
import { decodeSubject, readMails } from '../support/mail-catcher'
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, staffClient, test } from './fixtures'

const { siteSettingsId } = records

async function openTab(page: Page, name: string) {
  // The settings screen is loaded when first opened.
  await page.getByRole('tab', { name }).click({ timeout: 20_000 })
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

async function homeStatus(baseURL: string | undefined): Promise<number> {
  return (await fetch(`${baseURL}/`, { redirect: 'manual' })).status
}

test.describe('system settings', () => {
  // Sign-in, saves and full-page checks on a shared 2-core machine take longer than the default.
  test.describe.configure({ timeout: 90_000 })
  // One server for every spec: each test puts back what it changed.
  test('maintenance mode from 基本设置: the public home answers 503 at once, then 200 again', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
    const staff = await staffClient(baseURL)
    const before = await staff.collection('site_settings').getOne(siteSettingsId)
    try {
      await signIn(page)
      await page.goto('/admin/settings')
      // The settings screen is loaded when first opened.
      await expect(page.getByRole('tab', { name: '基本设置' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 })
      await expect(page.getByLabel('网站名称')).toHaveValue(before.site_name)
      // Tabs down the left on a desktop, on top on a phone.
      const tabs = (await page.getByRole('tablist', { name: '设置分类' }).boundingBox())!
      const panel = (await page.getByRole('tabpanel').boundingBox())!
      if (testInfo.project.name === 'phone') expect(tabs.y + tabs.height).toBeLessThanOrEqual(panel.y + 1)
      else expect(tabs.x + tabs.width).toBeLessThanOrEqual(panel.x + 1)
      await expect(page.getByLabel('网站名称')).toHaveValue(before.site_name)

      const maintenance = page.getByRole('switch', { name: '维护模式' }).or(page.getByRole('checkbox', { name: '维护模式' }))
      await maintenance.check()
      await page.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('设置保存成功！')).toBeVisible()
      await expect(page.getByText('维护模式已开启：访客现在看到的是维护页面')).toBeVisible()
      expect(await homeStatus(baseURL)).toBe(503)
      // Every screen says so while it is on, with the way back to 系统设置.
      await page.goto('/admin/forms')
      await expect(page.getByRole('status').filter({ hasText: '维护模式已开启：访客现在看到的是维护页面' })).toBeVisible({ timeout: 20_000 })
      await page.getByRole('link', { name: '前往系统设置' }).click()
      await expect(page).toHaveURL(/\/admin\/settings$/)
      // The back office stays up while visitors see the maintenance page.
      await page.reload()
      await expect(page.getByLabel('网站名称')).toHaveValue(before.site_name, { timeout: 20_000 })
      expect((await axeViolations(page)).join('\n')).toBe('')
      await reviewShot(page, `settings-general-${testInfo.project.name}`, { fullPage: true })

      await maintenance.uncheck()
      await page.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('设置保存成功！')).toBeVisible()
      expect(await homeStatus(baseURL)).toBe(200)
      await expect(page.getByText('维护模式已开启：访客现在看到的是维护页面')).toHaveCount(0)
      expect(consoleProblems).toEqual([])
    } finally {
      await staff.collection('site_settings').update(siteSettingsId, { maintenance_mode: false })
    }
  })

  test('a refused save shows the server’s message under the field; 重置 asks, then restores the defaults', async ({ page, baseURL }) => {
    const staff = await staffClient(baseURL)
    const before = await staff.collection('site_settings').getOne(siteSettingsId)
    try {
      await signIn(page)
      await page.goto('/admin/settings')
      await expect(page.getByLabel('联系电话')).toHaveValue(before.contact_phone, { timeout: 20_000 })
      await page.getByLabel('联系电话').fill('1'.repeat(51))
      await page.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('保存设置失败，请重试')).toBeVisible()
      await expect(page.getByText('联系电话不能超过50个字符')).toBeVisible()
      expect((await staff.collection('site_settings').getOne(siteSettingsId)).contact_phone).toBe(before.contact_phone)

      await page.getByLabel('联系电话').fill(before.contact_phone)
      await page.getByLabel('网站名称').fill('临时名称')
      await page.getByRole('button', { name: '重置' }).click()
      const dialog = page.getByRole('dialog', { name: '重置为默认值？' })
      await dialog.getByRole('button', { name: '取消' }).click()
      await expect(dialog).toHaveCount(0)
      await page.getByRole('button', { name: '重置' }).click()
      await page.getByRole('dialog').getByRole('button', { name: '重置' }).click()
      await expect(page.getByText('已填入默认值，点击保存后生效')).toBeVisible()
      // Filled in, not saved; the company's contact lines stay (tests/unit/settings-reset.test.tsx).
      await expect(page.getByLabel('网站名称')).toHaveValue(routesJson.siteName)
      await expect(page.getByLabel('联系电话')).toHaveValue(before.contact_phone)
      expect((await staff.collection('site_settings').getOne(siteSettingsId)).updated).toBe(before.updated)
      // The demo server's settings are the defaults already: nothing left to save (saving: the unit test).
      await expect(page.getByRole('button', { name: '保存' })).toBeDisabled()
    } finally {
      const { id: _id, created: _c, updated: _u, collectionId: _ci, collectionName: _cn, ...fields } = before
      await staff.collection('site_settings').update(siteSettingsId, fields)
    }
  })

  test('数据库 shows the API’s live counts, storage and the newest backup', async ({ page, baseURL }, testInfo) => {
    const operator = await operatorClient(baseURL)
    const backupName = `settings-${testInfo.project.name}-${Date.now()}.zip`
    await operator.backups.create(backupName)
    try {
      await signIn(page)
      await page.goto('/admin/settings?tab=database')
      await expect(page.locator('[data-figure="leads"]')).toHaveText(/^[\d,]+$/, { timeout: 20_000 })
      const api = await operator.send<SystemStorage>('/api/admin/system/storage', { requestKey: null })
      for (const name of ['carousels', 'news', 'leads', 'mails', 'pageViews'] as const) {
        expect(Number((await page.locator(`[data-figure="${name}"]`).innerText()).replace(/,/g, '')), name).toBe(api.counts[name])
      }
      await expect(page.locator('[data-figure="databaseBytes"]')).toHaveText(/^\d+(\.\d)? (B|KB|MB|GB)$/)
      await expect(page.getByText(backupName)).toBeVisible()
      await expect(page.getByRole('link', { name: '在 PocketBase 控制台管理备份' })).toHaveAttribute('href', api.backupsUrl)
      expect((await axeViolations(page)).join('\n')).toBe('')
      await reviewShot(page, `settings-database-${testInfo.project.name}`, { fullPage: true })
    } finally {
      await operator.backups.delete(backupName)
    }
  })

  test('邮件设置: the SMTP server read-only, a sender saved to PocketBase, a test mail that arrives', async ({ page, baseURL }, testInfo) => {
    const operator = await operatorClient(baseURL)
    const staff = await staffClient(baseURL)
    const before = await staff.collection('site_settings').getOne(siteSettingsId)
    const original = await staff.send<MailSettings>('/api/admin/system/mail', { requestKey: null })
    const team = `settings-${testInfo.project.name}@example.test`
    await staff.collection('site_settings').update(siteSettingsId, { notification_email: team })
    try {
      await signIn(page)
      await page.goto('/admin/settings')
      await openTab(page, '邮件设置')
      await expect(page.getByText('已启用')).toBeVisible()
      await expect(page.getByText('127.0.0.1')).toBeVisible()
      expect((await axeViolations(page)).join('\n')).toBe('')

      await page.getByLabel('发件人名称').fill(`测试发件人${testInfo.project.name}`)
      await page.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('设置保存成功！')).toBeVisible()
      const settings = (await operator.settings.getAll()) as { meta: { senderName: string } }
      expect(settings.meta.senderName).toBe(`测试发件人${testInfo.project.name}`)

      await page.getByRole('button', { name: '发送测试邮件' }).click()
      await expect(page.getByText(`测试邮件已被 SMTP 服务器接收，收件人：${team}`)).toBeVisible()
      await expect
        .poll(() => readMails(process.env.E2E_MAIL_DIR!).filter((mail) => mail.to.includes(team)).map((mail) => decodeSubject(mail.raw)))
        .toContain(`测试邮件 - ${before.site_name}`)
      await reviewShot(page, `settings-mail-${testInfo.project.name}`, { fullPage: true })
    } finally {
      await staff.send('/api/admin/system/mail', { method: 'PATCH', body: { senderAddress: original.senderAddress, senderName: original.senderName }, requestKey: null })
      await staff.collection('site_settings').update(siteSettingsId, { notification_email: before.notification_email })
    }
  })
})
