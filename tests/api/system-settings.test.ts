// The settings page's 数据库 and 邮件设置 routes: live counts and storage, the newest backup, the
// SMTP status without secrets, the sender change (checked, saved to PocketBase, audited) and a test
// mail sent at once to a real SMTP server on loopback.
import { mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { freePort } from '../../scripts/lib/pocketbase.mjs'
import { smallPng } from '../support/fixtures/images'
import { validLead } from '../support/lead-cases'
import { decodeSubject, readMails, startMailCatcher } from '../support/mail-catcher'
import { runSqlMigration } from '../support/sql-migration'
import { startTestServer, type TestServer } from '../support/test-server'

const teamAddress = 'team-system@example.test'
const senderAddress = 'noreply@example.test'
let server: TestServer
let su: PocketBase
let staff: PocketBase
let staff2: PocketBase
let smtpPort: number
let mailDir: string
let catcher: { stop: () => Promise<void> } | null = null

interface Storage {
  counts: { carousels: number; news: number; leads: number; mails: number; pageViews: number }
  storage: { databaseBytes: number; filesBytes: number; totalBytes: number }
  latestBackup: { name: string; time: string; size: number } | null
  backupsUrl: string
}

interface MailStatus {
  smtp: { enabled: boolean; host: string; port: number; tls: boolean }
  senderAddress: string
  senderName: string
  notificationEmail: string
}

async function call<T = Record<string, unknown>>(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: token } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as T }
}

const storage = (token = staff.authStore.token) => call<Storage>('GET', '/api/admin/system/storage', token)
const mailStatus = (token = staff.authStore.token) => call<MailStatus>('GET', '/api/admin/system/mail', token)
const updateSender = (body: unknown, token = staff.authStore.token) => call<MailStatus>('PATCH', '/api/admin/system/mail', token, body)
const testMail = (token = staff.authStore.token) => call<{ to?: string; status?: number; message?: string }>('POST', '/api/admin/system/test-mail', token)


const withSql = (body: string) => runSqlMigration(server, body)

const total = async (collection: string) => (await su.collection(collection).getList(1, 1)).totalItems

async function signIn(collection: string, identity: string, password: string) {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection(collection).authWithPassword(identity, password)
  return pb
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-system-mail-'))
  smtpPort = await freePort()
  catcher = await startMailCatcher(mailDir, smtpPort)
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: senderAddress } })
  su = await signIn('_superusers', server.superuser.email, server.superuser.password)
  staff = await signIn('staff', server.staff.username, server.staff.password)
  const second = { username: 'tester2', email: 'tester2@example.test', password: 'staff-pass-5678' }
  await su.collection('staff').create({ ...second, passwordConfirm: second.password, verified: true })
  staff2 = await signIn('staff', second.username, second.password)
  await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: teamAddress })
})

afterAll(async () => {
  await catcher?.stop()
  await server?.stop()
  if (mailDir) rmSync(mailDir, { recursive: true, force: true })
})

describe('the routes', () => {
  it('are refused to guests and to an expired or forged token', async () => {
    expect((await storage('')).status).toBe(401)
    expect((await mailStatus('')).status).toBe(401)
    expect((await updateSender({ senderAddress: 'x@example.test', senderName: '' }, '')).status).toBe(401)
    expect((await testMail('')).status).toBe(401)
    expect((await storage('not-a-token')).status).toBe(401)
  })
})

