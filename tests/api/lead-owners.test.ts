// Owners and the robots' fast lane: a lead's new 负责人 hears of it personally (a mail to their own address
// through the outbox, an @ of their mobile in WeCom and DingTalk group messages) and is named by name; the
// robots name a course by its name; a lone lead reaches the robots within 10 s with no delivery run, and
// the leads that follow it within the minute go as one summary keeping every lead's chosen fields.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import notify from '../../pb_hooks/lib/shared/notify.json'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { postLead } from '../support/post-lead'
import { startRobotReceiver, type Platform, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let receiver: RobotReceiver
let su: PocketBase
let staff: PocketBase
let seller = { id: '', name: '王销售', email: 'wang.sales@example.test', mobile: '13912345678' }

const PLATFORMS: Platform[] = ['wecom', 'dingtalk', 'feishu']
const INSTANT_MS = notify.instantSeconds * 1000

const deliver = () => fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staff.authStore.token } }).then((r) => r.json())
const rowsOf = (id: string, kind: string) => su.collection('mail_outbox').getFullList({ filter: `submission = '${id}' && kind = '${kind}'`, sort: 'channel' })
const messagesAbout = (name: string, platform?: Platform) => receiver.received.filter((m) => m.text.includes(name) && (!platform || m.platform === platform))

