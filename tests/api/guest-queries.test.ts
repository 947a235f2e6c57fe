// Guests cannot probe private fields (partner contact e-mail, notification recipient, leads) with
// filters or sorts, in REST lists and realtime subscriptions, however the field name is spelled.
import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiContext, client, type Role } from '../support/clients'
import { openRealtime, type RealtimeStream } from '../support/realtime-stream'

const REFUSED = { status: 400, message: '不支持按该字段筛选或排序', data: {} }

let partnersId = ''
let settingsId = ''

beforeAll(async () => {
  const su = client('superuser')
  partnersId = (await su.collections.getOne('isv_partners')).id
  settingsId = (await su.collections.getOne('site_settings')).id
})

const tag = () => randomUUID().slice(0, 8)

async function partner(active: boolean, contactEmail: string) {
  return client('superuser').collection('isv_partners').create({
    name: `探测伙伴 ${tag()}`,
    field: '金融科技',
    description: '用于访客查询测试',
    contact_email: contactEmail,
    order_index: 1,
    active,
  })
}

/** A list request as `role`, with the query exactly as given; answers status and JSON body. */
async function list(role: Role, collection: string, query: Record<string, string>) {
  const { url, staff, superuser } = apiContext()
  const token = role === 'staff' ? staff.token : role === 'superuser' ? superuser.token : ''
  const res = await fetch(`${url}/api/collections/${collection}/records?${new URLSearchParams(query)}`, {
    headers: token ? { Authorization: token } : {},
  })
  return { status: res.status, body: (await res.json()) as { items?: { id: string }[] } & Record<string, unknown> }
}

/** `?options=` carrying the given raw JSON text, as PocketBase's SDK would append it. */
const withOptions = (topic: string, rawJson: string) => `${topic}?options=${encodeURIComponent(rawJson)}`

describe('REST lists', () => {
  it('refuses every guest filter and sort on partners, whatever field it names', async () => {
    const queries: Record<string, string>[] = [
      { filter: 'contact_email ~ "x"' },
      { filter: 'active = true' },
      { filter: 'id != ""' },
      { sort: 'order_index' },
      { sort: '-contact_email' },
      { filter: 'active = true', sort: 'order_index,created' },
    ]
    for (const query of queries) {
      expect(await list('guest', 'isv_partners', query), JSON.stringify(query)).toEqual({ status: 400, body: REFUSED })
      expect(await list('guest', partnersId, query), `by id ${JSON.stringify(query)}`).toEqual({ status: 400, body: REFUSED })
    }
  })

  it('refuses guest filters and sorts on site settings and leads', async () => {
    expect(await list('guest', 'site_settings', { filter: 'notification_email ~ "@"' })).toEqual({ status: 400, body: REFUSED })
    expect(await list('guest', 'site_settings', { filter: 'site_name != ""' })).toEqual({ status: 400, body: REFUSED })
    expect(await list('guest', settingsId, { sort: 'notification_email' })).toEqual({ status: 400, body: REFUSED })
    expect(await list('guest', 'form_submissions', { filter: 'email ~ "@"' })).toEqual({ status: 400, body: REFUSED })
  })

  it('leaves filters that reach into other collections to PocketBase, which allows them only to superusers', async () => {
    for (const role of ['guest', 'staff'] as const) {
      const refused = await list(role, 'news', { filter: '@collection.isv_partners.contact_email ~ "@"' })
      expect(refused.status, role).toBe(403)
    }
  })

  it('still gives a guest the active partners and the settings, without the private fields, when unfiltered', async () => {
    const visible = await partner(true, 'visible@example.com')
    const hidden = await partner(false, 'hidden@example.com')
    const partners = await list('guest', 'isv_partners', { perPage: '500' })
    expect(partners.status).toBe(200)
    const ids = (partners.body.items ?? []).map((item) => item.id)
    expect(ids).toContain(visible.id)
    expect(ids).not.toContain(hidden.id)
    for (const item of partners.body.items ?? []) expect(item).not.toHaveProperty('contact_email')

    const settings = await list('guest', 'site_settings', {})
    expect(settings.status).toBe(200)
    for (const item of settings.body.items ?? []) expect(item).not.toHaveProperty('notification_email')
  })

  it('still lets a guest filter and sort the public collections as the site does', async () => {
    expect((await list('guest', 'news', { filter: 'published = true && category = "company"', sort: '-published_at,-created' })).status).toBe(200)
    expect((await list('guest', 'carousels', { filter: 'active = true && page_id = "home"', sort: 'order_index,created' })).status).toBe(200)
  })

  it('lets staff and superusers filter and sort by the private fields', async () => {
    const { id } = await partner(true, `staff-filter-${tag()}@example.com`)
    for (const role of ['staff', 'superuser'] as const) {
      const partners = await list(role, 'isv_partners', { filter: 'contact_email ~ "staff-filter-"', sort: '-contact_email' })
      expect(partners.status).toBe(200)
      expect(partners.body.items?.map((item) => item.id)).toContain(id)
      expect((await list(role, 'site_settings', { filter: 'notification_email != "x"', sort: 'site_name' })).status).toBe(200)
      expect((await list(role, 'form_submissions', { filter: 'ip_address != ""', sort: '-created' })).status).toBe(200)
    }
  })
})

