// A restored backup does not send again the mail that was queued when it was taken (the original
// server may well have sent it): that mail waits in the mail log for staff to send or discard.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { freePort } from '../../scripts/lib/pocketbase.mjs'
import { readMails, startMailCatcher } from '../support/mail-catcher'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'
import { postLead } from '../support/post-lead'

const teamAddress = 'team@example.test'
let server: TestServer
let su: PocketBase
let smtpPort: number
let mailDir: string
let catcher: { stop: () => Promise<void> } | null = null

async function signInSuperuser() {
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
}

const submitLead = (email: string) => postLead(server.url, { email })

async function post(path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** Runs the delivery the cron job runs every minute. */
async function deliver() {
  const answer = await post('/api/outbox/deliver', su.authStore.token)
  expect(answer.status).toBe(200)
  return answer.body as { sent: number; failed: number; waiting: number }
}

const mailsOf = (submissionId: string) => su.collection('mail_outbox').getFullList({ filter: `submission = "${submissionId}"`, sort: 'kind' })

/** A lead's status code for the superuser, 0 while the server is restarting. */
async function leadStatus(id: string) {
  return fetch(`${server.url}/api/collections/form_submissions/records/${id}`, { headers: { authorization: su.authStore.token } }).then(
    (res) => res.status,
    () => 0,
  )
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-restore-mail-'))
  // SMTP set but nothing listening yet: mail stays queued, as on a server whose backup is restored.
  smtpPort = await freePort()
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'noreply@example.test' } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await signInSuperuser()
  await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: teamAddress })
})

afterAll(async () => {
  await catcher?.stop()
  await server?.stop()
  rmSync(mailDir, { recursive: true, force: true })
})

describe('mail queued in a restored backup', () => {
  const backup = 'before-restore.zip'
  let inBackup: string[] = []

  it('stays queued on the server that took the backup, also after a restart', async () => {
    inBackup = [await submitLead('restore-a@example.test'), await submitLead('restore-b@example.test')]
    expect((await post('/api/backups', su.authStore.token, { name: backup })).status).toBe(204)
    await server.restart()
    await signInSuperuser()
    for (const id of inBackup) expect((await mailsOf(id)).map((m) => m.status)).toEqual(['queued', 'queued'])
  })

  it('is held after a restore (not sent) until staff send or discard it; new mail is sent', { timeout: 60_000 }, async () => {
    // A lead after the backup: gone once the backup is restored, which tells the restart is done.
    const later = await submitLead('restore-later@example.test')
    expect((await post(`/api/backups/${backup}/restore`, su.authStore.token)).status).toBe(204)
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && (await leadStatus(later)) !== 404) await new Promise((r) => setTimeout(r, 200))
    expect(await leadStatus(later)).toBe(404)

    catcher = await startMailCatcher(mailDir, smtpPort)
    expect((await deliver()).sent).toBe(0)
    expect(readMails(mailDir)).toEqual([])
    const held = (await Promise.all(inBackup.map(mailsOf))).flat()
    expect(held.map((m) => m.status)).toEqual(['held', 'held', 'held', 'held'])

    // Staff see them in the mail log and decide: send one, discard another.
    const staff = await staffSession(server)
    const listed = await staff.collection('mail_outbox').getFullList({ filter: "status = 'held'" })
    expect(listed.map((m) => m.id).sort()).toEqual(held.map((m) => m.id).sort())
    const [release, discard] = held
    expect(await post(`/api/outbox/${release.id}/retry`, staff.authStore.token)).toMatchObject({ status: 200, body: { status: 'queued' } })
    expect(await post(`/api/outbox/${discard.id}/discard`, staff.authStore.token)).toMatchObject({ status: 200, body: { status: 'discarded' } })
    expect((await post(`/api/outbox/${discard.id}/retry`, staff.authStore.token)).status).toBe(400)

    const fresh = await submitLead('restore-new@example.test')
    expect((await deliver()).sent).toBe(3)
    const sentTo = readMails(mailDir).map((m) => m.to[0])
    expect(sentTo.sort()).toEqual([release.recipient, teamAddress, 'restore-new@example.test'].sort())
    expect((await mailsOf(fresh)).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect((await su.collection('mail_outbox').getOne(discard.id)).status).toBe('discarded')
    expect((await su.collection('mail_outbox').getFullList({ filter: "status = 'held'" })).length).toBe(2)

    // The restore is handled once: a later restart holds nothing new.
    const afterRestore = await submitLead('restore-after@example.test')
    await catcher.stop()
    catcher = null
    await server.restart()
    await signInSuperuser()
    expect((await mailsOf(afterRestore)).map((m) => m.status)).toEqual(['queued', 'queued'])
  })
})
