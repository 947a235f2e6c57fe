// One contact per person on a live server: repeat leads grouped by phone or e-mail however written (the
// minute's job groups leads stored without a contact, as on an upgraded install), two groups joined by a lead
// that matches both, staff merging two contacts and undoing it (each gets its own leads back, and they are
// never joined automatically again), renaming and the company (audited), the overview staff list, and a
// contact gone with its last lead.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import desk from '../../pb_hooks/lib/shared/sales-desk.json'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { postLead } from '../support/post-lead'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const seller = { username: 'contact_seller', role: 'sales', password: 'seller-pass-1234' }

let server: TestServer
let su: PocketBase
let sales: PocketBase
let serial = 0

/** A lead from a person of its own (a phone and an address nobody else here uses), with `changes`. */
function person(changes: Record<string, unknown> = {}) {
  serial += 1
  return { phone: `1370000${String(serial).padStart(4, '0')}`, email: `person${serial}@example.com`, ...changes }
}
const runMinuteJobs = () => fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: su.authStore.token } }).then((r) => r.json())
const contactOf = async (leadId: string) => (await su.collection('form_submissions').getOne(leadId)).contact as string
const contact = (id: string) => su.collection('contacts').getOne(id)
/** The leads grouped under contact `id` now: its own and those of every contact merged into it. */
const groupLeads = async (id: string) =>
  (await sales.collection('form_submissions').getFullList({ filter: sales.filter('contact = {:id} || contact.root = {:id}', { id }), sort: 'created' })).map((l) => l.id)
const merge = (sourceId: string, targetId: string) => sales.collection('contacts').update(sourceId, { merged_into: targetId })
const unmerge = (id: string) => sales.collection('contacts').update(id, { merged_into: '' })

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  await raiseLeadRateLimit(su)
  await su.collection('staff').create({ ...seller, passwordConfirm: seller.password })
  sales = new PocketBase(server.url)
  sales.autoCancellation(false)
  await sales.collection('staff').authWithPassword(seller.username, seller.password)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('grouping', () => {
  it('groups repeat leads by the same phone or e-mail, whatever the case or the width of its characters', async () => {
    const first = await postLead(server.url, person({ name: '吴一', phone: '13911112222', email: 'Wu.Yi@Example.com' }))
    const byEmail = await postLead(server.url, person({ name: '吴一', email: 'wu.yi@example.COM' }))
    const byPhone = await postLead(server.url, person({ name: '吴先生' }))
    // Typed with a Chinese input method, by an operator: the minute's job groups a lead stored without a
    // contact, as on an upgraded install (+86, 0086 and spaces: tests/unit/contact-keys.test.ts).
    await su.collection('form_submissions').update(byPhone, { phone: '１３９１１１１２２２２', contact: '' })
    await runMinuteJobs()
    const id = await contactOf(first)
    expect(await Promise.all([byEmail, byPhone].map(contactOf))).toEqual([id, id])
    expect(await contact(id)).toMatchObject({ name: '吴一', merged_into: '', root: '' })
    expect((await su.collection('form_submissions').getOne(byPhone)).phone_key).toBe('13911112222')
    const stranger = await postLead(server.url, person({ name: '陌生人' }))
    expect(await contactOf(stranger)).not.toBe(id)
  })

  it('joins two people found to be one by a lead with the phone of one and the e-mail of the other', async () => {
    const byPhone = await postLead(server.url, person({ name: '郑二', company: '' }))
    const byEmail = await postLead(server.url, person({ name: '郑二', company: '郑氏集团' }))
    const phone = (await su.collection('form_submissions').getOne(byPhone)).phone
    const email = (await su.collection('form_submissions').getOne(byEmail)).email
    const older = await contactOf(byPhone)
    const newer = await contactOf(byEmail)
    const bridge = await postLead(server.url, { name: '郑二', phone, email })
    expect(await contact(newer)).toMatchObject({ merged_into: older, root: older })
    expect(await groupLeads(older)).toEqual([byPhone, byEmail, bridge])
    const logged = await su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:id} && action = "contact_merged"', { id: newer }) })
    expect(logged.map((row) => [row.summary, row.actor_name])).toEqual([['同一电话或邮箱，自动合并：郑二 并入 郑二', '']])
  })
})

