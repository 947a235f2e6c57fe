// Fields that must never reach a guest: submission IP/UA, partner e-mail, notification recipient.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { apiContext, client, type Role } from '../support/clients'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'

const { siteSettingsId } = sharedRecords

const submission = {
  form_type: 'contact',
  name: '隐私测试',
  email: 'hidden-fields@example.com',
  phone: '13900139000',
  message: '隐藏字段测试',
  consent: true,
  // Forced by the lead hooks anyway; sent so this test does not depend on them.
  status: 'pending',
}

async function partnerWithEmail(): Promise<string> {
  const created = await client('superuser').collection('isv_partners').create({
    name: '隐私伙伴',
    field: '金融科技',
    description: '带联系邮箱的伙伴',
    contact_email: 'partner-contact@example.com',
    order_index: 1,
    active: true,
  })
  return created.id
}

describe('guest-hidden fields', () => {
  it('answers a guest form submission without ip_address and user_agent', async () => {
    const created = await client('guest').collection('form_submissions').create(submission)
    expect(created.id).toBeTruthy()
    expect(created).not.toHaveProperty('ip_address')
    expect(created).not.toHaveProperty('user_agent')
  })

  it('shows staff the ip_address and user_agent of a submission', async () => {
    const created = await client('guest').collection('form_submissions').create(submission)
    const seen = await client('staff').collection('form_submissions').getOne(created.id)
    expect(seen).toHaveProperty('ip_address')
    expect(seen).toHaveProperty('user_agent')
  })

  it('shows a guest a partner without contact_email', async () => {
    const id = await partnerWithEmail()
    const seen = await client('guest').collection('isv_partners').getOne(id)
    expect(seen.name).toBe('隐私伙伴')
    expect(seen).not.toHaveProperty('contact_email')
    // Guests may not filter partners at all (guest-queries.test.ts): find it in the whole list.
    const listed = (await client('guest').collection('isv_partners').getFullList()).filter((record) => record.id === id)
    expect(listed).toHaveLength(1)
    expect(listed[0]).not.toHaveProperty('contact_email')
  })

  it('shows staff and superusers the partner contact_email', async () => {
    const id = await partnerWithEmail()
    for (const role of ['staff', 'superuser'] as const) {
      const seen = await client(role).collection('isv_partners').getOne(id)
      expect(seen.contact_email).toBe('partner-contact@example.com')
    }
  })

  it('shows a guest the site settings without notification_email', async () => {
    const seen = await client('guest').collection('site_settings').getOne(siteSettingsId)
    expect(seen.site_name).toBe((await client('superuser').collection('site_settings').getOne(siteSettingsId)).site_name)
    expect(seen).not.toHaveProperty('notification_email')
    const listed = await client('guest').collection('site_settings').getFullList()
    expect(listed.map((record) => record.id)).toEqual([siteSettingsId])
    for (const record of listed) expect(record).not.toHaveProperty('notification_email')
  })

  it('shows staff and superusers the notification_email setting', async () => {
    for (const role of ['staff', 'superuser'] as const) {
      const seen = await client(role).collection('site_settings').getOne(siteSettingsId)
      expect(seen).toHaveProperty('notification_email')
    }
  })
})

/** The refusal of a list call, or null when it succeeds. */
async function listRefusal(role: Role, collection: string, options: { filter?: string; sort?: string }) {
  try {
    await client(role).collection(collection).getList(1, 10, options)
    return null
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, message: error.response.message as string }
    throw error
  }
}

/** Opens a realtime connection and answers the status of one subscription request. */
async function subscribeStatus(subscription: string, token = ''): Promise<number> {
  const { url } = apiContext()
  const abort = new AbortController()
  try {
    const stream = await fetch(`${url}/api/realtime`, { signal: abort.signal })
    const reader = stream.body!.getReader()
    let text = ''
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read()
      if (done) break
      text += new TextDecoder().decode(value)
    }
    const clientId = /^id:(.+)$/m.exec(text)![1].trim()
    const res = await fetch(`${url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify({ clientId, subscriptions: [subscription] }),
    })
    return res.status
  } finally {
    abort.abort()
  }
}

describe('guest queries on private fields', () => {
  const refused = { status: 400, message: '不支持按该字段筛选或排序' }

  it('refuses a guest partner list filtered or sorted by contact_email', async () => {
    expect(await listRefusal('guest', 'isv_partners', { filter: 'contact_email ~ "a"' })).toEqual(refused)
    expect(await listRefusal('guest', 'isv_partners', { filter: 'contact_email:lower ~ "a"' })).toEqual(refused)
    expect(await listRefusal('guest', 'isv_partners', { sort: '-contact_email' })).toEqual(refused)
    // Any guest filter or sort on partners is refused, not only those naming the private field.
    expect(await listRefusal('guest', 'isv_partners', { filter: 'active = true', sort: 'order_index' })).toEqual(refused)
    expect(await listRefusal('guest', 'isv_partners', {})).toBeNull()
  })

  it('refuses a guest settings list filtered by notification_email', async () => {
    expect(await listRefusal('guest', 'site_settings', { filter: 'notification_email != ""' })).toEqual(refused)
  })

  it('lets staff filter and sort by the private fields', async () => {
    expect(await listRefusal('staff', 'isv_partners', { filter: 'contact_email ~ "example"', sort: 'contact_email' })).toBeNull()
    expect(await listRefusal('staff', 'site_settings', { filter: 'notification_email = ""' })).toBeNull()
    expect(await listRefusal('staff', 'form_submissions', { filter: 'ip_address != ""' })).toBeNull()
  })

  it('refuses a guest realtime subscription filtered by contact_email', async () => {
    const options = (filter: string) => `?options=${encodeURIComponent(JSON.stringify({ query: { filter } }))}`
    expect(await subscribeStatus(`isv_partners${options('contact_email ~ "a"')}`)).toBe(400)
    expect(await subscribeStatus(`isv_partners/*${options('active = true')}`)).toBe(400)
    expect(await subscribeStatus('isv_partners/*')).toBe(204)
    expect(await subscribeStatus(`isv_partners${options('contact_email ~ "a"')}`, apiContext().staff.token)).toBe(204)
  })
})
