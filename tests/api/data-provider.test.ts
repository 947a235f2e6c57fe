// ra-data-pocketbase against the real PocketBase: every method, filters, sorting, files, errors, aborts, send().
import PocketBase, { type RecordModel } from 'pocketbase'
import { HttpError } from 'ra-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { pocketbaseDataProvider, type PocketBaseDataProviderOptions } from '../../src/admin/ra-data-pocketbase'
import { smallPng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'
import { validLead } from '../support/lead-cases'

const options: PocketBaseDataProviderOptions = {
  collections: { forms: 'form_submissions', outbox: 'mail_outbox', 'isv-partners': 'isv_partners' },
  searchFields: { forms: ['name', 'email', 'phone', 'company'] },
  fileFields: { carousels: { image: { thumb: '640x360' } } },
}

/** A marker unique to this run, so lists only see this file's records on the shared server. */
const tag = `dp${Date.now().toString(36)}`

const provider = (pb: PocketBase, extra: PocketBaseDataProviderOptions = {}) => pocketbaseDataProvider(pb, { ...options, ...extra })

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the promise resolved')
}

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

const expiredToken = () => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60, type: 'auth' }))
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`
}

const slide = (fields: Record<string, unknown>) => ({
  page_id: 'home',
  active: true,
  stats: [{ label: '服务企业', value: '1000+' }],
  ...fields,
})

const pngFile = (name = 'a.png') => new File([new Uint8Array(smallPng())], name, { type: 'image/png' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('data provider: leads (forms → form_submissions)', () => {
  const leads: Record<string, RecordModel> = {}

  beforeAll(async () => {
    // Created as the superuser: guests' lead creation is rate-limited per IP.
    const dp = provider(client('superuser'))
    const people = [
      { key: 'a', name: '张三', email: `a.${tag}@example.com`, phone: '13800000001', form_type: 'consultation' },
      { key: 'b', name: '李四', email: `b.${tag}@example.com`, phone: '13800000002', form_type: 'contact' },
      { key: 'c', name: 'Mary Ann', email: `c.${tag}@example.com`, phone: '13800000003', form_type: 'partner_application' },
    ]
    for (const { key, ...person } of people) {
      const extra = person.form_type === 'partner_application' ? { company_size: '100-499人', industry: '智能制造' } : {}
      const { data } = await dp.create('forms', { data: { ...validLead, ...person, ...extra, company: `${tag} 公司` } })
      leads[key] = data
    }
  })

  const staff = () => provider(client('staff'))
  const ours = { company: `${tag} 公司` }
  const names = (records: Array<{ name?: unknown }>) => records.map((r) => r.name).sort()

  it('creates through the collection map and returns the stored record', () => {
    expect(leads.a).toMatchObject({ name: '张三', status: 'pending', collectionName: 'form_submissions' })
    expect(typeof leads.a.id).toBe('string')
  })

  it('getList pages with total from totalItems, newest first by default', async () => {
    const page1 = await staff().getList('forms', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: ours })
    expect(page1.total).toBe(3)
    expect(page1.data.map((r) => r.id)).toEqual([leads.c.id, leads.b.id])
    const page2 = await staff().getList('forms', { pagination: { page: 2, perPage: 2 }, sort: { field: 'created', order: 'DESC' }, filter: ours })
    expect(page2.data.map((r) => r.id)).toEqual([leads.a.id])
    expect(page2.total).toBe(3)
  })

  it('getOne reads one record', async () => {
    const { data } = await staff().getOne('forms', { id: leads.b.id })
    expect(data).toMatchObject({ id: leads.b.id, name: '李四', email: `b.${tag}@example.com` })
  })

  it('filters with a plain key, field@op and the suffixes', async () => {
    const list = async (filter: Record<string, unknown>) =>
      names((await staff().getList('forms', { pagination: { page: 1, perPage: 50 }, filter: { ...ours, ...filter } })).data)
    expect(await list({ form_type: 'contact' })).toEqual(['李四'])
    expect(await list({ 'form_type@=': 'contact' })).toEqual(['李四'])
    expect(await list({ 'form_type@!=': 'contact' })).toEqual(['Mary Ann', '张三'])
    expect(await list({ form_type_neq: 'contact' })).toEqual(['Mary Ann', '张三'])
    expect(await list({ 'email@~': `b.${tag}` })).toEqual(['李四'])
    expect(await list({ 'email@!~': `b.${tag}` })).toEqual(['Mary Ann', '张三'])
    expect(await list({ 'phone@>': '13800000001' })).toEqual(['Mary Ann', '李四'])
    expect(await list({ 'phone@>=': '13800000002' })).toEqual(['Mary Ann', '李四'])
    expect(await list({ 'phone@<': '13800000002' })).toEqual(['张三'])
    expect(await list({ 'phone@<=': '13800000002' })).toEqual(['张三', '李四'])
    expect(await list({ phone_gt: '13800000002' })).toEqual(['Mary Ann'])
    expect(await list({ phone_gte: '13800000003' })).toEqual(['Mary Ann'])
    expect(await list({ phone_lt: '13800000002' })).toEqual(['张三'])
    expect(await list({ phone_lte: '13800000001' })).toEqual(['张三'])
    expect(await list({ 'form_type@?=': 'consultation' })).toEqual(['张三'])
    expect(await list({ 'name@?~': 'Mary' })).toEqual(['Mary Ann'])
  })

  it('filters dates given as Date, ISO text or a date-only day', async () => {
    const list = async (filter: Record<string, unknown>) =>
      (await staff().getList('forms', { pagination: { page: 1, perPage: 50 }, filter: { ...ours, ...filter } })).total
    const before = new Date(Date.now() - 10 * 60_000)
    const after = new Date(Date.now() + 10 * 60_000)
    expect(await list({ created_gte: before, created_lte: after })).toBe(3)
    expect(await list({ created_gte: before.toISOString(), created_lt: after.toISOString() })).toBe(3)
    expect(await list({ created_gt: after.toISOString() })).toBe(0)
    expect(await list({ created_gte: before.toISOString().slice(0, 10) })).toBe(3)
    expect(await list({ created_lt: '2000-01-01' })).toBe(0)
  })

  it('turns an array into an OR chain, searches q over the configured fields, ORs $or groups', async () => {
    const list = async (filter: Record<string, unknown>) =>
      names((await staff().getList('forms', { pagination: { page: 1, perPage: 50 }, filter: { ...ours, ...filter } })).data)
    expect(await list({ form_type: ['consultation', 'contact'] })).toEqual(['张三', '李四'])
    expect(await list({ q: '李四' })).toEqual(['李四'])
    expect(await list({ q: '13800000003' })).toEqual(['Mary Ann'])
    expect(await list({ q: `c.${tag}` })).toEqual(['Mary Ann'])
    // The leads desk's duplicate check: same e-mail OR same phone, this record excepted.
    expect(await list({ $or: [{ email: `a.${tag}@example.com` }, { phone: '13800000002' }] })).toEqual(['张三', '李四'])
    expect(await list({ $or: [{ email: `a.${tag}@example.com` }, { phone: '13800000001' }], 'id@!=': leads.a.id })).toEqual([])
  })

  it('drops empty filter values', async () => {
    const { total } = await staff().getList('forms', {
      pagination: { page: 1, perPage: 50 },
      filter: { ...ours, status: '', message: null, form_type: [], name: undefined, q: '' },
    })
    expect(total).toBe(3)
  })

  it('keeps hostile values literal', async () => {
    for (const hostile of ['" || 1=1 || "', "' || id != '' || '", '") || (id != "']) {
      const { total } = await staff().getList('forms', { pagination: { page: 1, perPage: 50 }, filter: { name: hostile } })
      expect(total, hostile).toBe(0)
      const searched = await staff().getList('forms', { pagination: { page: 1, perPage: 50 }, filter: { ...ours, q: hostile } })
      expect(searched.total, hostile).toBe(0)
    }
  })

  it('refuses a field name that could carry an expression, without asking the server', async () => {
    const pb = client('staff')
    const send = vi.spyOn(pb, 'send')
    const error = await rejection(provider(pb).getList('forms', { filter: { 'name = "x" || id': 'y' } }))
    expect(String(error)).toMatch(/invalid field name/)
    expect(send).not.toHaveBeenCalled()
  })

  it('getManyReference filters on the target, ANDed with the filter', async () => {
    const dp = staff()
    const all = await dp.getManyReference('outbox', {
      target: 'submission',
      id: leads.a.id,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created', order: 'ASC' },
      filter: {},
    })
    expect(all.total).toBeGreaterThanOrEqual(1)
    expect(all.data.every((row) => row.submission === leads.a.id)).toBe(true)
    const replies = await dp.getManyReference('outbox', {
      target: 'submission',
      id: leads.a.id,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created', order: 'ASC' },
      filter: { $or: [{ kind: 'auto_reply' }, { recipient: 'nobody@example.com' }] },
    })
    expect(replies.total).toBe(1)
    expect(replies.data[0]).toMatchObject({ kind: 'auto_reply', recipient: `a.${tag}@example.com`, submission: leads.a.id })
    const none = await dp.getManyReference('outbox', {
      target: 'submission',
      id: '',
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created', order: 'ASC' },
      filter: {},
    })
    expect(none.total).toBe(0)
  })
})

describe('data provider: slides (carousels), sorting, writes and files', () => {
  const staffPb = () => client('staff')
  const staff = () => provider(staffPb())
  const list = async (sort: { field: string; order: 'ASC' | 'DESC' }, extra: PocketBaseDataProviderOptions = {}) =>
    (
      await provider(staffPb(), extra).getList('carousels', {
        pagination: { page: 1, perPage: 50 },
        sort,
        filter: { 'title@~': `${tag}-sort` },
      })
    ).data

  it('sorts ascending, descending, by several fields and by id', async () => {
    const dp = staff()
    const rows = [
      { title: `${tag}-sort-b`, order_index: 2, active: true },
      { title: `${tag}-sort-a`, order_index: 1, active: false },
      { title: `${tag}-sort-c`, order_index: 3, active: true },
    ]
    for (const row of rows) await dp.create('carousels', { data: slide(row) })

    const titles = (records: Array<{ title?: unknown }>) => records.map((r) => String(r.title).slice(-1))
    expect(titles(await list({ field: 'order_index', order: 'ASC' }))).toEqual(['a', 'b', 'c'])
    expect(titles(await list({ field: 'order_index', order: 'DESC' }))).toEqual(['c', 'b', 'a'])
    expect(titles(await list({ field: 'title', order: 'DESC' }))).toEqual(['c', 'b', 'a'])
    expect(titles(await list({ field: '-active,order_index', order: 'ASC' }))).toEqual(['b', 'c', 'a'])
    expect(titles(await list({ field: 'active,order_index', order: 'DESC' }))).toEqual(['c', 'b', 'a'])
    // Default: newest first.
    expect(titles(await list({ field: 'id', order: 'ASC' }))).toEqual(['c', 'a', 'b'])
    expect(titles(await list({ field: 'order_index', order: 'ASC' }, { defaultSort: {} }))).toEqual(['a', 'b', 'c'])

    const ids = (await list({ field: 'id', order: 'DESC' })).map((r) => String(r.id))
    expect(ids).toEqual([...ids].sort().reverse())
    const ascending = (await list({ field: 'id', order: 'ASC' }, { idAscIsDefault: false })).map((r) => String(r.id))
    expect(ascending).toEqual([...ascending].sort())
  })

  it('uses the configured default sort when none is given', async () => {
    const rows = await provider(staffPb(), { defaultSort: { carousels: 'order_index' } }).getList('carousels', {
      pagination: { page: 1, perPage: 50 },
      filter: { 'title@~': `${tag}-sort` },
    })
    expect(rows.data.map((r) => r.order_index)).toEqual([1, 2, 3])
  })

  it('sends only the changed fields on update, so a concurrent edit survives', async () => {
    const pb = staffPb()
    const dp = provider(pb)
    const { data: created } = await dp.create('carousels', { data: slide({ title: `${tag}-diff`, subtitle: '原副标题', order_index: 5 }) })
    const { data: previous } = await dp.getOne('carousels', { id: created.id })

    // Someone else changes the subtitle meanwhile.
    await client('superuser').collection('carousels').update(created.id, { subtitle: '别人改的副标题' })

    const send = vi.spyOn(pb, 'send')
    const { data: updated } = await dp.update('carousels', {
      id: created.id,
      data: { ...previous, title: `${tag}-diff-新`, stats: [{ label: '服务企业', value: '1000+' }] },
      previousData: previous,
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][1].method).toBe('PATCH')
    expect(send.mock.calls[0][1].body).toEqual({ title: `${tag}-diff-新` })
    expect(updated).toMatchObject({ title: `${tag}-diff-新`, subtitle: '别人改的副标题', order_index: 5 })

    // A deep change in a JSON field is sent whole.
    send.mockClear()
    const { data: restated } = await dp.update('carousels', {
      id: created.id,
      data: { ...updated, stats: [{ label: '服务企业', value: '2000+' }] },
      previousData: updated,
    })
    expect(send.mock.calls[0][1].body).toEqual({ stats: [{ label: '服务企业', value: '2000+' }] })
    expect(restated.stats).toEqual([{ label: '服务企业', value: '2000+' }])

    // Nothing changed: no request, the record comes back as it was.
    send.mockClear()
    const same = await dp.update('carousels', { id: created.id, data: { ...restated }, previousData: restated })
    expect(send).not.toHaveBeenCalled()
    expect(same.data).toEqual(restated)
  })

  it('updateMany and deleteMany make one request per id and return the ids; delete returns the record', async () => {
    const dp = staff()
    const ids: string[] = []
    for (const n of [1, 2, 3]) ids.push((await dp.create('carousels', { data: slide({ title: `${tag}-many-${n}` }) })).data.id)

    expect(await dp.updateMany('carousels', { ids: ids.slice(0, 2), data: { active: false } })).toEqual({ data: ids.slice(0, 2) })
    const after = await dp.getMany('carousels', { ids })
    expect(after.data.map((r) => r.active)).toEqual([false, false, true])

    const { data: deleted } = await dp.delete('carousels', { id: ids[2], previousData: after.data[2] })
    expect(deleted).toEqual(after.data[2])
    expect(await dp.deleteMany('carousels', { ids: ids.slice(0, 2) })).toEqual({ data: ids.slice(0, 2) })
    expect((await dp.getMany('carousels', { ids })).data).toEqual([])
  })

  it('gives staff image URLs that load for hidden records too (file token), which guests cannot open', async () => {
    const dp = provider(staffPb())
    const { data: hidden } = await dp.create('carousels', {
      data: slide({ title: `${tag}-hidden`, active: false, image: { rawFile: pngFile('hidden.png'), src: 'blob:local', title: 'hidden.png' } }),
    })
    const { data: read } = await dp.getOne('carousels', { id: hidden.id })
    const { src, original } = read.image as { src: string; original: string }
    expect((await fetch(original)).status).toBe(200)
    expect((await fetch(src)).status).toBe(200)
    // The same file without the token, as a guest: the slide is hidden, so is its image.
    const bare = new URL(original)
    bare.search = ''
    expect((await fetch(bare)).status).toBe(404)
    // Lists and getMany carry the token as well.
    const { data: listed } = await dp.getList('carousels', { filter: { title: `${tag}-hidden` }, pagination: { page: 1, perPage: 5 } })
    expect((await fetch((listed[0].image as { src: string }).src)).status).toBe(200)
    const { data: many } = await dp.getMany('carousels', { ids: [hidden.id] })
    expect((await fetch((many[0].image as { original: string }).original)).status).toBe(200)
  })

  it('uploads {rawFile} as multipart, reads it back as {src, title, original} with the thumbnail', async () => {
    const pb = staffPb()
    const dp = provider(pb)
    const { data: created } = await dp.create('carousels', {
      data: slide({ title: `${tag}-file`, image: { rawFile: pngFile('slide.png'), src: 'blob:local', title: 'slide.png' } }),
    })
    expect(created.image).toMatchObject({ title: expect.stringMatching(/^slide_\w+\.png$/) })
    const { src, original, title } = created.image as { src: string; original: string; title: string }
    // Signed in, every URL carries a file token, so images of hidden records load too.
    const fileUrl = `${apiContext().url}/api/files/${created.collectionId}/${created.id}/${title}`
    expect(original).toMatch(new RegExp(`^${fileUrl.replace(/[.?]/g, '\\$&')}\\?token=[\\w.-]+$`))
    const token = new URL(original).searchParams.get('token')
    expect(src).toBe(`${fileUrl}?token=${token}&thumb=640x360`)

    const full = await fetch(original)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('image/png')
    const thumb = await fetch(src)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')

    // The form sends the stored image back unchanged: it is left out, the file stays.
    const send = vi.spyOn(pb, 'send')
    const { data: retitled } = await dp.update('carousels', {
      id: created.id,
      data: { ...created, title: `${tag}-file-2`, image: { ...created.image } },
      previousData: created,
    })
    expect(send.mock.calls[0][1].body).toEqual({ title: `${tag}-file-2` })
    expect(retitled.image).toEqual(created.image)

    // Without previousData the stored image object is still not sent as a value.
    send.mockClear()
    await dp.update('carousels', { id: created.id, data: { image: retitled.image, subtitle: '副标题' }, previousData: undefined as never })
    expect(send.mock.calls[0][1].body).toEqual({ subtitle: '副标题' })

    // A new file replaces it.
    send.mockClear()
    const { data: replaced } = await dp.update('carousels', {
      id: created.id,
      data: { ...retitled, image: { rawFile: pngFile('other.png'), title: 'other.png' } },
      previousData: retitled,
    })
    // The SDK turns a body holding a File into multipart itself.
    expect(send.mock.calls[0][1].body.image).toBeInstanceOf(File)
    expect((replaced.image as { title: string }).title).toMatch(/^other_\w+\.png$/)

    // null clears it, and a cleared file reads as null.
    const { data: cleared } = await dp.update('carousels', { id: created.id, data: { ...replaced, image: null }, previousData: replaced })
    expect(cleared.image).toBeNull()
    expect((await dp.getOne('carousels', { id: created.id })).data.image).toBeNull()
    expect((await client('superuser').collection('carousels').getOne(created.id)).image).toBe('')
  })

  it('matches a hostile-looking value exactly and only exactly', async () => {
    const dp = staff()
    const hostile = `${tag} " || id != "`
    const { data: created } = await dp.create('carousels', { data: slide({ title: hostile }) })
    const found = await dp.getList('carousels', { pagination: { page: 1, perPage: 50 }, filter: { title: hostile } })
    expect(found.data.map((r) => r.id)).toEqual([created.id])
    const prefix = await dp.getList('carousels', { pagination: { page: 1, perPage: 50 }, filter: { title: `${tag} "` } })
    expect(prefix.total).toBe(0)
  })

  it('matches inside JSON lists with tags:each@?~ and tags:length', async () => {
    const dp = provider(staffPb())
    const { data: partner } = await dp.create('isv-partners', {
      data: { name: `${tag} 伙伴`, field: '智能制造', description: '测试伙伴', tags: ['工业', `${tag}-label`], order_index: 1 },
    })
    const list = async (filter: Record<string, unknown>) =>
      (await dp.getList('isv-partners', { pagination: { page: 1, perPage: 50 }, filter: { 'name@~': tag, ...filter } })).data.map((r) => r.id)
    expect(await list({ 'tags:each@?~': `${tag}-label` })).toEqual([partner.id])
    expect(await list({ 'tags:each@?~': `${tag}-other` })).toEqual([])
    expect(await list({ 'tags:length@>=': 2 })).toEqual([partner.id])
  })

  it('getMany chunks over 200 ids, keeps their order and skips unknown ids', async () => {
    const su = client('superuser')
    const ids: string[] = []
    for (let start = 0; start < 230; start += 23) {
      const batch = await Promise.all(
        Array.from({ length: 23 }, (_, i) =>
          su.collection('page_views').create({ path: `/${tag}/${start + i}`, day: '2026-01-01', count: start + i }, { requestKey: null }),
        ),
      )
      ids.push(...batch.map((r) => r.id))
    }
    const shuffled = [...ids].sort(() => Math.random() - 0.5)
    const wanted = [...shuffled.slice(0, 100), 'doesnotexist123', ...shuffled.slice(100)]

    const pb = client('staff')
    const send = vi.spyOn(pb, 'send')
    const { data } = await provider(pb).getMany('page_views', { ids: wanted })
    expect(data.map((r) => r.id)).toEqual(shuffled)
    expect(send).toHaveBeenCalledTimes(Math.ceil(wanted.length / 50))
    for (const [, sendOptions] of send.mock.calls) {
      const query = sendOptions.query as { filter: string; perPage: number }
      expect(query.filter.length).toBeLessThan(3500)
      expect(query.filter.split('||').length).toBeLessThanOrEqual(50)
      expect(query.perPage).toBeLessThanOrEqual(50)
    }
  })

  it('passes requestKey null, so identical parallel requests are not cancelled by the SDK', async () => {
    const pb = new PocketBase(apiContext().url)
    pb.authStore.save(apiContext().staff.token)
    // Auto-cancellation on, as in a browser app.
    const dp = provider(pb)
    const params = { pagination: { page: 1, perPage: 1 }, filter: { 'title@~': tag } }
    const results = await Promise.all([dp.getList('carousels', params), dp.getList('carousels', params), dp.getList('carousels', params)])
    expect(results.every((r) => r.total === results[0].total)).toBe(true)
  })
})

