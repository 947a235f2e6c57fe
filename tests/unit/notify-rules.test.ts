// @vitest-environment node
// The robots' pure rules (pb_hooks/lib/shared/notify-rules.js): allowed addresses, masking, the
// signatures' input and base64, each platform's request and answer, the rate limiter and the summary.
// (Sending through the outbox to a receiver that checks them: tests/api/notify-robots.test.ts.)
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import notify from '@shared/notify.json'
import base64 from '@shared/base64.js'
import rules from '@shared/notify-rules.js'

const hex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex')
const b64 = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64')

describe('robot addresses', () => {
  it("accepts only https on the platform's own hosts, or an operator's listed host[:port]", () => {
    expect(rules.addressProblem('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc')).toBeNull()
    expect(rules.addressProblem('feishu', 'https://open.larksuite.com/open-apis/bot/v2/hook/x')).toBeNull()
    expect(rules.addressProblem('dingtalk', 'HTTPS://OAPI.DINGTALK.COM/robot/send?access_token=x')).toBeNull()
    const refused = notify.messages.hostNotAllowed.replace('{label}', '企业微信').replace('{hosts}', 'qyapi.weixin.qq.com')
    for (const url of ['http://qyapi.weixin.qq.com/x', 'https://qyapi.weixin.qq.com:444/x', 'https://qyapi.weixin.qq.com.evil.test/x', 'https://10.0.0.1/x']) {
      expect(rules.addressProblem('wecom', url), url).toBe(refused)
    }
    for (const url of ['https://a@qyapi.weixin.qq.com/x', 'qyapi.weixin.qq.com/x', 'ftp://qyapi.weixin.qq.com/', 'https://qyapi.weixin.qq.com/a b']) {
      expect(rules.addressProblem('wecom', url), url).toBe(notify.messages.urlInvalid)
    }
    expect(rules.addressProblem('wecom', 'http://127.0.0.1:9000/hook', '127.0.0.1:9000')).toBeNull()
    expect(rules.addressProblem('wecom', 'http://127.0.0.1:9001/hook', '127.0.0.1:9000')).toBe(refused)
    expect(rules.addressProblem('wecom', '')).toBe(notify.messages.urlRequired)
    expect(rules.addressProblem('slack', 'https://hooks.slack.com/x')).toBe(notify.messages.channelUnknown)
  })

  it('masks an address down to its host and last four characters', () => {
    expect(rules.maskAddress('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa')).toBe('https://qyapi.weixin.qq.com/••••5aaa')
    expect(rules.maskAddress('')).toBe('')
  })
})

describe('signatures', () => {
  it('spells HMAC-SHA256 in base64 as the platforms expect, from the hex PocketBase gives', () => {
    for (const [key, message] of [['SEC123', '1700000000000\nSEC123'], ['k', ''], ['密钥', '中文'], ['x', 'y'.repeat(100)]]) {
      expect(base64.base64FromHex(hex(key, message))).toBe(b64(key, message))
    }
  })

  it("signs DingTalk with the secret over timestamp\\nsecret, Feishu with timestamp\\nsecret as the key over nothing", () => {
    expect(rules.signingInput('dingtalk', 's', '1700000000000')).toEqual({ key: 's', message: '1700000000000\ns' })
    expect(rules.signingInput('feishu', 's', '1700000000')).toEqual({ key: '1700000000\ns', message: '' })
    expect(rules.signingInput('wecom', 's', '1')).toBeNull()
    expect(rules.signingTimestamp('dingtalk', 1_700_000_000_123)).toBe('1700000000123')
    expect(rules.signingTimestamp('feishu', 1_700_000_000_123)).toBe('1700000000')
  })

  it("builds each platform's request", () => {
    expect(rules.robotRequest('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=t', 'hi', { timestamp: '1', signature: 'a+b/c=' })).toEqual({
      url: 'https://oapi.dingtalk.com/robot/send?access_token=t&timestamp=1&sign=a%2Bb%2Fc%3D',
      body: JSON.stringify({ msgtype: 'text', text: { content: 'hi' } }),
    })
    expect(JSON.parse(rules.robotRequest('feishu', 'u', 'hi', { timestamp: '1', signature: 's' }).body)).toEqual({ timestamp: '1', sign: 's', msg_type: 'text', content: { text: 'hi' } })
    expect(JSON.parse(rules.robotRequest('wecom', 'u', 'hi').body)).toEqual({ msgtype: 'text', text: { content: 'hi' } })
  })

  it('@-mentions by mobile number where the platform can: WeCom beside the text, DingTalk in it too, Feishu not', () => {
    const numbers = ['13800138000', '13800138000', '13900139000']
    expect(JSON.parse(rules.robotRequest('wecom', 'u', 'hi', {}, numbers).body)).toEqual({
      msgtype: 'text',
      text: { content: 'hi', mentioned_mobile_list: ['13800138000', '13900139000'] },
    })
    expect(JSON.parse(rules.robotRequest('dingtalk', 'u', 'hi', {}, numbers).body)).toEqual({
      msgtype: 'text',
      text: { content: 'hi\n@13800138000 @13900139000' },
      at: { atMobiles: ['13800138000', '13900139000'], isAtAll: false },
    })
    expect(JSON.parse(rules.robotRequest('feishu', 'u', 'hi', {}, numbers).body)).toEqual({ msg_type: 'text', content: { text: 'hi' } })
  })

  it("never lets a visitor's text call the whole Feishu group: its at-tags go as text", () => {
    const text = '公司：<at user_id="all">所有人</at> 预算<50万'
    expect(JSON.parse(rules.robotRequest('feishu', 'u', text).body).content.text).toBe('公司：＜at user_id="all">所有人＜/at> 预算＜50万')
    // The others read no markup in a text message: sent as typed.
    expect(JSON.parse(rules.robotRequest('wecom', 'u', text).body).text.content).toBe(text)
  })
})

