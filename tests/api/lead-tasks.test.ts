// Follow-up tasks (跟进任务) on a live server: added with their maker as owner and logged on the lead's
// timeline, refused in Chinese when incomplete, completed and reopened once each, and their owner reminded
// once when the time comes (by mail to their address, and by every robot, @-ing their mobile on WeCom and
// DingTalk), run by the minute's jobs (POST /api/outbox/deliver) at a time the test sets (an operator's `at`);
// moved to a new time, reminded again.
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
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const HOUR_MS = 60 * 60 * 1000
const seller = { username: 'task_seller', name: '王销售', email: 'seller@example.test', mobile: '13900000001', role: 'sales', password: 'seller-pass-1234' }

let server: TestServer
let receiver: RobotReceiver
let catcher: { stop: () => Promise<void> }
let mailDir: string
let su: PocketBase
let sales: PocketBase
let sellerId: string

/** Beijing wall time `YYYY-MM-DD HH:mm` of an instant, as the timeline and mails word it. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().replace('T', ' ').slice(0, 16)
/** What the minute's cron jobs do: now, or at `atMs` (the clock an operator may set). */
const runMinuteJobs = (atMs?: number) =>
  fetch(`${server.url}/api/outbox/deliver`, {
    method: 'POST',
    headers: { authorization: su.authStore.token, 'content-type': 'application/json' },
    body: JSON.stringify(atMs === undefined ? {} : { at: new Date(atMs).toISOString() }),
  }).then((r) => r.json())
const timeline = (leadId: string, action: string) =>
  su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:leadId} && action = {:action}', { leadId, action }), sort: 'created' })
const reminders = (leadId: string) => su.collection('mail_outbox').getFullList({ filter: su.filter('submission = {:leadId} && kind = "task_reminder"', { leadId }), sort: 'channel' })
const addTask = (leadId: string, dueMs: number, title = '下周二回访', extra: Record<string, unknown> = {}) =>
  sales.collection('lead_tasks').create({ submission: leadId, title, due_at: new Date(dueMs).toISOString(), ...extra })

beforeAll(async () => {
  receiver = await startRobotReceiver()
  mailDir = mkdtempSync(join(tmpdir(), 'pb-task-mail-'))
  const smtpPort = await freePort()
  catcher = await startMailCatcher(mailDir, smtpPort)
  server = await startTestServer({
    env: { NOTIFY_WEBHOOK_HOSTS: receiver.host, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'noreply@example.test' },
  })
  su = await superuserSession(server)
  await raiseLeadRateLimit(su)
  sellerId = (await su.collection('staff').create({ ...seller, passwordConfirm: seller.password })).id
  sales = new PocketBase(server.url)
  sales.autoCancellation(false)
  await sales.collection('staff').authWithPassword(seller.username, seller.password)
  await su.send('/api/admin/notify/channels/wecom', { method: 'PATCH', body: { webhook_url: receiver.urls.wecom, enabled: true } })
  await su.send('/api/admin/notify/channels/dingtalk', { method: 'PATCH', body: { webhook_url: receiver.urls.dingtalk, secret: receiver.secrets.dingtalk, enabled: true } })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
  await catcher?.stop()
  if (mailDir) rmSync(mailDir, { recursive: true, force: true })
})

