// The activity log: a lead's timeline written by the hooks (create, status, note, mail retry,
// delete, which takes the lead's name and note out of it) with who did it, and nobody writes it through the API.
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import privacy from '../../pb_hooks/lib/shared/privacy.json'
import { apiContext, client } from '../support/clients'
import { validLead } from '../support/lead-cases'

const su = client('superuser')
const staff = client('staff')
const guest = client('guest')
let staffId = ''

const timeline = (leadId: string) =>
  // Rows written in the same millisecond keep their insertion order.
  staff.collection('activity_log').getFullList({ filter: `collection_name = "form_submissions" && record_id = "${leadId}"`, sort: 'created,@rowid' })

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

const staffActor = () => ({ actor: staffId, actor_name: apiContext().staff.username })

beforeAll(() => {
  const payload = apiContext().staff.token.split('.')[1]
  staffId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string }).id
})

describe("a lead's timeline", () => {
  it('starts when a visitor submits the lead, with no actor', async () => {
    const lead = await guest.collection('form_submissions').create({ ...validLead, name: '动态访客', email: 'activity-guest@example.com' })
    const entries = await timeline(lead.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'created',
      collection_name: 'form_submissions',
      record_id: lead.id,
      record_label: '动态访客',
      summary: `新线索：${enums.formTypes.consultation}`,
      details: { form_type: 'consultation' },
      actor: '',
      actor_name: '',
    })
  })

  it('records create, status change, note, mail retry and delete in order, with the staff member who did them', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, form_type: 'contact', name: '动态测试', email: 'activity-flow@example.com' })
    await staff.collection('form_submissions').update(lead.id, { status: 'contacted' })
    // The same status again is not a change.
    await staff.collection('form_submissions').update(lead.id, { status: 'contacted' })
    const note = await staff.collection('lead_notes').create({ submission: lead.id, body: '客户希望下周安排演示' })
    const [mail] = await su.collection('mail_outbox').getFullList({ filter: `submission = "${lead.id}"` })
    await su.collection('mail_outbox').update(mail.id, { status: 'failed', attempts: 8 })
    const retry = await fetch(`${apiContext().url}/api/outbox/${mail.id}/retry`, { method: 'POST', headers: { authorization: staff.authStore.token } })
    expect(retry.status).toBe(200)

    const [created, status, noted, retried] = await timeline(lead.id)
    expect(created).toMatchObject({ summary: `新线索：${enums.formTypes.contact}`, actor: '', actor_name: '', record_label: '动态测试' })
    expect(status).toMatchObject({
      summary: '状态由 待处理 改为 已联系',
      details: { from: 'pending', to: 'contacted' },
      record_label: '动态测试',
      ...staffActor(),
    })
    expect(noted).toMatchObject({
      summary: messages.activity.noteAdded,
      details: { note: '客户希望下周安排演示', noteId: note.id },
      record_label: '动态测试',
      ...staffActor(),
    })
    expect(retried).toMatchObject({
      summary: `重新发送邮件：${mail.recipient}`,
      details: { mail: mail.id, recipient: mail.recipient },
      record_label: '动态测试',
      ...staffActor(),
    })

    // Deleted, the lead takes its personal data from its timeline: who did what and when stays.
    await staff.collection('form_submissions').delete(lead.id)
    const entries: RecordModel[] = await timeline(lead.id)
    expect(entries.map((e) => e.action)).toEqual(['created', 'status_changed', 'note_added', 'mail_retried', 'deleted'])
    expect(entries.slice(0, 4).map((e) => [e.id, e.actor, e.actor_name, e.created])).toEqual([created, status, noted, retried].map((e) => [e.id, e.actor, e.actor_name, e.created]))
    expect(entries.map((e) => e.record_label)).toEqual(entries.map(() => privacy.erasedText))
    expect(entries[2].details).toEqual({ noteId: note.id })
    expect(entries[3]).toMatchObject({ summary: `重新发送邮件：${privacy.erasedText}`, details: { mail: mail.id } })
    expect(entries[4]).toMatchObject({ summary: messages.activity.leadDeleted, ...staffActor() })
  })

  it("names a superuser by e-mail, without a staff link", async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, name: '运维动态' })
    await su.collection('form_submissions').update(lead.id, { status: 'completed' })
    const [, changed] = await timeline(lead.id)
    expect(changed).toMatchObject({
      action: 'status_changed',
      summary: '状态由 待处理 改为 已完成',
      actor: '',
      actor_name: apiContext().superuser.email,
    })
  })

  it('writes nothing when the change is refused', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, name: '拒绝动态' })
    expect(await statusOf(staff.collection('form_submissions').update(lead.id, { status: 'completed', name: '改名' }))).toBe(400)
    expect(await statusOf(staff.collection('lead_notes').create({ submission: lead.id, body: '  ' }))).toBe(400)
    expect((await timeline(lead.id)).map((e) => e.action)).toEqual(['created'])
  })
})

describe('the activity log through the API', () => {
  it('cannot be written, changed or deleted by staff or guests', async () => {
    const body = { action: 'updated', collection_name: 'news', record_id: 'x', summary: '伪造的动态' }
    const [entry] = await staff.collection('activity_log').getList(1, 1, { sort: '-created' }).then((r) => r.items)
    for (const pb of [staff, guest]) {
      expect(await statusOf(pb.collection('activity_log').create(body))).toBe(403)
      expect(await statusOf(pb.collection('activity_log').update(entry.id, { summary: '改写' }))).toBe(403)
      expect(await statusOf(pb.collection('activity_log').delete(entry.id))).toBe(403)
    }
    expect(await su.collection('activity_log').getOne(entry.id)).toEqual(entry)
  })

  it('is not listed to guests', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, name: '动态可见性' })
    const ofLead = { filter: `record_id = "${lead.id}"` }
    expect((await guest.collection('activity_log').getList(1, 5)).totalItems).toBe(0)
    expect((await guest.collection('activity_log').getList(1, 5, ofLead)).totalItems).toBe(0)
    expect((await staff.collection('activity_log').getFullList(ofLead)).map((entry) => entry.action)).toEqual(['created'])
  })
})
