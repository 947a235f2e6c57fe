// @vitest-environment node
// Where a visit came from (pb_hooks/lib/shared/traffic-source.js): the UTM source as sent, else the
// referrer's host classified (Baidu, 360, Sogou, Bing, WeChat, WeCom, DingTalk, Feishu, Zhihu, other
// sites with their host, direct), the in-app browsers that send no referrer, the browser family of a
// user agent, and the crawlers whose beacons are not counted. (Counting them: tests/api/analytics.test.ts.)
import { describe, expect, it } from 'vitest'
import traffic from '@shared/traffic-source.js'

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN',
  wecom:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 wxwork/4.1.16 (MicroMessenger/6.2) WindowsWechat MailPlugin_Electron WeMail embeddisk',
  dingtalk:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.30) com.laiwang.DingTalk/29127375 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
  feishu:
    'Mozilla/5.0 (Linux; Android 12; PGBM10 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Mobile Safari/537.36 Lark/6.7.5 LarkLocale/zh_CN ChannelName/Feishu',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  cubotPhone: 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}

const CRAWLERS = {
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  sogou: 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  yisou: 'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; YisouSpider)',
  bytespider: 'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
}

describe('the source of a visit', () => {
  it('is the UTM source as sent, with its medium and campaign, whatever the referrer', () => {
    expect(traffic.classifySource({ utm_source: 'Baidu_SEM', utm_medium: 'cpc', utm_campaign: '春季招生', referrer: 'https://www.baidu.com/' })).toEqual({
      source: 'Baidu_SEM',
      medium: 'cpc',
      campaign: '春季招生',
      host: '',
    })
  })

  it.each([
    ['https://www.baidu.com/link?url=abc', '百度搜索'],
    ['https://m.baidu.com/s?word=AI%E5%9F%B9%E8%AE%AD', '百度搜索'],
    ['https://www.so.com/s?q=x', '360搜索'],
    ['https://m.sogou.com/web/searchList.jsp', '搜狗'],
    ['https://cn.bing.com/search?q=x', '必应'],
    ['https://mp.weixin.qq.com/s/abc', '微信'],
    ['android-app://com.tencent.mm/', '微信'],
    ['https://work.weixin.qq.com/', '企业微信'],
    ['https://www.dingtalk.com/', '钉钉'],
    ['https://applink.feishu.cn/x', '飞书'],
    ['https://zhuanlan.zhihu.com/p/1', '知乎'],
  ])('classifies a referrer from %s as %s, keeping its host', (referrer, source) => {
    expect(traffic.classifySource({ referrer })).toEqual({ source, medium: '', campaign: '', host: traffic.referrerHost(referrer) })
  })

  it('names any other site 其他网站 with its host, and never mistakes a look-alike host for a known one', () => {
    expect(traffic.classifySource({ referrer: 'https://www.example.com/page' })).toEqual({ source: '其他网站', medium: '', campaign: '', host: 'www.example.com' })
    expect(traffic.classifySource({ referrer: 'https://notbaidu.com/' }).source).toBe('其他网站')
    expect(traffic.classifySource({ referrer: 'https://baidu.com.evil.test/' }).source).toBe('其他网站')
  })

  it('counts a referrer on the site’s own host, or none, as 直接访问', () => {
    expect(traffic.classifySource({ referrer: 'https://ai.example.cn/about' }, { ownHost: 'ai.example.cn:443' })).toEqual({ source: '直接访问', medium: '', campaign: '', host: '' })
    expect(traffic.classifySource({}, { family: 'desktop' }).source).toBe('直接访问')
    expect(traffic.classifySource({ referrer: 'not a url' }).source).toBe('直接访问')
  })

  it('credits a link opened in an app browser that sends no referrer to that app', () => {
    expect(traffic.classifySource({}, { family: 'wechat' }).source).toBe('微信')
    expect(traffic.classifySource({}, { family: 'wecom' }).source).toBe('企业微信')
    expect(traffic.classifySource({}, { family: 'dingtalk' }).source).toBe('钉钉')
    expect(traffic.classifySource({}, { family: 'feishu' }).source).toBe('飞书')
    expect(traffic.classifySource({}, { family: 'mobile' }).source).toBe('直接访问')
    // A search found inside WeChat is still the search engine.
    expect(traffic.classifySource({ referrer: 'https://m.baidu.com/' }, { family: 'wechat' }).source).toBe('百度搜索')
  })
})

describe('referrer hosts', () => {
  it('are the lower-case host without port or user info', () => {
    expect(traffic.referrerHost('https://user:pw@WWW.Baidu.com:8443/s?wd=x#top')).toBe('www.baidu.com')
    expect(traffic.referrerHost('android-app://com.tencent.mm/')).toBe('com.tencent.mm')
    expect(traffic.referrerHost('')).toBe('')
    expect(traffic.referrerHost(5)).toBe('')
  })
})

describe('browser families', () => {
  it.each([
    ['wechatAndroid', 'wechat'],
    ['wechatIphone', 'wechat'],
    ['wecom', 'wecom'],
    ['dingtalk', 'dingtalk'],
    ['feishu', 'feishu'],
    ['chromeAndroid', 'mobile'],
    ['safariIphone', 'mobile'],
    ['harmony', 'mobile'],
    ['desktopChrome', 'desktop'],
  ] as const)('reads %s as %s', (agent, family) => {
    expect(traffic.browserFamily(UA[agent])).toBe(family)
  })

  it('reads a missing user agent as a computer', () => {
    expect(traffic.browserFamily(undefined)).toBe('desktop')
  })
})

describe('crawlers', () => {
  it.each(Object.entries(CRAWLERS))('recognises %s', (_name, agent) => {
    expect(traffic.isCrawler(agent)).toBe(true)
  })

  it.each(Object.entries(UA))('takes %s for a visitor', (_name, agent) => {
    expect(traffic.isCrawler(agent)).toBe(false)
  })
})

describe('route paths', () => {
  it('drop the query, the hash and trailing slashes', () => {
    expect(traffic.normalizePath('/products/?a=1#top')).toBe('/products')
    expect(traffic.normalizePath('/')).toBe('/')
    expect(traffic.normalizePath(3)).toBeNull()
  })
})
