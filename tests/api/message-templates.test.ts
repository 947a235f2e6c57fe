// 系统设置 → 邮件模板 through the server: a published template is what a lead's mails carry (values
// escaped in HTML), each publication, restore and 恢复默认 writes a revision, 恢复默认 brings back the
// defaults' exact mails, bad templates are refused per field in Chinese, a draft is kept without reaching
// the outbox until it is published (and goes with 发布, 放弃草稿, 恢复默认 and a restore), the preview is
// rendered for the sample lead, and a test goes through the outbox to the signed-in staff member. A
// PocketBase of its own: its templates change here. (The defaults' bytes against the old renderer:
// tests/unit/message-templates.test.ts; who may use the routes: tests/api/rules-matrix.test.ts.)
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import definitions from '../../pb_hooks/lib/shared/message-templates.json'
import replyPromise from '../../pb_hooks/lib/shared/reply-promise.json'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { postLead } from '../support/post-lead'
import { startTestServer, superuserSession, staffSession, type TestServer } from '../support/test-server'

interface TemplateState {
  key: string
  id: string | null
  values: Record<string, string>
  defaults: Record<string, string>
  version: number
  draft: { values: Record<string, string>; author_name: string; updated: string } | null
}

let server: TestServer
let su: PocketBase
let staff: PocketBase

async function call(method: string, path: string, body?: unknown, token = staff.authStore.token) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function template(key: string): Promise<TemplateState> {
  const listed = await call('GET', '/api/admin/templates')
  expect(listed.status).toBe(200)
  return (listed.body.templates as TemplateState[]).find((state) => state.key === key)!
}

