// What a visitor typed is kept as typed and shown as text everywhere a lead goes: the hostile corpus
// (markup, script URLs, template markers, a Feishu @-all, formulas) in every free-text field of a lead,
// through the stored record, the team mail and the new 负责人's mail (HTML and text), and the three group
// robots' messages; none of it becomes an element, a filled marker or a mention. (The exports are the
// unit tier's, the back office the e2e tier's: tests/unit/lead-csv.test.ts, tests/e2e/sales-desk.spec.ts.)
import { JSDOM } from 'jsdom'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { freeTextFields, hostileTexts } from '../support/hostile-text'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { postLead } from '../support/post-lead'
import { startRobotReceiver, type Platform, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let receiver: RobotReceiver
let su: PocketBase
let staff: PocketBase
let colleague = ''
/** Lead id → the hostile text in every free-text field of it. */
const typed = new Map<string, string>()

const PLATFORMS: Platform[] = ['wecom', 'dingtalk', 'feishu']
/** Elements none of the mails has of its own: any of them in a mail came from a visitor. */
const INJECTED = 'script, img, svg, textarea, at, slot, iframe, [onerror], [onload]'

const deliver = () => fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staff.authStore.token } }).then((r) => r.json())
const rows = (id: string, filter: string) => su.collection('mail_outbox').getFullList({ filter: `submission = '${id}' && ${filter}` })

/** The text of the mail table's cell after the label `label`. */
function cell(doc: Document, label: string): string | undefined {
  const row = [...doc.querySelectorAll('tr')].find((tr) => tr.firstElementChild?.textContent === label)
  return row?.lastElementChild?.textContent ?? undefined
}

beforeAll(async () => {
  receiver = await startRobotReceiver()
  server = await startTestServer({ env: { NOTIFY_WEBHOOK_HOSTS: receiver.host } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  await raiseLeadRateLimit(su)
  await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: 'team@example.test', notifications_enabled: true })
  staff = new PocketBase(server.url)
  staff.autoCancellation(false)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  for (const platform of PLATFORMS) {
    const secret = platform === 'wecom' ? undefined : receiver.secrets[platform]
    await staff.send(`/api/admin/notify/channels/${platform}`, { method: 'PATCH', body: { webhook_url: receiver.urls[platform], secret, enabled: true } })
  }
  colleague = (
    await su.collection('staff').create({ username: 'escape_sales', name: '李销售', email: 'li@example.test', role: 'sales', password: 'escape-pass-1234', passwordConfirm: 'escape-pass-1234' })
  ).id
  const ids = await Promise.all(hostileTexts.map((text) => postLead(server.url, Object.fromEntries(freeTextFields.map((field) => [field, text])))))
  ids.forEach((id, i) => typed.set(id, hostileTexts[i]))
})

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

describe('a hostile lead', () => {
  it('is stored exactly as typed in every free-text field', async () => {
    for (const [id, text] of typed) {
      const lead = await su.collection('form_submissions').getOne(id)
      for (const field of freeTextFields) expect(lead[field], `${field} of ${text}`).toBe(text)
    }
  })

  it('shows as text in the team mail, HTML and plain', async () => {
    for (const [id, text] of typed) {
      const [mail] = await rows(id, "kind = 'team_notification' && channel = 'email'")
      const doc = new JSDOM(mail.html).window.document
      expect(doc.querySelectorAll(INJECTED), text).toHaveLength(0)
      expect(doc.querySelectorAll('a'), text).toHaveLength(0)
      expect(cell(doc, '公司'), text).toBe(text)
      expect(cell(doc, '职位'), text).toBe(text)
      expect(doc.querySelector('[style*="pre-wrap"]')?.textContent, text).toBe(text)
      expect(mail.text, text).toContain(`公司：${text}\n职位：${text}\n`)
      expect(mail.text, text).toContain(`留言内容：\n${text}\n`)
    }
  })

  it('shows as text in the mail to the 负责人 it is given to, whose one link is the lead', async () => {
    for (const [id, text] of typed) {
      await staff.collection('form_submissions').update(id, { assignee: colleague })
      const [mail] = await rows(id, "kind = 'assigned_notice' && channel = 'email'")
      const doc = new JSDOM(mail.html).window.document
      expect(doc.querySelectorAll(INJECTED), text).toHaveLength(0)
      expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href')), text).toEqual([expect.stringMatching(new RegExp(`/admin/forms/${id}/show$`))])
      expect(cell(doc, '公司'), text).toBe(text)
      expect(mail.text, text).toContain(`公司：${text}\n`)
    }
  })

  it('reaches each robot as typed, and Feishu with no tag it would act on', async () => {
    await vi.waitFor(
      async () => {
        await deliver()
        expect(await su.collection('mail_outbox').getFullList({ filter: "channel != 'email' && status = 'queued'" })).toHaveLength(0)
      },
      { timeout: 60_000, interval: 1000 },
    )
    const received = (platform: Platform) =>
      receiver.received
        .filter((m) => m.platform === platform && m.accepted && m.text.includes('【新线索】'))
        .map((m) => m.text)
        .join('\n')
    for (const text of hostileTexts) {
      // DingTalk and Feishu take a whole burst; WeCom folds past its 2,048 bytes, so only some are named.
      expect(received('dingtalk').split('\n'), text).toContain(`公司：${text}`)
      expect(received('feishu').split('\n'), text).toContain(`公司：${text.split('<').join('＜')}`)
    }
    expect(received('feishu')).not.toContain('<')
    for (const line of received('wecom')
      .split('\n')
      .filter((l) => l.startsWith('公司：'))) {
      expect(hostileTexts as readonly string[]).toContain(line.slice('公司：'.length))
    }
    expect(receiver.received.every((m) => m.mentions.length === 0 || m.text.startsWith('【已分配】'))).toBe(true)
  })
})
