// Overlapping deliveries (several staff runs at once, a slow mail server) send every mail exactly once, and a
// mail erased while it is being sent (a personal-data erasure) is never written back with its content.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validLead } from '../support/lead-cases'
import { readMails, startMailCatcher } from '../support/mail-catcher'
import { startTestServer, type TestServer } from '../support/test-server'

const MAILS = 20
const RUNS = 6

let server: TestServer
let su: PocketBase
let staffToken = ''
let mailDir: string
let catcher: { stop: () => Promise<void> } | null = null

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-slow-mail-'))
  // Slow enough that every run is still sending while the others read the same due mails.
  const slow = await startMailCatcher(mailDir, 0, { delayMs: { min: 300, max: 800 } })
  catcher = slow
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(slow.port), PB_SENDER_ADDRESS: 'noreply@example.test' } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  staffToken = staff.authStore.token
})

afterAll(async () => {
  await server?.stop()
  await catcher?.stop()
  rmSync(mailDir, { recursive: true, force: true })
})

describe('overlapping mail deliveries', () => {
  it(`send each of ${MAILS} queued mails exactly once across ${RUNS} concurrent runs`, { timeout: 120_000 }, async () => {
    // No notification address is set on a new install: one auto-reply per lead.
    const recipients = Array.from({ length: MAILS }, (_, i) => `overlap-${i}@example.test`)
    for (const email of recipients) await su.collection('form_submissions').create({ ...validLead, email })
    expect(await su.collection('mail_outbox').getFullList({ filter: "status = 'queued'" })).toHaveLength(MAILS)

    const runs = await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const res = await fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staffToken } })
        expect(res.status).toBe(200)
        return (await res.json()) as { sent: number; failed: number; waiting: number }
      }),
    )
    // The minute's cron run may have taken some of them as well, so the routes' sum is at most MAILS.
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeLessThanOrEqual(MAILS)

    // A cron run that started alongside may still be sending what it took.
    await vi.waitFor(
      async () => expect(await su.collection('mail_outbox').getFullList({ filter: "status = 'queued'" })).toHaveLength(0),
      { timeout: 30_000, interval: 250 },
    )

    const perRecipient = new Map<string, number>()
    for (const mail of readMails(mailDir)) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
    expect(Object.fromEntries(perRecipient)).toEqual(Object.fromEntries(recipients.map((r) => [r, 1])))

    const rows = await su.collection('mail_outbox').getFullList()
    expect(rows).toHaveLength(MAILS)
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: '' })
  })

  it('records a mail erased while it was being sent as sent, without its recipient and content', { timeout: 60_000 }, async () => {
    const email = 'erased-in-flight@example.test'
    const lead = await su.collection('form_submissions').create({ ...validLead, email, phone: '13700001234' })
    const [queued] = await su.collection('mail_outbox').getFullList({ filter: `submission = "${lead.id}"` })
    const delivery = fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staffToken } })
    // Claimed (its next attempt moved ten minutes on: lib/mail/claims.js) while the slow server has not answered yet.
    await vi.waitFor(
      async () => expect(Date.parse((await su.collection('mail_outbox').getOne(queued.id)).next_attempt_at.replace(' ', 'T'))).toBeGreaterThan(Date.now() + 60_000),
      { timeout: 10_000, interval: 20 },
    )
    const erased = await fetch(`${server.url}/api/admin/privacy/erase`, {
      method: 'POST',
      headers: { authorization: staffToken, 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email }),
    })
    expect(erased.status).toBe(200)
    expect(await su.collection('mail_outbox').getOne(queued.id)).toMatchObject({ status: 'discarded', recipient: '' })
    expect((await delivery).status).toBe(200)
    await vi.waitFor(
      async () => expect(await su.collection('mail_outbox').getOne(queued.id)).toMatchObject({ status: 'sent', recipient: '', subject: '', text: '', html: '', attempts: 1 }),
      { timeout: 10_000, interval: 100 },
    )
    expect(readMails(mailDir).some((caught) => caught.to.includes(email))).toBe(true)
  })
})