describe('GET /api/admin/system/storage', () => {
  it('counts what the collections hold, sums page views, measures the database and files', async () => {
    const before = await storage()
    expect(before.status).toBe(200)
    expect(before.body.latestBackup).toBeNull()
    expect(before.body.backupsUrl).toBe('/_/#/settings/backups')
    expect(before.body.storage.databaseBytes).toBeGreaterThan(0)

    const png = smallPng()
    const form = new FormData()
    form.set('title', '存储测试')
    form.set('page_id', 'home')
    form.set('stats', JSON.stringify([{ label: '服务企业', value: '1000+' }]))
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slide.png')
    await staff.collection('carousels').create(form)
    await staff.collection('carousels').create({ title: '存储测试二', page_id: 'about', stats: [{ label: '服务企业', value: '1000+' }] })
    await staff.collection('news').create({ title: '存储新闻', summary: '摘要', content: '<p>正文</p>', category: 'news' })
    await su.collection('form_submissions').create({ ...validLead, name: '存储线索' })
    await su.collection('page_views').create({ day: '2025-01-01', path: '/', count: 5 })
    await su.collection('page_views').create({ day: '2025-01-01', path: '/about', count: 7 })

    const after = await storage()
    expect(after.status).toBe(200)
    expect(after.body.counts).toEqual({
      carousels: await total('carousels'),
      news: await total('news'),
      leads: await total('form_submissions'),
      mails: await total('mail_outbox'),
      pageViews: 12,
    })
    expect(after.body.counts).toMatchObject({ carousels: 2, news: 1, leads: 1, pageViews: 12 })
    // The lead queued its team notification and auto-reply.
    expect(after.body.counts.mails).toBe(2)
    expect(after.body.storage.databaseBytes).toBeGreaterThanOrEqual(before.body.storage.databaseBytes)
    // The one uploaded file, byte for byte (no thumbnail was asked for).
    expect(after.body.storage.filesBytes).toBe(before.body.storage.filesBytes + png.length)
    expect(after.body.storage.totalBytes).toBe(after.body.storage.databaseBytes + after.body.storage.filesBytes)

    // Operators read the same.
    expect((await storage(su.authStore.token)).body.counts).toEqual(after.body.counts)
  })

  it('names the newest backup with its time and size', async () => {
    await su.backups.create('x.zip')
    const [backup] = await su.backups.getFullList()
    const { body } = await storage()
    expect(body.latestBackup).toEqual({ name: 'x.zip', time: new Date(backup.modified).toISOString(), size: backup.size })
    expect(body.latestBackup?.size).toBeGreaterThan(0)
    // Backups are ordered by modification time, which some file systems keep in whole seconds:
    // the first one is made a minute older rather than waiting a second for the next.
    const earlier = new Date(Date.now() - 60_000)
    utimesSync(join(server.dataDir, 'backups', 'x.zip'), earlier, earlier)
    await su.backups.create('y.zip')
    expect((await storage()).body.latestBackup?.name).toBe('y.zip')
  })
})

describe('GET /api/admin/system/mail', () => {
  it('shows the SMTP server in use, the sender and the notification address', async () => {
    const { status, body } = await mailStatus()
    expect(status).toBe(200)
    const settings = await su.settings.getAll()
    expect(body).toEqual({
      smtp: { enabled: true, host: '127.0.0.1', port: smtpPort, tls: false },
      senderAddress,
      senderName: settings.meta.senderName,
      notificationEmail: teamAddress,
    })
  })

  it('never shows the SMTP username or password, even when the environment sets them', async () => {
    const secrets = { SMTP_USERNAME: 'smtp-user-kept-secret', SMTP_PASSWORD: 'smtp-password-kept-secret' }
    const other = await startTestServer({ env: { SMTP_HOST: 'smtp.example.test', SMTP_PORT: '465', SMTP_TLS: 'true', ...secrets } })
    try {
      const otherStaff = new PocketBase(other.url)
      await otherStaff.collection('staff').authWithPassword(other.staff.username, other.staff.password)
      const res = await fetch(`${other.url}/api/admin/system/mail`, { headers: { authorization: otherStaff.authStore.token } })
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(JSON.parse(text).smtp).toEqual({ enabled: true, host: 'smtp.example.test', port: 465, tls: true })
      expect(text).not.toContain(secrets.SMTP_USERNAME)
      expect(text).not.toContain(secrets.SMTP_PASSWORD)
      expect(text).not.toMatch(/username|password/i)
    } finally {
      await other.stop()
    }
  })
})

