// @vitest-environment node
// The mails a lead calls for, rendered from the default templates (pb_hooks/lib/leads/lead-mails.js): the auto-reply
// repeats nothing the visitor wrote but their name, its subject worded as its body, the urgent phone line,
// the team mail with the whole lead, escaped in HTML. Queueing them with the lead (per team address, with
// notifications on) and the once-a-day limit: tests/api/outbox.test.ts and outbox-auto-reply.test.ts.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import replyPromise from '../../pb_hooks/lib/shared/reply-promise.json'

// What PocketBase's JS runtime gives the views' loader: the hooks' folder and its file reader.
Object.assign(globalThis, {
  __hooks: fileURLToPath(new URL('../../pb_hooks', import.meta.url)),
  $os: { readFile: (path: string) => readFileSync(path) },
  toString: (bytes: Buffer) => bytes.toString('utf8'),
})
const { default: leadMails } = await import('@hooks/leads/lead-mails.js')
const { default: messageTemplates } = await import('@hooks/core/message-templates.js')
const templates = { auto_reply: messageTemplates.defaultValues('auto_reply'), team_notification: messageTemplates.defaultValues('team_notification') }

/** A record as the hooks read one. */
const record = (fields: Record<string, string | boolean>) => ({
  getString: (name: string) => String(fields[name] ?? ''),
  getBool: (name: string) => fields[name] === true,
})

const siteSettings = (changes: Record<string, string | boolean> = {}) =>
  record({ site_name: 'AI 企业转型学院', site_description: '企业AI转型的培训与咨询', notifications_enabled: true, notification_email: 'team@example.test', ...changes })

const lead = {
  form_type: 'consultation',
  name: '李雷',
  email: 'reply-content@example.test',
  company: '星河智造有限公司',
  position: '技术总监',
  phone: '13912345678',
  message: '请联系我讨论内训方案',
}
const now = new Date('2026-11-27T02:30:00Z')
const render = (settings = siteSettings(), changes: Record<string, string> = {}) => leadMails.renderLeadMails(settings, record({ ...lead, ...changes }), now, templates)

describe('renderLeadMails', () => {
  it('greets the visitor by name and repeats nothing else they wrote, while the team gets the whole lead', () => {
    const [team, reply] = render()
    expect(reply).toMatchObject({ kind: 'auto_reply', recipient: lead.email })
    for (const body of [reply.body.text, reply.body.html]) {
      expect(body).toContain('尊敬的李雷')
      expect(body).toContain(`感谢您通过“${enums.formTypes.consultation}”与我们联系。`)
      for (const typed of [lead.company, lead.position, lead.phone, lead.message, lead.email]) expect(body).not.toContain(typed)
    }
    expect(team).toMatchObject({ kind: 'team_notification', recipient: 'team@example.test', subject: `【新线索】${enums.formTypes.consultation} - 李雷` })
    for (const typed of [lead.company, lead.position, lead.phone, lead.message, lead.email, '2026-11-27 10:30:00（北京时间）']) expect(team.body.text).toContain(typed)
  })

  it('words the auto-reply subject as its body does, for every kind of form', () => {
    const subjects = Object.fromEntries(['contact', 'consultation', 'course_registration'].map((formType) => [formType, render(siteSettings(), { form_type: formType })[1].subject]))
    expect(subjects).toEqual({
      contact: `感谢您通过“联系我们”与我们联系，我们将在${replyPromise.withinHours}小时内与您联系 - AI 企业转型学院`,
      consultation: `感谢您通过“免费咨询”与我们联系，我们将在${replyPromise.withinHours}小时内与您联系 - AI 企业转型学院`,
      course_registration: `感谢您通过“课程报名”与我们联系，我们将在${replyPromise.withinHours}小时内与您联系 - AI 企业转型学院`,
    })
  })

  it('gives the phone for urgent matters only when one is set, with the hours only when they are set', () => {
    const reply = (phone: string, hours: string) => render(siteSettings({ contact_phone: phone, working_hours: hours }))[1].body
    const none = reply('', '周一至周五 9:00-18:00')
    expect(none.text).not.toContain('致电')
    expect(none.html).not.toContain('致电')
    expect(none.text).not.toMatch(/（\s*）/)
    expect(reply('021-5555 0000', '').text).toContain('如有紧急事宜，欢迎直接致电 021-5555 0000。')
    const both = reply('021-5555 0000', '周一至周五 9:00-18:00')
    expect(both.text).toContain('如有紧急事宜，欢迎直接致电 021-5555 0000（周一至周五 9:00-18:00）。')
    expect(both.html).toContain('<p>如有紧急事宜，欢迎直接致电 021-5555 0000（周一至周五 9:00-18:00）。</p>')
  })

  it('escapes what the visitor typed in the HTML mail, and keeps it as typed in the text one', () => {
    const [team] = render(siteSettings(), { message: '价格 & "折扣" 多少' })
    expect(team.body.html).toContain('价格 &amp; &quot;折扣&quot; 多少')
    expect(team.body.text).toContain('价格 & "折扣" 多少')
  })
})
