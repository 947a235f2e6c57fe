// @vitest-environment node
// The mail and robot templates staff edit (pb_hooks/lib/shared/message-templates.js, the renderers in
// lib/leads/lead-mails.js and lib/notify/robots.js): the defaults render exactly the bytes the renderers
// made before templates were editable (run from tests/support/fixtures/mail-renderer-2026-11), the
// per-field checks in Chinese, escaping in HTML, and a robot message's layout and size. Publishing,
// preview and test sends through the server: tests/api/message-templates.test.ts.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import enums from '@shared/enums.json'
import replyPromise from '@shared/reply-promise.json'
import notify from '@shared/notify.json'
import definitionsJson from '@shared/message-templates.json'
import templatesModule from '@shared/message-templates.js'
import notifyRules from '@shared/notify-rules.js'
import base64 from '@shared/base64.js'
import teamAddresses from '@shared/team-addresses.js'
import escapeHtmlModule from '@shared/escape-html.js'

// What PocketBase's JS runtime gives the views' loader: the hooks' folder and its file reader.
const hooksDir = fileURLToPath(new URL('../../pb_hooks', import.meta.url))
Object.assign(globalThis, {
  __hooks: hooksDir,
  $os: { readFile: (path: string) => readFileSync(path), getenv: () => '' },
  toString: (bytes: Buffer) => bytes.toString('utf8'),
})
const { default: leadMails } = await import('@hooks/leads/lead-mails.js')
const { default: robots } = await import('@hooks/notify/robots.js')
const { default: messageTemplates } = await import('@hooks/core/message-templates.js')
const { default: siteTime } = await import('@hooks/core/site-time.js')

const { templateErrors, fillTemplate } = templatesModule
const frozenDir = fileURLToPath(new URL('../support/fixtures/mail-renderer-2026-11/', import.meta.url))

/**
 * A module of the frozen renderer, run as PocketBase runs a hook module: its `require`s of
 * `${__hooks}/lib/<path>` answered from `modules`, its views read from the fixture's folder.
 */
function loadFrozen(file: string, modules: Record<string, unknown>) {
  const source = readFileSync(frozenDir + file, 'utf8')
  const module = { exports: {} as Record<string, (...args: never[]) => unknown> }
  const require = (path: string) => {
    const key = path.replace('/HOOKS/lib/', '')
    if (!(key in modules)) throw new Error(`frozen ${file} requires ${key}`)
    return modules[key]
  }
  const os = { readFile: (path: string) => readFileSync(frozenDir + basename(path)), getenv: () => '' }
  new Function('require', 'module', 'exports', '__hooks', '$os', 'toString', source)(require, module, module.exports, '/HOOKS', os, (bytes: Buffer) => bytes.toString('utf8'))
  return module.exports
}
const frozenSlots = loadFrozen('template-slots.js.txt', { '../shared/escape-html.js': escapeHtmlModule })
const frozenViews = loadFrozen('views.js.txt', { 'core/template-slots.js': frozenSlots })
const frozenMails = loadFrozen('lead-mails.js.txt', {
  'shared/enums.json': enums,
  'shared/reply-promise.json': replyPromise,
  'shared/team-addresses.js': teamAddresses,
  'core/site-time.js': siteTime,
  'mail/views.js': frozenViews,
})
const frozenNotify = JSON.parse(readFileSync(frozenDir + 'notify.json', 'utf8'))

/** A record as the hooks read one. */
const record = (fields: Record<string, string | boolean>) => ({
  id: '',
  getString: (name: string) => String(fields[name] ?? ''),
  getBool: (name: string) => fields[name] === true,
})
const settings = (changes: Record<string, string | boolean> = {}) =>
  record({ site_name: 'AI 企业转型学院', site_description: '企业AI转型的培训与咨询', notifications_enabled: true, notification_email: 'team@example.test, sales@example.test', ...changes })
const sample = definitionsJson.sample
const now = new Date('2026-11-27T02:30:00Z')
const defaults = Object.fromEntries(definitionsJson.keys.map((key) => [key, messageTemplates.defaultValues(key)]))
const app = { settings: () => ({ meta: { appURL: 'https://example.test/' } }) }

