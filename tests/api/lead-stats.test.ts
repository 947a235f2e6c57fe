// GET /api/admin/forms/stats: lead counts per status over every lead, and the conversion rate.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validLead } from '../support/lead-cases'
import { startTestServer, type TestServer } from '../support/test-server'

// Its own server, so the counts are exact.
let server: TestServer
let su: PocketBase
let staffToken = ''

async function stats(token?: string) {
  const res = await fetch(`${server.url}/api/admin/forms/stats`, { headers: token ? { authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Creates `count` leads and moves them to `status` (every lead starts pending). */
async function leads(count: number, status: 'pending' | 'contacted' | 'completed') {
  for (let i = 0; i < count; i++) {
    const lead = await su.collection('form_submissions').create({ ...validLead })
    if (status !== 'pending') await su.collection('form_submissions').update(lead.id, { status })
  }
}

beforeAll(async () => {
  server = await startTestServer()
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  staffToken = staff.authStore.token
})

afterAll(async () => server?.stop())

describe('lead stats', () => {
  it('are all zero without leads', async () => {
    expect(await stats(staffToken)).toEqual({
      status: 200,
      body: { total: 0, pending: 0, contacted: 0, completed: 0, conversionRate: 0 },
    })
  })

  it('count every lead by status, with completed / total as a whole percent', async () => {
    await leads(3, 'pending')
    await leads(2, 'contacted')
    await leads(1, 'completed')
    // 1 / 6 = 16.7 %
    expect(await stats(staffToken)).toEqual({
      status: 200,
      body: { total: 6, pending: 3, contacted: 2, completed: 1, conversionRate: 17 },
    })
    await leads(2, 'completed')
    expect((await stats(su.authStore.token)).body).toEqual({ total: 8, pending: 3, contacted: 2, completed: 3, conversionRate: 38 })
  })

  it('are refused to guests', async () => {
    expect((await stats()).status).toBe(401)
  })
})