describe('merging', () => {
  it('merges two contacts into one, undoes it with every lead back where it was, and never joins them again by itself', async () => {
    const a = await postLead(server.url, person({ name: '冯三' }))
    const b = await postLead(server.url, person({ name: '冯三新号' }))
    const c = await postLead(server.url, person({ name: '冯三同事' }))
    const [ca, cb, cc] = await Promise.all([a, b, c].map(contactOf))
    await merge(cc, cb)
    // cb (with cc inside it) joins ca's group: every lead of the three under ca.
    await merge(cb, ca)
    expect(await groupLeads(ca)).toEqual([a, b, c])
    expect(await contact(cc)).toMatchObject({ merged_into: cb, root: ca })
    // A wrong merge undone: cb leaves with what was merged into it; ca keeps its own.
    await unmerge(cb)
    expect(await groupLeads(ca)).toEqual([a])
    expect(await groupLeads(cb)).toEqual([b, c])
    expect(await contact(cb)).toMatchObject({ merged_into: '', root: '', not_same_as: [ca] })
    expect(await contact(cc)).toMatchObject({ merged_into: cb, root: cb })
    const summaries = (await su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:id}', { id: cb }), sort: 'created' })).map((row) => [row.action, row.summary, row.actor_name])
    expect(summaries).toEqual([
      ['contact_merged', '合并联系人：冯三同事 并入 冯三新号', seller.username],
      ['contact_merged', '合并联系人：冯三新号 并入 冯三', seller.username],
      ['contact_unmerged', '撤销合并：冯三新号 不再并入 冯三', seller.username],
    ])
    // A later lead with the phone of one and the e-mail of the other leaves them apart, as staff said.
    const phone = (await su.collection('form_submissions').getOne(a)).phone
    const email = (await su.collection('form_submissions').getOne(b)).email
    await postLead(server.url, { name: '冯三', phone, email })
    expect(await contact(cb)).toMatchObject({ merged_into: '' })
  })

  it('refuses merging a contact into itself, into its own group, or one merged already, in Chinese', async () => {
    const [x, y] = await Promise.all([postLead(server.url, person({ name: '陈四' })), postLead(server.url, person({ name: '陈四四' }))].map(async (p) => contactOf(await p)))
    const refusal = (message: string) => ({ status: 400, response: { data: { merged_into: { message } } } })
    await expect(merge(x, x)).rejects.toMatchObject(refusal(desk.contacts.messages.mergeSelf))
    await expect(merge(x, 'nosuchcontact00')).rejects.toMatchObject(refusal(desk.contacts.messages.mergeTargetMissing))
    await merge(y, x)
    await expect(merge(x, y)).rejects.toMatchObject(refusal(desk.contacts.messages.mergeSame))
    const z = await contactOf(await postLead(server.url, person({ name: '陈五' })))
    await expect(merge(y, z)).rejects.toMatchObject(refusal(desk.contacts.messages.mergeMerged))
    await expect(sales.collection('contacts').update(x, { root: z })).rejects.toMatchObject({ response: { data: { root: { message: desk.contacts.messages.serverField } } } })
  })
})

describe('contacts as staff see them', () => {
  it('renames a contact and sets its company, in the audit trail', async () => {
    const id = await contactOf(await postLead(server.url, person({ name: '褚六', company: '' })))
    await sales.collection('contacts').update(id, { name: '褚六经理', company: '褚氏贸易' })
    const rows = await su.collection('activity_log').getFullList({ filter: su.filter('record_id = {:id}', { id }) })
    expect(rows.map((row) => [row.action, row.summary, row.details.fields])).toEqual([['updated', '修改了联系人', ['name', 'company']]])
    await expect(sales.collection('contacts').update(id, { name: ' ' })).rejects.toMatchObject({ response: { data: { name: { message: desk.contacts.messages.nameRequired } } } })
  })

  it('lists each person once with their leads, phones and e-mails, to group by company', async () => {
    const first = await postLead(server.url, person({ name: '卫七', company: '卫氏科技' }))
    const phone = (await su.collection('form_submissions').getOne(first)).phone
    await postLead(server.url, person({ name: '卫七', phone }))
    const other = await contactOf(await postLead(server.url, person({ name: '卫七老板', company: '卫氏科技' })))
    const id = await contactOf(first)
    await merge(other, id)
    await unmerge(other)
    const rows = await sales.collection('contact_overview').getFullList({ filter: 'company = "卫氏科技"', sort: 'name' })
    expect(rows.map((row) => [row.id, row.name, row.lead_count])).toEqual([
      [id, '卫七', 2],
      [other, '卫七老板', 1],
    ])
    expect(rows[0].phones).toBe(phone)
    expect(rows[0].emails.split(',')).toHaveLength(2)
  })

  it('removes a contact with its last lead, and keeps one that still has leads', async () => {
    const a = await postLead(server.url, person({ name: '蒋八' }))
    const phone = (await su.collection('form_submissions').getOne(a)).phone
    const b = await postLead(server.url, person({ name: '蒋八', phone }))
    const id = await contactOf(a)
    await su.collection('form_submissions').delete(a)
    expect((await contact(id)).id).toBe(id)
    await su.collection('form_submissions').delete(b)
    await expect(contact(id)).rejects.toMatchObject({ status: 404 })
  })
})
