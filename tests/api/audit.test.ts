// The audit trail: every staff change to slides, news, partners, course intakes and site settings
// made through the API is in activity_log with who did it, written with the change or not at all.
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiContext, client } from '../support/clients'

const su = client('superuser')
const staff = client('staff')
const guest = client('guest')
let staffId = ''

/** The trail of one record, oldest first (rows of one millisecond keep their insertion order). */
const trail = (collectionName: string, recordId: string) =>
  su.collection('activity_log').getFullList({ filter: su.filter('collection_name = {:c} && record_id = {:id}', { c: collectionName, id: recordId }), sort: 'created,@rowid' })

const staffActor = () => ({ actor: staffId, actor_name: apiContext().staff.username })

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

const slide = (title: string) => ({ title, page_id: 'about', active: true, order_index: 90, stats: [{ label: '服务企业', value: '1000+' }] })
const article = (title: string) => ({ title, summary: '审计摘要', content: '<p>审计正文</p>', category: 'news', published: false })
const partner = (name: string) => ({ name, field: '智能制造', description: '审计测试伙伴', order_index: 5, active: true })

beforeAll(() => {
  const payload = apiContext().staff.token.split('.')[1]
  staffId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string }).id
})

describe('slides', () => {
  it('records create, edit (with the changed fields), disable, enable and delete, with the staff member', async () => {
    const created = await staff.collection('carousels').create(slide('审计轮播'))
    await staff.collection('carousels').update(created.id, { subtitle: '新副标题', button_text: '了解更多' })
    await staff.collection('carousels').update(created.id, { active: false })
    await staff.collection('carousels').update(created.id, { active: true })
    await staff.collection('carousels').delete(created.id)

    const rows = await trail('carousels', created.id)
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ['created', '新建了轮播图'],
      ['updated', '修改了轮播图'],
      ['disabled', '停用了轮播图'],
      ['enabled', '启用了轮播图'],
      ['deleted', '删除了轮播图'],
    ])
    for (const row of rows) expect(row).toMatchObject({ record_label: '审计轮播', ...staffActor() })
    expect(rows[1].details).toEqual({ fields: ['subtitle', 'button_text'] })
    expect(rows[2].details).toEqual({ fields: ['active'], switched: { active: false } })
    expect(rows[0].details).toBeNull()
  })

  it('writes nothing for a refused change, and nothing for a save that changes nothing', async () => {
    const created = await staff.collection('carousels').create(slide('审计拒绝'))
    const tooMany = Array.from({ length: 6 }, (_, i) => ({ label: `指标${i}`, value: `${i}` }))
    expect(await statusOf(staff.collection('carousels').update(created.id, { stats: tooMany, title: '不应保存' }))).toBe(400)
    expect(await statusOf(staff.collection('carousels').update(created.id, { title: '' }))).toBe(400)
    await staff.collection('carousels').update(created.id, { title: '审计拒绝' })
    expect((await staff.collection('carousels').getOne(created.id)).title).toBe('审计拒绝')
    expect((await trail('carousels', created.id)).map((r) => r.action)).toEqual(['created'])
  })

  it('keeps the other hooks of the chain working: list normalisation still applies', async () => {
    const created = await staff.collection('carousels').create({ ...slide('审计规范化'), stats: [{ label: ' 成功案例 ', value: ' 500+ ' }] })
    expect(created.stats).toEqual([{ label: '成功案例', value: '500+' }])
    expect((await trail('carousels', created.id)).map((r) => r.action)).toEqual(['created'])
  })
})

describe('news', () => {
  it('records publish, unpublish, pin and unpin as actions of their own', async () => {
    const created = await staff.collection('news').create(article('审计新闻'))
    await staff.collection('news').update(created.id, { published: true })
    await staff.collection('news').update(created.id, { featured: true })
    await staff.collection('news').update(created.id, { featured: false })
    await staff.collection('news').update(created.id, { published: false })
    await staff.collection('news').update(created.id, { summary: '新的摘要', tags: ['审计'] })

    const rows = await trail('news', created.id)
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ['created', '新建了新闻'],
      ['published', '发布了新闻'],
      ['pinned', '置顶了新闻'],
      ['unpinned', '取消置顶了新闻'],
      ['unpublished', '取消发布了新闻'],
      ['updated', '修改了新闻'],
    ])
    // Publishing stamps published_at on the server: that is part of what changed.
    expect(rows[1].details).toEqual({ fields: ['published', 'published_at'], switched: { published: true } })
    expect(rows[4].details).toEqual({ fields: ['published'], switched: { published: false } })
    expect(rows[5].details).toEqual({ fields: ['summary', 'tags'] })
    for (const row of rows) expect(row).toMatchObject({ record_label: '审计新闻', ...staffActor() })
  })
})

