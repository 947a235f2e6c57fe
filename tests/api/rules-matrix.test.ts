// API rules: every collection x list/view/create/update/delete x guest/staff/superuser.
import { randomUUID } from 'node:crypto'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiContext, client, type Role } from '../support/clients'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'

const { siteSettingsId } = sharedRecords

type Op = 'list' | 'view' | 'create' | 'update' | 'delete'
type Body = Record<string, unknown>

/**
 * What a role gets:
 * - list: 'all' sees every fixture, 'public' only the guest-visible one, 'own' only its own
 *   record, 'none' an empty (filtered) list;
 * - view/update: 'allow' on the guest-hidden fixture, 'public' 200 on the visible and 404 on the
 *   hidden one, 'own' 200 on its own record and 404 on another's;
 * - a number: the HTTP status of the refusal.
 */
type Outcome = 'all' | 'public' | 'own' | 'none' | 'allow' | 400 | 403 | 404
type Matrix = Record<Op, Record<Role, Outcome>>

interface Fixture {
  /** Seen by guests (absent when guests see nothing of the collection). */
  visible?: string
  /** Never seen by guests. */
  hidden: string
}

interface CollectionCase {
  name: string
  /** Creates the fixture records as superuser. */
  fixture: (su: PocketBase) => Promise<Fixture>
  /** A valid new record. */
  createBody: () => Body
  /** A harmless change for the target record. */
  updateBody: () => Body
  /** The record a role updates (default: the hidden fixture). */
  updateTarget?: (role: Role, fx: Fixture) => string
  /** A record for one delete attempt, created by the superuser. */
  deleteTarget?: (su: PocketBase) => Promise<string>
  matrix: Matrix
}

const tag = () => randomUUID().slice(0, 8)

/** Collections with guest-hidden fields, on which guests may not filter or sort at all. */
const guestUnfilterable = ['form_submissions', 'isv_partners', 'site_settings']

async function create(su: PocketBase, collection: string, body: Body): Promise<string> {
  return (await su.collection(collection).create(body)).id
}

/** Resolves to 200 when the call succeeds, else to the refusal's HTTP status. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

const slide = (active: boolean): Body => ({
  title: `规则测试 ${tag()}`,
  page_id: 'home',
  active,
  stats: [{ label: '服务企业', value: '1000+' }],
})
const partner = (active: boolean): Body => ({
  name: `规则伙伴 ${tag()}`,
  field: '智能制造',
  description: '用于规则矩阵的测试伙伴',
  order_index: 1,
  active,
  contact_email: 'partner@example.com',
})
const article = (published: boolean): Body => ({
  title: `规则新闻 ${tag()}`,
  summary: '摘要',
  content: '<p>正文</p>',
  category: 'news',
  published,
})
const submission = (): Body => ({
  form_type: 'contact',
  name: '规则测试',
  email: 'rules-matrix@example.com',
  phone: '13800138000',
  company: '测试公司',
  message: '规则矩阵测试',
  consent: true,
  // The lead hooks force pending anyway; sent so the matrix does not depend on them.
  status: 'pending',
})
const mail = (): Body => ({
  kind: 'auto_reply',
  recipient: 'rules-matrix@example.com',
  subject: '规则测试',
  status: 'sent',
  attempts: 1,
})
/** The lead the note fixtures belong to (created in the lead_notes fixture). */
let noteLeadId = ''
const note = (): Body => ({ submission: noteLeadId, body: `规则备注 ${tag()}` })
const activity = (): Body => ({
  action: 'updated',
  collection_name: 'news',
  record_id: tag(),
  record_label: '规则测试',
  summary: '规则矩阵测试',
  details: { via: 'rules-matrix' },
})
/** The audit entry the server writes when the superuser creates a slide. */
async function serverWrittenEntry(su: PocketBase): Promise<string> {
  const slideId = await create(su, 'carousels', slide(false))
  return (await su.collection('activity_log').getFirstListItem(su.filter('record_id = {:slideId}', { slideId }))).id
}
const pageView = (): Body => ({ path: `/rules-matrix/${tag()}`, day: '2000-01-01', count: 1 })
const staffAccount = (): Body => {
  const name = `staff_${tag()}`
  return { username: name, email: `${name}@example.test`, password: 'other-pass-1234', passwordConfirm: 'other-pass-1234' }
}

