// @vitest-environment node
// The reach integrations' pure rules (pb_hooks/lib/shared/integration-rules.js): the JS-SDK signature
// (WeChat's published example, and SHA-1 against Node's), which addresses the site signs, how long a token
// is kept, WeChat's and Baidu's answers in Chinese, Baidu's quota day in Beijing, masking and field checks.
// (Against a stand-in of both platforms: tests/api/wechat-share.test.ts, tests/api/baidu-push.test.ts.)
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import integrations from '@shared/integrations.json'
import rules from '@shared/integration-rules.js'

const text = integrations.messages

describe('the JS-SDK signature', () => {
  it("gives WeChat's published example signature (JS-SDK documentation, 附录1)", () => {
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    }
    expect(rules.signatureInput(example)).toBe(
      'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value',
    )
    expect(rules.shareSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
    // The #part is never signed.
    expect(rules.shareSignature({ ...example, url: `${example.url}#section` })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('computes SHA-1 as Node does, over UTF-8, across block boundaries', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'b'.repeat(119), '分享卡片 https://例子.cn/路径?查询=值', '😀'.repeat(40)]
    for (const value of texts) expect(rules.sha1Hex(value), value.slice(0, 10)).toBe(createHash('sha1').update(value, 'utf8').digest('hex'))
  })
})

describe('which pages the site signs', () => {
  const hosts = rules.siteHosts(['https://www.example.cn/', 'http://127.0.0.1:8090', '', 'not an address'])

  it("takes the host names of the site's addresses", () => {
    expect(hosts).toEqual(['www.example.cn', '127.0.0.1'])
  })

  it("signs only http(s) addresses on the site's own host names", () => {
    expect(rules.shareUrlProblem('https://www.example.cn/courses/practical?from=timeline#top', hosts)).toBeNull()
    expect(rules.shareUrlProblem('HTTPS://WWW.EXAMPLE.CN/', hosts)).toBeNull()
    expect(rules.shareUrlProblem('http://127.0.0.1:43210/about', hosts)).toBeNull()
    const foreign = text.shareUrlForeign.replace('{hosts}', 'www.example.cn / 127.0.0.1')
    for (const url of ['https://example.cn/', 'https://www.example.cn.evil.test/', 'https://evil.test/?u=https://www.example.cn/']) expect(rules.shareUrlProblem(url, hosts), url).toBe(foreign)
    for (const url of ['www.example.cn/', 'javascript:alert(1)//www.example.cn', 'https://user@www.example.cn/', `https://www.example.cn/${'a'.repeat(2000)}`]) {
      expect(rules.shareUrlProblem(url, hosts), url.slice(0, 40)).toBe(text.shareUrlInvalid)
    }
    expect(rules.shareUrlProblem('  ', hosts)).toBe(text.shareUrlMissing)
  })
})

describe('how long a token or ticket is kept', () => {
  it('until 5 minutes before a 2-hour expiry, and a quarter early for a short one', () => {
    expect(rules.keepForMs(7200)).toBe(6900 * 1000)
    expect(rules.keepForMs(4)).toBe(3000)
    expect(rules.keepForMs(0)).toBe(0)
  })
})

describe("WeChat's answers", () => {
  it('reads a token and a ticket', () => {
    expect(rules.readWeChatAnswer(200, '{"access_token":"T","expires_in":7200}', 'access_token')).toEqual({ ok: true, data: { access_token: 'T', expires_in: 7200 } })
    expect(rules.readWeChatAnswer(200, '{"errcode":0,"errmsg":"ok","ticket":"K","expires_in":7200}', 'ticket')).toMatchObject({ ok: true })
  })

  it('translates its error codes to Chinese, keeping WeChat’s words for an unknown one', () => {
    for (const code of [40013, 40125, 40164, 40001, -1]) {
      // (40164 with no address in WeChat's words: the general advice)
      expect(rules.readWeChatAnswer(200, JSON.stringify({ errcode: code, errmsg: 'english words' }), 'access_token')).toEqual({
        ok: false,
        code,
        message: integrations.wechatErrors[String(code) as keyof typeof integrations.wechatErrors],
      })
    }
    // An IP refused is named as WeChat saw it: the address to whitelist.
    expect(rules.readWeChatAnswer(200, '{"errcode":40164,"errmsg":"invalid ip 203.0.113.7 ipv6 ::ffff:203.0.113.7, not in whitelist rid: 1"}', 'access_token').message).toBe(
      text.wechatIpNotWhitelisted.replaceAll('{ip}', '203.0.113.7'),
    )
    expect(rules.readWeChatAnswer(200, '{"errcode":99999,"errmsg":"strange"}', 'ticket').message).toBe('微信接口返回错误 99999：strange')
    expect(rules.readWeChatAnswer(502, 'Bad Gateway', 'ticket').message).toBe('微信接口返回 HTTP 502')
    expect(rules.readWeChatAnswer(200, '<html>', 'ticket').message).toBe(text.wechatUnreadable)
    expect(rules.readWeChatAnswer(200, '{"errcode":0,"ticket":""}', 'ticket').message).toBe(text.wechatUnreadable)
  })

  it('knows which refusals mean the token itself must be fetched again', () => {
    expect([40001, 40014, 42001, 40125, 40164].map(rules.isTokenError)).toEqual([true, true, true, false, false])
  })

  it('builds the documented requests', () => {
    expect(rules.tokenUrl('https://api.weixin.qq.com', 'wx1', 's&x')).toBe('https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx1&secret=s%26x')
    expect(rules.ticketUrl('https://api.weixin.qq.com', 'T')).toBe('https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=T&type=jsapi')
  })
})

describe("Baidu's answers", () => {
  const site = 'https://www.example.cn'

  it('builds the push: site and token in the address, one address a line', () => {
    expect(rules.baiduRequest('https://data.zz.baidu.com/urls', site, 'tok', [`${site}/a`, `${site}/b`])).toEqual({
      url: 'https://data.zz.baidu.com/urls?site=https%3A%2F%2Fwww.example.cn&token=tok',
      body: `${site}/a\n${site}/b`,
    })
  })

  it('reads a success with the remaining quota and the addresses refused', () => {
    expect(rules.readBaiduAnswer(200, '{"remain":4999998,"success":2,"not_same_site":["https://x.cn/"],"not_valid":["bad"]}', site)).toEqual({
      ok: true,
      success: 2,
      remain: 4999998,
      notSameSite: ['https://x.cn/'],
      notValid: ['bad'],
      overQuota: false,
      message: '百度已收录推送 2 条，今日剩余配额 4999998 条',
    })
  })

  it('translates its refusals to Chinese, and knows the quota is spent', () => {
    expect(rules.readBaiduAnswer(401, '{"error":401,"message":"token is not valid"}', site).message).toBe(integrations.baiduErrors['token is not valid'])
    expect(rules.readBaiduAnswer(400, '{"error":400,"message":"site error"}', site).message).toBe(integrations.baiduErrors['site error'].replace('{site}', site))
    expect(rules.readBaiduAnswer(400, '{"error":400,"message":"over quota"}', site)).toMatchObject({ ok: false, overQuota: true, remain: 0 })
    expect(rules.readBaiduAnswer(403, '{"error":403,"message":"forbidden"}', site).message).toBe('百度推送接口返回 HTTP 403：forbidden')
    expect(rules.readBaiduAnswer(200, 'ok', site).message).toBe(text.baiduUnreadable)
  })
})

describe("Baidu's quota day", () => {
  it('is the day in Beijing, starting again at Beijing’s midnight', () => {
    const lateUtc = Date.parse('2026-11-27T16:30:00Z') // 00:30 on the 28th in Beijing
    expect(rules.beijingDay(lateUtc)).toBe('2026-11-28')
    expect(new Date(rules.nextBeijingMidnight(lateUtc)).toISOString()).toBe('2026-11-28T16:00:00.000Z')
    const morningUtc = Date.parse('2026-11-27T01:00:00Z') // 09:00 on the 27th in Beijing
    expect(new Date(rules.nextBeijingMidnight(morningUtc)).toISOString()).toBe('2026-11-27T16:00:00.000Z')
    expect(rules.beijingTime(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28 00:00')
  })

  it('knows the quota left only for the day Baidu said it', () => {
    const now = Date.parse('2026-11-27T04:00:00Z')
    expect(rules.quotaLeft('2026-11-27', 3, now)).toBe(3)
    expect(rules.quotaLeft('2026-11-27', 0, now)).toBe(0)
    expect(rules.quotaLeft('2026-11-26', 0, now)).toBeNull()
    expect(rules.quotaLeft('', 0, now)).toBeNull()
  })
})

describe('settings', () => {
  it('masks a secret down to its last four characters', () => {
    expect(rules.maskSecret('abcdef123456')).toBe('••••3456')
    expect(rules.maskSecret('')).toBe('')
  })

  it('checks an AppID and a secret loosely (empty clears), in Chinese', () => {
    expect(rules.appIdProblem('wx1234567890abcdef')).toBeNull()
    expect(rules.appIdProblem('')).toBeNull()
    expect(rules.appIdProblem('wx 1')).toBe(text.appIdInvalid.replace('{max}', '64'))
    expect(rules.secretProblem('推送 token', 'abc123')).toBeNull()
    expect(rules.secretProblem('推送 token', 'a b')).toBe(text.secretInvalid.replace('{label}', '推送 token').replace('{max}', '200'))
  })

  it('words a request that got no answer with the platform, never Go’s error', () => {
    const error = 'Get "https://api.weixin.qq.com/cgi-bin/token?secret=s3cr3t": dial tcp: lookup api.weixin.qq.com on 10.0.0.2:53: no such host'
    expect(rules.unreachable('微信公众号', error)).toBe(text.unreachableDns.replace('{platform}', '微信公众号'))
    expect(rules.scrub('refused https://x/?token=abc and s3cr3t', ['s3cr3t'])).toBe('refused https://x/?•••• and ••••')
  })
})
