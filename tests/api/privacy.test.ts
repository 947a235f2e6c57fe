// Personal data (PIPL) on a live server: one person seeded across every place (two leads, notes, mails
// sent and queued, robot messages, an assignment, an audit row), found by any way of writing their phone or
// e-mail, exported completely as a ZIP of JSON and xlsx, erased so that no collection holds their e-mail,
// phone or name while another person is untouched and the counts stay; a contact matching nothing refused in
// Chinese; requests registered and closed with a due day; a lead's deletion taking its traces; the registry
// naming every collection; retention by the cron job and a clock the test sets; the privacy policy's period.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { JSDOM } from 'jsdom'
import PocketBase, { type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import notify from '../../pb_hooks/lib/shared/notify.json'
import places from '../../pb_hooks/lib/shared/privacy-places.json'
import privacy from '../../pb_hooks/lib/shared/privacy.json'
import records from '../../pb_hooks/lib/shared/records.json'
import hours from '../../pb_hooks/lib/shared/working-hours.js'
import { serveBuiltFiles } from '../support/built-site'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { startMailCatcher } from '../support/mail-catcher'
import { postLead } from '../support/post-lead'
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { staffSession, superuserSession } from '../support/test-server'

type Server = Awaited<ReturnType<typeof serveBuiltFiles>>

let server: Server
let receiver: RobotReceiver
let mail: { stop: () => Promise<void> }
let mailDir = ''
let su: PocketBase
let staff: PocketBase
let staffId = ''

/** One visitor as they wrote themselves into the forms. */
interface Person {
  name: string
  email: string
  phone: string
  company: string
  leads: string[]
}

const wang: Person = { name: '王小明', email: 'Wang.XiaoMing@Example.com', phone: '13912344321', company: '明日智造科技', leads: [] }
const li: Person = { name: '李静怡', email: 'li.jingyi@example.net', phone: '13698765432', company: '远航咨询', leads: [] }

async function call(path: string, body: unknown, token = staff.authStore.token) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return res
}

async function callJson(path: string, body: unknown, token?: string) {
  const res = await call(path, body, token)
  // Each test reads the fields its route answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

async function deliverAll() {
  await vi.waitFor(
    async () => {
      const res = await fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staff.authStore.token } })
      expect(res.status).toBe(200)
      expect(await su.collection('mail_outbox').getFullList({ filter: "status = 'queued'" })).toHaveLength(0)
    },
    { timeout: 30_000, interval: 300 },
  )
}

/** Every row of data.db as SQL text (PocketBase's own tables included), read beside the running server. */
function databaseText(): string {
  return execFileSync('sqlite3', [join(server.dataDir, 'data.db'), '.dump'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
}

/** What of `person` the whole database still holds: their e-mail (any case), phone, name or company. */
function traces(person: Person): string[] {
  const text = databaseText().toLowerCase()
  return [person.email.toLowerCase(), person.phone, person.name, person.company].filter((needle) => text.includes(needle.toLowerCase()))
}

/** The person's rows in every place, as the superuser reads them by their links. */
async function rowsOf(person: Person) {
  expect(person.leads.length, 'a person with leads').toBeGreaterThan(0)
  const leadFilter = person.leads.map((id) => `submission = "${id}"`).join(' || ')
  const leads = await Promise.all(person.leads.map((id) => su.collection('form_submissions').getOne(id)))
  const notes = await su.collection('lead_notes').getFullList({ filter: leadFilter, sort: 'id' })
  const mails = await su.collection('mail_outbox').getFullList({ filter: leadFilter, sort: 'id' })
  const about = [...person.leads.map((id) => `(collection_name = "form_submissions" && record_id = "${id}")`), ...mails.map((m) => `(collection_name = "mail_outbox" && record_id = "${m.id}")`)]
  const activity = await su.collection('activity_log').getFullList({ filter: about.join(' || '), sort: 'id' })
  return { form_submissions: leads, lead_notes: notes, mail_outbox: mails, activity_log: activity } as Record<string, RecordModel[]>
}

const countsOf = (rows: Record<string, RecordModel[]>) => Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length]))