const intake = (): Body => ({ course: 'practical', start_date: '2027-03-08', end_date: '2027-03-12', city: `规则城市${tag().slice(0, 4)}`, status: 'open' })

/** Guests see the active/published part, staff and superusers see everything and edit it. */
const publicSubset: Matrix = {
  list: { guest: 'public', staff: 'all', superuser: 'all' },
  view: { guest: 'public', staff: 'allow', superuser: 'allow' },
  create: { guest: 400, staff: 'allow', superuser: 'allow' },
  update: { guest: 404, staff: 'allow', superuser: 'allow' },
  delete: { guest: 404, staff: 'allow', superuser: 'allow' },
}

let staffId = ''

const cases: CollectionCase[] = [
  {
    name: 'staff',
    fixture: async (su) => ({ hidden: await create(su, 'staff', staffAccount()) }),
    createBody: staffAccount,
    updateBody: () => ({ emailVisibility: false }),
    updateTarget: (role, fx) => (role === 'staff' ? staffId : fx.hidden),
    deleteTarget: (su) => create(su, 'staff', staffAccount()),
    matrix: {
      list: { guest: 'none', staff: 'own', superuser: 'all' },
      view: { guest: 404, staff: 'own', superuser: 'allow' },
      create: { guest: 403, staff: 403, superuser: 'allow' },
      update: { guest: 404, staff: 'own', superuser: 'allow' },
      delete: { guest: 403, staff: 403, superuser: 'allow' },
    },
  },
  {
    name: 'form_submissions',
    fixture: async (su) => ({ hidden: await create(su, 'form_submissions', submission()) }),
    createBody: submission,
    updateBody: () => ({ status: 'contacted' }),
    matrix: {
      list: { guest: 'none', staff: 'all', superuser: 'all' },
      view: { guest: 404, staff: 'allow', superuser: 'allow' },
      create: { guest: 'allow', staff: 'allow', superuser: 'allow' },
      update: { guest: 404, staff: 'allow', superuser: 'allow' },
      delete: { guest: 404, staff: 'allow', superuser: 'allow' },
    },
  },
  {
    name: 'mail_outbox',
    fixture: async (su) => ({ hidden: await create(su, 'mail_outbox', mail()) }),
    createBody: mail,
    updateBody: () => ({ attempts: 2 }),
    matrix: {
      list: { guest: 'none', staff: 'all', superuser: 'all' },
      view: { guest: 404, staff: 'allow', superuser: 'allow' },
      create: { guest: 403, staff: 403, superuser: 'allow' },
      // Staff retry a failed mail through POST /api/outbox/{id}/retry; nothing else is theirs to change.
      update: { guest: 403, staff: 403, superuser: 'allow' },
      delete: { guest: 403, staff: 403, superuser: 'allow' },
    },
  },
  {
    name: 'lead_notes',
    fixture: async (su) => {
      noteLeadId = await create(su, 'form_submissions', submission())
      return { hidden: await create(su, 'lead_notes', note()) }
    },
    createBody: note,
    updateBody: () => ({ body: '规则矩阵改写的备注' }),
    matrix: {
      list: { guest: 'none', staff: 'all', superuser: 'all' },
      view: { guest: 404, staff: 'allow', superuser: 'allow' },
      create: { guest: 400, staff: 'allow', superuser: 'allow' },
      update: { guest: 403, staff: 403, superuser: 'allow' },
      delete: { guest: 403, staff: 403, superuser: 'allow' },
    },
  },
  {
    name: 'activity_log',
    // Entries exist only as the server writes them: here, an operator's change to a slide.
    fixture: async (su) => ({ hidden: await serverWrittenEntry(su) }),
    createBody: activity,
    updateBody: () => ({ summary: '规则矩阵改写的动态' }),
    deleteTarget: serverWrittenEntry,
    matrix: {
      list: { guest: 'none', staff: 'all', superuser: 'all' },
      view: { guest: 404, staff: 'allow', superuser: 'allow' },
      create: { guest: 403, staff: 403, superuser: 403 },
      update: { guest: 403, staff: 403, superuser: 403 },
      delete: { guest: 403, staff: 403, superuser: 403 },
    },
  },
  {
    name: 'carousels',
    fixture: async (su) => ({ visible: await create(su, 'carousels', slide(true)), hidden: await create(su, 'carousels', slide(false)) }),
    createBody: () => slide(true),
    updateBody: () => ({ order_index: 3 }),
    matrix: publicSubset,
  },
  {
    name: 'isv_partners',
    fixture: async (su) => ({
      visible: await create(su, 'isv_partners', partner(true)),
      hidden: await create(su, 'isv_partners', partner(false)),
    }),
    createBody: () => partner(true),
    updateBody: () => ({ order_index: 2 }),
    matrix: publicSubset,
  },
  {
    name: 'news',
    fixture: async (su) => ({ visible: await create(su, 'news', article(true)), hidden: await create(su, 'news', article(false)) }),
    createBody: () => article(false),
    updateBody: () => ({ featured: true }),
    matrix: publicSubset,
  },
  {
    name: 'site_settings',
    // The one settings record is visible to everyone; nothing about it is guest-hidden.
    fixture: async () => ({ hidden: siteSettingsId }),
    createBody: () => ({ site_name: `临时设置 ${tag()}` }),
    updateBody: () => ({ working_hours: '周一至周五 10:00-17:00' }),
    deleteTarget: (su) => create(su, 'site_settings', { site_name: `临时设置 ${tag()}` }),
    matrix: {
      list: { guest: 'all', staff: 'all', superuser: 'all' },
      view: { guest: 'allow', staff: 'allow', superuser: 'allow' },
      create: { guest: 403, staff: 403, superuser: 'allow' },
      update: { guest: 404, staff: 'allow', superuser: 'allow' },
      delete: { guest: 403, staff: 403, superuser: 'allow' },
    },
  },
  {
    name: 'course_intakes',
    // Session dates are public data: guests read every intake; only staff write them.
    fixture: async (su) => ({ hidden: await create(su, 'course_intakes', intake()) }),
    createBody: intake,
    updateBody: () => ({ status: 'full' }),
    matrix: {
      list: { guest: 'all', staff: 'all', superuser: 'all' },
      view: { guest: 'allow', staff: 'allow', superuser: 'allow' },
      create: { guest: 400, staff: 'allow', superuser: 'allow' },
      update: { guest: 404, staff: 'allow', superuser: 'allow' },
      delete: { guest: 404, staff: 'allow', superuser: 'allow' },
    },
  },
  {
    name: 'page_views',
    fixture: async (su) => ({ hidden: await create(su, 'page_views', pageView()) }),
    createBody: pageView,
    updateBody: () => ({ count: 2 }),
    matrix: {
      list: { guest: 'none', staff: 'all', superuser: 'all' },
      view: { guest: 404, staff: 'allow', superuser: 'allow' },
      create: { guest: 403, staff: 403, superuser: 'allow' },
      update: { guest: 403, staff: 403, superuser: 'allow' },
      delete: { guest: 403, staff: 403, superuser: 'allow' },
    },
  },
]

