// Replies from a lead's page on a live server with a real SMTP server: the team's templates (回复模板) checked
// for their slots and audited, a template filled with the lead's values, the reply queued once per click
// however often it is sent, delivered with the lead's text escaped in its HTML and the sender as Reply-To,
// its text on the lead's timeline, and a 待处理 lead moved to 已联系 by the first reply only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import desk from '../../pb_hooks/lib/shared/sales-desk.json'
import { freePort } from '../../scripts/lib/pocketbase.mjs'
import { holdWriter } from '../support/hold-writer'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { decodeSubject, readMails, startMailCatcher } from '../support/mail-catcher'
import { postLead } from '../support/post-lead'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const seller = { username: 'reply_seller', name: '李顾问', email: 'li.guwen@example.test', role: 'sales', password: 'seller-pass-1234' }

let server: TestServer
let catcher: { stop: () => Promise<void> }
let mailDir: string
let su: PocketBase
let sales: PocketBase

const requestId = () => `req-${crypto.randomUUID()}`
const runMinuteJobs = () => fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: su.authStore.token } }).then((r) => r.json())
const draft = (leadId: string, template: string) => sales.send<{ subject: string; body: string }>(`/api/admin/leads/${leadId}/reply-draft`, { method: 'POST', body: { template } })
const reply = (leadId: string, body: Record<string, unknown>) =>
  sales.send<{ mail: string; duplicate: boolean; status: string }>(`/api/admin/leads/${leadId}/reply`, { method: 'POST', body })
const repliesOf = (leadId: string) => su.collection('mail_outbox').getFullList({ filter: su.filter('submission = {:leadId} && kind = "lead_reply"', { leadId }) })
const entries = (leadId: string, action: string) =>
  su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:leadId} && action = {:action}', { leadId, action }), sort: 'created' })

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-reply-mail-'))
  const smtpPort = await freePort()
  catcher = await startMailCatcher(mailDir, smtpPort)
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'noreply@example.test' } })
  su = await superuserSession(server)
  await raiseLeadRateLimit(su)
  await su.collection('staff').create({ ...seller, passwordConfirm: seller.password })
  sales = new PocketBase(server.url)
  sales.autoCancellation(false)
  await sales.collection('staff').authWithPassword(seller.username, seller.password)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await catcher?.stop()
  if (mailDir) rmSync(mailDir, { recursive: true, force: true })
})

describe('reply templates', () => {
  it('keeps a template whose slots are all known, audited; refuses unknown slots and a taken name in Chinese', async () => {
    const template = await sales.collection('reply_templates').create({ title: '首次回访', subject: '{姓名}，关于{课程}', body: '{姓名}您好：\n\n我是{发件人}。' })
    const audit = await su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:id}', { id: template.id }) })
    expect(audit.map((row) => [row.action, row.summary, row.actor_name])).toEqual([['created', '新建了回复模板', seller.username]])
    await expect(sales.collection('reply_templates').create({ title: '首次回访', subject: '{客户}您好', body: '正文' })).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          title: { message: desk.replies.messages.titleTaken },
          subject: { message: `{客户} 不是可用的字段（可用：${Object.keys(desk.replies.slots).map((slot) => `{${slot}}`).join(' ')}）` },
        },
      },
    })
  })
})

describe('replies', () => {
  it('fills a template with the lead as text, and escapes it in the HTML it sends', async () => {
    const leadId = await postLead(server.url, { email: 'wangwu@example.com' })
    // What a visitor may have typed, as stored (an operator's update keeps it as sent).
    await su.collection('form_submissions').update(leadId, { name: '王<五>', company: '甲&乙公司' })
    const template = await sales.collection('reply_templates').create({ title: `报价 ${requestId()}`, subject: '{公司}的报价', body: '{姓名}您好：\n请查收{公司}的报价。\n\n{发件人}' })
    const filled = await draft(leadId, template.id)
    expect(filled).toEqual({ subject: '甲&乙公司的报价', body: `王<五>您好：\n请查收甲&乙公司的报价。\n\n${seller.name}` })
    await reply(leadId, { ...filled, request_id: requestId() })
    const [row] = await repliesOf(leadId)
    expect(row).toMatchObject({ recipient: 'wangwu@example.com', subject: '甲&乙公司的报价', reply_to: seller.email, status: 'queued' })
    expect(row.html).toContain('王&lt;五&gt;您好：<br>请查收甲&amp;乙公司的报价。')
    expect(row.html).not.toContain('<五>')
    expect(row.text.startsWith(filled.body)).toBe(true)
    await runMinuteJobs()
    const [mail] = readMails(mailDir).filter((m) => m.to.includes('wangwu@example.com') && decodeSubject(m.raw) === '甲&乙公司的报价')
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: .*${seller.email}`, 'm'))
  })

  it('sends one mail for one click however many times its request arrives, and logs its text once', async () => {
    const leadId = await postLead(server.url, { name: '赵六', email: 'zhaoliu@example.com' })
    const click = { subject: '课程安排', body: '赵六您好：\n附上课程安排。', request_id: requestId() }
    const { released } = await holdWriter(join(server.dataDir, 'data.db'))
    const sends = Array.from({ length: 4 }, () => reply(leadId, click))
    await released
    const answers = await Promise.all(sends)
    expect(new Set(answers.map((a) => a.mail)).size).toBe(1)
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1)
    expect(await repliesOf(leadId)).toHaveLength(1)
    const logged = await entries(leadId, 'reply_sent')
    expect(logged.map((e) => [e.summary, e.details.text, e.actor_name])).toEqual([['回复邮件：课程安排', click.body, seller.username]])
    // A second click is a second mail.
    await reply(leadId, { ...click, request_id: requestId() })
    expect(await repliesOf(leadId)).toHaveLength(2)
  })

  it('moves a 待处理 lead to 已联系 with its first reply only, in the timeline', async () => {
    const leadId = await postLead(server.url, { name: '孙七', email: 'sunqi@example.com' })
    expect((await reply(leadId, { subject: '您好', body: '第一封', request_id: requestId() })).status).toBe('contacted')
    const lead = await su.collection('form_submissions').getOne(leadId)
    expect(lead).toMatchObject({ status: 'contacted' })
    expect(lead.contacted_at).not.toBe('')
    await su.collection('form_submissions').update(leadId, { status: 'completed' })
    expect((await reply(leadId, { subject: '再次问候', body: '第二封', request_id: requestId() })).status).toBe('completed')
    expect((await entries(leadId, 'status_changed')).map((e) => [e.summary, e.actor_name])).toEqual([
      ['状态由 待处理 改为 已联系', seller.username],
      ['状态由 已联系 改为 已完成', server.superuser.email],
    ])
  })

  it('refuses a reply without subject, body or a click id, or to a lead without an address, in Chinese', async () => {
    const leadId = await postLead(server.url, { name: '周八' })
    await expect(reply(leadId, { subject: ' ', body: '', request_id: 'x' })).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          subject: { message: desk.replies.messages.subjectRequired },
          body: { message: desk.replies.messages.bodyRequired },
          request_id: { message: desk.replies.messages.requestInvalid },
        },
      },
    })
    // Entered by an operator without one.
    const noAddress = await postLead(server.url, { name: '无邮箱' })
    await su.collection('form_submissions').update(noAddress, { email: '' })
    await expect(reply(noAddress, { subject: '您好', body: '正文', request_id: requestId() })).rejects.toMatchObject({
      response: { data: { email: { message: desk.replies.messages.noEmail } } },
    })
    expect(await repliesOf(leadId)).toHaveLength(0)
  })
})
