// Who may do what, against the roles table (pb_hooks/lib/shared/roles.json): every collection in the database
// × list/view/create/update/delete × guest, admin, sales, editor and superuser; every route our hooks register
// × the same; and realtime, whose events reach only the roles that may list a record. A collection or route
// missing from the table fails here (deny by default), and so does a rule that says otherwise than the table.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import rolesModule from '../../pb_hooks/lib/shared/roles.js'
import rolesTable from '../../pb_hooks/lib/shared/roles.json'
import { smallPng } from '../support/fixtures/images'
import { validLead } from '../support/lead-cases'
import { openRealtime, type RealtimeStream } from '../support/realtime-stream'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const { siteSettingsId } = sharedRecords
const { collectionAccess, grantedToNobody, visibleRows, routeAccess } = rolesModule

type Op = 'list' | 'view' | 'create' | 'update' | 'delete'
type StaffRole = keyof typeof enums.staffRoles
type Audience = 'guest' | StaffRole | 'superuser'

const OPS: Op[] = ['list', 'view', 'create', 'update', 'delete']
const STAFF_ROLES = Object.keys(enums.staffRoles) as StaffRole[]
const hooksDir = join(process.cwd(), 'pb_hooks')

/** One record a collection's case makes before the matrix runs. */
interface FixtureRecord {
  id: string
  /** Guests (and roles without the collection) see it through the collection's public rule. */
  public: boolean
  /** Its value of the table's `rows.field` (activity_log: which collection the row is about). */
  row?: string
}

/**
 * What a guest and a superuser get, as the collection's rules say (the table is about staff roles):
 * 'public' lists (or views) only the public fixtures, 'none' an empty list, 'allow' succeeds, a number is
 * the refusal's status.
 */
type Outcome = 'public' | 'none' | 'allow' | 400 | 403 | 404

interface CollectionCase {
  name: string
  fixture: (su: PocketBase) => Promise<FixtureRecord[]>
  createBody: () => Record<string, unknown> | FormData
  updateBody: () => Record<string, unknown>
  /** A record for one delete attempt, made by the superuser (default: a createBody record). */
  deleteTarget?: (su: PocketBase) => Promise<string>
  /** A view collection: PocketBase refuses every write to it itself (400), for everyone. */
  view?: true
  guest: Record<Op, Outcome>
  superuser: Record<Op, Outcome>
}

const tag = () => randomUUID().slice(0, 8)

/** Collections with guest-hidden fields, on which guests may not filter or sort at all. */
const guestUnfilterable = ['form_submissions', 'isv_partners', 'site_settings']

async function statusOf(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call
    return { status: 200, message: '' }
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, message: String(error.response?.message ?? '') }
    throw error
  }
}

/** The role refusal of lib/core/roles.js, word for word. */
const forbidden = (role: StaffRole) => messages.roles.forbidden.replace('{role}', enums.staffRoles[role])

const slide = (active: boolean) => ({ title: `规则测试 ${tag()}`, page_id: 'home', active, stats: [{ label: '服务企业', value: '1000+' }] })
const partner = (active: boolean) => ({
  name: `规则伙伴 ${tag()}`,
  field: '智能制造',
  description: '用于规则矩阵的测试伙伴',
  order_index: 1,
  active,
  contact_email: 'partner@example.com',
})
const article = (published: boolean) => ({ title: `规则新闻 ${tag()}`, summary: '摘要', content: '<p>正文</p>', category: 'news', published })
const submission = () => ({ ...validLead, name: '规则测试', email: 'rules-matrix@example.com', status: 'pending' })
const mail = () => ({ kind: 'auto_reply', recipient: 'rules-matrix@example.com', subject: '规则测试', status: 'sent', attempts: 1 })
const intake = () => ({ course: 'practical', start_date: '2027-03-08', end_date: '2027-03-12', city: `规则城市${tag().slice(0, 4)}`, status: 'open' })
const pageView = () => ({ path: `/rules-matrix/${tag()}`, day: '2000-01-01', count: 1 })
const privacyRequest = () => ({ type: 'erase', status: 'pending', contact_masked: '139****4321', received_on: '2026-11-27', due_on: '2026-12-18' })
// The month is unique per line: a random one of the first millennium, far from any real run.
const retentionLine = () => ({ month: `0${100 + Math.floor(Math.random() * 899)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`, runs: 1, months: 24, counts: {} })
const staffAccount = (role: StaffRole = 'sales') => {
  const name = `staff_${tag()}`
  return { username: name, email: `${name}@example.test`, role, password: 'other-pass-1234', passwordConfirm: 'other-pass-1234' }
}
const task = () => ({ submission: taskLeadId, title: `规则跟进 ${tag()}`, due_at: '2030-01-01 01:00:00.000Z', owner: staff.sales.id })
const replyTemplate = () => ({ title: `规则模板 ${tag()}`, subject: '规则主题', body: '{姓名}您好' })
function imageForm(): FormData {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'matrix.png')
  return form
}

