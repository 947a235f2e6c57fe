// Lighthouse 12 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) on each public
// route, and beside each the same page's HTML with its scripts removed (./no-js.mjs), measured in the
// same run one right after the other; with a baseline (another build and its hooks, served the same
// way) the baseline's page and its no-JS HTML too, right before. Prints one table and returns its rows.
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'

const chromeFlags = ['--headless=new', ...chromiumArgs]

/** Bytes of the body `url` answers with `Accept-Encoding: gzip` (not decompressed), or null on a failure. */
function gzipBytes(url) {
  return new Promise((resolve) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolve(res.statusCode === 200 ? bytes : null))
      res.on('error', () => resolve(null))
    })
    req.on('error', () => resolve(null))
    req.end()
  })
}

/**
 * A short description of the LCP element: `tag "text"`, or for an image `img file?thumb=WxH` with the
 * URL it loaded (Lighthouse shortens the snippet's src; the full URL comes from its LCP image audit,
 * else from the image requests that start with the shortened src).
 */
function lcpElement(lhr, requests) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = (items[0]?.items ?? items)[0]?.node
  if (!node) return '-'
  const snippet = String(node.snippet ?? '')
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? '?'
  if (tag === 'img') {
    const src = /\ssrc="([^"]*)"/i.exec(snippet)?.[1] ?? ''
    const prefix = src.replace(/…$/, '')
    const url =
      lhr.audits['prioritize-lcp-image']?.details?.items?.[0]?.url ??
      requests.find((r) => r.resourceType === 'Image' && prefix && r.url.startsWith(prefix))?.url ??
      src
    return `img ${url.split('/').pop()}`
  }
  const label = String(node.nodeLabel ?? '').replace(/\s+/g, ' ').trim()
  return label ? `${tag} "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"` : tag
}

/** The requests of a run that started before `ms` (the observed LCP), as `path (priority, KB)`. */
function requestsBefore(requests, ms) {
  if (!Number.isFinite(ms)) return []
  return requests
    .filter((r) => (r.networkRequestTime ?? r.startTime ?? Infinity) < ms)
    .map((r) => `${new URL(r.url).pathname.split('/').pop() || '/'} (${r.priority}, ${((r.transferSize ?? 0) / 1024).toFixed(0)} KB)`)
}

/** What one Lighthouse run measured: scores (0-100), vitals (ms; CLS unitless), LCP element, scripts. */
export function summarize(lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
  const value = (key) => lhr.audits[key]?.numericValue ?? NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.statusCode !== -1)
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElement(lhr, requests),
    scripts: scripts.map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0 })),
    // The unthrottled load Lantern simulates from: what started before its LCP is in the simulated LCP.
    observedLcpMs: lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    earlyRequests: requestsBefore(requests, lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * The initial JS of a run: every script response Lighthouse recorded (the page's own load until the
 * network and CPU went quiet, no interaction), as transferred (Brotli, with headers) and as each
 * file's size when fetched again with `Accept-Encoding: gzip`.
 */
async function initialJs(scripts, gzipCache) {
  let gzip = 0
  let transfer = 0
  for (const script of scripts) {
    transfer += script.transferBytes
    if (!gzipCache.has(script.url)) gzipCache.set(script.url, await gzipBytes(script.url))
    gzip += gzipCache.get(script.url) ?? 0
  }
  return { count: scripts.length, gzipKB: gzip / 1024, transferKB: transfer / 1024 }
}

const fmt = {
  s: (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)}s` : '-'),
  ms: (ms) => (Number.isFinite(ms) ? `${Math.round(ms)}` : '-'),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : '-'),
  kb: (kb) => kb.toFixed(0),
}

const header =
  'route                  perf a11y  bp  seo   FCP    LCP    TBT   CLS   JS gz/br KB (n) | no-JS perf  FCP    LCP  | LCP ratio | LCP element'

function line(row) {
  const label = row.variant ? `${row.route} ${row.variant}` : row.route
  const p = row.page
  const n = row.noJs
  const s = p.scores
  const js = `${fmt.kb(row.js.gzipKB)}/${fmt.kb(row.js.transferKB)} (${row.js.count})`
  return (
    `${label.padEnd(22)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s.bestPractices).padStart(3)} ${String(s.seo).padStart(4)} ` +
    `${fmt.s(p.fcpMs).padStart(6)} ${fmt.s(p.lcpMs).padStart(6)} ${fmt.ms(p.tbtMs).padStart(5)} ${fmt.cls(p.cls).padStart(6)}  ${js.padEnd(16)} | ` +
    `${String(n?.scores.performance ?? '-').padStart(10)} ${fmt.s(n?.fcpMs).padStart(6)} ${fmt.s(n?.lcpMs).padStart(6)} | ` +
    `${(Number.isFinite(row.lcpRatio) ? `${row.lcpRatio.toFixed(2)}x` : '-').padStart(9)} | ${p.lcpElement}`
  )
}

/**
 * Runs Lighthouse on `routes` of `origin` and of `noJsOrigin` (the stripped copy), one run after
 * another (page, then its no-JS HTML), prints the table and returns its rows.
 * `repeat` runs each route that many times in a row (each run its own table row). With `baseline`
 * (`{origin, noJsOrigin}` of another build; `noJsOrigin` may be null: its ratio is then taken
 * against this build's no-JS HTML), each route's baseline page (and its no-JS HTML) runs just
 * before, as rows of their own marked `variant: 'before'` (the others `'after'`).
 */
export async function lighthouseTable({ origin, noJsOrigin, routes, repeat = 1, baseline = null, save = null, log = console.log }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
  const gzipCache = new Map()
  const rows = []
  let runs = 0
  const run = async (url) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const summary = summarize(result.lhr)
    // --save: the whole result, and what Lantern put before the LCP, for finding the cause of a miss.
    if (save) {
      const name = `${String(++runs).padStart(3, '0')}-${new URL(url).port}${new URL(url).pathname.replace(/\//g, '_')}.json`
      await writeFile(join(save, name), result.report)
      log(`  ${name}: observed LCP ${fmt.ms(summary.observedLcpMs)} ms; started before it: ${summary.earlyRequests.join(', ')}`)
    }
    return summary
  }
  if (save) mkdirSync(save, { recursive: true })
  try {
    log(`\nLighthouse ${lighthouse.version ?? '12'} mobile (simulated slow 4G, 4x CPU), page beside its HTML without scripts, same run`)
    log(header)
    for (const route of routes) {
      for (let i = 0; i < repeat; i++) {
        // A baseline without a no-JS copy of its own is set beside this build's (the same HTML
        // once the scripts are gone, unless the markup itself changed).
        const sides = baseline ? [['before', baseline.origin, baseline.noJsOrigin], ['after', origin, noJsOrigin]] : [[undefined, origin, noJsOrigin]]
        const measured = []
        for (const [variant, pageOrigin, twinOrigin] of sides) {
          const page = await run(`${pageOrigin}${route}`)
          measured.push({ variant, page, noJs: twinOrigin ? await run(`${twinOrigin}${route}`) : null })
        }
        const sharedNoJs = measured.at(-1).noJs
        for (const { variant, page, noJs: own } of measured) {
          const noJs = own ?? (baseline ? sharedNoJs : null)
          const js = await initialJs(page.scripts, gzipCache)
          const row = { route, ...(variant ? { variant } : {}), page, noJs, js, lcpRatio: noJs ? page.lcpMs / noJs.lcpMs : NaN }
          rows.push(row)
          log(line(row))
          for (const problem of [page.runtimeError, own?.runtimeError].filter(Boolean)) log(`  ! ${problem}`)
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
