// Staff sign-in: username or e-mail identity, 24 h tokens from sign-in, a lockout per account, a per-IP limit an office won't hit.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { apiContext } from '../support/clients'
import { startTestServer, type TestServer } from '../support/test-server'

const LOCKED = '登录失败次数过多，该账号已临时锁定，请15分钟后再试'
const REFRESH_REFUSED = '登录有效期从登录时起算，不能续期'
const MAX_FAILURES = 5
const PER_IP_PER_MINUTE = 60

function tokenExpiry(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp
}

/** Seconds from the token's issue to its expiry, measured around the login call. */
async function loginWindow(pb: PocketBase, identity: string, password: string) {
  const before = Math.floor(Date.now() / 1000)
  const auth = await pb.collection('staff').authWithPassword(identity, password)
  const after = Math.ceil(Date.now() / 1000)
  const exp = tokenExpiry(auth.token)
  return { auth, earliest: exp - after, latest: exp - before }
}

async function loginStatus(pb: PocketBase, identity: string, password: string): Promise<number> {
  try {
    await pb.collection('staff').authWithPassword(identity, password)
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

interface Attempt {
  status: number
  body: { message?: string; token?: string; data?: Record<string, { code?: string; message?: string }> }
  retryAfter: string | null
}

/** One sign-in as a browser sends it, with the raw answer. */
async function attempt(url: string, identity: string, password: string): Promise<Attempt> {
  const res = await fetch(`${url}/api/collections/staff/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity, password }),
  })
  return { status: res.status, body: (await res.json()) as Attempt['body'], retryAfter: res.headers.get('retry-after') }
}

async function statuses(url: string, identity: string, passwords: string[]) {
  const out: number[] = []
  for (const password of passwords) out.push((await attempt(url, identity, password)).status)
  return out
}

const wrong = (n: number) => Array.from({ length: n }, (_, i) => `wrong-pass-${i}`)

describe('staff authentication', () => {
  const { url, staff } = apiContext()

  it('signs in with the username', async () => {
    const pb = new PocketBase(url)
    const auth = await pb.collection('staff').authWithPassword(staff.username, staff.password)
    expect(auth.record.username).toBe(staff.username)
    expect(pb.authStore.isValid).toBe(true)
  })

  it('signs in with the e-mail address and issues a token valid for 24 hours', async () => {
    const { auth, earliest, latest } = await loginWindow(new PocketBase(url), staff.email, staff.password)
    expect(auth.record.email).toBe(staff.email)
    expect(limits.staffTokenSeconds).toBe(24 * 60 * 60)
    expect(earliest).toBeLessThanOrEqual(limits.staffTokenSeconds)
    expect(latest).toBeGreaterThanOrEqual(limits.staffTokenSeconds)
  })

  it('refuses a wrong password with 400', async () => {
    expect(await loginStatus(new PocketBase(url), staff.username, 'not-the-password')).toBe(400)
  })
})

describe('staff session counted from sign-in', () => {
  const { url, staff, superuser } = apiContext()

  async function refresh(token: string) {
    const res = await fetch(`${url}/api/collections/staff/auth-refresh`, { method: 'POST', headers: { Authorization: token } })
    return { status: res.status, body: (await res.json()) as { message?: string; token?: string } }
  }

  it('refuses to refresh a staff token, so no refresh yields a later expiry', async () => {
    const pb = new PocketBase(url)
    const { token } = await pb.collection('staff').authWithPassword(staff.username, staff.password)
    const answer = await refresh(token)
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe(REFRESH_REFUSED)
    expect(answer.body.token).toBeUndefined()
  })

  it('leaves the signed-in token working until its own expiry', async () => {
    const pb = new PocketBase(url)
    const { token, record } = await pb.collection('staff').authWithPassword(staff.username, staff.password)
    expect((await refresh(token)).status).toBe(403)
    expect((await pb.collection('staff').getOne(record.id)).id).toBe(record.id)
    expect(pb.authStore.token).toBe(token)
  })

  it('still lets the operators’ dashboard refresh a superuser session', async () => {
    const res = await fetch(`${url}/api/collections/_superusers/auth-refresh`, {
      method: 'POST',
      headers: { Authorization: superuser.token },
    })
    expect(res.status).toBe(200)
  })
})

describe('staff sign-in lockout per account', () => {
  let server: TestServer
  let su: PocketBase
  let next = 0

  /** A fresh account per test, so each starts with a clean count. */
  async function createStaff() {
    next += 1
    const account = { username: `desk-${next}`, email: `desk-${next}@example.test`, password: `desk-pass-${next}0` }
    const record = await su.collection('staff').create({ ...account, passwordConfirm: account.password, verified: true })
    return { ...account, id: record.id }
  }

  /** Moves an account's stored failure times back, as if that much time had passed. */
  async function age(key: string, seconds: number) {
    const row = await su.collection('_staff_login_failures').getFirstListItem(su.filter('identity_key = {:key}', { key }))
    const shift = (value: string) => (value ? new Date(Date.parse(value.replace(' ', 'T')) - seconds * 1000).toISOString().replace('T', ' ') : '')
    await su.collection('_staff_login_failures').update(row.id, {
      first_failure_at: shift(row.first_failure_at),
      locked_until: shift(row.locked_until),
    })
  }

  beforeAll(async () => {
    server = await startTestServer()
    su = new PocketBase(server.url)
    su.autoCancellation(false)
    await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
    // This block counts attempts per account; the per-IP limit has its own server and test below.
    const { rateLimits } = (await su.settings.getAll()) as { rateLimits: { rules: { label: string; maxRequests: number }[] } }
    await su.settings.update({
      rateLimits: { ...rateLimits, rules: rateLimits.rules.map((r) => (r.label === 'staff:auth' ? { ...r, maxRequests: 1000 } : r)) },
    })
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('ships 5 failures in 15 minutes and a 15-minute lock', () => {
    expect(limits.staffLockout).toMatchObject({ maxFailures: MAX_FAILURES, windowSeconds: 900, lockSeconds: 900 })
  })

  it(`refuses even the right password with 429 after ${MAX_FAILURES} wrong ones, by username and e-mail alike`, async () => {
    const desk = await createStaff()
    expect(await statuses(server.url, desk.username, wrong(MAX_FAILURES))).toEqual(Array(MAX_FAILURES).fill(400))
    for (const identity of [desk.username, desk.email, desk.username.toUpperCase()]) {
      const locked = await attempt(server.url, identity, desk.password)
      expect(locked.status).toBe(429)
      expect(locked.body.message).toBe(LOCKED)
      expect(locked.body.data?.identity).toEqual({ code: limits.staffLockout.errorCode, message: LOCKED })
      expect(Number(locked.retryAfter)).toBeGreaterThan(890)
      expect(Number(locked.retryAfter)).toBeLessThanOrEqual(900)
    }
    // Other accounts behind the same address carry on.
    expect((await attempt(server.url, server.staff.username, server.staff.password)).status).toBe(200)
  })

  it('counts the username in any case and the e-mail address as one account', async () => {
    const desk = await createStaff()
    // PocketBase matches the username in any case and the e-mail address as stored.
    const identities = [desk.username, desk.username.toUpperCase(), desk.email, 'Desk-' + desk.username.slice(5), desk.email]
    for (const identity of identities) expect((await attempt(server.url, identity, 'wrong-pass-x')).status).toBe(400)
    expect((await attempt(server.url, desk.username, desk.password)).status).toBe(429)
  })

  it('locks an unknown identity the same way, so a lock does not tell which accounts exist', async () => {
    expect(await statuses(server.url, 'nobody-here', wrong(MAX_FAILURES))).toEqual(Array(MAX_FAILURES).fill(400))
    const locked = await attempt(server.url, 'NOBODY-here', 'anything-1234')
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe(LOCKED)
  })

  it('starts the count again after a successful sign-in', async () => {
    const desk = await createStaff()
    const run = [...wrong(MAX_FAILURES - 1), desk.password, ...wrong(MAX_FAILURES - 1), desk.password]
    expect(await statuses(server.url, desk.username, run)).toEqual([...Array(MAX_FAILURES - 1).fill(400), 200, ...Array(MAX_FAILURES - 1).fill(400), 200])
  })

  it('forgets failures older than the 15-minute window', async () => {
    const desk = await createStaff()
    expect(await statuses(server.url, desk.username, wrong(MAX_FAILURES - 1))).toEqual(Array(MAX_FAILURES - 1).fill(400))
    await age(`staff:${desk.id}`, 901)
    expect(await statuses(server.url, desk.username, wrong(MAX_FAILURES - 1))).toEqual(Array(MAX_FAILURES - 1).fill(400))
    expect((await attempt(server.url, desk.username, desk.password)).status).toBe(200)
  })

  it('lifts the lock after 15 minutes with a clean count', async () => {
    const desk = await createStaff()
    await statuses(server.url, desk.username, wrong(MAX_FAILURES))
    await age(`staff:${desk.id}`, 899)
    expect((await attempt(server.url, desk.username, desk.password)).status).toBe(429)
    await age(`staff:${desk.id}`, 2)
    expect((await attempt(server.url, desk.username, desk.password)).status).toBe(200)
    expect(await statuses(server.url, desk.username, wrong(MAX_FAILURES - 1))).toEqual(Array(MAX_FAILURES - 1).fill(400))
    expect((await attempt(server.url, desk.username, desk.password)).status).toBe(200)
  })

  it(`answers at most ${MAX_FAILURES} of many wrong passwords sent at once`, async () => {
    const desk = await createStaff()
    const answers = await Promise.all(wrong(20).map((password) => attempt(server.url, desk.username, password)))
    const counts = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})
    expect(counts).toEqual({ 400: MAX_FAILURES, 429: 20 - MAX_FAILURES })
  })

  it('keeps the counters from staff and guests', async () => {
    const staff = new PocketBase(server.url)
    await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
    for (const pb of [staff, new PocketBase(server.url)]) {
      await expect(pb.collection('_staff_login_failures').getList(1, 1)).rejects.toMatchObject({ status: 403 })
    }
  })
})

describe('staff sign-in per-IP limit', () => {
  // Its own server: exhausting the limit on the shared one would lock out the other test files.
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  })

  afterAll(async () => {
    await server?.stop()
  })

  it(`lets an office behind one address try ${PER_IP_PER_MINUTE} sign-ins a minute, then answers 429 even to the right password`, async () => {
    // Different people, each a wrong password or two: no account reaches its own lockout.
    const answers: number[] = []
    for (let i = 0; i < PER_IP_PER_MINUTE; i++) answers.push((await attempt(server.url, `person-${i % 30}`, `wrong-${i}`)).status)
    expect(answers).toEqual(Array(PER_IP_PER_MINUTE).fill(400))
    const limited = await attempt(server.url, server.staff.username, server.staff.password)
    expect(limited.status).toBe(429)
    expect(limited.body.message).not.toBe(LOCKED)
    expect(limits.rateLimits.find((r) => r.label === 'staff:auth')).toEqual({ label: 'staff:auth', maxRequests: PER_IP_PER_MINUTE, duration: 60 })
  })
})