let server: TestServer
let su: PocketBase
/** A signed-in client and account id per staff role. */
const staff = {} as Record<StaffRole, { pb: PocketBase; id: string }>
let noteLeadId = ''
let taskLeadId = ''

async function create(collection: string, body: Record<string, unknown> | FormData): Promise<string> {
  return (await su.collection(collection).create(body)).id
}

/** The activity rows the server writes (saved as records): a slide created, a lead's status changed. */
async function serverRows(): Promise<FixtureRecord[]> {
  const slideId = await create('carousels', slide(false))
  const leadId = await create('form_submissions', submission())
  await su.collection('form_submissions').update(leadId, { status: 'contacted' })
  const row = (recordId: string, action: string) =>
    su.collection('activity_log').getFirstListItem(su.filter('record_id = {:recordId} && action = {:action}', { recordId, action }))
  return [
    { id: (await row(slideId, 'created')).id, public: false, row: 'carousels' },
    { id: (await row(leadId, 'status_changed')).id, public: false, row: 'form_submissions' },
  ]
}

/** Guests see a collection's public subset and write nothing but leads. */
const publicContent = {
  guest: { list: 'public', view: 'public', create: 400, update: 404, delete: 404 },
  superuser: { list: 'allow', view: 'allow', create: 'allow', update: 'allow', delete: 'allow' },
} satisfies Pick<CollectionCase, 'guest' | 'superuser'>
/** Staff-only collections: guests get nothing (an empty list, 404) or 403 where only superusers may write. */
const staffOnly = (writes: Record<'create' | 'update' | 'delete', Outcome>, superuserWrites = { create: 'allow', update: 'allow', delete: 'allow' } as Record<'create' | 'update' | 'delete', Outcome>) => ({
  guest: { list: 'none', view: 404, ...writes } as Record<Op, Outcome>,
  superuser: { list: 'allow', view: 'allow', ...superuserWrites } as Record<Op, Outcome>,
})