describe('answers', () => {
  it('reads code 0 as delivered and anything else as a failure with the code and message', () => {
    expect(rules.readAnswer(200, '{"errcode":0,"errmsg":"ok"}')).toEqual({ ok: true, message: 'ok' })
    expect(rules.readAnswer(200, '{"code":0,"msg":"success","data":{}}')).toEqual({ ok: true, message: 'success' })
    expect(rules.readAnswer(200, '{"StatusCode":0,"StatusMessage":"success"}')).toEqual({ ok: true, message: 'success' })
    expect(rules.readAnswer(200, '{"errcode":45009,"errmsg":"api freq out of limit"}')).toEqual({ ok: false, message: '平台返回错误 45009：api freq out of limit' })
    expect(rules.readAnswer(200, '{"code":19021,"msg":"sign match fail"}')).toEqual({ ok: false, message: '平台返回错误 19021：sign match fail' })
    expect(rules.readAnswer(200, '<html>')).toEqual({ ok: false, message: '平台的回答无法识别' })
    expect(rules.readAnswer(502, 'Bad Gateway')).toEqual({ ok: false, message: 'HTTP 502' })
    expect(rules.readAnswer(400, '{"code":9499,"msg":"Bad Request"}')).toEqual({ ok: false, message: 'HTTP 400 平台返回错误 9499：Bad Request' })
  })
})

describe('a robot that could not be reached', () => {
  it('names the cause in Chinese from Go’s error, without the robot’s or the server’s addresses', () => {
    const cases: [string, string][] = [
      ['Post "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x": dial tcp: lookup qyapi.weixin.qq.com on 127.0.0.53:53: no such host', notify.messages.unreachableDns],
      ['Post "https://oapi.dingtalk.com/robot/send": context deadline exceeded (Client.Timeout exceeded while awaiting headers)', notify.messages.unreachableTimeout],
      ['Post "https://10.0.0.8:8443/hook": dial tcp 10.0.0.8:8443: connect: connection refused', notify.messages.unreachableRefused],
      ['Post "https://open.feishu.cn/open-apis/bot/v2/hook/x": tls: failed to verify certificate: x509: certificate signed by unknown authority', notify.messages.unreachableTls],
      ['Post "http://127.0.0.1:40123/cgi-bin/webhook/send?key=x": EOF', notify.messages.unreachable],
    ]
    for (const [error, message] of cases) {
      expect(rules.transportFailure(error)).toBe(message)
      expect(message).not.toMatch(/\d+\.\d+\.\d+|https?:|[A-Za-z]{4,}/)
    }
  })
})

