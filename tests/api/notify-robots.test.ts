// Team robots (WeCom, DingTalk, Feishu) against a local receiver that checks each platform's
// request and signature: settings saved masked and only for the platforms' hosts, 发送测试消息,
// a lead's message queued as an outbox row and delivered once with a link to the lead, only for the
// robots on at the time of the lead (switched off and on between leads), errcode ≠ 0
// retried with the platform's message in the log, a burst summarised, overlapping runs, a held
// receiver never delaying a lead, and the rate limit.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import notify from '../../pb_hooks/lib/shared/notify.json'
import { validLead } from '../support/lead-cases'
import { raiseLeadRateLimit } from '../support/lead-limit'
import { startRobotReceiver, type Platform, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, type TestServer } from '../support/test-server'
import { postLead } from '../support/post-lead'

const PLATFORMS: Platform[] = ['wecom', 'dingtalk', 'feishu']

let server: TestServer
let receiver: RobotReceiver
let su: PocketBase
let staffToken = ''
let appUrl = ''

async function call(method: string, path: string, body?: unknown, token = staffToken) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const submitLead = (changes: Record<string, unknown> = {}) => postLead(server.url, changes)

async function deliver() {
  const res = await fetch(`${server.url}/api/outbox/deliver`, { method: 'POST', headers: { authorization: staffToken } })
  expect(res.status).toBe(200)
  return (await res.json()) as { sent: number; failed: number; waiting: number }
}

const robotRows = (filter = '') =>
  su.collection('mail_outbox').getFullList({ filter: `channel != 'email'${filter ? ` && ${filter}` : ''}`, sort: 'created' })

/**
 * Runs deliveries until no robot row is queued: a cron run may be delivering alongside the test, and
 * rows a platform's per-second limit held back are due again a second later.
 */
async function drained() {
  await vi.waitFor(
    async () => {
      await deliver()
      expect(await robotRows("status = 'queued'")).toHaveLength(0)
    },
    { timeout: 30_000, interval: 500 },
  )
}

const messagesTo = (platform: Platform) => receiver.received.filter((m) => m.platform === platform)

async function configureAll() {
  for (const platform of PLATFORMS) {
    const secret = platform === 'wecom' ? undefined : receiver.secrets[platform]
    const saved = await call('PATCH', `/api/admin/notify/channels/${platform}`, { webhook_url: receiver.urls[platform], secret, enabled: true })
    expect(saved.status).toBe(200)
  }
}

