// The page's share card inside WeChat (src/islands.tsx loads this only in WeChat's browser, once the page
// is shown): the title, description, address and image of the page's own head (its Open Graph tags and
// canonical link; an article's are its title, summary and cover), given to WeChat's JS-SDK for friends and
// Moments, with the signature the site makes for this address (GET /api/wechat/share-config). The SDK is
// loaded from WeChat's host only here, and only once the site has signed the page (WeChat set up).
import wechatShare from '@shared/wechat-share.json' with { type: 'json' }

/** What a share card shows. */
export interface ShareCard {
  title: string
  desc: string
  link: string
  imgUrl: string
}

/** The site's signature of a page: what wx.config takes besides the APIs. */
export interface ShareConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** The parts of WeChat's JS-SDK (jweixin) the card uses. */
export interface WeChatSdk {
  config(options: ShareConfig & { debug: boolean; jsApiList: string[] }): void
  ready(run: () => void): void
  error(run: (result: unknown) => void): void
  updateAppMessageShareData(card: ShareCard): void
  updateTimelineShareData(card: Omit<ShareCard, 'desc'>): void
}

declare global {
  interface Window {
    wx?: WeChatSdk
  }
}

/** The page's address as WeChat signs it: without its `#` part. */
export function signedAddress(href: string): string {
  return href.split('#')[0]
}

/** The card of the page `doc` at `href`, from its head: Open Graph first, then the plain title and description. */
export function shareCard(doc: Document, href: string): ShareCard {
  const content = (selector: string) => doc.querySelector<HTMLMetaElement>(selector)?.content.trim() ?? ''
  return {
    title: content('meta[property="og:title"]') || doc.title,
    desc: content('meta[property="og:description"]') || content('meta[name="description"]'),
    link: doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || signedAddress(href),
    imgUrl: content('meta[property="og:image"]'),
  }
}

async function signature(href: string): Promise<ShareConfig | null> {
  const response = await fetch(`${wechatShare.shareConfigPath}?url=${encodeURIComponent(signedAddress(href))}`)
  return response.ok ? ((await response.json()) as ShareConfig) : null
}

function loadSdk(): Promise<WeChatSdk | null> {
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = wechatShare.sdkUrl
    script.onload = () => resolve(window.wx ?? null)
    script.onerror = () => resolve(null)
    document.head.append(script)
  })
}

/**
 * Signs the page, loads the SDK and sets the card for friends and Moments. Anything refused (WeChat not set
 * up, the SDK unreachable, a signature WeChat rejects) leaves WeChat's own plain card: nothing to show.
 */
export async function applyShareCard(): Promise<void> {
  try {
    const config = await signature(window.location.href)
    if (!config) return
    const wx = await loadSdk()
    if (!wx) return
    const card = shareCard(document, window.location.href)
    wx.config({ debug: false, ...config, jsApiList: wechatShare.jsApiList })
    wx.ready(() => {
      wx.updateAppMessageShareData(card)
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl })
    })
    wx.error(() => undefined)
  } catch {
    // Offline, or the answer unreadable: the plain card stays.
  }
}
