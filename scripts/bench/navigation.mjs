// Second page view: in Chromium at a desktop size, open a page, hover a link to another page as a
// user would (so speculation rules can prefetch or prerender it), click it, and time from the click
// to the new page's content on screen. Handles the three ways the site may navigate:
// - prerendered (a speculation-rules prerender activated by the click): its FCP/LCP counted from
//   `activationStart`, clamped at 0 (it may have painted before activation);
// - a new document loaded at the click (prefetched or not): its FCP/LCP from its navigation start;
// - client-side (no new document, a router swapped the content): the first frame after the target
//   page's <h1> is in the DOM (requestAnimationFrame, then a task: after that frame's paint); its
//   "start" is the first DOM change seen at the new address.
// "From click" adds the time from the click event (old document's clock) to the new document's
// navigation or activation start (both `performance.timeOrigin`-based epoch times, same machine).
//
// Driven with puppeteer-core (Lighthouse's own driver), not Playwright: Chromium refuses to prerender
// while a DevTools client is attached to the page without tab-target support
// (PrerenderingDisabledByDevTools), which is how Playwright attaches; Puppeteer attaches through
// the tab target, so speculation rules behave as for a visitor.
import puppeteer from 'puppeteer-core'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'
import slideFacts from '../../pb_hooks/lib/shared/slides.json' with { type: 'json' }

// markLink and watchOldDocument run in the page (page.evaluate), with the browser's globals.
/* global document, location, window, getComputedStyle, addEventListener, MutationObserver, requestAnimationFrame */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Marks the first visible link to `target` outside a carousel (its slides move) and the header; returns whether one exists. */
function markLink(target, carousel) {
  const links = [...document.querySelectorAll('a[href]')].filter((a) => {
    if (new URL(a.href, location.href).pathname !== target) return false
    if (a.closest(`${carousel}, header, nav`)) return false
    const box = a.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(a).visibility !== 'hidden'
  })
  links[0]?.setAttribute('data-bench-link', '')
  return links.length > 0
}

