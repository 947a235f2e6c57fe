// Lead mails through the outbox and a real SMTP server on loopback: queued with the lead,
// delivered once, retried while SMTP is down, and no team mail when notifications are off.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import replyPromise from '../../pb_hooks/lib/shared/reply-promise.json'
import { freePort } from '../../scripts/lib/pocketbase.mjs'
import { validLead } from '../support/lead-cases'
import { decodeSubject, readMails, startMailCatcher, type SmtpRefusal } from '../support/mail-catcher'
import { startTestServer, type TestServer } from '../support/test-server'
import { postLead } from '../support/post-lead'

const teamAddress = 'team@example.test'
let server: TestServer
let su: PocketBase
let smtpPort: number
let mailDir: string
let catcher: { stop: () => Promise<void> } | null = null
/** Addresses the mail catcher refuses at RCPT TO, with the reply it gives. */
const refusals = new Map<string, SmtpRefusal>()
const startCatcher = () => startMailCatcher(mailDir, smtpPort, { refuse: (address) => refusals.get(address) })

const submitLead = (changes: Record<string, unknown> = {}) => postLead(server.url, changes)

/** Runs the delivery the cron job runs every minute. */
async function deliver(): Promise<{ sent: number; failed: number; waiting: number }> {
  const res = await fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: su.authStore.token } })
  expect(res.status).toBe(200)
  return res.json()
}

const mailsOf = (submissionId: string) =>
  su.collection('mail_outbox').getFullList({ filter: `submission = "${submissionId}"`, sort: 'kind' })

/** Makes every waiting mail due now, as the back-off would after its delay. */
async function makeDue() {
  for (const mail of await su.collection('mail_outbox').getFullList({ filter: "status = 'queued'" })) {
    await su.collection('mail_outbox').update(mail.id, { next_attempt_at: '2000-01-01 00:00:00.000Z' })
  }
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-outbox-mail-'))
  smtpPort = await freePort()
  catcher = await startCatcher()
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'noreply@example.test' } })
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: teamAddress })
})

afterAll(async () => {
  await catcher?.stop()
  await server?.stop()
  rmSync(mailDir, { recursive: true, force: true })
})