/** The outbox row of `kind` queued for lead `id`. */
const mailOf = (id: string, kind: string) => su.collection('mail_outbox').getFirstListItem(su.filter('submission = {:id} && kind = {:kind}', { id, kind }))

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  staff = await staffSession(server)
  await raiseLeadRateLimit(su)
  const [settings] = (await su.collection('site_settings').getList(1, 1)).items
  await su.collection('site_settings').update(settings.id, { notification_email: 'team@example.test', notifications_enabled: true })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('publishing a template', () => {
  it("is what the next lead's mails carry, with a revision; 恢复默认 brings back the defaults' exact mails", async () => {
    const before = await template('auto_reply')
    expect(before).toMatchObject({ id: null, version: 0 })
    expect(before.values).toEqual(before.defaults)
    const name = '王五'
    const first = await postLead(server.url, { name, email: 'first@example.test' })
    const defaultReply = await mailOf(first, 'auto_reply')

    const edited = { subject: '{姓名}，您好：{表单类型}已收到', html: '<p>亲爱的{姓名}</p><p>{回复时限}小时内回复。</p>', text: '亲爱的{姓名}\n{回复时限}小时内回复。' }
    const saved = await call('PUT', '/api/admin/templates/auto_reply', { values: edited })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ values: edited, version: 1 })
    const second = await postLead(server.url, { name, email: 'second@example.test' })
    const reply = await mailOf(second, 'auto_reply')
    expect(reply.subject).toBe(`${name}，您好：免费咨询已收到`)
    expect(reply.html).toBe(`<p>亲爱的王五</p><p>${replyPromise.withinHours}小时内回复。</p>`)
    expect(reply.text).toBe(`亲爱的${name}\n${replyPromise.withinHours}小时内回复。`)

    const reset = await call('POST', '/api/admin/templates/auto_reply/reset')
    expect(reset.body).toMatchObject({ values: before.defaults, version: 2 })
    const third = await postLead(server.url, { name, email: 'third@example.test' })
    const again = await mailOf(third, 'auto_reply')
    expect({ subject: again.subject, html: again.html, text: again.text }).toEqual({ subject: defaultReply.subject, html: defaultReply.html, text: defaultReply.text })

    const restored = await call('POST', '/api/admin/templates/auto_reply/restore', { version: 1 })
    expect(restored.body).toMatchObject({ values: edited, version: 3 })
    const revisions = await su.collection('content_revisions').getFullList({ filter: su.filter('target_id = {:id}', { id: String(saved.body.id) }), sort: 'version' })
    expect(revisions.map((r) => [r.target_collection, r.version, r.action, r.restored_from, r.actor_name])).toEqual([
      ['message_templates', 1, 'published', 0, server.staff.username],
      ['message_templates', 2, 'reset', 0, server.staff.username],
      ['message_templates', 3, 'restored', 1, server.staff.username],
    ])
    expect(revisions[0].snapshot).toMatchObject(edited)
    expect((await call('POST', '/api/admin/templates/auto_reply/restore', { version: 9 })).body).toMatchObject({ status: 404, message: definitions.messages.versionNotFound })
  })

  it('carries the team mail as published, the whole lead in it, its values escaped in HTML and as typed in text', async () => {
    const saved = await call('PUT', '/api/admin/templates/team_notification', { values: { subject: '线索：{公司} {姓名}', html: '<p>{留言内容}</p>', text: '{电话} {职位}' } })
    expect(saved.status).toBe(200)
    const id = await postLead(server.url, { email: 'team-template@example.test', company: 'A&B 公司', message: '价格 & "折扣"' })
    const team = await mailOf(id, 'team_notification')
    expect([team.recipient, team.subject, team.html]).toEqual(['team@example.test', '线索：A&B 公司 张三', '<p>价格 &amp; &quot;折扣&quot;</p>'])
    expect(team.text).toBe('13800138000 总经理')
  })

  it('refuses unknown placeholders, empty and over-long fields per field in Chinese, and unknown templates, without publishing', async () => {
    const current = await template('robot_lead')
    const bad = await call('PUT', '/api/admin/templates/robot_lead', { values: { subject: '【线索】{姓名} {密码}', text: 'x'.repeat(definitions.templates.robot_lead.fields.text.max + 1) } })
    expect(bad.status).toBe(400)
    expect(bad.body.data).toEqual({
      subject: { code: 'validation_unknown_placeholder', message: expect.stringContaining('标题行中有不可用的字段 {密码}') },
      text: { code: 'validation_max_text_constraint', message: `消息正文不能超过 ${definitions.templates.robot_lead.fields.text.max} 个字符（现在 ${definitions.templates.robot_lead.fields.text.max + 1} 个）` },
    })
    expect((await call('PUT', '/api/admin/templates/auto_reply', { values: { subject: '', html: '<p>x</p>', text: 'x' } })).body.data).toEqual({
      subject: { code: 'validation_required', message: '邮件主题不能为空' },
    })
    expect((await call('POST', '/api/admin/templates/auto_reply/preview', { values: { subject: '{公司}', html: 'x', text: 'x' } })).status).toBe(400)
    expect((await call('PUT', '/api/admin/templates/newsletter', { values: {} })).body).toMatchObject({ status: 404, message: definitions.messages.unknownTemplate })
    expect(await template('robot_lead')).toEqual(current)
  })
})

