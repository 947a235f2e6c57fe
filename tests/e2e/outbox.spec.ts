// Staff read the mail log (/admin/outbox), open a mail as it was sent, retry a failed one and deliver at once.
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

test('the mail log lists every mail, shows one, retries a failed one and delivers now', async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(90_000)
  const project = testInfo.project.name
  const operator = await operatorClient(baseURL)
  // A lead's two mails; the auto-reply is then made to fail for good, as after its last retry.
  const email = `outbox-${project}-${Date.now()}@example.com`
  const lead = await operator.collection('form_submissions').create({ form_type: 'consultation', name: '邮件测试', email, phone: '13600136000', consent: true })
  const [reply] = await operator.collection('mail_outbox').getFullList({ filter: operator.filter('submission = {:id} && kind = "auto_reply"', { id: lead.id }) })
  await operator.collection('mail_outbox').update(reply.id, { status: 'failed', attempts: 8, last_error: '550 mailbox unavailable' })

  await signIn(page)
  await page.goto('/admin/outbox')
  await expect(page.getByText(email).first()).toBeVisible()
  await reviewShot(page, `admin-outbox-${project}`, { fullPage: true })
  expect(await axeViolations(page)).toEqual([])

  // A lead arriving while the log is open shows its mails without a reload (they send no events of their own).
  const later = `outbox-live-${project}-${Date.now()}@example.com`
  await operator.collection('form_submissions').create({ form_type: 'consultation', name: '实时测试', email: later, phone: '13600136001', consent: true })
  await expect(page.getByText(later).first()).toBeVisible({ timeout: 15_000 })

  // Filter by status: the failed mail is there with its error.
  await page.getByRole('combobox', { name: '状态' }).click()
  await page.getByRole('option', { name: '发送失败' }).click()
  await expect(page).toHaveURL(/failed/)
  await page.getByText(email).first().click()
  await expect(page.getByText('550 mailbox unavailable')).toBeVisible()
  // The HTML version sits in an empty sandbox; the text version beside it.
  await expect(page.locator('iframe[sandbox=""]')).toHaveAttribute('srcdoc', /尊敬的邮件测试/)
  await expect(page.getByText(`尊敬的邮件测试`).first()).toBeVisible()

  await page.getByRole('button', { name: '重新发送' }).click()
  await expect(page.getByText('邮件已重新加入发送队列')).toBeVisible()
  await expect(page.getByRole('button', { name: '重新发送' })).toHaveCount(0)
  await expect(page.getByText('待发送').first()).toBeVisible()

  // 立即投递 sends it through the e2e SMTP catcher.
  await page.goto('/admin/outbox')
  await page.getByRole('button', { name: '立即投递' }).click()
  // The run delivers every waiting mail of the whole e2e server (the desk journeys queue hundreds).
  await expect(page.getByText(/投递完成：发送 \d+ 封/)).toBeVisible({ timeout: 60_000 })
  await expect.poll(async () => (await operator.collection('mail_outbox').getOne(reply.id)).status).toBe('sent')
  // The mail's empty sandbox refuses any script, Playwright's own injected helpers included, and
  // Chromium logs each refusal; the mail itself carries none.
  expect(reply.html).not.toMatch(/<script/i)
  expect(consoleProblems.filter((problem) => !problem.includes("'about:srcdoc' because the document's frame is sandboxed"))).toEqual([])
})
