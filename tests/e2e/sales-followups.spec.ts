// A salesperson's day with the sales desk (`@phone` too): a follow-up added on a lead, found in 今日待办 and on the
// dashboard marked 已逾期, completed there and logged on the lead; a reply sent from a template (a double click
// sends it once), its text in the timeline and the lead 已联系; two contacts of one person merged and the merge
// undone. Each change is checked after a reload: nothing shown as done is lost.
import { createStaffAccount, operatorClient, signInAs } from './admin-support'
import { expect, reviewShot, test } from './fixtures'

const MINUTE_MS = 60 * 1000
/** Beijing wall time `YYYY-MM-DDTHH:MM` (what the datetime input takes) `minutes` from now. */
const beijingWall = (minutes: number) => new Date(Date.now() + 8 * 60 * MINUTE_MS + minutes * MINUTE_MS).toISOString().slice(0, 16)

async function salesperson(page: import('@playwright/test').Page, baseURL: string | undefined) {
  const account = await createStaffAccount(baseURL, 'desk', 'sales')
  await signInAs(page, account.username, account.password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  return account
}

test('a follow-up added on a lead is due in 今日待办 and on the dashboard, and completed there', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const su = await operatorClient(baseURL)
  const lead = await su.collection('form_submissions').create({ form_type: 'consultation', name: '跟进验收', email: `follow-${testInfo.project.name}@example.com`, company: '跟进验收公司', consent: true })
  await salesperson(page, baseURL)
  await page.goto(`/admin/forms/${lead.id}/show`)
  const panel = page.getByRole('form', { name: '添加跟进' })
  await panel.getByLabel('跟进内容').fill('下周二回访')
  // A time earlier today: due at once, so it is 已逾期 (and its owner reminded).
  await panel.getByLabel('跟进时间').fill(beijingWall(-10))
  await panel.getByRole('button', { name: '添加跟进' }).click()
  await expect(page.getByText('跟进任务已添加')).toBeVisible()
  await page.reload()
  const row = page.locator('[data-task-state]').filter({ hasText: '下周二回访' })
  await expect(row).toHaveAttribute('data-task-state', 'overdue')
  await expect(page.getByText(/添加跟进任务：下周二回访/)).toBeVisible()

  await page.goto('/admin')
  const card = page.locator('[data-card="today-tasks"]')
  await expect(card.getByText('下周二回访 · 跟进验收')).toBeVisible()
  await expect(card.locator('[data-figure="today-tasks"]')).toHaveText(/已逾期 1 个/)
  await reviewShot(page, `followups-dashboard-${testInfo.project.name}`)

  await page.goto('/admin/tasks')
  const task = testInfo.project.name === 'phone' ? page.locator('li').filter({ hasText: '下周二回访' }) : page.getByRole('row').filter({ hasText: '下周二回访' })
  await expect(task.getByText('已逾期')).toBeVisible()
  await reviewShot(page, `followups-tasks-${testInfo.project.name}`)
  await task.getByRole('button', { name: '完成' }).click()
  await expect(page.getByText('跟进任务已完成')).toBeVisible()
  await page.reload()
  await expect(page.getByText('今天没有待办的跟进任务')).toBeVisible()
  await page.getByRole('button', { name: '已完成' }).click()
  await expect(page.getByText('下周二回访')).toBeVisible()
  await page.goto(`/admin/forms/${lead.id}/show`)
  await expect(page.getByText('完成跟进任务：下周二回访')).toBeVisible()
  expect(consoleProblems).toEqual([])
})

test('a reply sent from a template goes once, shows its text in the timeline, and the lead is 已联系', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const su = await operatorClient(baseURL)
  const title = `首次回访 ${testInfo.project.name}`
  await su.collection('reply_templates').create({ title, subject: '{姓名}您好，{网站名称}回复您的咨询', body: '{姓名}您好：\n感谢您的咨询，我们将为{公司}安排课程顾问。' })
  const lead = await su.collection('form_submissions').create({ form_type: 'consultation', name: '回复验收', email: `reply-${testInfo.project.name}@example.com`, company: '回复验收公司', consent: true })
  await salesperson(page, baseURL)
  await page.goto(`/admin/forms/${lead.id}/show`)
  const reply = page.getByRole('form', { name: '回复邮件' })
  await reply.getByRole('button', { name: '写邮件' }).click()
  await reply.getByRole('combobox', { name: '回复模板' }).click()
  await page.getByRole('option', { name: title }).click()
  await expect(reply.getByLabel('邮件正文')).toHaveValue('回复验收您好：\n感谢您的咨询，我们将为回复验收公司安排课程顾问。')
  await expect(reply.getByLabel('邮件主题')).toHaveValue(/^回复验收您好，/)
  await reviewShot(page, `followups-reply-${testInfo.project.name}`)
  await reply.getByRole('button', { name: '发送邮件' }).dblclick()
  await expect(page.getByText('邮件已进入发送队列，一分钟内发出')).toBeVisible()
  await page.reload()
  await expect(page.getByText('感谢您的咨询，我们将为回复验收公司安排课程顾问。')).toBeVisible()
  await expect(page.getByText('状态由 待处理 改为 已联系')).toBeVisible()
  await expect(page.getByRole('link', { name: '回复线索' })).toHaveCount(1)
  expect(consoleProblems).toEqual([])
})

test('two contacts of one person are merged, then the merge undone', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const su = await operatorClient(baseURL)
  // Each project's own person (the two run on servers of their own, but screenshots share names).
  const tag = testInfo.project.name
  const name = `合并验收${tag === 'phone' ? '甲' : '乙'}`
  const first = await su.collection('form_submissions').create({ form_type: 'consultation', name, email: `merge-old-${tag}@example.com`, phone: testInfo.project.name === 'phone' ? '13311110001' : '13311110002', company: '合并验收公司', consent: true })
  const second = await su.collection('form_submissions').create({ form_type: 'consultation', name, email: `merge-new-${tag}@example.com`, consent: true })
  const [a, b] = await Promise.all([first, second].map(async (lead) => (await su.collection('form_submissions').getOne(lead.id)).contact as string))
  expect(a).not.toBe(b)
  await salesperson(page, baseURL)
  await page.goto(`/admin/contacts/${b}/show`)
  await page.getByRole('button', { name: '合并到…' }).click()
  await page.getByLabel(/搜索要并入的联系人/).fill(`merge-old-${tag}`)
  await page.getByRole('option', { name: new RegExp(`merge-old-${tag}`) }).click()
  await page.getByRole('button', { name: '合并', exact: true }).click()
  await expect(page.getByText(`已合并到“${name}”`)).toBeVisible()
  await page.reload()
  await expect(page.getByText(`已并入联系人“${name}”，其线索显示在那里。`)).toBeVisible()
  await page.goto(`/admin/contacts/${a}/show`)
  await expect(page.getByText(`merge-new-${tag}@example.com`)).toBeVisible()
  await reviewShot(page, `followups-merged-${testInfo.project.name}`)
  await page.getByRole('button', { name: '撤销合并' }).click()
  await page.getByRole('button', { name: '确认' }).click()
  await expect(page.getByText('已撤销合并')).toBeVisible()
  await page.reload()
  await expect(page.getByText(`merge-old-${tag}@example.com`)).toBeVisible()
  await expect(page.getByText(`merge-new-${tag}@example.com`)).toHaveCount(0)
  expect(consoleProblems).toEqual([])
})
