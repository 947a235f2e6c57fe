// The outbox as staff see it: read-only mails, retry or discard of a failed or held one, and the queue's status.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { client } from '../support/clients'
import { validLead } from '../support/lead-cases'
import { staffSession, startTestServer, superuserSession, type TestServer } from '../support/test-server'

// Its own server without SMTP: nothing is sent behind the test's back and the counts are exact.
let server: TestServer
let su: PocketBase
let staff: PocketBase

async function post(path: string, token?: string) {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: token ? { authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function getStatus(url: string, token?: string) {
  const res = await fetch(`${url}/api/outbox/status`, { headers: token ? { authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A lead and its auto-reply; the mail is set to `status` as the superuser (operators bypass the rules). */
async function leadMail(email: string, status: 'queued' | 'sent' | 'failed' | 'held') {
  const lead = await su.collection('form_submissions').create({ ...validLead, name: '重发测试', email })
  const [mail] = await su.collection('mail_outbox').getFullList({ filter: `submission = "${lead.id}"` })
  const changes = status === 'failed' ? { status, attempts: 8, last_error: 'dial tcp: connection refused' } : { status }
  return { lead, mail: await su.collection('mail_outbox').update(mail.id, changes) }
}

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  staff = await staffSession(server)
})

afterAll(async () => server?.stop())

describe('POST /api/outbox/{id}/retry', () => {
  it('puts a failed mail back in the queue, due now, with its attempts reset and its last error kept', async () => {
    const { mail } = await leadMail('retry-failed@example.test', 'failed')
    const before = Date.now()
    const res = await post(`/api/outbox/${mail.id}/retry`, staff.authStore.token)
    expect(res).toEqual({ status: 200, body: { id: mail.id, status: 'queued' } })
    const stored = await su.collection('mail_outbox').getOne(mail.id)
    expect(stored).toMatchObject({ status: 'queued', attempts: 0, last_error: 'dial tcp: connection refused', recipient: 'retry-failed@example.test' })
    const due = new Date(stored.next_attempt_at).getTime()
    expect(due).toBeGreaterThanOrEqual(before - 1000)
    expect(due).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('refuses a mail that is queued or sent, and a second retry', async () => {
    const refused = { status: 400, body: { status: 400, message: messages.outbox.retryOnlyFailed, data: {} } }
    const { mail: queued } = await leadMail('retry-queued@example.test', 'queued')
    const { mail: sent } = await leadMail('retry-sent@example.test', 'sent')
    expect(await post(`/api/outbox/${queued.id}/retry`, staff.authStore.token)).toEqual(refused)
    expect(await post(`/api/outbox/${sent.id}/retry`, staff.authStore.token)).toEqual(refused)
    expect((await su.collection('mail_outbox').getOne(sent.id)).status).toBe('sent')

    const { mail: failed } = await leadMail('retry-twice@example.test', 'failed')
    expect((await post(`/api/outbox/${failed.id}/retry`, staff.authStore.token)).status).toBe(200)
    expect(await post(`/api/outbox/${failed.id}/retry`, staff.authStore.token)).toEqual(refused)
  })

  it('answers 404 in Chinese for an unknown mail', async () => {
    expect(await post('/api/outbox/doesnotexist123/retry', staff.authStore.token)).toEqual({
      status: 404,
      body: { status: 404, message: messages.outbox.mailNotFound, data: {} },
    })
  })

  it('is refused to guests', async () => {
    const { mail } = await leadMail('retry-guest@example.test', 'failed')
    expect((await post(`/api/outbox/${mail.id}/retry`)).status).toBe(401)
    expect((await su.collection('mail_outbox').getOne(mail.id)).status).toBe('failed')
  })

  it('is open to superusers too', async () => {
    const { mail } = await leadMail('retry-operator@example.test', 'failed')
    expect(await post(`/api/outbox/${mail.id}/retry`, su.authStore.token)).toEqual({ status: 200, body: { id: mail.id, status: 'queued' } })
  })

  it('sends a mail held from a restored backup, due now', async () => {
    const { mail } = await leadMail('retry-held@example.test', 'held')
    expect(await post(`/api/outbox/${mail.id}/retry`, staff.authStore.token)).toEqual({ status: 200, body: { id: mail.id, status: 'queued' } })
    expect(await su.collection('mail_outbox').getOne(mail.id)).toMatchObject({ status: 'queued', attempts: 0 })
  })
})

describe('POST /api/outbox/{id}/discard', () => {
  it('marks a held or failed mail discarded, never to be sent, and records who did it', async () => {
    for (const status of ['held', 'failed'] as const) {
      const { lead, mail } = await leadMail(`discard-${status}@example.test`, status)
      expect(await post(`/api/outbox/${mail.id}/discard`, staff.authStore.token)).toEqual({ status: 200, body: { id: mail.id, status: 'discarded' } })
      expect((await su.collection('mail_outbox').getOne(mail.id)).status).toBe('discarded')
      const [entry] = await su.collection('activity_log').getFullList({ filter: `record_id = "${lead.id}" && action = "mail_discarded"` })
      expect(entry.summary).toBe(messages.activity.mailDiscarded.replace('{recipient}', `discard-${status}@example.test`))
    }
  })

  it('refuses a mail that is queued, sent or already discarded, and guests', async () => {
    const refused = { status: 400, body: { status: 400, message: messages.outbox.discardOnlyWaiting, data: {} } }
    const { mail: queued } = await leadMail('discard-queued@example.test', 'queued')
    const { mail: sent } = await leadMail('discard-sent@example.test', 'sent')
    expect(await post(`/api/outbox/${queued.id}/discard`, staff.authStore.token)).toEqual(refused)
    expect(await post(`/api/outbox/${sent.id}/discard`, staff.authStore.token)).toEqual(refused)
    const { mail: held } = await leadMail('discard-guest@example.test', 'held')
    expect((await post(`/api/outbox/${held.id}/discard`)).status).toBe(401)
    expect((await post(`/api/outbox/${held.id}/discard`, staff.authStore.token)).status).toBe(200)
    expect(await post(`/api/outbox/${held.id}/discard`, staff.authStore.token)).toEqual(refused)
  })
})

describe('a mail through the records API', () => {
  it('cannot be changed by staff (recipient, subject, html, status)', async () => {
    const { mail } = await leadMail('readonly@example.test', 'failed')
    for (const change of [{ recipient: 'attacker@example.test' }, { subject: '改过的主题' }, { html: '<p>改过</p>' }, { status: 'queued' }]) {
      const status = await staff
        .collection('mail_outbox')
        .update(mail.id, change)
        .then(() => 200)
        .catch((error: ClientResponseError) => error.status)
      expect(status, JSON.stringify(change)).toBe(403)
    }
    expect(await su.collection('mail_outbox').getOne(mail.id)).toMatchObject({
      recipient: 'readonly@example.test',
      subject: mail.subject,
      html: mail.html,
      status: 'failed',
    })
  })

  it('can still be listed and viewed by staff', async () => {
    const { mail } = await leadMail('visible@example.test', 'sent')
    expect((await staff.collection('mail_outbox').getOne(mail.id)).recipient).toBe('visible@example.test')
    expect((await staff.collection('mail_outbox').getList(1, 1, { filter: `id = "${mail.id}"` })).totalItems).toBe(1)
  })
})

describe('GET /api/outbox/status', () => {
  it('counts queued, failed and held mail and says SMTP is not configured', async () => {
    await leadMail('status-first-failed@example.test', 'failed')
    await leadMail('status-first-sent@example.test', 'sent')
    const all = await su.collection('mail_outbox').getFullList()
    const count = (status: string) => all.filter((m) => m.status === status).length
    expect(await getStatus(server.url, staff.authStore.token)).toEqual({
      status: 200,
      body: { smtpConfigured: false, queued: count('queued'), failed: count('failed'), held: count('held'), robotSenderAwake: expect.any(Boolean) },
    })
    await leadMail('status-failed@example.test', 'failed')
    await leadMail('status-queued@example.test', 'queued')
    expect((await getStatus(server.url, su.authStore.token)).body).toEqual({
      smtpConfigured: false,
      queued: count('queued') + 1,
      failed: count('failed') + 1,
      held: count('held'),
      robotSenderAwake: expect.any(Boolean),
    })
  })

  it('says SMTP is configured on a server with mail settings', async () => {
    const pb = client('staff')
    const { status, body } = await getStatus(pb.baseURL, pb.authStore.token)
    expect(status).toBe(200)
    expect(body.smtpConfigured).toBe(true)
    expect(Object.keys(body).sort()).toEqual(['failed', 'held', 'queued', 'robotSenderAwake', 'smtpConfigured'])
    expect([body.queued, body.failed, body.held].every(Number.isInteger)).toBe(true)
  })

  it('is refused to guests', async () => {
    expect((await getStatus(server.url)).status).toBe(401)
  })
})
