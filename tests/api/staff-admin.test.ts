// 员工管理 through the REST API as the back office calls it, on a server of its own: an admin adds a colleague
// with a one-time password that must be changed first, resets a password, changes a role, disables, enables
// and deletes accounts; sessions and realtime end at once; the last active admin stays; nobody raises their
// own role; every change is in the audit trail; and the time of each sign-in.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { validLead } from '../support/lead-cases'
import { openRealtime, type RealtimeStream } from '../support/realtime-stream'
import { startTestServer, superuserSession, type TestServer } from '../support/test-server'

const text = messages.staffAdmin
const WEAK = messages.staffPassword.weak.replace('{min}', '10')

let server: TestServer
let su: PocketBase
/** The admin doing the managing (a fresh account, not the test server's shared one). */
let admin: PocketBase
let next = 0
const streams: RealtimeStream[] = []

function newClient(): PocketBase {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  return pb
}

async function signIn(username: string, password: string): Promise<PocketBase> {
  const pb = newClient()
  await pb.collection('staff').authWithPassword(username, password)
  return pb
}

/** Resolves to `{status, message, data}` of a refusal, or status 200. */
async function outcome(call: Promise<unknown>) {
  try {
    await call
    return { status: 200, message: '', data: {} as Record<string, { code?: string; message?: string }> }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, message: String(error.response?.message ?? ''), data: (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }> }
  }
}

/** A colleague added by the admin as the back office adds one (no password: the server makes one). */
async function addColleague(role: string, extra: Record<string, unknown> = {}) {
  next += 1
  const username = `colleague_${next}`
  const record = await admin.collection('staff').create({ username, name: `同事${next}`, email: `${username}@example.test`, role, ...extra })
  return { id: record.id, username, password: String(record.one_time_password ?? ''), record }
}

/** A colleague who has signed in and set their own password. */
async function activeColleague(role: string) {
  const colleague = await addColleague(role)
  const pb = await signIn(colleague.username, colleague.password)
  const password = `own-pass-${next}0`
  await pb.collection('staff').update(colleague.id, { oldPassword: colleague.password, password, passwordConfirm: password })
  return { ...colleague, password, pb: await signIn(colleague.username, password) }
}

/** The audit trail's rows about a staff account, oldest first, as `action: summary (actor)`. */
async function trail(id: string) {
  const rows = await su.collection('activity_log').getFullList({ filter: su.filter('collection_name = "staff" && record_id = {:id}', { id }), sort: 'created,@rowid' })
  return rows.map((row) => `${row.action}: ${row.summary} (${row.actor_name})`)
}

async function postLead() {
  const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validLead, name: '员工测试' }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

/** A realtime connection subscribed as `pb` to the leads and to the end of its own session. */
async function liveSession(pb: PocketBase) {
  const stream = await openRealtime(server.url)
  streams.push(stream)
  expect((await stream.subscribe(['form_submissions/*', 'staff_session'], pb.authStore.token)).status).toBe(204)
  return stream
}

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  await su.collection('staff').create({ username: 'manager', email: 'manager@example.test', role: 'admin', password: 'manager-pass-1', passwordConfirm: 'manager-pass-1' })
  admin = await signIn('manager', 'manager-pass-1')
}, 120_000)

afterAll(async () => {
  for (const stream of streams) stream.close()
  await server?.stop()
})

