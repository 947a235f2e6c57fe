// Lead submissions on a live server: the shared case table, server-decided fields, closed
// registration and the honeypot.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import rules from '../../pb_hooks/lib/shared/lead-rules.json'
import sharedMessages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { leadCases, validLead, type LeadBody } from '../support/lead-cases'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let su: PocketBase

/** POSTs a lead as a guest; resolves to the status and the body PocketBase answered. */
async function submit(body: LeadBody, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const messagesOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries((body.data ?? {}) as Record<string, { message: string }>).map(([k, v]) => [k, v.message]))

beforeAll(async () => {
  // Its own server: this file sends far more leads than the per-IP create limit allows.
  server = await startTestServer()
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const settings = await su.settings.getAll()
  const rateLimits = settings.rateLimits as { rules: { label: string; maxRequests: number }[] }
  await su.settings.update({
    rateLimits: {
      ...rateLimits,
      rules: rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: 10_000 } : rule)),
    },
  })
})

afterAll(async () => server?.stop())

describe('the shared lead case table on the server', () => {
  for (const leadCase of leadCases) {
    it(leadCase.name, async () => {
      const { status, body } = await submit(leadCase.body)
      if (Object.keys(leadCase.errors).length === 0) {
        expect(status).toBe(200)
        const stored = await su.collection('form_submissions').getOne(String(body.id))
        for (const [field, value] of Object.entries(leadCase.stored ?? {})) expect(stored[field]).toBe(value)
      } else {
        expect(status).toBe(400)
        expect(body.message).toBe(sharedMessages.invalidForm)
        expect(messagesOf(body)).toEqual(leadCase.errors)
      }
    })
  }
})

describe('lead fields the server decides', () => {
  it('stores pending, the real IP and user agent, whatever the visitor sent', async () => {
    const { status, body } = await submit(
      { ...validLead, status: 'completed', ip_address: '8.8.8.8', user_agent: 'forged' },
      { 'user-agent': 'LeadTest/1.0' },
    )
    expect(status).toBe(200)
    expect(body).not.toHaveProperty('ip_address')
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored.status).toBe('pending')
    expect(stored.ip_address).toBe('127.0.0.1')
    expect(stored.user_agent).toBe('LeadTest/1.0')
    expect(stored.consent).toBe(true)
  })

  it('keeps the attribution of the visit, sanitised', async () => {
    const { body } = await submit({
      ...validLead,
      utm_source: 'wechat',
      utm_medium: '<social>',
      utm_campaign: 'spring',
      landing_path: '/courses/strategy',
      referrer: 'https://example.com/article',
    })
    const stored = await su.collection('form_submissions').getOne(String(body.id))
    expect(stored).toMatchObject({
      utm_source: 'wechat',
      utm_medium: 'social',
      utm_campaign: 'spring',
      landing_path: '/courses/strategy',
      referrer: 'https://example.com/article',
    })
  })

  it('answers a honeypot hit like a success but stores nothing', async () => {
    const before = (await su.collection('form_submissions').getList(1, 1)).totalItems
    const { status, body } = await submit({ ...validLead, [rules.honeypotField]: 'http://spam.example' })
    expect(status).toBe(200)
    expect(String(body.id)).toMatch(/^[a-z0-9]{15}$/)
    expect((await su.collection('form_submissions').getList(1, 1)).totalItems).toBe(before)
    await expect(su.collection('form_submissions').getOne(String(body.id))).rejects.toBeInstanceOf(ClientResponseError)
  })

  it('refuses course registrations while registration is off, and accepts other leads', async () => {
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { registration_enabled: false })
    try {
      const registration = await submit({ ...validLead, form_type: 'course_registration', course_id: 'strategy' })
      expect(registration.status).toBe(400)
      expect(messagesOf(registration.body)).toEqual({ form_type: rules.messages.registrationClosed })
      expect((await submit(validLead)).status).toBe(200)
    } finally {
      await su.collection('site_settings').update(sharedRecords.siteSettingsId, { registration_enabled: true })
    }
  })
})
