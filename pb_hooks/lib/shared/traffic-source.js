// Where a visit came from and in which browser, from what a page view or a lead carries (the UTM
// fields, the referrer, the user agent): the source every report groups by, the browser family
// (WeChat's, WeCom's, DingTalk's, Feishu's, other phones', computers'), and whether it is a crawler.
// Pure: no PocketBase globals, so the browser can import this file (shared/analytics.json holds the rules).

const analytics = require(`${__hooks}/lib/shared/analytics.json`)

const crawler = new RegExp(analytics.crawlers, 'i')
const families = analytics.families.map((family) => ({ family, test: family.userAgent ? new RegExp(family.userAgent, 'i') : null }))

/** A page's route as the report names it, without query, hash or trailing slash: `/products/?a=1#top` -> `/products`. */
function normalizePath(value) {
  if (typeof value !== 'string') return null
  let path = value.split('#')[0].split('?')[0]
  while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1)
  return path
}

/**
 * The host of a referrer address, lower case, without port or user info: `https://www.Baidu.com:443/s?wd=x`
 * -> `www.baidu.com`, `android-app://com.tencent.mm/` -> `com.tencent.mm`; '' for anything else.
 * @param {unknown} referrer
 */
function referrerHost(referrer) {
  if (typeof referrer !== 'string') return ''
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:]*)/i.exec(referrer.trim())
  return match ? match[1].toLowerCase().replace(/\.$/, '') : ''
}

/** Whether `host` is `domain` or one of its subdomains. */
function withinDomain(host, domain) {
  return host === domain || host.slice(-(domain.length + 1)) === `.${domain}`
}

/**
 * The browser family of a user agent: a key of shared/analytics.json `families` (`wecom` before
 * `wechat`: WeCom's browser names both).
 * @param {unknown} userAgent
 */
function browserFamily(userAgent) {
  const text = typeof userAgent === 'string' ? userAgent : ''
  const found = families.find((entry) => entry.test === null || entry.test.test(text))
  return found ? found.family.key : 'desktop'
}

/**
 * Whether the user agent declares a crawler or a headless tool (Baiduspider, Googlebot, a `+http://`
 * contact address, HeadlessChrome, Lighthouse). Their page views and speed are not counted.
 * @param {unknown} userAgent
 */
function isCrawler(userAgent) {
  return typeof userAgent === 'string' && crawler.test(userAgent)
}

/**
 * The source of a visit: `{source, medium, campaign, host}`.
 * - With a UTM source: that source as sent, its medium and campaign; no host.
 * - Else by the referrer's host: 百度搜索, 360搜索, 搜狗, 必应, 企业微信, 微信, 钉钉, 飞书, 知乎, or
 *   其他网站 (the host kept, so staff can see which); a referrer on the site's own host is a visit
 *   carried on, 直接访问.
 * - No referrer: opened inside WeChat, WeCom, DingTalk or Feishu (which send none) is that app,
 *   else 直接访问.
 * @param {{referrer?: unknown, utm_source?: unknown, utm_medium?: unknown, utm_campaign?: unknown}} visit
 *   texts already cut and cleaned the way the caller stores them
 * @param {{family?: string, ownHost?: string}} [context] the browser family; the site's own host
 */
function classifySource(visit, context) {
  const text = (value) => (typeof value === 'string' ? value : '')
  const utmSource = text(visit.utm_source)
  if (utmSource !== '') return { source: utmSource, medium: text(visit.utm_medium), campaign: text(visit.utm_campaign), host: '' }
  const host = referrerHost(visit.referrer)
  const ownHost = context && context.ownHost ? referrerHost(`http://${context.ownHost}`) : ''
  if (host !== '' && host !== ownHost) {
    const known = analytics.sources.referrers.find((entry) => entry.hosts.some((domain) => withinDomain(host, domain)))
    return { source: known ? known.name : analytics.sources.other, medium: '', campaign: '', host }
  }
  const family = analytics.families.find((entry) => entry.key === (context && context.family))
  return { source: host === '' && family && family.source ? family.source : analytics.sources.direct, medium: '', campaign: '', host: '' }
}

module.exports = { normalizePath, referrerHost, browserFamily, isCrawler, classifySource }