describe('lead mails', () => {
  it('queues a team notification and an auto-reply with the lead', async () => {
    const id = await submitLead({ form_type: 'course_registration', course_id: 'strategy', course_name: 'AI 战略班' })
    const [reply, team] = await mailsOf(id)
    expect(team).toMatchObject({ kind: 'team_notification', recipient: teamAddress, status: 'queued', attempts: 0 })
    expect(team.subject).toBe(`【新线索】${enums.formTypes.course_registration} - ${validLead.name}`)
    for (const value of [validLead.name, validLead.email, validLead.phone, validLead.company, validLead.position, validLead.message, 'AI 战略班', '北京时间']) {
      expect(team.text).toContain(value)
      expect(team.html).toContain(String(value))
    }
    expect(reply).toMatchObject({ kind: 'auto_reply', recipient: validLead.email, status: 'queued' })
    expect(reply.text).toContain(`尊敬的${validLead.name}`)
    // The reply promise, from its one definition, in the subject and both bodies.
    const promise = `将在${replyPromise.withinHours}小时内与您联系`
    expect(reply.subject).toContain(promise)
    expect(reply.text).toContain(promise)
    expect(reply.html).toContain(promise)
    // Signed with 网站名称 and 网站描述 (基本设置).
    const site = await su.collection('site_settings').getOne(sharedRecords.siteSettingsId)
    expect(reply.text).toContain(`\n${site.site_name}\n${site.site_description}\n`)
    expect(reply.html).toContain(site.site_description)
  })

  it('delivers each queued mail once to its recipient', async () => {
    const id = await submitLead({ name: '投递测试', email: 'visitor-once@example.test' })
    const before = readMails(mailDir).length
    const first = await deliver()
    expect(first.sent).toBeGreaterThanOrEqual(2)
    expect((await deliver()).sent).toBe(0)
    const caught = readMails(mailDir).slice(before)
    const forThisLead = caught.filter((m) => decodeSubject(m.raw).includes('投递测试') || m.to.includes('visitor-once@example.test'))
    expect(forThisLead.map((m) => m.to[0]).sort()).toEqual([teamAddress, 'visitor-once@example.test'].sort())
    expect(decodeSubject(forThisLead.find((m) => m.to[0] === teamAddress)!.raw)).toBe(`【新线索】${enums.formTypes.consultation} - 投递测试`)
    for (const mail of await mailsOf(id)) expect(mail).toMatchObject({ status: 'sent', attempts: 1, last_error: '' })
  })

  it('keeps the lead while SMTP is down, retries, and delivers once SMTP is back, without duplicates', async () => {
    await deliver()
    await catcher!.stop()
    catcher = null
    const id = await submitLead({ name: '断线测试', email: 'visitor-outage@example.test' })
    expect((await su.collection('form_submissions').getOne(id)).name).toBe('断线测试')

    const failedRun = await deliver()
    expect(failedRun.sent).toBe(0)
    for (const mail of await mailsOf(id)) {
      expect(mail.status).toBe('queued')
      expect(mail.attempts).toBe(1)
      expect(mail.last_error).not.toBe('')
      expect(new Date(mail.next_attempt_at).getTime()).toBeGreaterThan(Date.now())
    }

    catcher = await startCatcher()
    const before = readMails(mailDir).length
    expect((await deliver()).sent).toBe(0) // still backing off
    await makeDue()
    expect((await deliver()).sent).toBe(2)
    expect((await deliver()).sent).toBe(0)
    const caught = readMails(mailDir).slice(before)
    expect(caught.map((m) => m.to[0]).sort()).toEqual([teamAddress, 'visitor-outage@example.test'].sort())
    for (const mail of await mailsOf(id)) expect(mail).toMatchObject({ status: 'sent', attempts: 2, last_error: '' })
  })

  it('ends a mail the server refuses for good (5xx) at once as bounced, and retries one refused for now (4xx), both saying why in Chinese', async () => {
    await deliver()
    refusals.set('gone@example.test', { code: 550, message: '5.1.1 mailbox unavailable' })
    refusals.set(teamAddress, { code: 451, message: '4.3.0 try again later' })
    try {
      const id = await submitLead({ name: '退信测试', email: 'gone@example.test' })
      expect(await deliver()).toEqual({ sent: 0, failed: 1, waiting: 1 })
      const [reply, team] = await mailsOf(id)
      expect(reply).toMatchObject({
        kind: 'auto_reply',
        status: 'bounced',
        attempts: 1,
        last_error: '收件邮箱不存在或无法接收邮件，邮件服务器已拒收（550 5.1.1 mailbox unavailable），不再重试',
      })
      expect(team).toMatchObject({ status: 'queued', attempts: 1, last_error: '邮件服务器暂时无法接收（451 4.3.0 try again later），稍后自动重试' })
      expect(new Date(team.next_attempt_at).getTime()).toBeGreaterThan(Date.now())

      // The next tries leave the bounced mail alone; the team mail goes once the server takes it.
      refusals.delete(teamAddress)
      await makeDue()
      expect(await deliver()).toEqual({ sent: 1, failed: 0, waiting: 0 })
      expect((await su.collection('mail_outbox').getOne(reply.id)).status).toBe('bounced')
      expect((await su.collection('mail_outbox').getOne(team.id)).status).toBe('sent')
    } finally {
      refusals.clear()
    }
  })

  it('sends no team mail while notifications are off, but still answers the visitor', async () => {
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notifications_enabled: false })
    try {
      // A new address: an address gets one auto-reply a day (outbox-auto-reply.test.ts).
      const id = await submitLead({ email: 'visitor-no-team@example.test' })
      expect((await mailsOf(id)).map((m) => m.kind)).toEqual(['auto_reply'])
    } finally {
      await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notifications_enabled: true })
    }
  })

  it('sends the team notification to each address of a list, one outbox row each', async () => {
    const settings = su.collection('site_settings')
    // A bad address is refused per field in Chinese, and nothing is saved.
    const refused = await settings.update(sharedRecords.siteSettingsId, { notification_email: 'a@company.cn、sales@company' }).catch((error) => error.response)
    expect(refused.data).toEqual({ notification_email: { code: 'validation_invalid_email', message: '“sales@company”不是有效的邮箱地址' } })
    expect((await settings.getOne(sharedRecords.siteSettingsId)).notification_email).toBe(teamAddress)

    const second = 'sales@example.test'
    const saved = await settings.update(sharedRecords.siteSettingsId, { notification_email: `${teamAddress}、\n${second}` })
    expect(saved.notification_email).toBe(`${teamAddress}, ${second}`)
    try {
      await deliver()
      const before = readMails(mailDir).length
      const id = await submitLead({ name: '多地址测试', email: 'visitor-two-teams@example.test' })
      const team = (await mailsOf(id)).filter((m) => m.kind === 'team_notification')
      expect(team.map((m) => m.recipient).sort()).toEqual([teamAddress, second].sort())
      await deliver()
      const caught = readMails(mailDir).slice(before).filter((m) => decodeSubject(m.raw).includes('多地址测试'))
      expect(caught.map((m) => m.to).sort()).toEqual([[teamAddress], [second]].sort())
    } finally {
      await settings.update(sharedRecords.siteSettingsId, { notification_email: teamAddress })
    }
  })

  it('refuses the delivery route to guests', async () => {
    const res = await fetch(`${server.url}/api/outbox/deliver`, { method: 'POST' })
    expect(res.status).toBe(401)
  })
})

describe('lead mails without SMTP settings', () => {
  it('keeps them queued, saying why, instead of attempting them', async () => {
    const bare = await startTestServer()
    try {
      const admin = new PocketBase(bare.url)
      await admin.collection('_superusers').authWithPassword(bare.superuser.email, bare.superuser.password)
      const lead = await admin.collection('form_submissions').create({ ...validLead })
      const res = await fetch(`${bare.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: admin.authStore.token } })
      expect(await res.json()).toMatchObject({ sent: 0, waiting: 1 })
      const [reply] = await admin.collection('mail_outbox').getFullList({ filter: `submission = "${lead.id}"` })
      expect(reply).toMatchObject({ status: 'queued', attempts: 0, last_error: '未配置 SMTP 服务器，邮件将在配置后发送' })
    } finally {
      await bare.stop()
    }
  })
})