beforeAll(async () => {
  receiver = await startRobotReceiver()
  server = await startTestServer({ env: { NOTIFY_WEBHOOK_HOSTS: receiver.host } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  await raiseLeadRateLimit(su)
  staff = new PocketBase(server.url)
  staff.autoCancellation(false)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  for (const platform of PLATFORMS) {
    const secret = platform === 'wecom' ? undefined : receiver.secrets[platform]
    await staff.send(`/api/admin/notify/channels/${platform}`, { method: 'PATCH', body: { webhook_url: receiver.urls[platform], secret, enabled: true } })
  }
  const created = await su.collection('staff').create({
    username: 'wang_sales',
    name: seller.name,
    email: seller.email,
    mobile: seller.mobile,
    role: 'sales',
    password: 'owner-pass-1234',
    passwordConfirm: 'owner-pass-1234',
  })
  seller = { ...seller, id: created.id }
})

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

describe("the robots' fast lane", () => {
  // First in the file: no robot has had a message yet, so its fast lane is free.
  // Up to a minute for the sender to wake, and part of another to start clear of the minute's run.
  it('deliver a lone lead within 10 s with no delivery run, then the leads of the same minute as one summary of every field', { timeout: 180_000 }, async () => {
    // The sender wakes at the first full minute after a start.
    await vi.waitFor(async () => expect((await staff.send<{ robotSenderAwake: boolean }>('/api/outbox/status', {})).robotSenderAwake).toBe(true), {
      timeout: 75_000,
      interval: 1000,
    })
    // Clear of the minute's own run at :00, so the burst below is not split by it.
    await vi.waitFor(() => expect(new Date().getSeconds()).toBeGreaterThan(3), { timeout: 10_000, interval: 200 })
    await vi.waitFor(() => expect(new Date().getSeconds()).toBeLessThan(40), { timeout: 60_000, interval: 500 })
    const before = receiver.received.length
    const sentAt = Date.now()
    await postLead(server.url, { name: '快线丁', company: '丁公司' })
    await vi.waitFor(() => expect(messagesAbout('快线丁').length).toBe(3), { timeout: INSTANT_MS, interval: 100 })
    for (const message of messagesAbout('快线丁')) expect(message.at - sentAt).toBeLessThan(INSTANT_MS)
    expect(messagesAbout('快线丁', 'wecom')[0].text.split('\n')).toEqual(expect.arrayContaining(['公司：丁公司', expect.stringMatching(/^后台链接：.*\/admin\/forms\/\w+\/show$/)]))

    // The robots had their fast message this minute: the next leads wait for the minute's run, together.
    const burst = ['快线戊', '快线己', '快线庚']
    await Promise.all(burst.map((name, i) => postLead(server.url, { name, company: `${name}公司`, phone: `1380013800${i}` })))
    await vi.waitFor(
      async () => {
        await deliver()
        expect(receiver.received.slice(before).filter((m) => m.platform === 'wecom' && m.text.includes('快线戊'))).toHaveLength(1)
      },
      { timeout: 30_000, interval: 1000 },
    )
    const summary = receiver.received.slice(before).find((m) => m.platform === 'wecom' && m.text.includes('快线戊'))!
    expect(summary.text.split('\n')[0]).toBe('【新线索】3 条新线索')
    for (const name of burst) {
      expect(summary.text).toContain(`免费咨询 - ${name}`)
      expect(summary.text).toContain(`公司：${name}公司`)
    }
    expect(summary.text.split('\n').filter((line) => line.startsWith('后台链接：'))).toHaveLength(3)
  })
})

describe('a lead given to someone', () => {
  it('mails them through the outbox and @-mentions their mobile in WeCom and DingTalk, naming them by name', async () => {
    const id = await postLead(server.url, { name: '归属甲', company: '甲方科技' })
    await deliver()
    await staff.collection('form_submissions').update(id, { assignee: seller.id })
    const [mail] = (await rowsOf(id, 'assigned_notice')).filter((row) => row.channel === 'email')
    expect(mail).toMatchObject({ recipient: seller.email, subject: `【交给您跟进】${enums.formTypes.consultation} - 归属甲`, status: 'queued' })
    expect(mail.text).toContain(`${server.staff.username}把一条免费咨询线索交给了您`)
    expect(mail.text).toContain('公司：甲方科技')
    expect(mail.text).toContain(`/admin/forms/${id}/show`)
    await vi.waitFor(
      async () => {
        await deliver()
        expect(messagesAbout('归属甲').filter((m) => m.text.startsWith('【已分配】'))).toHaveLength(3)
      },
      { timeout: 30_000, interval: 500 },
    )
    const notices = messagesAbout('归属甲').filter((m) => m.text.startsWith('【已分配】'))
    for (const message of notices) {
      expect(message.text.split('\n')[0]).toBe(`【已分配】${enums.formTypes.consultation} - 归属甲，负责人：${seller.name}`)
      expect(message.text.split('\n')).toContain(`负责人：${seller.name}`)
    }
    const mentions = Object.fromEntries(notices.map((m) => [m.platform, m.mentions]))
    expect(mentions).toEqual({ wecom: [seller.mobile], dingtalk: [seller.mobile], feishu: [] })
    // DingTalk shows an @ only for a number written in the text.
    expect(notices.find((m) => m.platform === 'dingtalk')!.text.endsWith(`@${seller.mobile}`)).toBe(true)
    const logged = await su.collection('activity_log').getFirstListItem(`record_id = '${id}' && action = 'assigned'`)
    expect(logged.summary).toBe(`负责人由 未分配 改为 ${seller.name}`)
  })

  it('mails nobody who takes a lead themselves, and nobody without an address', async () => {
    const id = await postLead(server.url, { name: '归属乙' })
    await staff.collection('form_submissions').update(id, { assignee: staff.authStore.record!.id })
    expect((await rowsOf(id, 'assigned_notice')).map((row) => row.channel)).toEqual(['dingtalk', 'feishu', 'wecom'])
    // An account made without an address has the placeholder one, which receives nothing.
    await su.collection('staff').update(seller.id, { email: 'wang_sales@staff.local' })
    try {
      await staff.collection('form_submissions').update(id, { assignee: seller.id })
      expect((await rowsOf(id, 'assigned_notice')).filter((row) => row.channel === 'email')).toEqual([])
    } finally {
      await su.collection('staff').update(seller.id, { email: seller.email })
    }
  })

  it('keeps a mobile number only in the shape the robots can @-mention', async () => {
    await expect(su.collection('staff').update(seller.id, { mobile: '12345' })).rejects.toMatchObject({ status: 400 })
  })
})

describe('the robots', () => {
  it('name a course by its name, not its id', async () => {
    await postLead(server.url, { form_type: 'course_registration', course_id: 'marketing', course_name: 'AI 营销工作坊', name: '课程丙' })
    await vi.waitFor(
      async () => {
        await deliver()
        expect(messagesAbout('课程丙', 'wecom')).toHaveLength(1)
      },
      { timeout: 30_000, interval: 500 },
    )
    const lines = messagesAbout('课程丙', 'wecom')[0].text.split('\n')
    expect(lines).toContain('课程：AI 营销工作坊')
    expect(lines.join('\n')).not.toContain('marketing')
  })
})