describe('the default templates', () => {
  const variants: Array<[string, Record<string, string | boolean>, Record<string, string>]> = [
    ['the sample lead', {}, {}],
    ['a phone and hours to call', { contact_phone: '021-5555 0000', working_hours: '周一至周五 9:00-18:00' }, {}],
    ['markup and quotes typed by the visitor', { contact_phone: '<b>021</b>' }, { name: '<script>alert(1)</script>', company: 'A & "B"', message: "it's <i>", course_name: '' }],
    ['a lead with nothing optional', { site_description: '' }, { phone: '', company: '', position: '', message: '', course_id: '', course_name: '', form_type: 'contact' }],
  ]
  for (const [name, site, lead] of variants) {
    it(`render the mails byte for byte as the renderer before templates did, for ${name}`, () => {
      const before = frozenMails.renderLeadMails(settings(site) as never, record({ ...sample, ...lead }) as never, now as never)
      const after = leadMails.renderLeadMails(settings(site), record({ ...sample, ...lead }), now, defaults)
      expect(after).toEqual(before)
      expect(after.map((mail: { kind: string }) => mail.kind)).toEqual(['team_notification', 'team_notification', 'auto_reply'])
    })
  }

  it('lay out a robot message byte for byte as the renderer before templates did, for every content choice', () => {
    const frozenRobots = loadFrozen('robots.js.txt', {
      'shared/notify.json': frozenNotify,
      'shared/notify-rules.js': notifyRules,
      'shared/base64.js': base64,
      'shared/enums.json': enums,
      'core/site-time.js': siteTime,
      'core/record-cache.js': { cachedRows: (from: unknown, _collection: string, _name: string, load: (from: unknown) => unknown) => load(from) },
    })
    const lead = record({ ...sample, company: '' })
    const choices = [notify.defaultContent, Object.keys(notify.contentFields), ['company', 'phone'], []]
    for (const content of choices) {
      const stored: Record<string, string> = { channel: 'wecom', webhook_url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', content: JSON.stringify(content) }
      const channel = { getString: (field: string) => stored[field] ?? '', getBool: () => true }
      // The frozen renderer reads the ready channels itself: this one, on and addressed.
      const frozenApp = { ...app, findRecordsByFilter: () => [channel] }
      const [before] = frozenRobots.renderLeadNotices(frozenApp as never, settings() as never, lead as never, now as never) as never as Array<{ subject: string; body: { text: string } }>
      const after = robots.robotLeadMessage(defaults.robot_lead, robots.leadValues(app, lead, now, settings(), ''), content)
      // One change since: the course is named by its name alone, never `name / internal-slug` (issue 43).
      const course = `课程：${sample.course_name} / ${sample.course_id}`
      expect({ subject: after.subject, text: after.text }).toEqual({ subject: before.subject, text: before.body.text.replace(course, `课程：${sample.course_name}`) })
    }
  })
})

describe('template checks', () => {
  const valid = () => ({ ...defaults.auto_reply })

  it('accept the defaults of every template', () => {
    for (const key of definitionsJson.keys) expect(templateErrors(key, defaults[key]), key).toEqual({})
  })

  it("refuse a placeholder the template does not offer, naming it and the field in Chinese (the auto-reply offers nothing the visitor wrote but the name)", () => {
    const errors = templateErrors('auto_reply', { ...valid(), text: '您好 {姓名}，您的公司 {公司} 与 {未知}' })
    expect(Object.keys(errors)).toEqual(['text'])
    expect(errors.text.message).toContain('纯文本正文中有不可用的字段 {公司}、{未知}')
    expect(errors.text.message).toContain('{姓名}')
    expect(templateErrors('team_notification', { ...defaults.team_notification, text: '{公司}' })).toEqual({})
  })

  it('refuse an empty field, an over-long one with its limit and count, a subject of two lines and scripts in HTML', () => {
    const max = definitionsJson.templates.auto_reply.fields.html.max
    const errors = templateErrors('auto_reply', { subject: '第一行\n第二行', html: 'x'.repeat(max + 1), text: '  ' })
    expect(errors).toEqual({
      subject: { code: 'validation_multiline', message: '邮件主题只能有一行' },
      html: { code: 'validation_max_text_constraint', message: `HTML 正文不能超过 ${max} 个字符（现在 ${max + 1} 个）` },
      text: { code: 'validation_required', message: '纯文本正文不能为空' },
    })
    for (const html of ['<script>x</script>', '<a href="javascript:x">a</a>', '<img src=x onerror=alert(1)>', '<iframe src="x">']) {
      expect(templateErrors('auto_reply', { ...valid(), html }).html?.code, html).toBe('validation_unsafe_html')
    }
    expect(templateErrors('robot_lead', { ...defaults.robot_lead, html: '<p>x</p>' }).html?.message).toBe(definitionsJson.messages.unknownField)
  })

  it('fill every placeholder of the default HTML mails with hostile values as their text, never as markup', () => {
    const hostile = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)", '</td></tr></table><iframe src="//evil.example">', '{姓名} {{name}}']
    for (const key of ['auto_reply', 'team_notification'] as const) {
      const names = Object.values(definitionsJson.templates[key].placeholders)
      for (const value of hostile) {
        const html = fillTemplate(key, defaults[key].html, Object.fromEntries(names.map((name, i) => [name, `#${i}#${value}`])), true)
        // Taking out each value as escaped text leaves exactly the template without its placeholders.
        let rest = html
        names.forEach((_, i) => (rest = rest.split(escapeHtmlModule.escapeHtml(`#${i}#${value}`)).join('')))
        expect(rest, key).toBe(defaults[key].html.replace(/\{[^{}\s]{1,20}\}/g, ''))
      }
    }
  })

  it('escape the values filled into HTML and keep them as typed in text', () => {
    const values = { name: '<b>李 & "雷"</b>' }
    expect(fillTemplate('auto_reply', '<p>{姓名}</p>', values, true)).toBe('<p>&lt;b&gt;李 &amp; &quot;雷&quot;&lt;/b&gt;</p>')
    expect(fillTemplate('auto_reply', '{姓名}', values, false)).toBe('<b>李 & "雷"</b>')
  })
})

describe('a robot message laid out by staff', () => {
  const values = robots.leadValues(app, record(sample), now, settings(), '')
  const template = { subject: '新客户 {姓名}', text: '电话：{电话}\n公司：{公司}\n{所选字段}\n请尽快跟进' }

  it("fills phone and e-mail only when the channel's content carries them, and leaves out a line whose fields are all empty", () => {
    const without = robots.robotLeadMessage(template, values, ['name'])
    expect(without.text).toBe(`新客户 李雷\n公司：${sample.company}\n姓名：李雷\n请尽快跟进`)
    const withPhone = robots.robotLeadMessage(template, values, ['name', 'phone'])
    expect(withPhone.text).toContain(`电话：${sample.phone}`)
  })

  it("stays within what one robot message may carry", () => {
    const long = robots.leadValues(app, record({ ...sample, company: '公'.repeat(2000) }), now, settings(), '')
    const message = robots.robotLeadMessage(template, long, ['name'])
    expect(notifyRules.byteLength(message.text)).toBeLessThanOrEqual(notify.channels.wecom.maxTextBytes)
    expect(message.text.endsWith('…')).toBe(true)
  })
})