/** A visitor's lead with their details, its id kept on the person. */
async function leadOf(person: Person, changes: Record<string, unknown> = {}) {
  const id = await postLead(server.url, { name: person.name, email: person.email, phone: person.phone, company: person.company, ...changes })
  person.leads.push(id)
  return id
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-privacy-mail-'))
  const catcher = await startMailCatcher(mailDir)
  mail = catcher
  receiver = await startRobotReceiver()
  server = await serveBuiltFiles(['legal/privacy/index.html', '404.html'], 'privacy', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(catcher.port),
    PB_SENDER_ADDRESS: 'noreply@example.test',
    NOTIFY_WEBHOOK_HOSTS: receiver.host,
  })
  su = await superuserSession(server)
  staff = await staffSession(server)
  staffId = staff.authStore.record!.id
  await raiseLeadRateLimit(su)
  await su.collection('site_settings').update(records.siteSettingsId, { notification_email: 'team@example.test' })
  // The WeCom robot on, its messages carrying phone and e-mail too: robot rows that repeat the person's contact.
  const saved = await fetch(`${server.url}/api/admin/notify/channels/wecom`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: staff.authStore.token },
    body: JSON.stringify({ webhook_url: receiver.urls.wecom, enabled: true, content: [...notify.defaultContent, ...notify.personalFields] }),
  })
  expect(saved.status).toBe(200)

  // 王小明: a consultation whose mails and robot message go out, one of them retried by staff (an audit row
  // naming his address), a note, an assignment and a status change; then a second lead whose mails stay queued.
  const first = await leadOf(wang, { message: `请打 ${wang.phone} 或发邮件到 ${wang.email.toLowerCase()}` })
  await deliverAll()
  const autoReply = await su.collection('mail_outbox').getFirstListItem(`submission = "${first}" && kind = "auto_reply"`)
  await su.collection('mail_outbox').update(autoReply.id, { status: 'failed' })
  expect((await call(`/api/outbox/${autoReply.id}/retry`, {})).status).toBe(200)
  await deliverAll()
  await staff.collection('lead_notes').create({ submission: first, body: `${wang.name}下周三有空，手机 ${wang.phone}` })
  await staff.collection('form_submissions').update(first, { assignee: staffId })
  await staff.collection('form_submissions').update(first, { status: 'contacted' })
  // 李静怡: another person, with a lead, a note and delivered mails.
  await leadOf(li)
  await staff.collection('lead_notes').create({ submission: li.leads[0], body: '客户关注实战训练营' })
  await deliverAll()

  // 王小明's second lead: its mails wait in the queue (a first attempt failed; the next is an hour away, so the
  // minute's cron run leaves them queued).
  const second = await leadOf(wang, { form_type: 'contact', email: wang.email.toLowerCase() })
  const later = new Date(Date.now() + 3600_000).toISOString().replace('T', ' ')
  for (const row of await su.collection('mail_outbox').getFullList({ filter: `submission = "${second}"` })) {
    await su.collection('mail_outbox').update(row.id, { attempts: 1, last_error: '451 稍后再试', next_attempt_at: later })
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
  await mail?.stop()
  if (mailDir) rmSync(mailDir, { recursive: true, force: true })
})

describe('the registry of places', () => {
  it('names every collection of the database once: where a visitor’s data lives, or why none does', async () => {
    const inDatabase = (await su.collections.getFullList()).map((c) => c.name).sort()
    const registered = [...places.places.map((place) => place.collection), ...Object.keys(places.none)]
    expect(registered.length, 'a collection named twice').toBe(new Set(registered).size)
    const missing = inDatabase.filter((name) => !registered.includes(name))
    expect(missing, 'register these in pb_hooks/lib/shared/privacy-places.json').toEqual([])
    expect(registered.filter((name) => !inDatabase.includes(name)), 'registered but not in the database').toEqual([])
  })

  it('names only fields its collections have', async () => {
    for (const place of places.places) {
      const fields = (await su.collections.getOne(place.collection)).fields.map((field: { name: string }) => field.name)
      const erase = place.erase as Record<string, unknown>
      const named = [
        ...Object.values(place.contact ?? {}).flat(),
        ...(place.text ?? []),
        ...(place.lead ? [place.lead] : []),
        ...(place.about ? [place.about.collectionField, place.about.idField] : []),
        ...place.columns.map((column) => column[0]),
        ...(['replace', 'clear', 'origin', 'path', 'redact'] as const).flatMap((key) => (erase[key] as string[] | undefined) ?? []),
        ...Object.keys((erase.keep as object | undefined) ?? {}),
        ...(erase.stamp ? [erase.stamp as string] : []),
        ...((erase.stampEmpty as string[] | undefined) ?? []),
        ...(erase.unsent ? [(erase.unsent as { field: string }).field] : []),
      ]
      expect(named.filter((name) => !fields.includes(name)), place.collection).toEqual([])
    }
  })
})

