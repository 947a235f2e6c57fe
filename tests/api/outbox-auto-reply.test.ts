// The visitor's auto-reply: at most one per address a day (the lead is still stored and the team still
// told). What it says: tests/unit/lead-mail-rendering.test.ts.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { startTestServer, type TestServer } from '../support/test-server'
import { postLead } from '../support/post-lead'

// Its own server without SMTP: mails stay queued, so the rows are exactly what was queued.
let server: TestServer
let su: PocketBase

const submitLead = (changes: Record<string, unknown> = {}) => postLead(server.url, changes)

const mailsOf = async (submissionId: string) =>
  (await su.collection('mail_outbox').getFullList({ filter: `submission = "${submissionId}"`, sort: 'kind' })).map((m) => ({
    kind: m.kind as string,
    text: m.text as string,
  }))

beforeAll(async () => {
  server = await startTestServer({ env: { LEAD_CHALLENGE: 'off' } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: 'team@example.test', notifications_enabled: true })
  await raiseLeadRateLimit(su)
})

afterAll(async () => {
  await server?.stop()
})

describe('the auto-reply', () => {
  it('goes to an address at most once a day: a second lead is stored and the team told, without a second reply', async () => {
    const first = await submitLead({ name: '首次', email: 'Once-A-Day@Example.test' })
    expect((await mailsOf(first)).map((m) => m.kind)).toEqual(['auto_reply', 'team_notification'])

    // The same address in other letters is the same mailbox.
    const second = await submitLead({ name: '再次', email: 'once-a-day@example.test', form_type: 'contact' })
    const stored = await su.collection('form_submissions').getOne(second)
    expect(stored).toMatchObject({ name: '再次', email: 'once-a-day@example.test', status: 'pending' })
    const secondMails = await mailsOf(second)
    expect(secondMails.map((m) => m.kind)).toEqual(['team_notification'])
    expect(secondMails[0].text).toContain('再次')

    // Another address is not affected.
    const other = await submitLead({ name: '别人', email: 'someone-else@example.test' })
    expect((await mailsOf(other)).map((m) => m.kind)).toEqual(['auto_reply', 'team_notification'])

    const replies = await su.collection('mail_outbox').getFullList({ filter: "kind = 'auto_reply' && recipient ~ 'once-a-day@'" })
    expect(replies).toHaveLength(1)
  })

  it('counts a reply that failed or was already sent: the limit is on replies queued, whatever became of them', async () => {
    const first = await submitLead({ email: 'failed-reply@example.test' })
    const [reply] = await su.collection('mail_outbox').getFullList({ filter: `submission = "${first}" && kind = 'auto_reply'` })
    await su.collection('mail_outbox').update(reply.id, { status: 'failed', attempts: 8 })
    const second = await submitLead({ email: 'failed-reply@example.test' })
    expect((await mailsOf(second)).map((m) => m.kind)).toEqual(['team_notification'])
  })

  it('holds for concurrent leads from one address: exactly one reply', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => submitLead({ name: `并发访客${"甲乙丙丁戊己庚辛"[i]}`, email: 'burst@example.test' })))
    const replies = await su.collection('mail_outbox').getFullList({ filter: "kind = 'auto_reply' && recipient = 'burst@example.test'" })
    expect(replies).toHaveLength(1)
    expect(ids).toContain(replies[0].submission)
    const teamMails = await su.collection('mail_outbox').getFullList({ filter: `kind = 'team_notification' && (${ids.map((id) => `submission = "${id}"`).join(' || ')})` })
    expect(teamMails).toHaveLength(8)
  })
})
