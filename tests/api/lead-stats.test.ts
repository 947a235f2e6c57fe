// GET /api/admin/forms/stats: lead counts per stage over every lead, the conversion rate (won / total) and
// the won and open values in yuan.
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

/** Creates `count` leads and moves them to `status` (every lead starts pending), each worth `value` yuan. */
async function leads(count: number, status: 'pending' | 'contacted' | 'quoted' | 'completed' | 'lost', value = 0) {
  const reason = status === 'lost' ? (await su.collection('lost_reasons').getFirstListItem('active = true')).id : ''
  for (let i = 0; i < count; i++) {
    const lead = await su.collection('form_submissions').create({ ...validLead })
    if (status !== 'pending' || value) await su.collection('form_submissions').update(lead.id, { status, expected_value: value, lost_reason: reason })
  }
}

const none = { quoted: 0, lost: 0, wonValue: 0, openValue: 0 }

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
      body: { total: 0, pending: 0, contacted: 0, completed: 0, conversionRate: 0, ...none },
    })
  })

  it('count every lead by status, with completed / total as a whole percent', async () => {
    await leads(3, 'pending')
    await leads(2, 'contacted')
    await leads(1, 'completed')
    // 1 / 6 = 16.7 %
    expect(await stats(staffToken)).toEqual({
      status: 200,
      body: { total: 6, pending: 3, contacted: 2, completed: 1, conversionRate: 17, ...none },
    })
    await leads(2, 'completed')
    expect((await stats(su.authStore.token)).body).toEqual({ total: 8, pending: 3, contacted: 2, completed: 3, conversionRate: 38, ...none })
  })

  it('count quoted and lost leads, with the value of the won leads as revenue and of the open ones as the pipeline', async () => {
    await leads(2, 'quoted', 50_000)
    await leads(1, 'completed', 88_000)
    await leads(1, 'lost', 30_000)
    await leads(1, 'pending', 10_000)
    // 4 won of 13; lost leads' value counts in neither.
    expect((await stats(staffToken)).body).toEqual({
      total: 13,
      pending: 4,
      contacted: 2,
      quoted: 2,
      completed: 4,
      lost: 1,
      conversionRate: 31,
      wonValue: 88_000,
      openValue: 110_000,
    })
  })

  it('are refused to guests', async () => {
    expect((await stats()).status).toBe(401)
  })
})