beforeAll(async () => {
  receiver = await startRobotReceiver()
  server = await startTestServer({ env: { NOTIFY_WEBHOOK_HOSTS: `example.invalid:1, ${receiver.host}` } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  await raiseLeadRateLimit(su)
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  staffToken = staff.authStore.token
  appUrl = (await su.settings.getAll()).meta.appURL.replace(/\/+$/, '')
})

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

describe('robot settings', () => {
  it('lists the three robots off and empty on a new install, to staff only, and hides the collection', async () => {
    const listed = await call('GET', '/api/admin/notify/channels')
    expect(listed.status).toBe(200)
    expect(listed.body.channels).toEqual(
      PLATFORMS.map((channel) => ({ channel, enabled: false, webhook_url: '', secret_set: false, content: notify.defaultContent, ready: false })),
    )
    expect((await call('GET', '/api/admin/notify/channels', undefined, '')).status).toBe(401)
    const direct = await fetch(`${server.url}/api/collections/notify_channels/records`, { headers: { authorization: staffToken } })
    expect(direct.status).toBe(403)
  })

  it("refuses addresses off the platform's own https host, with the platform named", async () => {
    const cases: [Platform, string][] = [
      ['wecom', 'http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x'],
      ['wecom', 'https://qyapi.weixin.qq.com.evil.test/cgi-bin/webhook/send?key=x'],
      ['wecom', 'https://qyapi.weixin.qq.com:8443/cgi-bin/webhook/send?key=x'],
      ['dingtalk', 'https://169.254.169.254/latest/meta-data'],
      ['dingtalk', 'https://open.feishu.cn/open-apis/bot/v2/hook/x'],
      ['feishu', 'http://127.0.0.1:8090/api/'],
      ['feishu', 'https://user@open.feishu.cn/open-apis/bot/v2/hook/x'],
    ]
    for (const [platform, url] of cases) {
      const res = await call('PATCH', `/api/admin/notify/channels/${platform}`, { webhook_url: url })
      expect(res.status, url).toBe(400)
      const expected = url.includes('@')
        ? notify.messages.urlInvalid
        : notify.messages.hostNotAllowed.replace('{label}', notify.channels[platform].label).replace('{hosts}', notify.channels[platform].hosts.join(' / '))
      expect(res.body.data, url).toEqual({ webhook_url: { code: 'validation_invalid_url', message: expected } })
    }
    const unsigned = await call('PATCH', '/api/admin/notify/channels/dingtalk', { webhook_url: 'https://oapi.dingtalk.com/robot/send?access_token=t', enabled: true })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.data).toEqual({ secret: { code: 'validation_required', message: '请填写钉钉机器人的签名密钥（加签）' } })
    expect((await call('PATCH', '/api/admin/notify/channels/slack', { enabled: true })).body).toEqual({ status: 404, message: '没有这个通知渠道', data: {} })
    // The platforms' own hosts are accepted as they hand them out.
    const official = await call('PATCH', '/api/admin/notify/channels/feishu', { webhook_url: 'https://open.larksuite.com/open-apis/bot/v2/hook/abcd-1234' })
    expect(official).toMatchObject({ status: 200, body: { webhook_url: 'https://open.larksuite.com/••••1234', enabled: false } })
  })

  it('saves addresses and secrets but never answers them, masked in every later answer', async () => {
    await configureAll()
    const listed = await call('GET', '/api/admin/notify/channels')
    const text = JSON.stringify(listed.body)
    for (const platform of PLATFORMS) expect(text).not.toContain(receiver.urls[platform].slice(-12))
    expect(text).not.toContain(receiver.secrets.dingtalk)
    expect(text).not.toContain(receiver.secrets.feishu)
    const channels = listed.body.channels as { channel: string; webhook_url: string; secret_set: boolean; ready: boolean }[]
    expect(channels.map((c) => [c.channel, c.webhook_url, c.secret_set, c.ready])).toEqual(
      PLATFORMS.map((p) => [p, `http://${receiver.host}/••••${receiver.urls[p].slice(-4)}`, p !== 'wecom', true]),
    )
    // Saving without the address (the browser never has it) keeps it.
    expect((await call('PATCH', '/api/admin/notify/channels/wecom', { content: ['name', 'link'] })).body).toMatchObject({ ready: true, content: ['name', 'link'] })
    expect((await call('PATCH', '/api/admin/notify/channels/wecom', { content: notify.defaultContent })).status).toBe(200)
    expect((await call('PATCH', '/api/admin/notify/channels/wecom', { content: ['name', 'password'] })).body.data).toEqual({
      content: { code: 'validation_invalid_value', message: notify.messages.contentInvalid },
    })
  })

  it("sends a test message to each robot, signed as its platform checks, and shows the platform's answer", async () => {
    const before = receiver.received.length
    const answers = []
    for (const platform of PLATFORMS) answers.push((await call('POST', `/api/admin/notify/channels/${platform}/test`)).body)
    expect(answers).toEqual([
      { ok: true, message: 'ok' },
      { ok: true, message: 'ok' },
      { ok: true, message: 'success' },
    ])
    const tests = receiver.received.slice(before)
    expect(tests.map((m) => [m.platform, m.accepted])).toEqual(PLATFORMS.map((p) => [p, true]))
    for (const message of tests) expect(message.text).toContain('这是一条测试消息')
  })

  it("shows a refused test as the platform's error code and message", async () => {
    expect((await call('PATCH', '/api/admin/notify/channels/dingtalk', { secret: 'SECwrong' })).status).toBe(200)
    expect((await call('POST', '/api/admin/notify/channels/dingtalk/test')).body).toEqual({
      ok: false,
      message: '平台返回错误 310000：sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
    })
    expect((await call('PATCH', '/api/admin/notify/channels/dingtalk', { secret: receiver.secrets.dingtalk })).status).toBe(200)
  })

  it('says in Chinese why a robot could not be reached, never Go’s error with its addresses', async () => {
    receiver.dropNext(1)
    const { body } = await call('POST', '/api/admin/notify/channels/wecom/test')
    expect(body).toEqual({ ok: false, message: notify.messages.unreachable })
  })
})

describe('lead messages through the outbox', () => {
  it("queues one row per robot with the lead and delivers each once, with the lead's back-office link", async () => {
    const name = '王机器人'
    const id = await submitLead({ name, company: '示例机器人公司' })
    const rows = await robotRows(`submission = '${id}'`)
    expect(rows.map((r) => [r.channel, r.kind, r.recipient]).sort()).toEqual(PLATFORMS.map((p) => [p, 'team_notification', '']).sort())
    await deliver()
    await drained()
    for (const platform of PLATFORMS) {
      const mine = messagesTo(platform).filter((m) => m.text.includes(name))
      expect(mine, platform).toHaveLength(1)
      expect(mine[0].accepted).toBe(true)
      expect(mine[0].text).toContain(`后台链接：${appUrl}/admin/forms/${id}/show`)
      expect(mine[0].text).toContain('公司：示例机器人公司')
      // Phone and e-mail go to a third party only when switched on.
      expect(mine[0].text).not.toContain(validLead.phone)
      expect(mine[0].text).not.toContain(validLead.email)
    }
    for (const row of await robotRows(`submission = '${id}'`)) expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: '' })
  })

  it('queues for the robots on at the time of each lead, when one is switched off and on between leads', async () => {
    const channelsOf = async (id: string) => (await robotRows(`submission = '${id}'`)).map((r) => r.channel).sort()
    expect(await channelsOf(await submitLead({ name: '开关前' }))).toEqual([...PLATFORMS].sort())
    expect((await call('PATCH', '/api/admin/notify/channels/wecom', { enabled: false })).status).toBe(200)
    try {
      expect(await channelsOf(await submitLead({ name: '关闭后' }))).toEqual(PLATFORMS.filter((p) => p !== 'wecom').sort())
    } finally {
      expect((await call('PATCH', '/api/admin/notify/channels/wecom', { enabled: true })).status).toBe(200)
    }
    expect(await channelsOf(await submitLead({ name: '重新打开后' }))).toEqual([...PLATFORMS].sort())
    await drained()
  })

  it("retries a message the platform refused (errcode ≠ 0) with the platform's message in the log", async () => {
    receiver.failNext('wecom', 1)
    const id = await submitLead({ name: '李重试' })
    await deliver()
    await vi.waitFor(async () => expect((await robotRows(`submission = '${id}' && channel = 'wecom'`))[0].attempts).toBe(1), { timeout: 30_000 })
    const [failed] = await robotRows(`submission = '${id}' && channel = 'wecom'`)
    expect(failed).toMatchObject({ status: 'queued', last_error: '平台返回错误 45009：api freq out of limit' })
    await su.collection('mail_outbox').update(failed.id, { next_attempt_at: '2000-01-01 00:00:00.000Z' })
    await deliver()
    await drained()
    expect(await su.collection('mail_outbox').getOne(failed.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: '' })
    expect(messagesTo('wecom').filter((m) => m.text.includes('李重试')).map((m) => m.accepted)).toEqual([false, true])
  })

  it('sends a burst of leads as one summary per robot, each lead in it once', async () => {
    const names = ['赵一', '钱二', '孙三', '李四', '周五']
    const before = Object.fromEntries(PLATFORMS.map((p) => [p, messagesTo(p).length]))
    for (const name of names) await submitLead({ name })
    await deliver()
    await drained()
    for (const platform of PLATFORMS) {
      const burst = messagesTo(platform).slice(before[platform])
      // A minute's cron run may have caught the first lead alone: never one message per lead.
      expect(burst.length, platform).toBeLessThan(names.length)
      expect(burst.some((m) => /【新线索】\d+ 条新线索/.test(m.text))).toBe(true)
      for (const name of names) expect(burst.filter((m) => m.text.includes(name)), `${platform} ${name}`).toHaveLength(1)
    }
  })

  it('sends each message once across overlapping runs', { timeout: 60_000 }, async () => {
    const names = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'].map((n) => `重叠${n}`)
    const before = Object.fromEntries(PLATFORMS.map((p) => [p, messagesTo(p).length]))
    for (const name of names) await submitLead({ name })
    receiver.hold()
    const runs = Promise.all(Array.from({ length: 4 }, () => deliver()))
    await vi.waitFor(() => expect(receiver.held()).toBeGreaterThan(0), { timeout: 30_000 })
    receiver.release()
    await runs
    await drained()
    // A summary past the platform's size folds its last leads into "……另有 N 条": each lead is shown once or
    // counted there once, never both, never twice.
    const folded = new RegExp(notify.messages.summaryMore.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{count\\}', '(\\d+)').replace('\\{link\\}', '.*'))
    for (const platform of PLATFORMS) {
      const seen = messagesTo(platform).slice(before[platform])
      const shown = names.filter((name) => seen.some((m) => m.text.includes(name)))
      for (const name of shown) expect(seen.filter((m) => m.text.includes(name)), `${platform} ${name}`).toHaveLength(1)
      const more = seen.reduce((sum, m) => sum + Number(folded.exec(m.text)?.[1] ?? 0), 0)
      expect(shown.length + more, platform).toBe(names.length)
    }
  })

  it('answers a lead while a robot holds its answer (a visitor never waits on a webhook)', { timeout: 60_000 }, async () => {
    await submitLead({ name: '慢一' })
    receiver.hold()
    const running = deliver()
    await vi.waitFor(() => expect(receiver.held()).toBeGreaterThan(0), { timeout: 30_000 })
    const id = await submitLead({ name: '慢二' })
    // The lead was answered while the robot still had not: its rows wait, queued.
    expect(receiver.held()).toBeGreaterThan(0)
    expect((await robotRows(`submission = '${id}'`)).map((r) => r.status)).toEqual(['queued', 'queued', 'queued'])
    receiver.release()
    await running
    await deliver()
    await drained()
  })

  it('keeps addresses and secrets out of the log and the outbox', async () => {
    const rows = JSON.stringify(await robotRows())
    const logs = JSON.stringify(await su.logs.getList(1, 500))
    for (const secret of [...PLATFORMS.map((p) => receiver.urls[p].split(/[=/]/).pop() as string), receiver.secrets.dingtalk, receiver.secrets.feishu]) {
      expect(rows).not.toContain(secret)
      expect(logs).not.toContain(secret)
    }
  })
})

describe('rate limits', () => {
  it("stays under WeCom's 20 a minute: tests are refused and lead messages wait once the margin is used", async () => {
    const perMinute = Math.floor(notify.channels.wecom.perMinute * notify.safetyMargin)
    const statuses: number[] = []
    for (let i = 0; i < perMinute + 1; i++) statuses.push((await call('POST', '/api/admin/notify/channels/wecom/test')).status)
    // Earlier tests in this file used some of the minute's requests: the last is refused in any case.
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(perMinute)
    expect((await call('POST', '/api/admin/notify/channels/wecom/test')).body).toEqual({ status: 429, message: notify.messages.tooFast, data: {} })
    const sent = messagesTo('wecom').length
    const id = await submitLead({ name: '限流' })
    await deliver()
    const [row] = await robotRows(`submission = '${id}' && channel = 'wecom'`)
    expect(row).toMatchObject({ status: 'queued', attempts: 0, last_error: '' })
    expect(messagesTo('wecom').length).toBe(sent)
  })
})