describe('PATCH /api/admin/system/mail', () => {
  it('saves a valid sender to PocketBase, answers and reads back the same, and audits it', async () => {
    const res = await updateSender({ senderAddress: ' office@example.test ', senderName: '光合学院 教务处' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ senderAddress: 'office@example.test', senderName: '光合学院 教务处', notificationEmail: teamAddress })
    expect((await mailStatus()).body).toEqual(res.body)
    const settings = await su.settings.getAll()
    expect(settings.meta).toMatchObject({ senderAddress: 'office@example.test', senderName: '光合学院 教务处' })

    const [entry] = await su.collection('activity_log').getList(1, 1, { filter: 'collection_name = "site_settings"', sort: '-created,-@rowid' }).then((r) => r.items)
    expect(entry).toMatchObject({
      action: 'updated',
      collection_name: 'site_settings',
      record_id: sharedRecords.siteSettingsId,
      summary: messages.system.senderSaved,
      actor_name: server.staff.username,
      details: { fields: ['senderAddress', 'senderName'] },
    })
    // Saving the same again changes nothing and logs nothing.
    const logged = await total('activity_log')
    expect((await updateSender({ senderAddress: 'office@example.test', senderName: '光合学院 教务处' })).status).toBe(200)
    expect(await total('activity_log')).toBe(logged)
  })

  it('accepts a name of exactly the limit', async () => {
    const max = limits.systemMail.senderNameMaxLength
    const res = await updateSender({ senderAddress: 'office@example.test', senderName: '字'.repeat(max) })
    expect(res.status).toBe(200)
    expect(res.body.senderName).toBe('字'.repeat(max))
  })

  it('refuses a missing or invalid address and a long or multi-line name with the exact messages, saving nothing', async () => {
    const saved = (await mailStatus()).body
    const max = limits.systemMail.senderNameMaxLength
    const cases: [unknown, Record<string, { code: string; message: string }>][] = [
      [{ senderAddress: '', senderName: '名' }, { senderAddress: { code: 'required', message: '请输入发件人地址' } }],
      [{ senderName: '名' }, { senderAddress: { code: 'required', message: '请输入发件人地址' } }],
      [{ senderAddress: 'a@example.test', senderName: '  ' }, { senderName: { code: 'required', message: '请输入发件人名称' } }],
      [{ senderAddress: 'a@example.test' }, { senderName: { code: 'required', message: '请输入发件人名称' } }],
      [{ senderAddress: 'not-an-address', senderName: '名' }, { senderAddress: { code: 'invalid_email', message: '请输入有效的发件人地址' } }],
      [{ senderAddress: 'a@b', senderName: '名' }, { senderAddress: { code: 'invalid_email', message: '请输入有效的发件人地址' } }],
      [{ senderAddress: 'a@example.test', senderName: '字'.repeat(max + 1) }, { senderName: { code: 'too_long', message: `发件人名称不能超过${max}个字符` } }],
      [{ senderAddress: 'a@example.test', senderName: '名称\r\nBcc: victim@example.test' }, { senderName: { code: 'invalid_characters', message: '发件人名称不能包含换行或控制字符' } }],
      [{ senderAddress: 'a@example.test', senderName: 'tab\there' }, { senderName: { code: 'invalid_characters', message: '发件人名称不能包含换行或控制字符' } }],
      [
        { senderAddress: 'bad', senderName: 'x\n' + 'y'.repeat(max) },
        { senderAddress: { code: 'invalid_email', message: '请输入有效的发件人地址' }, senderName: { code: 'invalid_characters', message: '发件人名称不能包含换行或控制字符' } },
      ],
    ]
    for (const [body, data] of cases) {
      const res = await updateSender(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toEqual({ status: 400, message: messages.invalidForm, data })
    }
    expect((await mailStatus()).body).toEqual(saved)
    expect((await su.settings.getAll()).meta.senderAddress).toBe(saved.senderAddress)
  })
})

describe('POST /api/admin/system/test-mail', () => {
  it('sends a real mail at once to the notification address, not through the outbox; a second click is refused', async () => {
    const siteName = (await su.collection('site_settings').getOne(sharedRecords.siteSettingsId)).site_name as string
    await updateSender({ senderAddress: 'office@example.test', senderName: '光合学院 教务处' })
    const queued = await total('mail_outbox')
    const caught = readMails(mailDir).length

    const res = await testMail()
    expect(res).toEqual({ status: 200, body: { to: teamAddress } })
    const mails = readMails(mailDir)
    expect(mails).toHaveLength(caught + 1)
    const mail = mails[mails.length - 1]
    expect(mail.to).toEqual([teamAddress])
    expect(mail.from).toBe('office@example.test')
    expect(decodeSubject(mail.raw)).toBe(`测试邮件 - ${siteName}`)
    expect(await total('mail_outbox')).toBe(queued)

    const again = await testMail()
    expect(again).toEqual({
      status: 429,
      body: { status: 429, message: `测试邮件刚刚发送过，请 ${limits.systemMail.testMailWindowSeconds} 秒后再试`, data: {} },
    })
    expect(readMails(mailDir)).toHaveLength(caught + 1)
  })

  it('asks for a notification address first', async () => {
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: '' })
    try {
      expect(await testMail(staff2.authStore.token)).toEqual({ status: 400, body: { status: 400, message: '请先在基本设置中填写通知邮箱', data: {} } })
    } finally {
      await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: teamAddress })
    }
  })

  it('says so when SMTP is not enabled', async () => {
    await su.settings.update({ smtp: { enabled: false } })
    try {
      expect(await testMail(staff2.authStore.token)).toEqual({ status: 400, body: { status: 400, message: messages.system.testMailNoSmtp, data: {} } })
    } finally {
      await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: smtpPort } })
    }
  })

  it('answers 502 with the SMTP error when the server cannot be reached, and logs it', async () => {
    const closedPort = await freePort()
    await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: closedPort } })
    try {
      const res = await testMail(staff2.authStore.token)
      expect(res.status).toBe(502)
      expect(res.body.message).toMatch(/^测试邮件发送失败：.*connection refused/)
      expect(res.body.message).toContain(`127.0.0.1:${closedPort}`)
    } finally {
      await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: smtpPort } })
    }
    await expect
      .poll(async () => (await su.logs.getList(1, 5, { filter: 'message = "Test mail failed"' })).totalItems, { timeout: 15_000 })
      .toBeGreaterThan(0)
  })
})