describe('a draft', () => {
  const published = { subject: '已发布：{姓名}', html: '<p>已发布的正文 {公司}</p>', text: '已发布的正文 {公司}' }
  const drafted = { subject: '草稿：{姓名}', html: '<p>草稿的正文 {公司}</p>', text: '草稿的正文 {公司}' }
  const lead = { name: '赵六', company: '草稿测试公司' }
  const draftRows = () => su.collection('content_drafts').getFullList({ filter: 'target_collection = "message_templates"' })

  it('is kept with who saved it and when, checked as a publication, while the outbox keeps the published text until 发布 takes it', async () => {
    const first = await call('PUT', '/api/admin/templates/team_notification', { values: published })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const bad = { ...drafted, subject: '草稿：{密码}', text: '' }
    const refused = await call('PUT', '/api/admin/templates/team_notification/draft', { values: bad })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data as object).sort()).toEqual(['subject', 'text'])
    expect(refused.body.data).toEqual((await call('PUT', '/api/admin/templates/team_notification', { values: bad })).body.data)
    expect(await draftRows()).toEqual([])

    const saved = await call('PUT', '/api/admin/templates/team_notification/draft', { values: drafted })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const state = saved.body as unknown as TemplateState
    expect(state).toMatchObject({ values: published, version: (first.body as unknown as TemplateState).version, draft: { values: drafted, author_name: server.staff.username } })
    expect(Date.now() - Date.parse(state.draft!.updated.replace(' ', 'T'))).toBeLessThan(60_000)
    expect(await template('team_notification')).toEqual(state)

    const whileDrafted = await mailOf(await postLead(server.url, { ...lead, email: 'drafted@example.test' }), 'team_notification')
    expect([whileDrafted.subject, whileDrafted.text]).toEqual([`已发布：${lead.name}`, `已发布的正文 ${lead.company}`])

    const publishing = await call('PUT', '/api/admin/templates/team_notification', { values: state.draft!.values })
    expect(publishing.body).toMatchObject({ values: drafted, version: state.version + 1, draft: null })
    expect(await draftRows()).toEqual([])
    const afterwards = await mailOf(await postLead(server.url, { ...lead, email: 'published-draft@example.test' }), 'team_notification')
    expect([afterwards.subject, afterwards.text]).toEqual([`草稿：${lead.name}`, `草稿的正文 ${lead.company}`])
  })

  it('goes with 放弃草稿, 恢复默认 and a restored version, each leaving the template as they publish it', async () => {
    const first = await call('PUT', '/api/admin/templates/team_notification', { values: published })
    const before = first.body as unknown as TemplateState
    const saveDraft = async () => {
      const saved = await call('PUT', '/api/admin/templates/team_notification/draft', { values: drafted })
      expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ draft: { values: drafted } })
    }
    await saveDraft()
    const discarded = await call('DELETE', '/api/admin/templates/team_notification/draft')
    expect(discarded).toMatchObject({ status: 200, body: { values: published, version: before.version, draft: null } })
    expect(await draftRows()).toEqual([])

    await saveDraft()
    const reset = await call('POST', '/api/admin/templates/team_notification/reset')
    expect(reset.body).toMatchObject({ values: before.defaults, version: before.version + 1, draft: null })
    expect(await draftRows()).toEqual([])

    await saveDraft()
    const restored = await call('POST', '/api/admin/templates/team_notification/restore', { version: before.version })
    expect(restored.body).toMatchObject({ values: published, version: before.version + 2, draft: null })
    expect(await draftRows()).toEqual([])
  })
})

describe('preview and test send', () => {
  it('renders unsaved values for the sample lead: a mail with its HTML, a robot message with its lines', async () => {
    const mail = await call('POST', '/api/admin/templates/team_notification/preview', { values: { subject: '{姓名} - {课程}', html: '<p>{公司}</p>', text: '{邮箱}' } })
    expect(mail.body).toEqual({
      subject: `${definitions.sample.name} - ${definitions.sample.course_name} / ${definitions.sample.course_id}`,
      html: `<p>${definitions.sample.company}</p>`,
      text: definitions.sample.email,
    })
    const robot = await call('POST', '/api/admin/templates/robot_lead/preview', { values: (await template('robot_lead')).defaults })
    expect(robot.body.subject).toBe(`【新线索】课程报名 - ${definitions.sample.name}`)
    expect(String(robot.body.text)).toContain(`公司：${definitions.sample.company}`)
    expect(String(robot.body.text)).not.toContain(definitions.sample.phone)
  })

  it("queues a test in the outbox to the signed-in staff member's e-mail, once per window; a robot test needs a ready robot", async () => {
    const values = (await template('auto_reply')).defaults
    const noRobot = await call('POST', '/api/admin/templates/robot_lead/test', { values: (await template('robot_lead')).defaults })
    expect(noRobot.body).toMatchObject({ status: 400, message: definitions.messages.testNoRobot })
    const sent = await call('POST', '/api/admin/templates/auto_reply/test', { values })
    expect(sent).toMatchObject({ status: 200, body: { to: server.staff.email } })
    const row = await su.collection('mail_outbox').getFirstListItem('kind = "template_test"')
    expect(row).toMatchObject({ channel: 'email', recipient: server.staff.email, status: 'queued', submission: '' })
    expect(row.subject.startsWith(`${definitions.messages.testSubjectPrefix}感谢您通过“课程报名”与我们联系，我们将在${replyPromise.withinHours}小时内`)).toBe(true)
    expect(row.html).toContain(`尊敬的${definitions.sample.name}`)
    const again = await call('POST', '/api/admin/templates/auto_reply/test', { values })
    expect(again.status).toBe(429)
  })
})