describe('follow-up tasks', () => {
  it('adds a task owned by the salesperson who made it, in the lead timeline with its time and owner', async () => {
    const leadId = await postLead(server.url, { name: '任务甲' })
    const due = Date.now() + 48 * HOUR_MS
    const task = await addTask(leadId, due)
    expect(task).toMatchObject({ owner: sellerId, created_by: sellerId, done: false, completed_at: '', reminded_at: '' })
    const entries = await timeline(leadId, 'task_added')
    expect(entries.map((e) => [e.summary, e.actor_name])).toEqual([[`添加跟进任务：下周二回访（${beijing(due)}，负责人 ${seller.name}）`, seller.username]])
  })

  it('refuses a task without what, when or whose in Chinese, and the fields the server keeps', async () => {
    const leadId = await postLead(server.url, { name: '任务乙' })
    const editor = await su.collection('staff').create({ username: 'task_editor', role: 'editor', password: 'editor-pass-1234', passwordConfirm: 'editor-pass-1234' })
    await expect(sales.collection('lead_tasks').create({ submission: leadId, title: '  ', due_at: '', owner: editor.id })).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          title: { message: desk.tasks.messages.titleRequired },
          due_at: { message: desk.tasks.messages.dueRequired },
          owner: { message: desk.tasks.messages.ownerInvalid },
        },
      },
    })
    await expect(sales.collection('lead_tasks').create({ submission: 'nosuchlead0000', title: '回访', due_at: new Date().toISOString() })).rejects.toMatchObject({
      response: { data: { submission: { message: desk.tasks.messages.submissionMissing } } },
    })
    await expect(addTask(leadId, Date.now(), '回访', { reminded_at: new Date().toISOString() })).rejects.toMatchObject({
      response: { data: { reminded_at: { message: desk.tasks.messages.serverField } } },
    })
    const task = await addTask(leadId, Date.now() + HOUR_MS)
    const other = await postLead(server.url, { name: '任务乙二' })
    await expect(sales.collection('lead_tasks').update(task.id, { submission: other })).rejects.toMatchObject({
      response: { data: { submission: { message: desk.tasks.messages.submissionFixed } } },
    })
  })

  it('completes a task once however many clicks arrive at once, and reopens it, each in the timeline', async () => {
    const leadId = await postLead(server.url, { name: '任务丙' })
    const task = await addTask(leadId, Date.now() + HOUR_MS, '发送报价')
    const { released } = await holdWriter(join(server.dataDir, 'data.db'))
    const clicks = Array.from({ length: 5 }, () => sales.collection('lead_tasks').update(task.id, { done: true }))
    await released
    const answers = await Promise.all(clicks)
    expect(new Set(answers.map((t) => t.completed_at)).size).toBe(1)
    expect(answers[0]).toMatchObject({ done: true, completed_by: sellerId })
    await sales.collection('lead_tasks').update(task.id, { done: false })
    expect(await sales.collection('lead_tasks').getOne(task.id)).toMatchObject({ done: false, completed_at: '', completed_by: '' })
    expect((await timeline(leadId, 'task_completed')).map((e) => e.summary)).toEqual(['完成跟进任务：发送报价'])
    expect((await timeline(leadId, 'task_reopened')).map((e) => e.summary)).toEqual(['重新打开跟进任务：发送报价'])
  })
})

