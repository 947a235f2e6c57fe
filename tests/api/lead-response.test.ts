// Reply times and assignment of leads: due times set on arrival in working hours, one reminder to the
// robots once a lead is overdue (overlapping runs too), the first 已联系 time and the dashboard's
// figures, and (re)assigning a lead to a staff member with its timeline entry and a robot message naming them.
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import hours from '../../pb_hooks/lib/shared/working-hours.js'
import { holdWriter } from '../support/hold-writer'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, type TestServer } from '../support/test-server'
import { postLead } from '../support/post-lead'

let server: TestServer
let receiver: RobotReceiver
let su: PocketBase
let staff: PocketBase

const PAST = '2000-01-01 00:00:00.000Z'
const toMs = (date: string) => Date.parse(date.replace(' ', 'T'))

const submitLead = (changes: Record<string, unknown> = {}) => postLead(server.url, changes)

const deliver = () => fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staff.authStore.token } }).then((r) => r.json())
const stats = () => staff.send<{ soon: number; overdue: number; hours: number; days7: { medianMs: number | null; count: number } }>('/api/admin/leads/response', {})

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
  await staff.send('/api/admin/notify/channels/wecom', { method: 'PATCH', body: { webhook_url: receiver.urls.wecom, enabled: true } })
})

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

describe('reply times', () => {
  it('gives a new lead its 即将超时 and 已超时 times in working hours from the settings', async () => {
    const id = await submitLead()
    const lead = await su.collection('form_submissions').getOne(id)
    const expected = hours.replyDeadlines(toMs(lead.created), 4, hours.workingDay('09:00', '18:00'))
    // Stored to the millisecond from the same instant the lead was stamped with (at most a few ms apart).
    expect(Math.abs(toMs(lead.due_at) - expected.due)).toBeLessThan(1000)
    expect(Math.abs(toMs(lead.soon_at) - expected.soon)).toBeLessThan(1000)
    expect(lead.overdue_reminded_at).toBe('')
  })

  it('takes the reply time and working day from the settings, refused in Chinese when malformed', async () => {
    const records = await su.collection('site_settings').getFullList()
    const id = records[0].id
    await expect(staff.collection('site_settings').update(id, { work_start: '9点', response_hours: 100 })).rejects.toMatchObject({
      status: 400,
      response: {
        data: {
          work_start: { code: 'validation_invalid_format', message: '上班时间应为 24 小时制时间，如 09:00' },
          response_hours: { code: 'validation_number_range', message: '回复时限应为 1 至 72 之间的整数' },
        },
      },
    })
    await staff.collection('site_settings').update(id, { response_hours: 8, work_start: '08:30', work_end: '17:30' })
    try {
      const lead = await su.collection('form_submissions').getOne(await submitLead({ name: '设置丁' }))
      const expected = hours.replyDeadlines(toMs(lead.created), 8, hours.workingDay('08:30', '17:30'))
      expect(Math.abs(toMs(lead.due_at) - expected.due)).toBeLessThan(1000)
    } finally {
      await staff.collection('site_settings').update(id, { response_hours: 4, work_start: '09:00', work_end: '18:00' })
    }
  })

  it('reminds the robots once of an overdue lead, however many runs overlap, and counts it', async () => {
    const before = await stats()
    const id = await submitLead({ name: '超时甲' })
    // Its new-lead message goes first, on its own.
    await deliver()
    await su.collection('form_submissions').update(id, { due_at: PAST, soon_at: PAST })
    expect((await stats()).overdue).toBe(before.overdue + 1)
    await Promise.all([deliver(), deliver(), deliver()])
    const reminders = await su.collection('mail_outbox').getFullList({ filter: `submission = '${id}' && kind = 'overdue_reminder'` })
    expect(reminders.map((r) => r.channel)).toEqual(['wecom'])
    await deliver()
    const messages = receiver.received.filter((m) => m.text.startsWith('【已超时】') && m.text.includes('超时甲'))
    expect(messages).toHaveLength(1)
    expect(messages[0].text).toMatch(/^【已超时】线索已等待 \d+ 分，仍未联系：免费咨询 - 超时甲/)
    expect((await su.collection('form_submissions').getOne(id)).overdue_reminded_at).not.toBe('')
  })

  it('records the first move off 待处理 as contacted, for the median time to 已联系', async () => {
    const id = await submitLead({ name: '联系乙' })
    await staff.collection('form_submissions').update(id, { status: 'contacted' })
    const first = await su.collection('form_submissions').getOne(id)
    expect(first.contacted_at).not.toBe('')
    await staff.collection('form_submissions').update(id, { status: 'completed' })
    expect((await su.collection('form_submissions').getOne(id)).contacted_at).toBe(first.contacted_at)
    const figures = await stats()
    const all = await su.collection('form_submissions').getFullList({ filter: "contacted_at != ''" })
    const spans = all.map((lead) => toMs(lead.contacted_at) - toMs(lead.created))
    expect(figures.days7).toEqual({ medianMs: hours.median(spans), count: spans.length })
    expect(figures.hours).toBe(4)
  })
})

