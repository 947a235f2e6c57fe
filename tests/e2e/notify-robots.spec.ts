// 通知: staff switch on the WeCom robot, its address masked once saved, send a test message and see
// the platform's answer; a new lead's message reaches the robot with a link that opens the lead.
// (Signatures, errors, bursts and limits: tests/api/notify-robots.test.ts.)
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, staffClient, test } from './fixtures'

const lead = { form_type: 'consultation', name: '机器人验收', email: 'robot-check@example.com', phone: '13800138000', company: '机器人验收科技', consent: true }

test.describe('group robots', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a robot set up in 通知 gets a test and then each new lead, linked to the lead', async ({ page, baseURL, e2eServer, consoleProblems }) => {
    const robots = e2eServer.robots
    const staff = await staffClient(baseURL)
    try {
      await signIn(page)
      await page.goto('/admin/settings?tab=notify')
      const wecom = page.getByRole('region', { name: '企业微信' })
      await wecom.getByLabel('Webhook 地址').fill(robots.urls.wecom, { timeout: 20_000 })
      await wecom.getByLabel('启用').check()
      await wecom.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('设置保存成功！')).toBeVisible()
      // Once saved, the address is never shown again: only its host and last four characters.
      await expect(wecom.getByLabel('Webhook 地址')).toHaveValue('')
      await expect(wecom.getByText(`已保存：http://${robots.host}/••••${robots.urls.wecom.slice(-4)}`, { exact: false })).toBeVisible()
      expect(await page.content()).not.toContain(robots.urls.wecom)

      const before = robots.received.length
      await wecom.getByRole('button', { name: '发送测试消息' }).click()
      await expect(wecom.getByRole('status')).toHaveText('发送成功，平台回复：ok')
      expect(robots.received.slice(before).map((m) => [m.platform, m.accepted, m.text.includes('这是一条测试消息')])).toEqual([['wecom', true, true]])
      await reviewShot(page, 'settings-notify')
      expect(await axeViolations(page)).toEqual([])

      const { name } = lead
      const saved = await (await operatorClient(baseURL)).collection('form_submissions').create(lead)
      await staff.send('/api/outbox/deliver', { method: 'POST' })
      const message = robots.received.find((m) => m.platform === 'wecom' && m.text.includes(name))
      expect(message?.accepted).toBe(true)
      const link = /后台链接：(\S+)/.exec(message!.text)![1]
      const appUrl = (await (await operatorClient(baseURL)).settings.getAll()).meta.appURL.replace(/\/+$/, '')
      expect(link).toBe(`${appUrl}/admin/forms/${saved.id}/show`)
      // The link's path on this server (its origin is the configured site address) opens the lead.
      await page.goto(new URL(link).pathname)
      await expect(page.getByText(lead.company).first()).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText(name).first()).toBeVisible()
      expect(consoleProblems).toEqual([])
    } finally {
      // Other journeys on this worker's server count a lead's outbox rows: the robot goes off again.
      await staff.send('/api/admin/notify/channels/wecom', { method: 'PATCH', body: { enabled: false } })
    }
  })
})
