#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile) on the served build, then bounded load runs on the API
// (record lists, a page, and lead POSTs with SMTP up and down).
// Measures; asserts nothing. Everything runs against a throw-away server on loopback.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SMTPServer } from 'smtp-server'
import records from '../pb_hooks/lib/shared/records.json' with { type: 'json' }
import { freePort, root, startThrowawayServer } from './lib/pocketbase.mjs'

const pages = ['/', '/guanghe', '/market-activities', '/products/courses', '/courses/strategy', '/contact']
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20)

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** A loopback SMTP server that accepts and discards mail. */
async function startSmtp(port) {
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _s, done) => stream.on('end', done).resume() })
  await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return () => new Promise((resolve) => smtp.close(resolve))
}

/** Runs `request` from `concurrency` clients for `loadSeconds`; prints throughput and latency. */
async function load(label, request) {
  const latencies = []
  let failures = 0
  const deadline = Date.now() + loadSeconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now()
        const res = await request().catch(() => null)
        if (!res || !res.ok) failures += 1
        await res?.arrayBuffer()
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((x, y) => x - y)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1)
  console.log(
    `${label.slice(0, 60).padEnd(60)} ${(latencies.length / loadSeconds).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  failures ${failures}`,
  )
}

/** Lighthouse mobile scores and vitals for each page in `pages`. */
async function runLighthouse(origin) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  console.log('\nLighthouse (mobile, simulated throttling)')
  console.log('page                      perf  a11y  best  seo   LCP      CLS    TBT')
  for (const path of pages) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    const { categories: c, audits: a } = result.lhr
    const score = (key) => String(Math.round((c[key].score ?? 0) * 100)).padStart(4)
    console.log(
      `${path.padEnd(24)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ` +
        `${a['largest-contentful-paint'].displayValue.padEnd(8)} ${a['cumulative-layout-shift'].displayValue.padEnd(6)} ${a['total-blocking-time'].displayValue}`,
    )
  }
  await chrome.kill()
}

const smtpPort = await freePort()
let stopSmtp = await startSmtp(smtpPort)
const server = await startThrowawayServer({ seedDemo: true, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) } })
try {
  if (!process.argv.includes('--load-only')) await runLighthouse(server.url)

  // Rate limits would turn a load run into a 429 count; measure raw capacity with them off.
  const auth = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: server.superuser.email, password: server.superuser.password }),
  }).then((r) => r.json())
  await fetch(`${server.url}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: auth.token },
    body: JSON.stringify({ rateLimits: { enabled: false } }),
  })

  const targets = [
    '/api/collections/carousels/records?filter=(page_id%3D%27home%27%20%26%26%20active%3Dtrue)&sort=order_index',
    '/api/collections/news/records?filter=(category%3D%27news%27)&sort=-published_at&perPage=12',
    '/',
  ]
  console.log(`\nLoad: ${concurrency} concurrent clients for ${loadSeconds}s per target`)
  for (const target of targets) await load(target, () => fetch(`${server.url}${target}`))

  await fetch(`${server.url}/api/collections/site_settings/records/${records.siteSettingsId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: auth.token },
    body: JSON.stringify({ notification_email: 'team@example.test' }),
  })
  let leadCount = 0
  const postLead = () =>
    fetch(`${server.url}/api/collections/form_submissions/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form_type: 'consultation', name: '压测访客', email: `load-${leadCount++}@example.test`, consent: true }),
    })
  await load('POST lead (two mails queued), SMTP up', postLead)
  await stopSmtp()
  stopSmtp = async () => {}
  await load('POST lead (two mails queued), SMTP down', postLead)
} finally {
  await server.stop()
  await stopSmtp()
}
