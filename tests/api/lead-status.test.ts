// Staff may change a lead's stage (status), value and 负责人 and nothing else of it: what the visitor sent stays as sent.
import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { client } from '../support/clients'
import { validLead } from '../support/lead-cases'

const su = client('superuser')
const staff = client('staff')
let leadId = ''

/** Resolves to the status and body of a failed call (or 200 and the record). */
async function outcome(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: await call }
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, body: error.response }
    throw error
  }
}

const invalid = (field: string, code: string, message: string) => ({
  status: 400,
  body: { status: 400, message: messages.invalidForm, data: { [field]: { code, message } } },
})

/** A change for every field the visitor sent or the server recorded. */
const readOnlyChanges: Record<string, unknown> = {
  form_type: 'contact',
  name: '李四',
  email: 'changed@example.com',
  phone: '13900000000',
  company: '改过的公司',
  position: '改过的职位',
  message: '改过的留言',
  course_id: 'strategy',
  course_name: 'AI 战略班',
  company_size: '100-500',
  industry: '制造业',
  consent: false,
  ip_address: '10.0.0.1',
  user_agent: 'changed-agent',
  referrer: 'https://example.com/',
  landing_path: '/changed',
  form_path: '/changed',
  utm_source: 'changed',
  utm_medium: 'changed',
  utm_campaign: 'changed',
  first_utm_source: 'changed',
  source: 'changed',
  created: '2000-01-01 00:00:00.000Z',
  updated: '2000-01-01 00:00:00.000Z',
}

beforeAll(async () => {
  leadId = (await su.collection('form_submissions').create({ ...validLead, name: '状态测试' })).id
})

describe('a staff update of a lead', () => {
  for (const [field, value] of Object.entries(readOnlyChanges)) {
    it(`refuses a change of ${field} with 访客提交的内容不可修改`, async () => {
      const before = await su.collection('form_submissions').getOne(leadId)
      expect(await outcome(staff.collection('form_submissions').update(leadId, { [field]: value }))).toEqual(
        invalid(field, 'validation_read_only', messages.leads.submittedReadOnly),
      )
      expect(await su.collection('form_submissions').getOne(leadId)).toEqual(before)
    })
  }

  it('refuses the whole update, status included, when it also touches a visitor field', async () => {
    expect(await outcome(staff.collection('form_submissions').update(leadId, { status: 'completed', message: '改过', email: 'x@example.com' }))).toEqual({
      status: 400,
      body: {
        status: 400,
        message: messages.invalidForm,
        data: {
          message: { code: 'validation_read_only', message: messages.leads.submittedReadOnly },
          email: { code: 'validation_read_only', message: messages.leads.submittedReadOnly },
        },
      },
    })
    expect((await su.collection('form_submissions').getOne(leadId)).status).toBe('pending')
  })

  it('changes the status to each known status (已流失 with its reason)', async () => {
    const reason = (await staff.collection('lost_reasons').getFirstListItem('active = true')).id
    for (const status of Object.keys(enums.submissionStatuses)) {
      const updated = await staff.collection('form_submissions').update(leadId, status === 'lost' ? { status, lost_reason: reason } : { status })
      expect(updated.status).toBe(status)
      expect((await su.collection('form_submissions').getOne(leadId)).status).toBe(status)
    }
  })

  it('refuses an unknown or empty status in Chinese', async () => {
    for (const status of ['bogus', '', 'PENDING']) {
      expect(await outcome(staff.collection('form_submissions').update(leadId, { status }))).toEqual(
        invalid('status', 'validation_invalid_status', messages.leads.statusInvalid),
      )
    }
  })

  it('refuses a visitor field sent as multipart form data too', async () => {
    const form = new FormData()
    form.append('status', 'contacted')
    form.append('phone', '13900000000')
    const res = await fetch(`${staff.baseURL}/api/collections/form_submissions/records/${leadId}`, {
      method: 'PATCH',
      headers: { authorization: staff.authStore.token },
      body: form,
    })
    expect({ status: res.status, body: await res.json() }).toEqual(invalid('phone', 'validation_read_only', messages.leads.submittedReadOnly))
  })

  it('ignores keys that are not fields, as PocketBase does', async () => {
    const updated = await staff.collection('form_submissions').update(leadId, { status: 'contacted', collectionName: 'form_submissions', expand: {} })
    expect(updated.status).toBe('contacted')
  })
})

describe('a superuser update of a lead', () => {
  it('may change what the visitor sent (operators fix data)', async () => {
    const updated = await su.collection('form_submissions').update(leadId, { name: '王五', message: '运维修正', status: 'completed' })
    expect(updated).toMatchObject({ name: '王五', message: '运维修正', status: 'completed' })
  })

  it('is still held to the known statuses by the schema', async () => {
    expect((await outcome(su.collection('form_submissions').update(leadId, { status: 'bogus' }))).status).toBe(400)
  })
})
