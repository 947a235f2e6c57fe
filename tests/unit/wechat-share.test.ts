// Inside WeChat only: which browsers are WeChat's (pb_hooks/lib/shared/wechat-agent.js, shared by the page's
// entry, the server's CSP and nginx's cache key), and the share card a page's head gives
// (src/site/wechat/wechat-share.ts). A page in a real browser with the SDK applied: tests/e2e/wechat-share.spec.ts.
import { describe, expect, it } from 'vitest'
import wechatAgent from '@shared/wechat-agent.js'
import { shareCard, signedAddress } from '../../src/site/wechat/wechat-share'

const agents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; V2307A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/4G Language/zh_CN',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/8519 Flue',
  wecom: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  chrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  qq: 'Mozilla/5.0 (Linux; Android 14; V2307A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_9.0.50_6160_YYB_D QQ/9.0.50.16545 NetType/WIFI',
}

describe("WeChat's browser", () => {
  it("is WeChat's own on Android, iPhone and the desktop app, and not WeCom nor any other browser", () => {
    const wechat = Object.entries(agents)
      .filter(([, agent]) => wechatAgent.isWeChatAgent(agent))
      .map(([name]) => name)
    expect(wechat).toEqual(['android', 'iphone', 'windows'])
    expect(wechatAgent.isWeChatAgent('')).toBe(false)
  })
})

describe('the share card of a page', () => {
  function page(head: string): Document {
    return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html')
  }

  it("is its Open Graph title, description and image, at its canonical address", () => {
    const doc = page(`<title>课程 - 学院</title><meta name="description" content="普通描述">
      <link rel="canonical" href="https://www.example.cn/courses/practical">
      <meta property="og:title" content="AI 实战营 - 学院"><meta property="og:description" content="带着真实项目来">
      <meta property="og:image" content="https://www.example.cn/api/files/pages/x/share.jpg?thumb=1200x630">`)
    expect(shareCard(doc, 'https://www.example.cn/courses/practical?from=timeline#faq')).toEqual({
      title: 'AI 实战营 - 学院',
      desc: '带着真实项目来',
      link: 'https://www.example.cn/courses/practical',
      imgUrl: 'https://www.example.cn/api/files/pages/x/share.jpg?thumb=1200x630',
    })
  })

  it('falls back to the plain title and description, and the address without its #part', () => {
    const doc = page('<title>关于我们</title><meta name="description" content="我们是谁">')
    expect(shareCard(doc, 'https://www.example.cn/about?x=1#team')).toEqual({ title: '关于我们', desc: '我们是谁', link: 'https://www.example.cn/about?x=1', imgUrl: '' })
    expect(signedAddress('https://www.example.cn/about?x=1#team')).toBe('https://www.example.cn/about?x=1')
  })
})