describe('data provider: errors', () => {
  it('maps a 400 to HttpError with the Chinese message and per-field messages', async () => {
    const error = await httpError(provider(client('staff')).create('carousels', { data: slide({ title: `${tag}-bad`, stats: [] }) }))
    expect(error.status).toBe(400)
    expect(error.message).toBe(messages.invalidForm)
    const { minItems, maxItems } = limits.carouselStats
    expect(error.body.errors).toEqual({
      stats: messages.stats.count.replace('{min}', String(minItems)).replace('{max}', String(maxItems)),
    })
  })

  it('maps missing required fields to per-field errors', async () => {
    const error = await httpError(provider(client('staff')).create('carousels', { data: slide({}) }))
    expect(error.status).toBe(400)
    expect(Object.keys(error.body.errors)).toEqual(['title'])
    expect(error.body.response.data.title.code).toBe('validation_required')
  })

  it('maps a missing record to 404', async () => {
    const error = await httpError(provider(client('staff')).getOne('carousels', { id: 'doesnotexist123' }))
    expect(error.status).toBe(404)
    expect(error.body.errors).toEqual({})
  })

  it('maps what a guest may not do to 400 (rule) or 403 (superusers only)', async () => {
    const guest = provider(client('guest'))
    expect((await httpError(guest.create('carousels', { data: slide({ title: `${tag}-guest` }) }))).status).toBe(400)
    expect((await httpError(guest.create('page_views', { data: { path: '/x', day: '2026-01-01' } }))).status).toBe(403)
    // A guest's list of staff-only records is empty, not an error. (Not leads: guests may not sort
    // or filter the collections with private fields at all, see guest-queries.test.ts.)
    expect((await guest.getList('outbox', { pagination: { page: 1, perPage: 5 } })).total).toBe(0)
  })

  it('reports an unreachable server as 网络连接失败，请检查网络后重试 (status 0)', async () => {
    const error = await httpError(provider(new PocketBase('http://127.0.0.1:9')).getList('carousels', {}))
    expect(error.status).toBe(0)
    expect(error.message).toBe('网络连接失败，请检查网络后重试')
  })

  it('refuses to call the server with an expired token: 401 登录已过期，请重新登录', async () => {
    const pb = new PocketBase(apiContext().url)
    pb.autoCancellation(false)
    pb.authStore.save(expiredToken())
    const send = vi.spyOn(pb, 'send')
    const dp = provider(pb)
    for (const call of [
      dp.getList('forms', { pagination: { page: 1, perPage: 5 } }),
      dp.getOne('forms', { id: 'x' }),
      dp.update('carousels', { id: 'x', data: { title: 'y' }, previousData: { id: 'x', title: 'z' } }),
      dp.send('/api/outbox/deliver', { method: 'POST' }),
      dp.subscribe('carousels', () => undefined),
    ]) {
      const error = await httpError(call)
      expect(error.status).toBe(401)
      expect(error.message).toBe('登录已过期，请重新登录')
    }
    expect(send).not.toHaveBeenCalled()

    const custom = await httpError(provider(pb, { expiredSessionMessage: '会话已失效' }).getList('forms', {}))
    expect(custom.message).toBe('会话已失效')
  })

  it('rethrows an aborted request as an AbortError, not an HttpError', async () => {
    const dp = provider(client('staff'))
    const controller = new AbortController()
    const pending = dp.getList('carousels', { pagination: { page: 1, perPage: 5 }, signal: controller.signal })
    controller.abort()
    const error = await rejection(pending)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')

    const pb = client('staff')
    const send = vi.spyOn(pb, 'send')
    const early = await rejection(provider(pb).getOne('carousels', { id: 'x', signal: AbortSignal.abort() }))
    expect((early as DOMException).name).toBe('AbortError')
    expect(send).not.toHaveBeenCalled()
  })

  it('passes the signal on to send() too', async () => {
    const controller = new AbortController()
    const pending = provider(client('staff')).send('/api/outbox/deliver', { method: 'POST', signal: controller.signal })
    controller.abort()
    expect(((await rejection(pending)) as DOMException).name).toBe('AbortError')
  })
})

describe('data provider: send()', () => {
  it('calls a custom route as staff', async () => {
    const result = await provider(client('staff')).send<{ sent: number; failed: number; waiting: number }>('/api/outbox/deliver', {
      method: 'POST',
    })
    expect(Object.keys(result).sort()).toEqual(['failed', 'sent', 'waiting'])
    expect(typeof result.sent).toBe('number')
  })

  it('maps a refused call to HttpError', async () => {
    const error = await httpError(provider(client('guest')).send('/api/outbox/deliver', { method: 'POST' }))
    expect(error.status).toBe(401)
  })

  it('sends query parameters', async () => {
    const result = await provider(client('staff')).send<{ items: unknown[]; perPage: number }>('/api/collections/carousels/records', {
      query: { perPage: 3, filter: 'id = ""' },
    })
    expect(result).toMatchObject({ items: [], perPage: 3 })
  })
})
