// Staff notes on a lead: author decided by the server, body kept as written (text: < and > stay).
import { randomUUID } from 'node:crypto'
import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { apiContext, client } from '../support/clients'
import { validLead } from '../support/lead-cases'

const su = client('superuser')
const staff = client('staff')
const guest = client('guest')
let leadId = ''
let staffId = ''
let otherStaffId = ''

async function outcome(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: await call }
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, body: error.response }
    throw error
  }
}

const invalid = (data: Record<string, { code: string; message: string }>) => ({
  status: 400,
  body: { status: 400, message: messages.invalidForm, data },
})

beforeAll(async () => {
  const payload = apiContext().staff.token.split('.')[1]
  staffId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string }).id
  const name = `notes_${randomUUID().slice(0, 8)}`
  otherStaffId = (
    await su.collection('staff').create({ username: name, email: `${name}@example.test`, password: 'other-pass-1234', passwordConfirm: 'other-pass-1234' })
  ).id
  leadId = (await su.collection('form_submissions').create({ ...validLead, name: '备注测试' })).id
})

describe('creating a lead note', () => {
  it('records the signed-in staff member as author, whatever the client sends', async () => {
    const note = await staff.collection('lead_notes').create({ submission: leadId, body: '已电话沟通，下周回访', author: otherStaffId })
    expect(note).toMatchObject({ submission: leadId, body: '已电话沟通，下周回访', author: staffId })
  })

  it('leaves the author empty for a superuser', async () => {
    const note = await su.collection('lead_notes').create({ submission: leadId, body: '运维备注', author: otherStaffId })
    expect(note.author).toBe('')
  })

  it('keeps what staff wrote, < and > included, trimmed and without invisible characters', async () => {
    const note = await staff.collection('lead_notes').create({ submission: leadId, body: '  客户预算<5万，参训人数>20人\u202e\n第二行 <b>原样</b>  ' })
    expect(note.body).toBe('客户预算<5万，参训人数>20人\n第二行 <b>原样</b>')
    const timeline = await su.collection('activity_log').getFirstListItem(su.filter('action = "note_added" && record_id = {:id}', { id: leadId }), { sort: '-created,-id' })
    expect((timeline.details as { note: string }).note).toBe(note.body)
  })


  it('refuses an empty body in Chinese', async () => {
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: '\u200e\ufeff' }]) {
      expect(await outcome(staff.collection('lead_notes').create({ submission: leadId, ...body }))).toEqual(
        invalid({ body: { code: 'validation_required', message: messages.leadNotes.bodyRequired } }),
      )
    }
  })

  it(`refuses a body longer than ${limits.leadNoteMaxLength} characters`, async () => {
    const max = limits.leadNoteMaxLength
    expect((await staff.collection('lead_notes').create({ submission: leadId, body: '备'.repeat(max) })).body).toHaveLength(max)
    expect(await outcome(staff.collection('lead_notes').create({ submission: leadId, body: '备'.repeat(max + 1) }))).toEqual(
      invalid({ body: { code: 'validation_max', message: messages.leadNotes.bodyTooLong.replace('{max}', String(max)) } }),
    )
  })

  it('refuses a note for a lead that does not exist', async () => {
    expect(await outcome(staff.collection('lead_notes').create({ submission: 'doesnotexist123', body: '备注' }))).toEqual(
      invalid({ submission: { code: 'validation_missing_submission', message: messages.leadNotes.submissionMissing } }),
    )
  })

  it('is refused to guests, who cannot list notes either', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, name: '访客备注测试' })
    const ofLead = { filter: `submission = "${lead.id}"` }
    await staff.collection('lead_notes').create({ submission: lead.id, body: '员工备注' })
    expect((await outcome(guest.collection('lead_notes').create({ submission: lead.id, body: '访客备注' }))).status).toBe(400)
    expect(await guest.collection('lead_notes').getFullList(ofLead)).toEqual([])
    expect((await staff.collection('lead_notes').getFullList(ofLead)).map((note) => note.body)).toEqual(['员工备注'])
  })
})

describe('a stored lead note', () => {
  it('cannot be edited or deleted by staff', async () => {
    const note = await staff.collection('lead_notes').create({ submission: leadId, body: '原始备注' })
    expect((await outcome(staff.collection('lead_notes').update(note.id, { body: '改过的备注' }))).status).toBe(403)
    expect((await outcome(staff.collection('lead_notes').delete(note.id))).status).toBe(403)
    expect((await su.collection('lead_notes').getOne(note.id)).body).toBe('原始备注')
  })

  it('goes with its lead when the lead is deleted', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead, name: '级联测试' })
    const note = await staff.collection('lead_notes').create({ submission: lead.id, body: '将随线索删除' })
    await staff.collection('form_submissions').delete(lead.id)
    expect((await outcome(su.collection('lead_notes').getOne(note.id))).status).toBe(404)
  })
})