describe('adding a colleague', () => {
  it('answers a one-time password once; the colleague must change it before doing anything else', async () => {
    const colleague = await addColleague('sales')
    expect(colleague.password).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(colleague.record).toMatchObject({ role: 'sales', name: `同事${next}`, must_change_password: true, disabled: false })
    // Never again: not stored, not in any later answer.
    expect((await admin.collection('staff').getOne(colleague.id)).one_time_password).toBeUndefined()

    const first = await signIn(colleague.username, colleague.password)
    expect(first.authStore.record?.must_change_password).toBe(true)
    expect(await outcome(first.collection('form_submissions').getList())).toMatchObject({ status: 403, message: text.mustChangePassword })
    // Its own record and the site settings are readable meanwhile (the back office's language).
    expect((await outcome(first.collection('staff').getOne(colleague.id))).status).toBe(200)

    const own = 'sales-own-pass-1'
    await first.collection('staff').update(colleague.id, { oldPassword: colleague.password, password: own, passwordConfirm: own })
    const after = await signIn(colleague.username, own)
    expect(after.authStore.record?.must_change_password).toBe(false)
    expect((await outcome(after.collection('form_submissions').getList())).status).toBe(200)
    expect(await trail(colleague.id)).toEqual([
      `created: ${text.created.replace('{role}', enums.staffRoles.sales)} (manager)`,
      `password_changed: ${messages.security.passwordChanged} (${colleague.username})`,
    ])
  })

  it('takes a password an API client sets itself (the staff rule applies), with no change asked', async () => {
    next += 1
    const username = `scripted_${next}`
    expect(await outcome(admin.collection('staff').create({ username, role: 'editor', password: 'short1', passwordConfirm: 'short1' }))).toMatchObject({
      status: 400,
      data: { password: { message: WEAK } },
    })
    const record = await admin.collection('staff').create({ username, role: 'editor', password: 'scripted-pass-1', passwordConfirm: 'scripted-pass-1' })
    expect(record).toMatchObject({ must_change_password: false, email: `${username}@staff.local` })
    expect(record.one_time_password).toBeUndefined()
    const editor = await signIn(username, 'scripted-pass-1')
    expect((await outcome(editor.collection('news').create({ title: '编辑的新闻', summary: '摘要', content: '<p>正文</p>', category: 'news' }))).status).toBe(200)
  })

  it('needs a role', async () => {
    expect(await outcome(admin.collection('staff').create({ username: 'no_role_here' }))).toMatchObject({ status: 400, data: { role: { message: text.roleRequired } } })
  })

  it('stamps every sign-in', async () => {
    const colleague = await activeColleague('editor')
    const before = Date.now()
    await signIn(colleague.username, colleague.password)
    const stamped = Date.parse((await admin.collection('staff').getOne(colleague.id)).last_sign_in_at.replace(' ', 'T'))
    expect(stamped).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('changing an account', () => {
  it('resets a password: a new one-time password, the old one and its sessions gone, a lock lifted', async () => {
    const colleague = await activeColleague('sales')
    const stream = await liveSession(colleague.pb)
    // Locked by wrong passwords (lib/staff/staff-lockout.js): the reset is a fresh start.
    for (let i = 0; i < 5; i++) await outcome(signIn(colleague.username, 'wrong-pass-000'))
    expect((await outcome(signIn(colleague.username, colleague.password))).status).toBe(429)

    const { one_time_password: password } = await admin.send<{ one_time_password: string }>(`/api/admin/staff/${colleague.id}/password`, { method: 'POST' })
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(await stream.waitFor((event) => event.topic === 'staff_session')).toMatchObject({ data: { reason: 'password' } })
    // The open token is dead: where a guest gets nothing, it is told to sign in again.
    expect((await outcome(colleague.pb.collection('form_submissions').getList())).status).toBe(401)
    expect((await outcome(signIn(colleague.username, colleague.password))).status).toBe(400)
    expect((await signIn(colleague.username, password)).authStore.record?.must_change_password).toBe(true)
    expect((await trail(colleague.id)).at(-1)).toBe(`password_reset: ${text.passwordReset} (manager)`)
    // Not one's own: that is the password change.
    expect(await outcome(admin.send(`/api/admin/staff/${admin.authStore.record!.id}/password`, { method: 'POST' }))).toMatchObject({ status: 400, message: text.useOwnChange })
  })

  it('changes a role: the account signs in again to work with it', async () => {
    const colleague = await activeColleague('editor')
    const stream = await liveSession(colleague.pb)
    await admin.collection('staff').update(colleague.id, { role: 'sales' })
    expect(await stream.waitFor((event) => event.topic === 'staff_session')).toMatchObject({ data: { reason: 'role' } })
    // The session it had is over (401), whatever its old role could do.
    expect((await outcome(colleague.pb.collection('news').create({ title: 'x', summary: 'x', content: '<p>x</p>', category: 'news' }))).status).toBe(401)
    const again = await signIn(colleague.username, colleague.password)
    expect(again.authStore.record?.role).toBe('sales')
    expect((await outcome(again.collection('form_submissions').getList())).status).toBe(200)
    expect((await trail(colleague.id)).at(-1)).toBe(`role_changed: ${text.roleChanged.replace('{from}', enums.staffRoles.editor).replace('{to}', enums.staffRoles.sales)} (manager)`)
  })

  it('disables an account: no sign-in, its open token lists no leads, its realtime ends; enabling lets it back', async () => {
    const colleague = await activeColleague('sales')
    const stream = await liveSession(colleague.pb)
    await admin.collection('staff').update(colleague.id, { disabled: true })
    expect(await stream.waitFor((event) => event.topic === 'staff_session')).toMatchObject({ data: { reason: 'disabled' } })
    // A lead after the disable reaches the connection no more.
    const lead = await postLead()
    expect(await stream.waitFor((event) => event.data.record?.id === lead, 800)).toBeNull()
    expect((await outcome(colleague.pb.collection('form_submissions').getList())).status).toBe(401)
    expect(await outcome(signIn(colleague.username, colleague.password))).toMatchObject({ status: 403, message: '该账号已停用，请联系管理员' })

    await admin.collection('staff').update(colleague.id, { disabled: false })
    expect((await outcome(signIn(colleague.username, colleague.password))).status).toBe(200)
    expect((await trail(colleague.id)).slice(-2)).toEqual([`disabled: ${text.disabled} (manager)`, `enabled: ${text.enabled} (manager)`])
  })

  it('sets a colleague’s name and e-mail, in the audit trail', async () => {
    const colleague = await addColleague('editor')
    await admin.collection('staff').update(colleague.id, { name: '新名字', email: `${colleague.username}@company.cn` })
    expect(await admin.collection('staff').getOne(colleague.id)).toMatchObject({ name: '新名字', email: `${colleague.username}@company.cn` })
    expect((await trail(colleague.id)).at(-1)).toBe(`updated: ${text.updated} (manager)`)
  })

  it('never lets anyone raise their own role, nor change their status', async () => {
    const colleague = await activeColleague('sales')
    const forbidden = messages.roles.forbidden.replace('{role}', enums.staffRoles.sales)
    expect(await outcome(colleague.pb.collection('staff').update(colleague.id, { role: 'admin' }))).toMatchObject({ status: 403, message: forbidden })
    expect(await outcome(colleague.pb.collection('staff').update(colleague.id, { must_change_password: true, name: '自己改名' }))).toMatchObject({ status: 200 })
    expect(await admin.collection('staff').getOne(colleague.id)).toMatchObject({ role: 'sales', must_change_password: false, name: '自己改名' })
    expect(await outcome(admin.collection('staff').update(admin.authStore.record!.id, { disabled: true }))).toMatchObject({
      status: 400,
      data: { disabled: { message: text.selfDisable } },
    })
  })
})

describe('deleting an account', () => {
  it('deletes one that owns nothing, and refuses one with a lead, a note or an audit row (disable it instead)', async () => {
    const unused = await addColleague('editor')
    await admin.collection('staff').delete(unused.id)
    expect(await outcome(su.collection('staff').getOne(unused.id))).toMatchObject({ status: 404 })
    expect(await trail(unused.id)).toEqual([`created: ${text.created.replace('{role}', enums.staffRoles.editor)} (manager)`, `deleted: ${text.deleted} (manager)`])

    const assigned = await addColleague('sales')
    await admin.collection('form_submissions').update(await postLead(), { assignee: assigned.id })
    expect(await outcome(admin.collection('staff').delete(assigned.id))).toMatchObject({ status: 400, message: text.ownsRecords })

    const author = await activeColleague('sales')
    expect(await outcome(admin.collection('staff').delete(author.id))).toMatchObject({ status: 400, message: text.ownsRecords })
    expect(await outcome(admin.collection('staff').delete(admin.authStore.record!.id))).toMatchObject({ status: 400, message: text.selfDelete })
  })
})

describe('the last active admin', () => {
  // Last in the file: it ends with the manager stepped down.
  it('cannot step down or be disabled; a disabled admin does not count; with a second one it can', async () => {
    // The test server's own admin made a salesperson: the manager is the one active admin.
    await su.collection('staff').update((await su.collection('staff').getFirstListItem(`username = "${server.staff.username}"`)).id, { role: 'sales' })
    const me = admin.authStore.record!.id
    const lastAdmin = (field: string) => ({ status: 400, data: { [field]: { message: text.lastAdmin } } })
    expect(await outcome(admin.collection('staff').update(me, { role: 'editor' }))).toMatchObject(lastAdmin('role'))
    expect(await outcome(admin.collection('staff').update(me, { disabled: true }))).toMatchObject(lastAdmin('disabled'))

    const deputy = await admin.collection('staff').create({ username: 'deputy', role: 'admin', password: 'deputy-pass-1', passwordConfirm: 'deputy-pass-1' })
    await admin.collection('staff').update(deputy.id, { disabled: true })
    expect(await outcome(admin.collection('staff').update(me, { role: 'sales' }))).toMatchObject(lastAdmin('role'))

    await admin.collection('staff').update(deputy.id, { disabled: false })
    expect((await outcome(admin.collection('staff').update(me, { role: 'sales' }))).status).toBe(200)
    const second = await signIn('deputy', 'deputy-pass-1')
    expect(await outcome(second.collection('staff').update(deputy.id, { role: 'editor' }))).toMatchObject(lastAdmin('role'))
    expect((await su.collection('staff').getOne(me)).role).toBe('sales')
  })
})