describe('finding and exporting a person', () => {
  it('finds the same rows however the phone or e-mail is written, in every place, with their leads', async () => {
    const expected = countsOf(await rowsOf(wang))
    expect(expected).toMatchObject({ form_submissions: 2 })
    for (const n of ['lead_notes', 'mail_outbox', 'activity_log']) expect(expected[n], n).toBeGreaterThan(0)
    for (const contact of ['+86 139 1234 4321', '0086-139-1234-4321', '13912344321', 'WANG.xiaoming@example.COM']) {
      const found = await callJson('/api/admin/privacy/find', { contact })
      expect(found.status, contact).toBe(200)
      expect(Object.fromEntries(found.body.places.map((p: { collection: string; count: number }) => [p.collection, p.count])), contact).toEqual(expected)
      expect(found.body.places.map((p: { label: string }) => p.label)).toEqual(places.places.map((p) => p.label))
      expect(found.body.leads.map((lead: { id: string }) => lead.id).sort()).toEqual([...wang.leads].sort())
    }
    const byPhone = await callJson('/api/admin/privacy/find', { contact: '139 1234 4321' })
    expect(byPhone.body.contact).toEqual({ kind: 'phone', value: wang.phone, masked: '139****4321' })
    // The sent mails and robot messages and the queued ones of the second lead are all there.
    const mails = (await rowsOf(wang)).mail_outbox
    expect(new Set(mails.map((m) => m.status))).toEqual(new Set(['sent', 'queued']))
    expect(mails.some((m) => m.channel === 'wecom')).toBe(true)
  })

  it('refuses a contact that is neither a mobile number nor an e-mail, naming the field', async () => {
    const refused = await callJson('/api/admin/privacy/find', { contact: '010-12345678' })
    expect(refused).toEqual({ status: 400, body: { status: 400, message: expect.any(String), data: { contact: { code: 'validation_invalid_contact', message: privacy.messages.contactInvalid } } } })
  })

  it('exports everything found as one ZIP of a JSON file and a workbook, in Chinese, and logs the request', async () => {
    const rows = await rowsOf(wang)
    const res = await call('/api/admin/privacy/export', { contact: '+86 13912344321' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('个人信息副本-')}`)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const names = Object.keys(files)
    expect(names.map((name) => name.slice(name.lastIndexOf('.')))).toEqual(['.json', '.xlsx'])

    const doc = JSON.parse(strFromU8(files[names[0]])) as { 个人信息副本: Record<string, string>; 各类信息: Array<{ 类别: string; 条数: number; 记录: Record<string, string>[] }> }
    expect(doc.个人信息副本.联系方式).toBe(wang.phone)
    expect(doc.各类信息.map((p) => [p.类别, p.条数])).toEqual(places.places.map((p) => [p.label, rows[p.collection].length]))
    const [leads, notes, mails, activity] = doc.各类信息.map((p) => p.记录)
    expect(leads.map((lead) => [lead.姓名, lead.邮箱.toLowerCase(), lead.手机号码, lead.公司名称])).toEqual(rows.form_submissions.map(() => [wang.name, wang.email.toLowerCase(), wang.phone, wang.company]))
    expect(leads.map((lead) => lead.表单类型).sort()).toEqual([enums.formTypes.consultation, enums.formTypes.contact].sort())
    expect(notes.map((note) => note.内容)).toEqual(rows.lead_notes.map((note) => note.body))
    expect(mails.map((m) => m.主题).sort()).toEqual(rows.mail_outbox.map((m) => m.subject).sort())
    expect(mails.map((m) => m.状态).sort()).toEqual(rows.mail_outbox.map((m) => enums.mailStatuses[m.status as keyof typeof enums.mailStatuses]).sort())
    expect(activity.map((a) => a.操作).sort()).toEqual(rows.activity_log.map((a) => enums.activityActions[a.action as keyof typeof enums.activityActions]).sort())

    // The workbook: a 说明 sheet, then one sheet per place with a header and one row per record.
    const book = unzipSync(files[names[1]])
    const xml = (name: string) => new JSDOM(strFromU8(book[name]), { contentType: 'application/xml' }).window.document
    const sheetNames = [...xml('xl/workbook.xml').getElementsByTagName('sheet')].map((sheet) => sheet.getAttribute('name'))
    expect(sheetNames).toEqual(['说明', ...places.places.map((p) => p.label)])
    places.places.forEach((place, i) => {
      const sheetRows = [...xml(`xl/worksheets/sheet${i + 2}.xml`).getElementsByTagName('row')].map((row) => [...row.getElementsByTagName('c')].map((c) => c.textContent))
      expect(sheetRows[0]).toEqual(place.columns.map((column) => column[1]))
      expect(sheetRows.slice(1), place.label).toEqual(doc.各类信息[i].记录.map((record) => place.columns.map((column) => record[column[1]])))
    })

    const logged = await su.collection('privacy_requests').getFirstListItem('type = "access"', { sort: '-created' })
    expect(logged).toMatchObject({ status: 'done', contact_masked: '139****4321', handler: staffId, handler_name: server.staff.username, counts: countsOf(rows) })
  })

  it('answers the JSON or the workbook alone when asked', async () => {
    const json = await call('/api/admin/privacy/export', { contact: wang.email, format: 'json' })
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(((await json.json()) as { 各类信息: unknown[] }).各类信息).toHaveLength(places.places.length)
    const xlsx = await call('/api/admin/privacy/export', { contact: wang.email, format: 'xlsx' })
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(Object.keys(unzipSync(new Uint8Array(await xlsx.arrayBuffer())))).toContain('xl/workbook.xml')
  })
})

describe('erasing a person', () => {
  it('leaves nothing of them in any collection, keeps the counts, and leaves another person as they were', async () => {
    const before = await rowsOf(wang)
    const other = await rowsOf(li)
    const dashboard = async () => (await fetch(`${server.url}/api/admin/dashboard`, { headers: { authorization: staff.authStore.token } }).then((r) => r.json())) as { cards: { leads: unknown } }
    const cardsBefore = (await dashboard()).cards.leads
    expect(traces(wang)).toEqual([wang.email.toLowerCase(), wang.phone, wang.name, wang.company])

    const erased = await callJson('/api/admin/privacy/erase', { contact: '139-1234-4321' })
    expect(erased.status).toBe(200)
    expect(erased.body).toMatchObject({ contact: { kind: 'phone', masked: '139****4321' }, total: Object.values(countsOf(before)).reduce((a, b) => a + b, 0) })

    expect(traces(wang)).toEqual([])
    expect(await rowsOf(li)).toEqual(other)
    expect(traces(li)).toEqual([li.email.toLowerCase(), li.phone, li.name, li.company])
    // Leads stay, anonymised, so the dashboard (and every count of leads) is what it was.
    expect((await dashboard()).cards.leads).toEqual(cardsBefore)

    const after = await rowsOf(wang)
    expect(after.form_submissions.map((lead) => [lead.status, lead.form_type, lead.created, lead.name, lead.email, lead.phone])).toEqual(
      before.form_submissions.map((lead) => [lead.status, lead.form_type, lead.created, privacy.erasedText, '', '']),
    )
    // Nobody can contact an erased lead: no overdue reminder will name it.
    expect(after.form_submissions.every((lead) => lead.anonymised_at !== '' && lead.overdue_reminded_at !== '')).toBe(true)
    expect(after.lead_notes).toEqual([])
    // Mail not yet sent is discarded; sent mail keeps its status and time, without recipient or content.
    expect(after.mail_outbox.map((m) => [m.id, m.status, m.sent_at, m.recipient, m.subject, m.text, m.html])).toEqual(
      before.mail_outbox.map((m) => [m.id, m.status === 'queued' ? 'discarded' : m.status, m.sent_at, '', '', '', '']),
    )
    // The audit trail keeps who did what and when.
    expect(after.activity_log.map((a) => [a.id, a.action, a.actor, a.actor_name, a.created])).toEqual(before.activity_log.map((a) => [a.id, a.action, a.actor, a.actor_name, a.created]))

    const logged = await su.collection('privacy_requests').getOne(erased.body.request)
    expect(logged).toMatchObject({ type: 'erase', status: 'done', contact_masked: '139****4321', handler: staffId, counts: countsOf(before) })
  })

  it('refuses a contact that matches nothing, in Chinese, and logs nothing for it', async () => {
    const logged = (await su.collection('privacy_requests').getList(1, 1)).totalItems
    for (const contact of [wang.phone, wang.email, 'nobody@example.org']) {
      expect(await callJson('/api/admin/privacy/erase', { contact })).toEqual({ status: 404, body: { status: 404, message: privacy.messages.notFound, data: {} } })
      expect((await callJson('/api/admin/privacy/export', { contact })).status).toBe(404)
    }
    expect((await su.collection('privacy_requests').getList(1, 1)).totalItems).toBe(logged)
  })

  it('takes a deleted lead’s traces with it: mails emptied, notes gone, its timeline without the name', async () => {
    const zhao: Person = { name: '赵一鸣', email: 'zhao.yiming@example.org', phone: '13711112222', company: '一鸣传媒', leads: [] }
    const id = await leadOf(zhao)
    await staff.collection('lead_notes').create({ submission: id, body: `${zhao.name}想要报价` })
    await deliverAll()
    expect(traces(zhao).length).toBeGreaterThan(0)
    await staff.collection('form_submissions').delete(id)
    expect(traces(zhao)).toEqual([])
    const timeline = await su.collection('activity_log').getFullList({ filter: `record_id = "${id}"`, sort: 'created,id' })
    expect(timeline.map((row) => [row.action, row.record_label])).toEqual([
      ['created', privacy.erasedText],
      ['note_added', privacy.erasedText],
      ['deleted', privacy.erasedText],
    ])
  })
})

describe('the request log', () => {
  const chen: Person = { name: '陈思远', email: 'chen.siyuan@example.com', phone: '13566667777', company: '思远教育', leads: [] }
  let requestId = ''

  it('registers a request with its due day in working days, counted overdue on the dashboard', async () => {
    await leadOf(chen)
    const received = new Date(Date.now() + 8 * 3600_000)
    received.setUTCDate(received.getUTCDate() - 40)
    const receivedOn = received.toISOString().slice(0, 10)
    const registered = await callJson('/api/admin/privacy/requests', { type: 'erase', contact: '135 6666 7777', received_on: receivedOn })
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ type: 'erase', status: 'pending', contact_masked: '135****7777', received_on: receivedOn, due_on: hours.addWorkingDays(receivedOn, privacy.dueWorkingDays.default) })
    requestId = registered.body.id
    const board = await fetch(`${server.url}/api/admin/dashboard`, { headers: { authorization: staff.authStore.token } }).then((r) => r.json())
    expect(board.privacy).toEqual({ pending: 1, overdue: 1 })
  })

  it('refuses to register without a type, with a day to come or a contact it cannot read', async () => {
    const refused = await callJson('/api/admin/privacy/requests', { type: 'other', contact: 'x', received_on: '2999-01-01' })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data).sort()).toEqual(['contact', 'received_on', 'type'])
  })

  it('closes the request only with its own type and contact', async () => {
    expect(await callJson('/api/admin/privacy/erase', { contact: wang.phone, request: requestId })).toMatchObject({
      status: 400,
      body: { message: privacy.messages.requestOtherContact.replace('{masked}', '135****7777') },
    })
    expect((await callJson('/api/admin/privacy/export', { contact: chen.phone, request: requestId })).status).toBe(400)
    const erased = await callJson('/api/admin/privacy/erase', { contact: chen.email, request: requestId })
    expect(erased.status, JSON.stringify(erased.body)).toBe(400)
    expect(erased.body.message).toBe(privacy.messages.requestOtherContact.replace('{masked}', '135****7777'))
    const done = await callJson('/api/admin/privacy/erase', { contact: chen.phone, request: requestId })
    expect(done.status).toBe(200)
    expect(done.body.request).toBe(requestId)
    expect(await su.collection('privacy_requests').getOne(requestId)).toMatchObject({ status: 'done', handler: staffId, handled_at: expect.stringMatching(/^\d{4}-/) })
    expect((await callJson('/api/admin/privacy/erase', { contact: chen.phone, request: requestId })).body.message).toBe(privacy.messages.requestHandled)
    const board = await fetch(`${server.url}/api/admin/dashboard`, { headers: { authorization: staff.authStore.token } }).then((r) => r.json())
    expect(board.privacy).toEqual({ pending: 0, overdue: 0 })
  })
})

describe('the privacy policy', () => {
  it('states the retention period of 系统设置, following a change at the next request', async () => {
    const text = async () => new JSDOM(await fetch(`${server.url}/legal/privacy`).then((r) => r.text())).window.document.body.textContent ?? ''
    expect(await text()).toContain(`自提交之日起保存 ${privacy.retentionMonths.default} 个月`)
    await su.collection('site_settings').update(records.siteSettingsId, { lead_retention_months: 18 })
    expect(await text()).toContain('自提交之日起保存 18 个月')
    expect(await text()).not.toContain(privacy.retentionToken)
  })
})

describe('retention', () => {
  const zhou: Person = { name: '周文博', email: 'zhou.wenbo@example.com', phone: '13822223333', company: '文博文化', leads: [] }
  const month = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 7)
  const monthsLater = (months: number, days = 0) => {
    const at = new Date()
    at.setUTCMonth(at.getUTCMonth() + months)
    at.setUTCDate(at.getUTCDate() + days)
    return at
  }
  const run = (at: Date, token = su.authStore.token) => callJson('/api/admin/privacy/retention', { at: at.toISOString() }, token)

  beforeAll(async () => {
    await su.collection('site_settings').update(records.siteSettingsId, { lead_retention_months: 24 })
    await leadOf(zhou)
    await staff.collection('lead_notes').create({ submission: zhou.leads[0], body: `${zhou.name}：已发资料` })
    await deliverAll()
  })

  it('keeps a lead younger than the period, and anonymises one past it with its mails, notes and timeline', async () => {
    const before = countsOf(await rowsOf(zhou))
    const early = await run(monthsLater(23))
    expect(early.status).toBe(200)
    expect(early.body.counts.form_submissions).toBe(0)
    expect(traces(zhou).length).toBeGreaterThan(0)

    const at = monthsLater(24, 2)
    const late = await run(at)
    expect(late.body).toMatchObject({ month: month(at), months: 24 })
    // Every lead on this server is past the period by then: 周文博's among them, with all his rows.
    expect(late.body.counts.form_submissions).toBeGreaterThanOrEqual(1)
    expect(late.body.counts.lead_notes).toBeGreaterThanOrEqual(before.lead_notes)
    expect(traces(zhou)).toEqual([])
    expect(traces(li)).toEqual([])

    const line = await su.collection('retention_runs').getFirstListItem(`month = "${month(at)}"`)
    expect(line).toMatchObject({ runs: 1, months: 24, counts: late.body.counts })
    expect((await run(at)).body.counts.form_submissions).toBe(0)
    expect((await su.collection('retention_runs').getOne(line.id)).runs).toBe(2)
  })

  it('takes the time from an operator only: an admin’s run is today’s', async () => {
    const answer = await run(monthsLater(60), staff.authStore.token)
    expect(answer.status).toBe(200)
    expect(answer.body.month).toBe(month(new Date()))
  })

  it('runs every night by cron, each run adding to its month’s line', async () => {
    const crons = (await su.crons.getFullList()) as Array<{ id: string; expression: string }>
    expect(crons.find((job) => job.id === 'lead_retention')).toEqual({ id: 'lead_retention', expression: '30 18 * * *' })
    const line = () => su.collection('retention_runs').getFirstListItem(`month = "${month(new Date())}"`)
    const runs = (await line()).runs
    await su.crons.run('lead_retention')
    await vi.waitFor(async () => expect((await line()).runs).toBe(runs + 1), { timeout: 10_000 })
  })
})