describe('partners, intakes and settings', () => {
  it('names an operator (superuser) by e-mail, without a staff link', async () => {
    const created = await su.collection('isv_partners').create(partner('审计伙伴'))
    await su.collection('isv_partners').update(created.id, { active: false })
    await su.collection('isv_partners').delete(created.id)
    const rows = await trail('isv_partners', created.id)
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ['created', '新建了ISV合作伙伴'],
      ['disabled', '停用了ISV合作伙伴'],
      ['deleted', '删除了ISV合作伙伴'],
    ])
    for (const row of rows) expect(row).toMatchObject({ record_label: '审计伙伴', actor: '', actor_name: apiContext().superuser.email })
  })

  it('records course intakes, and nothing when the intake is refused', async () => {
    const created = await staff.collection('course_intakes').create({ course: 'strategy', start_date: '2031-03-01', end_date: '2031-03-03', city: '审计城', seats: 30, status: 'open' })
    expect(await statusOf(staff.collection('course_intakes').update(created.id, { end_date: '2031-02-01' }))).toBe(400)
    await staff.collection('course_intakes').update(created.id, { seats: 25, status: 'full' })
    await staff.collection('course_intakes').delete(created.id)
    const rows = await trail('course_intakes', created.id)
    expect(rows.map((r) => [r.action, r.summary, r.record_label])).toEqual([
      ['created', '新建了课程排期', '2031-03-01 审计城'],
      ['updated', '修改了课程排期', '2031-03-01 审计城'],
      ['deleted', '删除了课程排期', '2031-03-01 审计城'],
    ])
    expect(rows[1].details).toEqual({ fields: ['seats', 'status'] })
  })

  it('records a settings save with the fields it changed', async () => {
    const [settings] = await su.collection('site_settings').getFullList()
    await staff.collection('site_settings').update(settings.id, { working_hours: `${settings.working_hours}（审计）` })
    await staff.collection('site_settings').update(settings.id, { working_hours: settings.working_hours })
    const rows = await trail('site_settings', settings.id)
    const mine = rows.slice(-2)
    expect(mine.map((r: RecordModel) => [r.action, r.summary, r.details])).toEqual([
      ['updated', '保存了系统设置', { fields: ['working_hours'] }],
      ['updated', '保存了系统设置', { fields: ['working_hours'] }],
    ])
    for (const row of mine) expect(row).toMatchObject({ record_label: settings.site_name, ...staffActor() })
  })

  it('says which way each switch went (维护模式 on or off), beside the other fields changed', async () => {
    const [settings] = await su.collection('site_settings').getFullList()
    await staff.collection('site_settings').update(settings.id, { notifications_enabled: !settings.notifications_enabled, working_hours: `${settings.working_hours}（开关）` })
    await staff.collection('site_settings').update(settings.id, { notifications_enabled: settings.notifications_enabled, working_hours: settings.working_hours })
    const mine = (await trail('site_settings', settings.id)).slice(-2)
    expect(mine.map((r: RecordModel) => r.details)).toEqual([
      { fields: ['notifications_enabled', 'working_hours'], switched: { notifications_enabled: !settings.notifications_enabled } },
      { fields: ['notifications_enabled', 'working_hours'], switched: { notifications_enabled: settings.notifications_enabled } },
    ])
  })
})

describe('the audit trail through the API', () => {
  it('is readable by staff but cannot be written, changed or deleted by staff or guests', async () => {
    const created = await staff.collection('carousels').create(slide('审计只读'))
    const [entry] = await trail('carousels', created.id)
    expect(await staff.collection('activity_log').getOne(entry.id)).toEqual(entry)
    const forged = { action: 'published', collection_name: 'news', record_id: 'x', summary: '伪造的动态' }
    for (const pb of [staff, guest]) {
      expect(await statusOf(pb.collection('activity_log').create(forged))).toBe(403)
      expect(await statusOf(pb.collection('activity_log').update(entry.id, { summary: '改写' }))).toBe(403)
      expect(await statusOf(pb.collection('activity_log').delete(entry.id))).toBe(403)
    }
    expect(await statusOf(guest.collection('activity_log').getOne(entry.id))).toBe(404)
    expect(await su.collection('activity_log').getOne(entry.id)).toEqual(entry)
  })
})
