// 邮件模板 as an admin, at desktop and phone width: a field chip inserted at the caret, the server's
// preview for the sample lead, a placeholder the template does not offer refused under its field,
// 发布 with its version in 历史版本, a draft kept across a reload with who saved it and then published,
// a robot test without a robot explained, and 恢复默认. (What a published template or a draft does to a
// lead's mails, revisions, 放弃草稿 and test sends: tests/api/message-templates.test.ts.)
import definitions from '../../pb_hooks/lib/shared/message-templates.json' with { type: 'json' }
import { signIn } from './admin-support'
import { axeViolations, expect, reviewShot, staffClient, test } from './fixtures'

test.describe('mail templates', () => {
  test.describe.configure({ timeout: 90_000 })

  test('an admin edits the team mail with chips, previews, publishes, keeps a draft, sees its history and restores the default @phone', async ({ page, baseURL, consoleProblems }, testInfo) => {
    const staff = await staffClient(baseURL)
    try {
      await signIn(page)
      await page.goto('/admin/settings?tab=templates')
      await page.getByRole('tab', { name: '团队通知邮件' }).click()
      const editor = page.getByRole('region', { name: '团队通知邮件' })
      await expect(editor.getByText('当前为系统默认模板')).toBeVisible({ timeout: 20_000 })

      const subject = editor.getByRole('textbox', { name: '邮件主题' })
      await subject.fill('线索：')
      await subject.press('End')
      await editor.getByRole('button', { name: '插入 {公司}' }).click()
      await expect(subject).toHaveValue('线索：{公司}')
      await expect(editor.getByText(`${Array.from('线索：{公司}').length} / ${definitions.templates.team_notification.fields.subject.max} 字`)).toBeVisible()

      await editor.getByRole('button', { name: '预览' }).click()
      const preview = editor.getByRole('region', { name: '预览（示例线索）' })
      await expect(preview.getByText(`线索：${definitions.sample.company}`)).toBeVisible()
      // The HTML is shown in an empty sandbox (no script, Playwright's included, may run there): read from its document.
      await expect(preview.locator('iframe')).toHaveAttribute('srcdoc', new RegExp(definitions.sample.message))

      const text = editor.getByRole('textbox', { name: '纯文本正文' })
      await text.fill('新线索 {姓名} {密码}')
      await editor.getByRole('button', { name: '发布', exact: true }).click()
      await expect(editor.getByText('纯文本正文中有不可用的字段 {密码}', { exact: false })).toBeVisible()
      await text.fill('新线索 {姓名}，来自 {公司}')
      await editor.getByRole('button', { name: '发布', exact: true }).click()
      await expect(page.getByText('模板已发布，新线索将使用新模板')).toBeVisible()
      const version = Number((await editor.getByText(/当前为已修改的模板（第 \d+ 版）/).textContent())!.match(/\d+/)![0])

      // A draft is kept on the server: after a reload the form opens on it, with who saved it.
      const drafted = '草稿：新线索 {姓名}'
      await text.fill(drafted)
      await editor.getByRole('button', { name: '保存草稿' }).click()
      await expect(page.getByText('草稿已保存，新线索仍使用已发布的模板')).toBeVisible()
      await page.reload()
      await page.getByRole('tab', { name: '团队通知邮件' }).click()
      await expect(editor.getByText(new RegExp(`有未发布的草稿，由 ${process.env.E2E_STAFF_USERNAME} 于 .+ 保存`))).toBeVisible({ timeout: 20_000 })
      await expect(text).toHaveValue(drafted)
      await expect(editor.getByText(`当前为已修改的模板（第 ${version} 版）`)).toBeVisible()
      await reviewShot(page, `settings-templates-${testInfo.project.name}`)
      expect(await axeViolations(page)).toEqual([])
      await editor.getByRole('button', { name: '发布', exact: true }).click()
      await expect(editor.getByText(`当前为已修改的模板（第 ${version + 1} 版）`)).toBeVisible()
      await expect(editor.getByText('有未发布的草稿', { exact: false })).toHaveCount(0)
      await expect(text).toHaveValue(drafted)

      await editor.getByRole('button', { name: '历史版本' }).click()
      const history = page.getByRole('dialog')
      await expect(history.getByText('发布', { exact: false }).first()).toBeVisible()
      await history.getByRole('button', { name: '关闭' }).click()

      await page.getByRole('tab', { name: '机器人新线索消息' }).click()
      const robot = page.getByRole('region', { name: '机器人新线索消息' })
      await robot.getByRole('button', { name: '发送测试' }).click()
      await expect(page.getByText(definitions.messages.testNoRobot)).toBeVisible()

      await page.getByRole('tab', { name: '团队通知邮件' }).click()
      await editor.getByRole('button', { name: '恢复默认' }).click()
      await page.getByRole('dialog').getByRole('button', { name: '恢复默认' }).click()
      await expect(page.getByText('已恢复默认模板并发布')).toBeVisible()
      await expect(editor.getByText('当前为系统默认模板')).toBeVisible()
      // The refused publication and the robot test without a robot answer 400, as intended.
      expect(consoleProblems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
    } finally {
      // Other journeys on this worker's server read the team mail: it goes back to the default.
      await staff.send('/api/admin/templates/team_notification/reset', { method: 'POST' })
    }
  })
})
