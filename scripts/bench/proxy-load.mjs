// The production stack under a viral day (`npm run bench -- --only proxy`): 300 page views a second for
// 30 s on `/` and a course page through nginx, counting from nginx's access log how many reached
// PocketBase; then what one node serves: pages/s from nginx's cache and from PocketBase directly,
// leads/s and page-view counts/s through nginx (docs/operations.md#beyond-one-machine).
import { readFileSync, statSync } from 'node:fs'
import autocannon from 'autocannon'
import { startProdStack } from '../lib/prod-stack.mjs'
import { api, prepareLoadRun, superuserToken } from './lead-load.mjs'

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }

/** The access log lines written since byte `from`: `{cache, upstream}` of each. */
function logSince(file, from) {
  const text = readFileSync(file, 'utf8').slice(from)
  return text
    .split('\n')
    .map((line) => /cache=(\S+) upstream=(\S+)/.exec(line))
    .filter(Boolean)
    .map((match) => ({ cache: match[1], upstream: match[2] }))
}

/**
 * Requests PocketBase answered: every line nginx passed upstream (MISS, EXPIRED, REVALIDATED, BYPASS
 * and the uncached locations), plus one background refresh per STALE line (nginx logs the visitor's
 * request, served stale, not the refresh it starts; UPDATING lines start none).
 */
function reachedPocketBase(lines) {
  return lines.filter((line) => line.upstream !== '-' || line.cache === 'STALE').length
}

async function fire(options) {
  const result = await autocannon({ timeout: 30, ...options })
  const requests = result.requests.total
  return {
    requests,
    rps: requests / options.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

function line(label, r) {
  return `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`
}

/** The viral day, then the capacity runs; returns every figure (also written as an artifact by the caller). */
export async function proxyBench({ rate = 300, seconds = 30, connections = 20, capacitySeconds = 10, pages = ['/', '/courses/strategy'] } = {}) {
  const stack = await startProdStack({ LEAD_CHALLENGE: 'off' })
  try {
    const token = await superuserToken(stack.pocketbaseUrl, stack.superuser)
    await prepareLoadRun(stack.pocketbaseUrl, token)
    // Rate limits off: one load client is one address, and these runs measure capacity.
    await api(stack.pocketbaseUrl, '/api/settings', { token, method: 'PATCH', body: { rateLimits: { enabled: false } } })

    console.log(`\nViral day: ${rate} page views/s for ${seconds} s on ${pages.join(' and ')} through nginx (HTTPS)`)
    const from = statSync(stack.accessLog).size
    const viral = await fire({
      url: stack.url,
      connections,
      overallRate: rate,
      duration: seconds,
      headers: BROWSER_HEADERS,
      requests: pages.map((path) => ({ method: 'GET', path })),
    })
    const lines = logSince(stack.accessLog, from)
    const byStatus = {}
    for (const entry of lines) byStatus[entry.cache] = (byStatus[entry.cache] ?? 0) + 1
    const reached = reachedPocketBase(lines)
    console.log(line('pages through nginx', viral))
    console.log(
      `  nginx logged ${lines.length} requests (${Object.entries(byStatus)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}); PocketBase answered ${reached}: ${((100 * reached) / Math.max(lines.length, 1)).toFixed(2)}%`,
    )

    console.log(`\nOne node: ${connections} clients for ${capacitySeconds} s each, as fast as it answers`)
    const capacity = {
      pageFromCache: await fire({ url: `${stack.url}/`, connections, duration: capacitySeconds, headers: BROWSER_HEADERS }),
      pageFromPocketBase: await fire({ url: `${stack.pocketbaseUrl}/`, connections, duration: capacitySeconds, headers: BROWSER_HEADERS }),
    }
    let n = 0
    const leadRequest = (url) =>
      fire({
        url: `${url}/api/collections/form_submissions/records`,
        connections,
        duration: capacitySeconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ form_type: 'consultation', name: '压测访客', email: `viral-${n++}@example.test`, consent: true }),
            }),
          },
        ],
      })
    capacity.leadThroughNginx = await leadRequest(stack.url)
    capacity.leadToPocketBase = await leadRequest(stack.pocketbaseUrl)
    capacity.pageViewThroughNginx = await fire({
      url: `${stack.url}/api/site/pageview`,
      connections,
      duration: capacitySeconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/' }),
    })
    console.log(line('GET / from nginx’s cache (HTTPS)', capacity.pageFromCache))
    console.log(line('GET / from PocketBase directly (HTTP)', capacity.pageFromPocketBase))
    console.log(line('POST lead through nginx (2 mails queued)', capacity.leadThroughNginx))
    console.log(line('POST lead to PocketBase directly', capacity.leadToPocketBase))
    console.log(line('POST /api/site/pageview through nginx', capacity.pageViewThroughNginx))
    return { viral: { rate, seconds, pages, ...viral, logged: lines.length, byStatus, reachedPocketBase: reached }, capacity }
  } finally {
    await stack.stop()
  }
}
