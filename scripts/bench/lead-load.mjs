// Lead load with autocannon: a lead create beside a plain PocketBase create, and 2,000 leads
// queued and delivered exactly once. Shared by `npm run bench` and the crash and backup drills.
import autocannon from 'autocannon'
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }

export const PLAIN_COLLECTION = 'bench_plain'
export const TEAM_ADDRESS = 'team@example.test'
/** The lead challenge is off for load runs: a load tool cannot solve it (see docs/api.md). */
export const LOAD_ENV = { LEAD_CHALLENGE: 'off' }

/** JSON request with the superuser's token; throws with the answer on a non-2xx. */
export async function api(url, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`)
  return text ? JSON.parse(text) : null
}

export async function superuserToken(url, superuser) {
  const auth = await api(url, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: { identity: superuser.email, password: superuser.password },
  })
  return auth.token
}

/**
 * Prepares a server for a load run: the per-IP lead limit raised (the other limits stay), the team
 * address set so every lead queues two mails, and the plain collection for the baseline.
 */
export async function prepareLoadRun(url, token, { leadLimit = 1_000_000 } = {}) {
  const settings = await api(url, '/api/settings', { token })
  const rules = settings.rateLimits.rules
    .filter((rule) => rule.label !== `${PLAIN_COLLECTION}:create`)
    .map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: leadLimit } : rule))
  // The baseline gets the same raised limit (else the general /api/ limit would answer it with 429s).
  rules.push({ label: `${PLAIN_COLLECTION}:create`, maxRequests: leadLimit, duration: 60, audience: '' })
  await api(url, '/api/settings', { token, method: 'PATCH', body: { rateLimits: { enabled: true, rules } } })
  await api(url, `/api/collections/site_settings/records/${records.siteSettingsId}`, {
    token,
    method: 'PATCH',
    body: { notification_email: TEAM_ADDRESS, notifications_enabled: true },
  })
  await createPlainCollection(url, token)
}

/** A throw-away collection with the lead's text fields and no hooks: what PocketBase alone costs. */
export async function createPlainCollection(url, token) {
  const text = (name, max) => ({ name, type: 'text', max })
  try {
    await api(url, `/api/collections/${PLAIN_COLLECTION}`, { token })
    return
  } catch {
    // not there yet
  }
  await api(url, '/api/collections', {
    token,
    method: 'POST',
    body: {
      name: PLAIN_COLLECTION,
      type: 'base',
      createRule: '',
      fields: [
        text('form_type', 50),
        text('name', 50),
        { name: 'email', type: 'email' },
        text('phone', 11),
        text('company', 100),
        text('position', 50),
        text('message', 500),
        { name: 'consent', type: 'bool' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
    },
  })
}

/** The n-th lead of a run tagged `tag`: a distinct address per lead (one auto-reply per address a day). */
export function leadBody(tag, n) {
  return {
    form_type: 'consultation',
    name: '压测访客',
    email: `${tag}-${n}@example.test`,
    phone: '13800138000',
    company: '压测科技有限公司',
    position: '经理',
    message: '想了解课程安排与企业内训的费用。',
    consent: true,
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

/**
 * POSTs bodies from `body(n)` to `path` with autocannon: `amount` requests, or for `duration`
 * seconds. `onAnswer(status, json, n)` sees each answer (ids of 200s, for the crash drill).
 * `signal` ends the run early: autocannon otherwise reconnects to a killed server for ever.
 * Returns `{label, requests, ok, non2xx, errors, seconds, rps, p50, p95, p99}`.
 */
export async function fire({ url, path, connections, amount, duration, body, label = path, onAnswer = () => {}, signal }) {
  let next = 0
  const latencies = []
  let ok = 0
  const started = performance.now()
  const instance = autocannon({
    url: `${url}${path}`,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout: 30,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest(request, context) {
          context.n = next++
          return { ...request, body: JSON.stringify(body(context.n)) }
        },
        onResponse(status, text, context) {
          if (status === 200) ok++
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            json = null
          }
          onAnswer(status, json, context.n)
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  signal?.addEventListener('abort', () => instance.stop(), { once: true })
  const result = await instance
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    label,
    requests: latencies.length,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  }
}

export function formatRun(r) {
  return (
    `${r.label.padEnd(34)} ${String(r.requests).padStart(6)} req ${r.rps.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
    `non-2xx ${r.non2xx}  errors ${r.errors}`
  )
}

/**
 * The cost of a lead: plain creates and lead creates, alternated `rounds` times from `connections`
 * clients for `seconds` each, after a short warm-up. Prints each run and the throughput ratio.
 */
export async function compareLeadToPlain(url, { connections = 20, seconds = 10, rounds = 2, tag = `cmp${Date.now()}` } = {}) {
  const leadPath = '/api/collections/form_submissions/records'
  const plainPath = `/api/collections/${PLAIN_COLLECTION}/records`
  let counter = 0
  const body = () => leadBody(tag, counter++)
  await fire({ url, path: plainPath, connections, duration: 2, body, label: 'warm-up plain' })
  await fire({ url, path: leadPath, connections, duration: 2, body, label: 'warm-up lead' })
  const plain = []
  const lead = []
  console.log(`\nCost of a lead: ${connections} clients, ${seconds}s per run, ${rounds} rounds alternated`)
  for (let round = 0; round < rounds; round++) {
    plain.push(await fire({ url, path: plainPath, connections, duration: seconds, body, label: `plain create (${PLAIN_COLLECTION})` }))
    console.log(formatRun(plain.at(-1)))
    lead.push(await fire({ url, path: leadPath, connections, duration: seconds, body, label: 'lead create (rules + 2 mails)' }))
    console.log(formatRun(lead.at(-1)))
  }
  const sum = (runs, key) => runs.reduce((s, r) => s + r[key], 0)
  const ratio = sum(lead, 'requests') / sum(lead, 'seconds') / (sum(plain, 'requests') / sum(plain, 'seconds'))
  console.log(`lead / plain throughput: ${ratio.toFixed(2)}x`)
  return { plain, lead, ratio }
}

/** Counts rows of `collection` matching `filter`, as the superuser. */
export async function countRows(url, token, collection, filter = '') {
  const query = new URLSearchParams({ perPage: '1', skipTotal: 'false', ...(filter ? { filter } : {}) })
  const page = await api(url, `/api/collections/${collection}/records?${query}`, { token })
  return page.totalItems
}

/** Runs delivery until nothing is due; returns the mails sent by these runs. */
export async function deliverAll(url, token, { maxRuns = 500 } = {}) {
  let sent = 0
  for (let run = 0; run < maxRuns; run++) {
    const result = await api(url, '/api/outbox/deliver', { token, method: 'POST' })
    sent += result.sent
    if ((await countRows(url, token, 'mail_outbox', "status = 'queued'")) === 0) return sent
    if (result.sent === 0) await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('mail still queued after the delivery runs')
}