const cases: CollectionCase[] = [
  {
    name: 'staff',
    fixture: async () => [{ id: await create('staff', staffAccount()), public: false }],
    createBody: () => staffAccount(),
    updateBody: () => ({ name: `规则 ${tag()}` }),
    deleteTarget: () => create('staff', staffAccount()),
    ...staffOnly({ create: 400, update: 404, delete: 404 }),
  },
  {
    name: 'form_submissions',
    fixture: async () => [{ id: await create('form_submissions', submission()), public: false }],
    createBody: submission,
    updateBody: () => ({ status: 'contacted' }),
    guest: { list: 'none', view: 404, create: 'allow', update: 404, delete: 404 },
    superuser: publicContent.superuser,
  },
  {
    name: 'lead_notes',
    fixture: async () => {
      noteLeadId = await create('form_submissions', submission())
      return [{ id: await create('lead_notes', { submission: noteLeadId, body: `规则备注 ${tag()}` }), public: false }]
    },
    createBody: () => ({ submission: noteLeadId, body: `规则备注 ${tag()}` }),
    updateBody: () => ({ body: '规则矩阵改写的备注' }),
    ...staffOnly({ create: 400, update: 403, delete: 403 }),
  },
  {
    name: 'lost_reasons',
    // The reasons a lost lead is filed under: the roles that work leads keep the list; nobody deletes one
    // (a lead names it), a reason no longer used is switched off.
    fixture: async () => [{ id: await create('lost_reasons', { name: `规则原因 ${tag()}`, sort_order: 50, active: true }), public: false }],
    createBody: () => ({ name: `规则原因 ${tag()}`, sort_order: 60, active: true }),
    updateBody: () => ({ name: `改过的原因 ${tag()}` }),
    ...staffOnly({ create: 400, update: 404, delete: 403 }),
  },
  {
    name: 'mail_outbox',
    fixture: async () => [{ id: await create('mail_outbox', mail()), public: false }],
    createBody: mail,
    updateBody: () => ({ attempts: 2 }),
    ...staffOnly({ create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'activity_log',
    // Rows exist only as the server writes them; nobody writes, changes or deletes one through the API.
    fixture: serverRows,
    createBody: () => ({ action: 'updated', collection_name: 'news', record_id: tag(), summary: '规则矩阵测试' }),
    updateBody: () => ({ summary: '规则矩阵改写的动态' }),
    deleteTarget: async () => (await serverRows())[0].id,
    ...staffOnly({ create: 403, update: 403, delete: 403 }, { create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'carousels',
    fixture: async () => [
      { id: await create('carousels', slide(true)), public: true },
      { id: await create('carousels', slide(false)), public: false },
    ],
    createBody: () => slide(true),
    updateBody: () => ({ order_index: 3 }),
    ...publicContent,
  },
  {
    name: 'isv_partners',
    fixture: async () => [
      { id: await create('isv_partners', partner(true)), public: true },
      { id: await create('isv_partners', partner(false)), public: false },
    ],
    createBody: () => partner(true),
    updateBody: () => ({ order_index: 2 }),
    ...publicContent,
  },
  {
    name: 'news',
    fixture: async () => [
      { id: await create('news', article(true)), public: true },
      { id: await create('news', article(false)), public: false },
    ],
    createBody: () => article(false),
    updateBody: () => ({ featured: true }),
    ...publicContent,
  },
  {
    name: 'news_images',
    fixture: async () => [{ id: await create('news_images', imageForm()), public: false }],
    createBody: imageForm,
    updateBody: () => ({}),
    deleteTarget: () => create('news_images', imageForm()),
    ...staffOnly({ create: 400, update: 403, delete: 403 }),
  },
  {
    name: 'course_intakes',
    // Session dates are public: guests read every intake.
    fixture: async () => [{ id: await create('course_intakes', intake()), public: true }],
    createBody: intake,
    updateBody: () => ({ status: 'full' }),
    ...publicContent,
  },
  {
    name: 'courses',
    // One published record per course, made at start: anyone reads them; admins and editors publish a
    // change by saving (a revision is written); nobody adds or removes one but an operator (a fifth
    // course cannot exist: the slug is one of the four, unique).
    fixture: async (su) => [{ id: (await su.collection('courses').getFirstListItem('slug = "strategy"')).id, public: true }],
    createBody: () => ({ slug: 'strategy', duration: '2天', seats: 20, level: '企业管理者' }),
    updateBody: () => ({ level: `企业管理者 ${tag()}` }),
    deleteTarget: async (su) => (await su.collection('courses').getFirstListItem('slug = "ecosystem"')).id,
    guest: { list: 'public', view: 'public', create: 403, update: 404, delete: 403 },
    superuser: { list: 'allow', view: 'allow', create: 400, update: 'allow', delete: 'allow' },
  },
  {
    name: 'pages',
    // One published record per public route, as courses are.
    fixture: async (su) => [{ id: (await su.collection('pages').getFirstListItem('path = "/about"')).id, public: true }],
    createBody: () => ({ path: '/about', title: '关于我们', description: '规则矩阵测试' }),
    updateBody: () => ({ description: `规则矩阵测试的页面描述 ${tag()}` }),
    deleteTarget: async (su) => (await su.collection('pages').getFirstListItem('path = "/legal/terms"')).id,
    guest: { list: 'public', view: 'public', create: 403, update: 404, delete: 403 },
    superuser: { list: 'allow', view: 'allow', create: 400, update: 'allow', delete: 'allow' },
  },
  {
    name: 'content_drafts',
    // Unpublished changes, written only by the publishing and 邮件模板 routes: a course's read by admins and
    // editors, a mail template's (admins' alone) by admins only.
    fixture: async (su) => {
      const course = await su.collection('courses').getFirstListItem('slug = "practical"')
      await su.send(`/api/content/courses/${course.id}/draft`, { method: 'PUT', body: { values: { level: `草稿 ${tag()}` } } })
      const { templates } = await su.send<{ templates: Array<{ key: string; values: Record<string, string> }> }>('/api/admin/templates', {})
      const robot = templates.find((template) => template.key === 'robot_lead')!
      await su.send('/api/admin/templates/robot_lead/draft', { method: 'PUT', body: { values: { ...robot.values, subject: `草稿 ${tag()}` } } })
      const draftOf = async (filter: string) => (await su.collection('content_drafts').getFirstListItem(filter)).id
      return [
        { id: await draftOf(su.filter('target_id = {:id}', { id: course.id })), public: false, row: 'courses' },
        { id: await draftOf('target_collection = "message_templates"'), public: false, row: 'message_templates' },
      ]
    },
    createBody: () => ({ target_collection: 'courses', target_id: 'matrixmissing00', data: {} }),
    updateBody: () => ({ data: {} }),
    deleteTarget: async (su) => (await su.collection('content_drafts').getFirstListItem('target_collection = "courses"')).id,
    ...staffOnly({ create: 403, update: 403, delete: 403 }, { create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'content_revisions',
    // Every published version, written by the server alone: a course's read by admins and editors, a mail
    // template's (admins' alone) by admins only.
    fixture: async (su) => {
      const { templates } = await su.send<{ templates: Array<{ key: string; values: Record<string, string> }> }>('/api/admin/templates', {})
      // The auto-reply: publishing clears a template's draft, and content_drafts' case keeps the robot's.
      const autoReply = templates.find((template) => template.key === 'auto_reply')!
      await su.send('/api/admin/templates/auto_reply', { method: 'PUT', body: { values: autoReply.values } })
      const newest = async (filter: string) => (await su.collection('content_revisions').getFirstListItem(filter, { sort: '-created' })).id
      return [
        { id: await newest('target_collection = "courses"'), public: false, row: 'courses' },
        { id: await newest('target_collection = "message_templates"'), public: false, row: 'message_templates' },
      ]
    },
    createBody: () => ({ target_collection: 'courses', target_id: 'matrixmissing00', version: 99, action: 'published', snapshot: {} }),
    updateBody: () => ({ version: 98 }),
    deleteTarget: async (su) => (await su.collection('content_revisions').getList(1, 1, { sort: 'created' })).items[0].id,
    ...staffOnly({ create: 403, update: 403, delete: 403 }, { create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'message_templates',
    // The published mail and robot templates: read by admins, written only by the 邮件模板 routes (operators too).
    fixture: async (su) => {
      const { templates } = await su.send<{ templates: Array<{ key: string; values: Record<string, string> }> }>('/api/admin/templates', {})
      const team = templates.find((template) => template.key === 'team_notification')!
      const published = await su.send<{ id: string }>('/api/admin/templates/team_notification', { method: 'PUT', body: { values: team.values } })
      return [{ id: published.id, public: false }]
    },
    createBody: () => ({ key: 'auto_reply', subject: `规则矩阵 ${tag()}`, text: '正文' }),
    updateBody: () => ({ subject: `规则矩阵 ${tag()}` }),
    deleteTarget: async (su) => (await su.collection('message_templates').getFirstListItem('key = "team_notification"')).id,
    ...staffOnly({ create: 403, update: 403, delete: 403 }, { create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'site_settings',
    // The one settings record, read by everyone (its private fields aside); only admins change it.
    fixture: async () => [{ id: siteSettingsId, public: true }],
    createBody: () => ({ site_name: `临时设置 ${tag()}` }),
    updateBody: () => ({ working_hours: '周一至周五 10:00-17:00' }),
    deleteTarget: () => create('site_settings', { site_name: `临时设置 ${tag()}` }),
    guest: { list: 'public', view: 'public', create: 403, update: 404, delete: 403 },
    superuser: { list: 'allow', view: 'allow', create: 'allow', update: 'allow', delete: 'allow' },
  },
  {
    name: 'lead_tasks',
    // Follow-ups: sales and admins add, change, complete and delete them (each step on the lead's timeline).
    fixture: async () => {
      taskLeadId = await create('form_submissions', submission())
      return [{ id: await create('lead_tasks', task()), public: false }]
    },
    createBody: task,
    updateBody: () => ({ title: `规则跟进 ${tag()}` }),
    ...staffOnly({ create: 400, update: 404, delete: 404 }),
  },
  {
    name: 'reply_templates',
    fixture: async () => [{ id: await create('reply_templates', replyTemplate()), public: false }],
    createBody: replyTemplate,
    updateBody: () => ({ subject: `规则主题 ${tag()}` }),
    ...staffOnly({ create: 400, update: 404, delete: 404 }),
  },
  {
    name: 'contacts',
    // Made by the server with each lead; staff rename, set the company, merge and unmerge; nobody deletes one.
    fixture: async () => [{ id: await create('contacts', { name: `规则联系人 ${tag()}` }), public: false }],
    createBody: () => ({ name: `规则联系人 ${tag()}` }),
    updateBody: () => ({ company: `规则公司 ${tag()}` }),
    ...staffOnly({ create: 403, update: 404, delete: 403 }),
  },
  {
    name: 'contact_overview',
    // A view over contacts and their leads: read only, by everyone.
    fixture: async () => [{ id: await create('contacts', { name: `规则概览 ${tag()}` }), public: false }],
    createBody: () => ({ name: `规则概览 ${tag()}` }),
    updateBody: () => ({ name: `规则概览 ${tag()}` }),
    deleteTarget: async () => create('contacts', { name: `规则概览 ${tag()}` }),
    view: true,
    ...staffOnly({ create: 400, update: 400, delete: 400 }, { create: 400, update: 400, delete: 400 }),
  },
  {
    name: 'page_views',
    fixture: async () => [{ id: await create('page_views', pageView()), public: false }],
    createBody: pageView,
    updateBody: () => ({ count: 2 }),
    ...staffOnly({ create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'privacy_requests',
    // The personal-data request log: written by the privacy routes alone, read by admins and sales.
    fixture: async () => [{ id: await create('privacy_requests', privacyRequest()), public: false }],
    createBody: privacyRequest,
    updateBody: () => ({ status: 'done' }),
    ...staffOnly({ create: 403, update: 403, delete: 403 }),
  },
  {
    name: 'retention_runs',
    // The retention job's monthly lines: written by the job alone, read by admins.
    fixture: async () => [{ id: await create('retention_runs', retentionLine()), public: false }],
    createBody: retentionLine,
    updateBody: () => ({ runs: 2 }),
    ...staffOnly({ create: 403, update: 403, delete: 403 }),
  },
]

function client(audience: Audience): PocketBase {
  if (audience === 'superuser') return su
  if (audience === 'guest') {
    const guest = new PocketBase(server.url)
    guest.autoCancellation(false)
    return guest
  }
  return staff[audience].pb
}

/** What a staff role gets for `op`, from the table: the grant, or the refusal (ours, or the collection's own). */
function staffGrant(collection: string, op: Op, role: StaffRole) {
  const access = collectionAccess(role, collection, op)
  if (access !== 'none') return { access, rows: access === 'all' ? visibleRows(role, collection) : null }
  return { access, ours: !grantedToNobody(collection, op) }
}

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  for (const role of STAFF_ROLES) {
    const account = staffAccount(role)
    const { id } = await su.collection('staff').create(account)
    const pb = new PocketBase(server.url)
    pb.autoCancellation(false)
    await pb.collection('staff').authWithPassword(account.username, account.password)
    staff[role] = { pb, id }
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('the roles table', () => {
  it('names every collection in the database, and no other', async () => {
    const inDatabase = (await su.collections.getFullList()).filter((c) => !c.system).map((c) => c.name)
    expect(Object.keys(rolesTable.collections).sort()).toEqual(inDatabase.sort())
  })

  it('names every route the hooks register, and no other', () => {
    expect(Object.keys(rolesTable.routes).sort()).toEqual(registeredRoutes().sort())
  })

  it('grants only the staff roles there are', () => {
    const named = new Set<string>()
    for (const entry of Object.values(rolesTable.collections)) {
      for (const op of OPS) (entry as Record<string, string[]>)[op].forEach((role) => named.add(role))
    }
    for (const roles of Object.values(rolesTable.routes) as Array<string[] | 'public'>) if (roles !== 'public') roles.forEach((role) => named.add(role))
    for (const roles of Object.values(rolesTable.dashboard)) roles.forEach((role) => named.add(role))
    expect([...named].sort()).toEqual([...STAFF_ROLES].sort())
  })
})

describe('collections', () => {
  const fixtures = new Map<string, FixtureRecord[]>()
  beforeAll(async () => {
    for (const c of cases) fixtures.set(c.name, await c.fixture(su))
  }, 60_000)

  for (const c of cases) {
    describe(c.name, () => {
      for (const op of OPS) {
        for (const audience of ['guest', ...STAFF_ROLES, 'superuser'] as Audience[]) {
          const staffRole = audience !== 'guest' && audience !== 'superuser' ? audience : null
          const grant = staffRole ? staffGrant(c.name, op, staffRole) : null
          const title = grant
            ? `${audience} ${grant.access === 'none' ? `cannot ${op} (403${grant.ours ? ', its role named' : ''})` : `may ${op} (${grant.access})`}`
            : `a ${audience} gets ${String((audience === 'guest' ? c.guest : c.superuser)[op])} on ${op}`
          it(title, async () => {
            const records = fixtures.get(c.name)!
            const pb = client(audience)
            const collection = pb.collection(c.name)
            const ownId = staffRole ? staff[staffRole].id : ''
            const expected = grant ? null : (audience === 'guest' ? c.guest : c.superuser)[op]

            if (grant && grant.access === 'none') {
              const target = op === 'list' || op === 'create' ? '' : records[0].id
              const call =
                op === 'list'
                  ? collection.getList(1, 5)
                  : op === 'view'
                    ? collection.getOne(target)
                    : op === 'create'
                      ? collection.create(c.createBody())
                      : op === 'update'
                        ? collection.update(target, c.updateBody())
                        : collection.delete(target)
              const answer = await statusOf(call)
              if (c.view && op !== 'list' && op !== 'view') return expect(answer.status).toBe(400)
              expect(answer.status).toBe(403)
              if (grant.ours) expect(answer.message).toBe(forbidden(staffRole!))
              return
            }

            /** Which fixtures the audience should see. */
            const visible = (record: FixtureRecord) => {
              if (!grant) return expected === 'allow' || (expected === 'public' && record.public)
              if (grant.access === 'public') return record.public
              if (grant.access === 'own') return false
              return !grant.rows || grant.rows.values.includes(record.row ?? '')
            }

            if (op === 'list') {
              const ids = [...records.map((r) => r.id), ...(grant?.access === 'own' ? [ownId] : [])]
              // Guests may not filter the collections with private fields (guest-queries.test.ts): they list
              // everything their rule shows and the fixtures are picked out here.
              const unfiltered = audience === 'guest' && guestUnfilterable.includes(c.name)
              const list = () => collection.getFullList(unfiltered ? {} : { filter: ids.map((id) => `id = "${id}"`).join(' || ') })
              if (typeof expected === 'number') return expect((await statusOf(list())).status).toBe(expected)
              const seen = (await list())
                .map((r) => r.id)
                .filter((id) => ids.includes(id))
                .sort()
              const want = [...records.filter(visible).map((r) => r.id), ...(grant?.access === 'own' ? [ownId] : [])].sort()
              return expect(seen).toEqual(expected === 'none' ? [] : want)
            }

            if (op === 'view') {
              if (typeof expected === 'number') return expect((await statusOf(collection.getOne(records[0].id))).status).toBe(expected)
              if (grant?.access === 'own') {
                expect((await statusOf(collection.getOne(ownId))).status).toBe(200)
                return expect(await statusOf(collection.getOne(records[0].id))).toEqual({ status: 403, message: forbidden(staffRole!) })
              }
              for (const record of records) expect((await statusOf(collection.getOne(record.id))).status, record.id).toBe(visible(record) ? 200 : 404)
              return
            }

            if (op === 'create') {
              let createdId = ''
              const answer = await statusOf(collection.create(c.createBody()).then((r) => (createdId = r.id)))
              // Keep the settings collection a single record.
              if (createdId && c.name === 'site_settings') await su.collection(c.name).delete(createdId)
              return expect(answer.status).toBe(typeof expected === 'number' ? expected : 200)
            }

            if (op === 'update') {
              if (grant?.access === 'own') {
                expect((await statusOf(collection.update(ownId, c.updateBody()))).status).toBe(200)
                return expect(await statusOf(collection.update(records[0].id, c.updateBody()))).toEqual({ status: 403, message: forbidden(staffRole!) })
              }
              const target = records.find((r) => !r.public) ?? records[0]
              return expect((await statusOf(collection.update(target.id, c.updateBody()))).status).toBe(typeof expected === 'number' ? expected : 200)
            }

            const target = c.deleteTarget ? await c.deleteTarget(su) : await create(c.name, c.createBody())
            expect((await statusOf(collection.delete(target))).status).toBe(typeof expected === 'number' ? expected : 200)
          })
        }
      }
    })
  }

  it('has a case for every collection a staff role may use; the others refuse everyone but superusers', async () => {
    const covered = new Set(cases.map((c) => c.name))
    for (const [name] of Object.entries(rolesTable.collections).filter(([name]) => !covered.has(name))) {
      for (const op of OPS) {
        expect(STAFF_ROLES.map((role) => collectionAccess(role, name, op)), `${name} ${op}: add a case above`).toEqual(STAFF_ROLES.map(() => 'none'))
        for (const audience of ['guest', ...STAFF_ROLES] as Audience[]) {
          const records = client(audience).collection(name)
          const call = op === 'list' ? records.getList(1, 1) : op === 'view' ? records.getOne('matrixmissing00') : op === 'create' ? records.create({}) : op === 'update' ? records.update('matrixmissing00', {}) : records.delete('matrixmissing00')
          expect((await statusOf(call)).status, `${audience} ${op} ${name}`).toBe(403)
        }
      }
    }
  })
})

/** `METHOD /path` of every routerAdd in pb_hooks/*.pb.js; a path read from a shared JSON file is resolved. */
function registeredRoutes(): string[] {
  const routes: string[] = []
  const pattern = /routerAdd\(\s*'([A-Z]+)'\s*,\s*(?:'([^']+)'|require\(`\$\{__hooks\}\/lib\/([^`]+)`\)\.(\w+))/g
  for (const file of readdirSync(hooksDir).filter((name) => name.endsWith('.pb.js'))) {
    for (const match of readFileSync(join(hooksDir, file), 'utf8').matchAll(pattern)) {
      const [, method, path, jsonFile, key] = match
      routes.push(`${method} ${path ?? (JSON.parse(readFileSync(join(hooksDir, 'lib', jsonFile), 'utf8')) as Record<string, string>)[key]}`)
    }
  }
  return routes
}

/** A route's pattern as a request path: `{id}` and the like filled with values that match nothing. */
function requestPath(path: string): string {
  return path.replace('{path...}', 'rules-matrix').replace('{channel}', 'wecom').replace(/\{\w+\}/g, 'matrixmissing00')
}

describe('routes', () => {
  for (const route of Object.keys(rolesTable.routes)) {
    const [method, path] = route.split(' ')
    for (const audience of ['guest', ...STAFF_ROLES, 'superuser'] as Audience[]) {
      const access = audience === 'guest' || audience === 'superuser' ? null : routeAccess(audience, route)
      const isPublic = rolesTable.routes[route as keyof typeof rolesTable.routes] === 'public'
      const behaviour =
        access === 'denied'
          ? `${audience} is refused ${route} (403, its role named)`
          : audience === 'guest' && !isPublic
            ? `a guest is asked to sign in for ${route} (401)`
            : `${audience} is let through to ${route} by the roles`
      it(behaviour, async () => {
        const token = audience === 'guest' ? '' : audience === 'superuser' ? su.authStore.token : staff[audience].pb.authStore.token
        const response = await fetch(`${server.url}${requestPath(path)}`, {
          method,
          headers: { ...(token ? { Authorization: token } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
          body: method === 'GET' ? undefined : '{}',
        })
        const text = await response.text()
        const message = response.headers.get('content-type')?.includes('json') ? String((JSON.parse(text) as { message?: unknown }).message ?? '') : ''
        const refusedByRole = response.status === 403 && STAFF_ROLES.some((role) => message === forbidden(role))
        if (access === 'denied') return expect({ status: response.status, message }).toEqual({ status: 403, message: forbidden(audience as StaffRole) })
        if (audience === 'guest' && !isPublic) return expect(response.status).toBe(401)
        expect(refusedByRole, `${response.status} ${message}`).toBe(false)
        // A staff role the route is for is signed in there (a superuser meets the route's own checks).
        if (access === 'allowed') expect(response.status, message).not.toBe(401)
      })
    }
  }
})

describe('realtime', () => {
  /** One record per collection created by the superuser after every audience has subscribed. */
  const events: Array<{ collection: string; make: () => Promise<FixtureRecord[]> }> = [
    { collection: 'staff', make: async () => [{ id: await create('staff', staffAccount()), public: false }] },
    { collection: 'form_submissions', make: async () => [{ id: await create('form_submissions', submission()), public: false }] },
    { collection: 'lead_notes', make: async () => [{ id: await create('lead_notes', { submission: noteLeadId, body: `实时 ${tag()}` }), public: false }] },
    { collection: 'mail_outbox', make: async () => [{ id: await create('mail_outbox', mail()), public: false }] },
    { collection: 'carousels', make: async () => [{ id: await create('carousels', slide(false)), public: false }] },
    { collection: 'news', make: async () => [{ id: await create('news', article(false)), public: false }] },
    { collection: 'isv_partners', make: async () => [{ id: await create('isv_partners', partner(false)), public: false }] },
    { collection: 'course_intakes', make: async () => [{ id: await create('course_intakes', intake()), public: true }] },
    { collection: 'page_views', make: async () => [{ id: await create('page_views', pageView()), public: false }] },
    { collection: 'lead_tasks', make: async () => [{ id: await create('lead_tasks', task()), public: false }] },
    { collection: 'reply_templates', make: async () => [{ id: await create('reply_templates', replyTemplate()), public: false }] },
    { collection: 'contacts', make: async () => [{ id: await create('contacts', { name: `实时 ${tag()}` }), public: false }] },
    { collection: 'activity_log', make: serverRows },
  ]
  const streams = new Map<'guest' | StaffRole, RealtimeStream>()
  const made = new Map<string, FixtureRecord[]>()

  beforeAll(async () => {
    if (!noteLeadId) noteLeadId = await create('form_submissions', submission())
    if (!taskLeadId) taskLeadId = await create('form_submissions', submission())
    for (const audience of ['guest', ...STAFF_ROLES] as const) {
      const stream = await openRealtime(server.url)
      const token = audience === 'guest' ? undefined : staff[audience].pb.authStore.token
      expect((await stream.subscribe(events.map((e) => `${e.collection}/*`), token)).status).toBe(204)
      streams.set(audience, stream)
    }
    for (const event of events) made.set(event.collection, await event.make())
  }, 60_000)

  afterAll(() => {
    for (const stream of streams.values()) stream.close()
  })

  for (const audience of ['guest', ...STAFF_ROLES] as const) {
    it(`${audience} receives the events of exactly the records it may list`, async () => {
      const stream = streams.get(audience)!
      const expected: string[] = []
      for (const { collection } of events) {
        for (const record of made.get(collection)!) {
          const grant = audience === 'guest' ? null : staffGrant(collection, 'list', audience)
          const sees = grant
            ? grant.access === 'all'
              ? !grant.rows || grant.rows.values.includes(record.row ?? '')
              : grant.access === 'public' && record.public
            : record.public
          if (sees) expected.push(record.id)
        }
      }
      for (const id of expected) expect(await stream.waitFor((e) => e.data.record?.id === id, 5000), id).not.toBeNull()
      // Events go out in the order the records were made: anything else would have arrived by the last one's.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const ids = [...made.values()].flat().map((r) => r.id)
      const received = [...new Set(stream.events.map((e) => String(e.data.record?.id)).filter((id) => ids.includes(id)))]
      expect(received.sort()).toEqual(expected.sort())
    })
  }
})