// Last: the rows are written by a second PocketBase process on the live data directory (as
// tests/api/dashboard.test.ts does). Run after the backups above and before the other tests, it
// left the server's log database unwritable (log queries answered 400; without the backups it did
// not), so it runs last and nothing else is asked of this server afterwards.
describe('with 100,000 page-view rows', () => {
  it('stays fast with 100,000 page-view rows (one SUM); prints its time', async () => {
    const before = (await storage()).body.counts.pageViews
    await withSql(`
      let values = []
      const flush = () => { if (values.length) { app.db().newQuery('INSERT INTO page_views (id, path, day, count) VALUES ' + values.join(',')).execute(); values = [] } }
      for (let n = 0; n < 100000; n++) {
        values.push("('sys" + String(n).padStart(12, '0') + "', '/perf/" + n + "', '2024-06-01', 2)")
        if (values.length === 500) flush()
      }
      flush()
    `)
    expect(await total('page_views')).toBeGreaterThanOrEqual(100_000)
    const times: number[] = []
    let body: Storage | null = null
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      const res = await storage()
      times.push(performance.now() - started)
      expect(res.status).toBe(200)
      body = res.body
    }
    times.sort((a, b) => a - b)
    console.log(`GET /api/admin/system/storage with ${await total('page_views')} page-view rows: median ${times[10].toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms (20 requests)`)
    expect(body?.counts.pageViews).toBe(before + 200_000)
    expect(times[10]).toBeLessThan(500)
  })
})