function behaviour(collection: string, op: Op, role: Role, outcome: Outcome): string {
  const who = role === 'superuser' ? 'a superuser' : role === 'staff' ? 'staff' : 'a guest'
  switch (outcome) {
    case 'all':
      return `${who} lists every ${collection} record`
    case 'public':
      return op === 'list'
        ? `${who} lists only the public ${collection} records`
        : `${who} can ${op} a public ${collection} record but not a hidden one (404)`
    case 'own':
      return `${who} can ${op} only their own ${collection} record`
    case 'none':
      return `${who} gets an empty ${collection} list`
    case 'allow':
      return `${who} can ${op} a ${collection} record`
    default:
      return `${who} cannot ${op} a ${collection} record (${outcome})`
  }
}

describe('API rules matrix', () => {
  const su = client('superuser')
  const fixtures = new Map<string, Fixture>()

  beforeAll(async () => {
    // The shared staff session carries only a token; its record id is in the JWT payload.
    const payload = apiContext().staff.token.split('.')[1]
    staffId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string }).id
    for (const c of cases) fixtures.set(c.name, await c.fixture(su))
  })

  for (const c of cases) {
    describe(c.name, () => {
      for (const op of ['list', 'view', 'create', 'update', 'delete'] as const) {
        for (const role of ['guest', 'staff', 'superuser'] as const) {
          const outcome = c.matrix[op][role]
          it(behaviour(c.name, op, role, outcome), async () => {
            const pb = client(role)
            const records = pb.collection(c.name)
            const fx = fixtures.get(c.name)!

            if (op === 'list') {
              const ids = [fx.visible, fx.hidden, role === 'staff' && c.name === 'staff' ? staffId : undefined].filter(
                (id): id is string => !!id,
              )
              // Guests may not filter the collections with private fields (guest-queries.test.ts):
              // they list everything their rule shows and the fixtures are picked out here.
              const unfiltered = role === 'guest' && guestUnfilterable.includes(c.name)
              const list = await records.getFullList(unfiltered ? {} : { filter: ids.map((id) => `id = "${id}"`).join(' || ') })
              const seen = list
                .map((r) => r.id)
                .filter((id) => ids.includes(id))
                .sort()
              const expected =
                outcome === 'all'
                  ? [fx.visible, fx.hidden]
                  : outcome === 'public'
                    ? [fx.visible]
                    : outcome === 'own'
                      ? [staffId]
                      : []
              expect(seen).toEqual(expected.filter((id): id is string => !!id).sort())
              return
            }

            if (op === 'view') {
              if (outcome === 'public') {
                expect(await statusOf(records.getOne(fx.visible!))).toBe(200)
                expect(await statusOf(records.getOne(fx.hidden))).toBe(404)
              } else if (outcome === 'own') {
                expect(await statusOf(records.getOne(staffId))).toBe(200)
                expect(await statusOf(records.getOne(fx.hidden))).toBe(404)
              } else {
                expect(await statusOf(records.getOne(fx.hidden))).toBe(outcome === 'allow' ? 200 : outcome)
              }
              return
            }

            if (op === 'create') {
              let createdId = ''
              const status = await statusOf(records.create(c.createBody()).then((r) => (createdId = r.id)))
              expect(status).toBe(outcome === 'allow' ? 200 : outcome)
              // Keep the settings collection a single record.
              if (createdId && c.name === 'site_settings') await su.collection(c.name).delete(createdId)
              return
            }

            if (op === 'update') {
              const target = c.updateTarget ? c.updateTarget(role, fx) : fx.hidden
              expect(await statusOf(records.update(target, c.updateBody()))).toBe(
                outcome === 'allow' || outcome === 'own' ? 200 : outcome,
              )
              if (outcome === 'own') expect(await statusOf(records.update(fx.hidden, c.updateBody()))).toBe(404)
              return
            }

            const target = c.deleteTarget ? await c.deleteTarget(su) : await create(su, c.name, c.createBody())
            expect(await statusOf(records.delete(target))).toBe(outcome === 'allow' ? 200 : outcome)
            // Tidy up as operator where anyone may (audit entries stay: nobody deletes those).
            if (outcome !== 'allow' && c.name !== 'activity_log') await su.collection(c.name).delete(target)
          })
        }
      }
    })
  }
})
