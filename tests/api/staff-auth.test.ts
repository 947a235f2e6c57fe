// Staff sign-in: username or e-mail identity, 24 h tokens, brute force cut off by the rate limit.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { apiContext } from '../support/clients'
import { startTestServer, type TestServer } from '../support/test-server'

const staffAuthLimit = limits.rateLimits.find((rule) => rule.label === 'staff:auth')!

/** Seconds from the token's issue to its expiry, measured around the login call. */
async function loginWindow(pb: PocketBase, identity: string, password: string) {
  const before = Math.floor(Date.now() / 1000)
  const auth = await pb.collection('staff').authWithPassword(identity, password)
  const after = Math.ceil(Date.now() / 1000)
  const payload = JSON.parse(Buffer.from(auth.token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }
  return { auth, earliest: payload.exp - after, latest: payload.exp - before }
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

describe('staff sign-in rate limit', () => {
  // Its own server: exhausting the limit on the shared one would lock out the other test files.
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  })

  afterAll(async () => {
    await server?.stop()
  })

  it(`answers 429 once wrong passwords exceed ${staffAuthLimit.maxRequests} attempts per ${staffAuthLimit.duration} s`, async () => {
    const allowed = staffAuthLimit.maxRequests
    const statuses: number[] = []
    for (let i = 0; i <= allowed; i++) {
      statuses.push(await loginStatus(new PocketBase(server.url), server.staff.username, `wrong-${i}`))
    }
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(400))
    expect(statuses[allowed]).toBe(429)
    // The correct password is refused too while the window lasts.
    expect(await loginStatus(new PocketBase(server.url), server.staff.username, server.staff.password)).toBe(429)
  })
})