describe('assignment', () => {
  it('lets staff assign and unassign a lead, each in the timeline, and refuses anything but a staff id', async () => {
    const id = await submitLead({ name: '分配丙' })
    const me = staff.authStore.record!.id
    // Staff see only their own record: the names to assign to come from a route of their own.
    expect(await staff.send('/api/admin/staff/names', {})).toEqual([{ id: me, username: server.staff.username, name: '', disabled: false }])
    await staff.collection('form_submissions').update(id, { assignee: me })
    await staff.collection('form_submissions').update(id, { assignee: '' })
    const entries = await su.collection('activity_log').getFullList({ filter: `record_id = '${id}' && action = 'assigned'`, sort: 'created' })
    expect(entries.map((e) => e.summary)).toEqual([`负责人由 未分配 改为 ${server.staff.username}`, `负责人由 ${server.staff.username} 改为 未分配`])
    await expect(staff.collection('form_submissions').update(id, { assignee: 'nosuchstaff0000' })).rejects.toMatchObject({ status: 400 })
  })

  it('logs and announces ten identical assignments sent at once as the one change they make', async () => {
    const id = await submitLead({ name: '分配己' })
    const me = staff.authStore.record!.id
    // Every request reads the lead before the first one writes: SQLite's writer is held for a moment
    // (as a backup holds it), so the ten wait with what they read, then write one at a time.
    const inOneBurst = async <T>(send: () => Promise<T>) => {
      const { released } = await holdWriter(join(server.dataDir, 'data.db'))
      const answers = Array.from({ length: 10 }, send)
      await released
      return Promise.all(answers)
    }
    const answers = await inOneBurst(() => staff.collection('form_submissions').update(id, { assignee: me }))
    expect(answers.map((lead) => lead.assignee)).toEqual(Array(10).fill(me))
    expect(await su.collection('activity_log').getFullList({ filter: `record_id = '${id}' && action = 'assigned'` })).toHaveLength(1)
    expect(await su.collection('mail_outbox').getFullList({ filter: `submission = '${id}' && kind = 'assigned_notice'` })).toHaveLength(1)
    const moves = await inOneBurst(() => staff.collection('form_submissions').update(id, { status: 'contacted' }))
    expect(new Set(moves.map((lead) => lead.contacted_at)).size).toBe(1)
    expect(await su.collection('activity_log').getFullList({ filter: `record_id = '${id}' && action = 'status_changed'` })).toHaveLength(1)
  })

  it('lists the accounts of the roles that work leads (admin, sales) and accepts as 负责人 only the active ones', async () => {
    const id = await submitLead({ name: '分配戊' })
    const account = async (username: string, role: string, disabled = false) =>
      (await su.collection('staff').create({ username, email: `${username}@example.test`, role, disabled, password: 'assign-pass-1234', passwordConfirm: 'assign-pass-1234' })).id
    const seller = await account('assign_sales', 'sales')
    const writer = await account('assign_editor', 'editor')
    const gone = await account('assign_gone', 'sales', true)
    // A disabled colleague stays listed, marked, so the leads they had still name them; only the active are offered.
    const names = await staff.send<Array<{ id: string; disabled: boolean }>>('/api/admin/staff/names', {})
    expect(names.filter((row) => !row.disabled).map((row) => row.id)).toContain(seller)
    expect(names.map((row) => row.id)).not.toContain(writer)
    expect(names.find((row) => row.id === gone)).toMatchObject({ disabled: true })
    await staff.collection('form_submissions').update(id, { assignee: seller })
    for (const refused of [writer, gone]) {
      await expect(staff.collection('form_submissions').update(id, { assignee: refused })).rejects.toMatchObject({
        status: 400,
        response: { data: { assignee: { message: '请选择有效的负责人' } } },
      })
    }
  })

  it('names the new 负责人 to the robots once per assignment, and says nothing on unassigning', async () => {
    const id = await submitLead({ name: '分配丁' })
    await deliver()
    const me = staff.authStore.record!.id
    await staff.collection('form_submissions').update(id, { assignee: me })
    await staff.collection('form_submissions').update(id, { assignee: '' })
    await Promise.all([deliver(), deliver()])
    const notices = await su.collection('mail_outbox').getFullList({ filter: `submission = '${id}' && kind = 'assigned_notice'` })
    expect(notices.map((n) => [n.channel, n.status])).toEqual([['wecom', 'sent']])
    const messages = receiver.received.filter((m) => m.text.includes('分配丁') && m.text.startsWith('【已分配】'))
    expect(messages).toHaveLength(1)
    const lines = messages[0].text.split('\n')
    expect(lines[0]).toBe(`【已分配】${enums.formTypes.consultation} - 分配丁，负责人：${server.staff.username}`)
    // The robot's content choice carries 负责人 (on by default) as its own line too.
    expect(lines).toContain(`负责人：${server.staff.username}`)
    expect(messages[0].text).toContain(`/admin/forms/${id}/show`)
    // The reply times are the server's: staff cannot move them.
    await expect(staff.collection('form_submissions').update(id, { due_at: PAST })).rejects.toMatchObject({
      status: 400,
      response: { data: { due_at: { code: 'validation_read_only', message: '访客提交的内容不可修改' } } },
    })
  })
})