describe('rate limits', () => {
  const fill = (channel: string, now: number) => {
    let times: number[] = []
    let sent = 0
    for (let t = now; t < now + 60_000; t += 50) {
      const slot = rules.takeSlot(channel, times, t)
      times = slot.times
      if (slot.allowed) sent++
    }
    return sent
  }

  it('keeps each platform under its minute limit with the margin, and Feishu under its second limit', () => {
    expect(fill('wecom', 0)).toBe(Math.floor(20 * notify.safetyMargin))
    expect(fill('dingtalk', 0)).toBe(Math.floor(20 * notify.safetyMargin))
    expect(fill('feishu', 0)).toBe(Math.floor(100 * notify.safetyMargin))
    let times: number[] = []
    const inOneSecond = [0, 100, 200, 300, 400, 500].map((t) => {
      const slot = rules.takeSlot('feishu', times, t)
      times = slot.times
      return slot
    })
    expect(inOneSecond.map((s) => s.allowed)).toEqual([true, true, true, true, false, false])
    expect(inOneSecond[4].retryAt).toBe(1000)
  })

  it('says when a refused request may go: when the oldest in the window leaves it', () => {
    const times = Array.from({ length: 16 }, (_, i) => 1000 + i * 100)
    expect(rules.takeSlot('wecom', times, 5000)).toMatchObject({ allowed: false, retryAt: 61_000 })
    expect(rules.takeSlot('wecom', times, 61_000).allowed).toBe(true)
  })
})

describe('burst summary', () => {
  const lead = (name: string, company: string) =>
    [`【新线索】免费咨询 - ${name}`, '类型：免费咨询', `姓名：${name}`, `公司：${company}`, '课程：AI 战略班', `后台链接：https://site/admin/forms/${name}/show`].join('\n')

  it('keeps every field each lead carries, numbered, while the whole fits the platform', () => {
    const text = rules.summaryText([lead('张三', '甲公司'), lead('李四', '乙公司')], 'https://site/admin/forms', 'team_notification', notify.channels.wecom.maxTextBytes)
    expect(text).toBe(
      [
        '【新线索】2 条新线索',
        '',
        '1. 免费咨询 - 张三',
        '类型：免费咨询',
        '姓名：张三',
        '公司：甲公司',
        '课程：AI 战略班',
        '后台链接：https://site/admin/forms/张三/show',
        '',
        '2. 免费咨询 - 李四',
        '类型：免费咨询',
        '姓名：李四',
        '公司：乙公司',
        '课程：AI 战略班',
        '后台链接：https://site/admin/forms/李四/show',
      ].join('\n'),
    )
  })

  it("titles a burst with its kind's own count line", () => {
    const lines = ['【已分配】免费咨询 - 张三，负责人：wang', '【已分配】课程报名 - 李四，负责人：li']
    expect(rules.summaryText(lines, '', 'assigned_notice').split('\n')[0]).toBe(notify.messages.assignedSummaryTitle.replace('{count}', '2'))
    expect(rules.summaryText(lines, '', 'overdue_reminder').split('\n')[0]).toBe(notify.messages.overdueSummaryTitle.replace('{count}', '2'))
  })

  it("folds only past the platform's size: whole leads, then how many more and the leads list", () => {
    const leads = Array.from({ length: 200 }, (_, i) => lead(`访客第${i}位`, '某某科技有限公司'))
    for (const channel of ['wecom', 'dingtalk', 'feishu'] as const) {
      const limit = notify.channels[channel].maxTextBytes
      const text = rules.summaryText(leads, 'https://site/admin/forms', 'team_notification', limit)
      expect(rules.byteLength(text)).toBeLessThanOrEqual(limit)
      const shown = text.split('\n').filter((line) => /^\d+\. /.test(line)).length
      // Every lead shown has all its lines (its link the last of them).
      expect(text.split('\n').filter((line) => line.startsWith('后台链接：'))).toHaveLength(shown)
      expect(text.endsWith(`……另有 ${200 - shown} 条，请到后台查看：https://site/admin/forms`), channel).toBe(true)
    }
    // A campaign's burst on WeCom, the smallest: several leads, each with every field.
    expect(rules.summaryText(leads, 'l', 'team_notification', notify.channels.wecom.maxTextBytes).split('\n').filter((line) => /^\d+\. /.test(line)).length).toBeGreaterThanOrEqual(5)
  })
})