describe('reminders', () => {
  it('reminds the owner once when the time comes: a mail to their address, each robot @-ing their mobile', async () => {
    const leadId = await postLead(server.url, { name: '提醒丁' })
    await runMinuteJobs() // the lead's own messages go first
    const due = Date.now() + 2 * HOUR_MS
    const task = await addTask(leadId, due, '电话回访')
    const later = await addTask(leadId, due + HOUR_MS, '以后再说')
    await runMinuteJobs(due - 60_000)
    expect(await reminders(leadId)).toEqual([])
    await Promise.all([runMinuteJobs(due), runMinuteJobs(due), runMinuteJobs(due)])
    const rows = await reminders(leadId)
    expect(rows.map((r) => [r.channel, r.recipient, r.mentions])).toEqual([
      ['dingtalk', '', [seller.mobile]],
      ['email', seller.email, null],
      ['wecom', '', [seller.mobile]],
    ])
    expect((await su.collection('lead_tasks').getOne(task.id)).reminded_at).not.toBe('')
    expect((await su.collection('lead_tasks').getOne(later.id)).reminded_at).toBe('')
    await runMinuteJobs()
    const title = `【跟进提醒】电话回访 - 提醒丁`
    const robotMessages = receiver.received.filter((m) => m.text.startsWith(title))
    expect(robotMessages.map((m) => [m.platform, m.mentions])).toEqual(
      expect.arrayContaining([
        ['wecom', [seller.mobile]],
        ['dingtalk', [seller.mobile]],
      ]),
    )
    expect(robotMessages).toHaveLength(2)
    const wecom = robotMessages.find((m) => m.platform === 'wecom')!
    expect(wecom.text.split('\n').slice(0, 3)).toEqual([title, `跟进时间：${beijing(due)}`, `负责人：${seller.name}`])
    expect(wecom.text).toContain(`/admin/forms/${leadId}/show`)
    const mails = readMails(mailDir).filter((m) => decodeSubject(m.raw) === title)
    expect(mails.map((m) => m.to)).toEqual([[seller.email]])
  })

  it('reminds again once a task is moved to a new time, and never an owner of a task already done', async () => {
    const leadId = await postLead(server.url, { name: '提醒戊' })
    const due = Date.now() + HOUR_MS
    const moved = await addTask(leadId, due, '改期回访')
    const done = await addTask(leadId, due, '已做完')
    await sales.collection('lead_tasks').update(done.id, { done: true })
    await runMinuteJobs(due + 60_000)
    expect((await reminders(leadId)).map((r) => r.subject)).toEqual(Array(3).fill('【跟进提醒】改期回访 - 提醒戊'))
    const next = due + 24 * HOUR_MS
    expect((await sales.collection('lead_tasks').update(moved.id, { due_at: new Date(next).toISOString() })).reminded_at).toBe('')
    expect((await timeline(leadId, 'task_updated')).map((e) => e.summary)).toEqual([`修改跟进任务：改期回访（${beijing(next)}，负责人 ${seller.name}）`])
    await runMinuteJobs(due + 2 * 60_000)
    expect(await reminders(leadId)).toHaveLength(3)
    // The next day, at the new time.
    await runMinuteJobs(next)
    expect(await reminders(leadId)).toHaveLength(6)
  })

  it('takes the time of a run only from an operator: a salesperson\'s is now, a wrong one refused in Chinese', async () => {
    const leadId = await postLead(server.url, { name: '提醒己' })
    const due = Date.now() + 2 * HOUR_MS
    await addTask(leadId, due, '明天回访')
    const asSales = await fetch(`${server.url}/api/outbox/deliver`, {
      method: 'POST',
      headers: { authorization: sales.authStore.token, 'content-type': 'application/json' },
      body: JSON.stringify({ at: new Date(due).toISOString() }),
    })
    expect(asSales.status).toBe(200)
    expect(await reminders(leadId)).toEqual([])
    const wrong = await fetch(`${server.url}/api/outbox/deliver`, {
      method: 'POST',
      headers: { authorization: su.authStore.token, 'content-type': 'application/json' },
      body: JSON.stringify({ at: '下周二' }),
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).data.at.message).toBe(desk.tasks.messages.atInvalid)
  })

  it('reminds an owner whose account has no mailbox of its own by the robots alone', async () => {
    const leadId = await postLead(server.url, { name: '提醒庚' })
    // Made without an e-mail: the account stands in with <username>@staff.local, which nothing is sent to.
    const owner = await su.collection('staff').create({ username: 'task_nomail', role: 'sales', password: 'nomail-pass-1234', passwordConfirm: 'nomail-pass-1234' })
    expect(owner.email).toMatch(/@staff\.local$/)
    await addTask(leadId, Date.now() - 60_000, '电话确认', { owner: owner.id })
    await runMinuteJobs()
    expect((await reminders(leadId)).map((r) => [r.channel, r.mentions])).toEqual([
      ['dingtalk', null],
      ['wecom', null],
    ])
  })

  it('deletes a lead with its tasks', async () => {
    const leadId = await postLead(server.url, { name: '任务己' })
    const task = await addTask(leadId, Date.now() + HOUR_MS)
    await su.collection('form_submissions').delete(leadId)
    await expect(su.collection('lead_tasks').getOne(task.id)).rejects.toMatchObject({ status: 404 })
  })
})