describe('realtime subscriptions', () => {
  const streams: RealtimeStream[] = []
  const connect = async () => {
    const stream = await openRealtime(apiContext().url)
    streams.push(stream)
    return stream
  }
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close()
  })

  /** The status and body of a guest (or token's) subscription request for one topic. */
  async function subscribe(topic: string, token?: string) {
    const stream = await connect()
    const res = await stream.subscribe([topic], token)
    return { status: res.status, body: res.status === 204 ? null : await res.json() }
  }

  it('tells a guest nothing about a partner e-mail through an escaped filter', async () => {
    const secret = `s${tag()}`
    const { id } = await partner(true, `${secret}@example.com`)
    const stream = await connect()
    // `\u0063` is "c": PocketBase's JSON decoding turns it into contact_email.
    const res = await stream.subscribe([withOptions('isv_partners/*', `{"query":{"filter":"\\u0063ontact_email ~ '${secret}'"}}`)])
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(REFUSED)

    await client('staff').collection('isv_partners').update(id, { description: '访客不应得知此次修改' })
    expect(await stream.waitFor((event) => event.data.record?.id === id)).toBeNull()
  })

  it('refuses any guest filter or sort on partners, escaped or not, by name or id, on every topic form', async () => {
    for (const topic of [
      withOptions('isv_partners/*', `{"query":{"filter":"\\u0063ontact_email ~ 'x'"}}`),
      withOptions('isv_partners/*', `{"query":{"filter":"contact_email ~ 'x'"}}`),
      withOptions('isv_partners', `{"query":{"filter":"\\u0063ontact_email ~ 'x'"}}`),
      withOptions(`${partnersId}/*`, `{"query":{"filter":"contact_email ~ 'x'"}}`),
      withOptions('isv_partners/*', `{"query":{"sort":"-contact_email"}}`),
      withOptions('isv_partners/*', `{"query":{"filter":"active = true"}}`),
      withOptions('isv_partners/*', `{"query":{"\\u0066ilter":"active = true"}}`),
      `isv_partners/*?options=${encodeURIComponent(`{"query":{"filter":"contact_email ~ 'x'"}}`).replace(/c/g, '%63')}`,
    ]) {
      expect(await subscribe(topic), topic).toEqual({ status: 400, body: REFUSED })
    }
  })

  it('refuses guest filters on the notification recipient and on leads', async () => {
    for (const topic of [
      withOptions('site_settings/*', `{"query":{"filter":"\\u006eotification_email ~ '@'"}}`),
      withOptions('site_settings/*', `{"query":{"filter":"notification_email ~ '@'"}}`),
      withOptions(`${settingsId}/*`, `{"query":{"filter":"site_name != ''"}}`),
      withOptions('form_submissions/*', `{"query":{"filter":"email ~ '@'"}}`),
    ]) {
      expect(await subscribe(topic), topic).toEqual({ status: 400, body: REFUSED })
    }
  })

  it('still lets a guest subscribe with a filter to the public collections', async () => {
    expect(await subscribe(withOptions('news/*', `{"query":{"filter":"published = true"}}`))).toEqual({ status: 204, body: null })
  })

  it('still sends a guest the events its rules allow, without the private field', async () => {
    const { id } = await partner(true, 'events@example.com')
    const stream = await connect()
    expect((await stream.subscribe(['isv_partners/*'])).status).toBe(204)
    await client('staff').collection('isv_partners').update(id, { description: '公开的修改' })
    const event = await stream.waitFor((e) => e.data.record?.id === id, 5000)
    expect(event?.data.action).toBe('update')
    expect(event?.data.record).not.toHaveProperty('contact_email')
  })

  it('lets staff subscribe with a filter on the private field', async () => {
    const secret = `t${tag()}`
    const { id } = await partner(true, `${secret}@example.com`)
    const stream = await connect()
    const res = await stream.subscribe(
      [withOptions('isv_partners/*', `{"query":{"filter":"\\u0063ontact_email ~ '${secret}'"}}`)],
      apiContext().staff.token,
    )
    expect(res.status).toBe(204)
    await client('staff').collection('isv_partners').update(id, { description: '员工可见的修改' })
    const event = await stream.waitFor((e) => e.data.record?.id === id, 5000)
    expect(event?.data.record).toMatchObject({ id, contact_email: `${secret}@example.com` })
  })
})