/** In the old document: reports the click's epoch time, and the visible time if a router swaps the page in place. */
function watchOldDocument(target) {
  window.__benchOldDocument = true
  const oldHeading = document.querySelector('h1')?.textContent ?? ''
  addEventListener('click', (event) => window.__benchReport({ clickAt: performance.timeOrigin + event.timeStamp }), { capture: true, once: true })
  let routed = false
  const observer = new MutationObserver(() => {
    if (location.pathname !== target) return
    if (!routed) window.__benchReport({ softRoutedAt: performance.timeOrigin + performance.now() })
    routed = true
    const heading = document.querySelector('h1')?.textContent ?? ''
    if (heading === '' || heading === oldHeading) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => window.__benchReport({ softVisibleAt: performance.timeOrigin + performance.now(), heading }), 0))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

/** Evaluated in whatever document the tab shows: how it came to be and its paint timings so far (-1: none yet). */
const readDocument = `(async () => {
  const nav = performance.getEntriesByType('navigation')[0]
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]
  const lcp = await new Promise((resolve) => {
    let last = -1
    const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) last = entry.startTime })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(() => { observer.disconnect(); resolve(last) }, 0)
  })
  return {
    old: window.__benchOldDocument === true,
    path: location.pathname,
    readyState: document.readyState,
    timeOrigin: performance.timeOrigin,
    activationStart: nav ? nav.activationStart : 0,
    deliveryType: nav ? nav.deliveryType : '',
    fcp: fcp ? fcp.startTime : -1,
    lcp,
  }
})()`

/** Evaluates `readDocument` in the context's page target now showing `path` (a fresh CDP session: prerender activation swaps documents under Puppeteer's frame objects). */
async function readTab(context, origin, path) {
  for (const target of context.targets()) {
    if (target.type() !== 'page' || target.url() !== `${origin}${path}`) continue
    const session = await target.createCDPSession().catch(() => null)
    if (!session) continue
    try {
      const answer = await session.send('Runtime.evaluate', { expression: readDocument, awaitPromise: true, returnByValue: true })
      if (answer.result?.value?.path === path) return answer.result.value
    } catch {
      // the document changed under us: try again
    } finally {
      await session.detach().catch(() => {})
    }
  }
  return null
}

/** One navigation from `from` to `to` in a fresh browser context; hovers for `hoverMs` before the click. */
async function navigateOnce(browser, origin, from, to, hoverMs) {
  const context = await browser.createBrowserContext()
  const report = {}
  try {
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 800 })
    await page.exposeFunction('__benchReport', (values) => Object.assign(report, values))
    await page.goto(`${origin}${from}`, { waitUntil: 'load' })
    await sleep(1000)
    if (!(await page.evaluate(markLink, to, `[${slideFacts.markup.carouselAttribute}]`))) throw new Error(`no visible link to ${to} on ${from}`)
    await page.evaluate(watchOldDocument, to)
    const link = await page.$('[data-bench-link]')
    await link.scrollIntoView()
    await link.hover()
    await sleep(hoverMs)
    await link.click()

    const deadline = Date.now() + 15000
    let doc = null
    while (Date.now() < deadline) {
      doc = await readTab(context, origin, to)
      if (doc?.old && report.softVisibleAt !== undefined) break
      if (doc && !doc.old && doc.readyState === 'complete' && doc.fcp >= 0) break
      await sleep(25)
    }
    if (!doc || report.clickAt === undefined) throw new Error(`no page at ${to} after the click`)
    if (doc.old) {
      const visible = report.softVisibleAt - report.clickAt
      const routed = report.softRoutedAt - report.clickAt
      return { mode: 'client-side', startFromClick: routed, fcpFromStart: visible - routed, lcpFromStart: visible - routed, fcpFromClick: visible, lcpFromClick: visible, heading: report.heading }
    }
    await sleep(300)
    doc = (await readTab(context, origin, to)) ?? doc
    const start = doc.activationStart > 0 ? doc.activationStart : 0
    const shown = (t) => (t >= 0 ? Math.max(t, start) - start : NaN)
    const startFromClick = doc.timeOrigin + start - report.clickAt
    return {
      mode: doc.activationStart > 0 ? 'prerendered' : doc.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'new document',
      startFromClick,
      fcpFromStart: shown(doc.fcp),
      lcpFromStart: shown(doc.lcp),
      fcpFromClick: startFromClick + shown(doc.fcp),
      lcpFromClick: startFromClick + shown(doc.lcp),
    }
  } finally {
    await context.close()
  }
}

/**
 * Prints click-to-content times for `runs` navigations from `from` to `to` per hover duration and
 * returns them as `[{hoverMs, runs, medianLcpFromClick, medianFcpFromClick}]`.
 */
export async function secondPageView({ origin, from = '/', to = '/courses/strategy', hovers = [300, 1000], runs = 3, log = console.log }) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs })
  const results = []
  const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '-')
  try {
    log(`\nSecond page view: ${from} -> ${to}, clicking its link after a hover (Chromium, 1280x800, no throttling, loopback)`)
    log('hover    mode           click->start  FCP from start  LCP from start | FCP from click  LCP from click')
    for (const hoverMs of hovers) {
      const group = []
      for (let i = 0; i < runs; i++) {
        const r = await navigateOnce(browser, origin, from, to, hoverMs)
        group.push(r)
        log(
          `${`${hoverMs} ms`.padEnd(8)} ${r.mode.padEnd(14)} ${ms(r.startFromClick).padStart(12)}  ${ms(r.fcpFromStart).padStart(14)}  ${ms(r.lcpFromStart).padStart(14)} | ` +
            `${ms(r.fcpFromClick).padStart(14)}  ${ms(r.lcpFromClick).padStart(14)}${r.heading ? `  (h1 "${r.heading.slice(0, 30)}")` : ''}`,
        )
      }
      const summary = { hoverMs, runs: group, medianLcpFromClick: median(group.map((r) => r.lcpFromClick)), medianFcpFromClick: median(group.map((r) => r.fcpFromClick)) }
      log(`${`${hoverMs} ms`.padEnd(8)} median: content visible ${ms(summary.medianLcpFromClick)} after the click (LCP; FCP ${ms(summary.medianFcpFromClick)})`)
      results.push(summary)
    }
  } finally {
    await browser.close()
  }
  return results
}
