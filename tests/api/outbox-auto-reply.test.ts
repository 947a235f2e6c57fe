// The visitor's auto-reply: no free text they wrote except their name, and at most one per address a
// day (the lead is still stored and the team still told).
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
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
    recipient: m.recipient as string,
    subject: m.subject as string,
    text: m.text as string,
    html: m.html as string,
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
  it('greets the visitor by name and repeats nothing else they wrote', async () => {
    const lead = {
      name: '李雷',
      email: 'reply-content@example.test',
      company: '星河智造有限公司',
      position: '技术总监',
      phone: '13912345678',
      message: '请联系我讨论内训方案',
    }
    const id = await submitLead(lead)
    const [reply, team] = await mailsOf(id)
    expect(reply.kind).toBe('auto_reply')
    for (const body of [reply.text, reply.html]) {
      expect(body).toContain('尊敬的李雷')
      expect(body).toContain(`感谢您通过“${enums.formTypes.consultation}”与我们联系。`)
      for (const typed of [lead.company, lead.position, lead.phone, lead.message, lead.email]) expect(body).not.toContain(typed)
    }
    // The team still gets the whole lead.
    for (const typed of [lead.company, lead.position, lead.phone, lead.message, lead.email]) expect(team.text).toContain(typed)
  })

  it('words its subject as the body does, for every kind of form', async () => {
    const { siteName } = await su.collection('site_settings').getOne(sharedRecords.siteSettingsId).then((s) => ({ siteName: s.site_name as string }))
    const subjects: Record<string, string> = {}
    for (const formType of ['contact', 'consultation', 'course_registration']) {
      const id = await submitLead({ form_type: formType, email: `subject-${formType}@example.test`, course_id: 'strategy' })
      subjects[formType] = (await mailsOf(id))[0].subject
    }
    expect(subjects).toEqual({
      contact: `感谢您通过“联系我们”与我们联系，我们将在24小时内与您联系 - ${siteName}`,
      consultation: `感谢您通过“免费咨询”与我们联系，我们将在24小时内与您联系 - ${siteName}`,
      course_registration: `感谢您通过“课程报名”与我们联系，我们将在24小时内与您联系 - ${siteName}`,
    })
  })

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

  it('gives the phone for urgent matters only when one is set, with the hours only when they are set', async () => {
    const settings = (fields: Record<string, string>) => su.collection('site_settings').update(sharedRecords.siteSettingsId, fields)
    try {
      await settings({ contact_phone: '', working_hours: '周一至周五 9:00-18:00' })
      const [none] = await mailsOf(await submitLead({ email: 'urgent-none@example.test' }))
      expect(none.text).not.toContain('致电')
      expect(none.html).not.toContain('致电')
      expect(none.text).not.toMatch(/（\s*）/)

      await settings({ contact_phone: '021-5555 0000', working_hours: '' })
      const [phoneOnly] = await mailsOf(await submitLead({ email: 'urgent-phone@example.test' }))
      expect(phoneOnly.text).toContain('如有紧急事宜，欢迎直接致电 021-5555 0000。')

      await settings({ contact_phone: '021-5555 0000', working_hours: '周一至周五 9:00-18:00' })
      const [both] = await mailsOf(await submitLead({ email: 'urgent-both@example.test' }))
      expect(both.text).toContain('如有紧急事宜，欢迎直接致电 021-5555 0000（周一至周五 9:00-18:00）。')
      expect(both.html).toContain('<p>如有紧急事宜，欢迎直接致电 021-5555 0000（周一至周五 9:00-18:00）。</p>')
    } finally {
      await settings({ contact_phone: '', working_hours: '' })
    }
  })
})
