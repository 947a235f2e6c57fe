#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile) on every public route of the served build beside the same
// HTML without its scripts, the second page view (home to a course page in Chromium), the back
// office's time from login to a rendered leads list with 1,000 leads, the browser's time to solve the
// largest lead challenge (scripts/bench/challenge.mjs), bounded load runs on the API
// (record lists, pages beside a thumbnail download, lead POSTs with SMTP up and down), then the lead
// drills (scripts/bench/lead-drills.mjs): the cost of a lead beside a plain create, 2,000 leads
// delivered exactly once, kill -9 during leads and during a slow delivery, a backup under load
// restored into a new data dir, and leads during a backup of a few hundred MB of uploads; and the
// production stack under a viral day (scripts/bench/proxy-load.mjs).
// Measures and prints; only the drills' checks report problems. Everything runs on loopback.
// Then the replication drill (scripts/bench/replication.mjs), and what a phone and a desktop download
// for an article with a 4000×3000 photo in its body (scripts/bench/article-images.mjs), and 效果分析 over a
// busy year's aggregates (scripts/bench/analytics.mjs).
// Flags (docs/benchmarks.md): --only <parts> (lighthouse, navigation, desk, challenge, load, drills, proxy, replication, images, analytics; comma
// list or repeated), --routes </a,/b> (Lighthouse routes; a route twice runs it twice), --repeat <n>
// (each Lighthouse route n times), --baseline <dir> (Lighthouse on another build too: <dir>/dist served
// with <dir>/pb_hooks, beside this one, route by route; --baseline-no-js gives it a no-JS copy of its
// own), --site <dir> (serve <dir>/dist with <dir>/pb_hooks instead of this worktree's), --save <dir> (each
// Lighthouse result as JSON, and what started before each observed LCP), --no-build, and the older --load-only
// (= no lighthouse, navigation, desk) and --no-drills.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import records from '../pb_hooks/lib/shared/records.json' with { type: 'json' }
import siteRoutes from '../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import { LOAD_ENV, compareLeadToPlain, prepareLoadRun, superuserToken } from './bench/lead-load.mjs'
import { leadsDuringBackup } from './bench/backup-during-leads.mjs'
import { backupDrill, crashDuringDelivery, crashDuringLeads, loadDrill } from './bench/lead-drills.mjs'
import { challengeBench } from './bench/challenge.mjs'
import { replicationBench } from './bench/replication.mjs'
import { analyticsBench } from './bench/analytics.mjs'
import { articleImageBytes } from './bench/article-images.mjs'
import { lighthouseTable } from './bench/lighthouse.mjs'
import { secondPageView } from './bench/navigation.mjs'
import { strippedCopy } from './bench/no-js.mjs'
import { pageBesideFile } from './bench/page-load.mjs'
import { proxyBench } from './bench/proxy-load.mjs'
import { seededDataDir, serveSeeded } from './bench/sites.mjs'
import { dirs, freePort, root, startThrowawayServer } from './lib/pocketbase.mjs'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const PARTS = ['lighthouse', 'navigation', 'desk', 'challenge', 'load', 'drills', 'proxy', 'replication', 'images', 'analytics']
const args = process.argv.slice(2)

/** Values of `--name x` / `--name=x` (all occurrences, comma lists split). */
function listFlag(name) {
  const values = []
  args.forEach((arg, i) => {
    if (arg === `--${name}` && i + 1 < args.length) values.push(args[i + 1])
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3))
  })
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
}

function selectedParts() {
  const only = listFlag('only')
  const unknown = only.filter((part) => !PARTS.includes(part))
  if (unknown.length > 0) {
    console.error(`unknown --only part(s): ${unknown.join(', ')} (known: ${PARTS.join(', ')})`)
    process.exit(2)
  }
  let parts = only.length > 0 ? only : [...PARTS]
  if (args.includes('--load-only')) parts = parts.filter((part) => !['lighthouse', 'navigation', 'desk'].includes(part))
  if (args.includes('--no-drills')) parts = parts.filter((part) => part !== 'drills')
  return new Set(parts)
}

const parts = selectedParts()
const publicRoutes = siteRoutes.routes.map((route) => route.path)
const routes = listFlag('routes')
if (routes.length === 0) routes.push(...publicRoutes)
for (const route of routes) {
  if (!route.startsWith('/')) {
    console.error(`--routes: ${route} is not a path (it must start with /)`)
    process.exit(2)
  }
}
const repeat = Number(listFlag('repeat')[0] ?? 1)
/** --save <dir>: each Lighthouse result as JSON there, and per run what started before the observed LCP. */
const save = listFlag('save')[0] ?? null
const baselineDir = listFlag('baseline')[0] ?? null
/** --site <dir>: serve <dir>/dist with <dir>/pb_hooks (a snapshot) instead of this worktree's. */
const siteDir = listFlag('site')[0] ?? null
const site = siteDir ? { publicDir: join(siteDir, 'dist'), hooksDir: join(siteDir, 'pb_hooks') } : { publicDir: dirs.public, hooksDir: dirs.hooks }
const artifacts = join(root, 'tests/.artifacts/bench')
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20)
/** Pages of the serving-cost runs (beside the thumbnail download). */
const servedPages = ['/', '/contact']

function writeArtifact(name, data) {
  mkdirSync(artifacts, { recursive: true })
  writeFileSync(join(artifacts, name), `${JSON.stringify(data, null, 2)}\n`)
  console.log(`(written to ${join('tests/.artifacts/bench', name)})`)
}

if (!args.includes('--no-build') && [...parts].some((part) => !['challenge', 'drills', 'replication', 'analytics'].includes(part))) {
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

/**
 * Milliseconds from pressing 登录 to the leads desk showing its first page of rows and its stat cards,
 * with `count` leads on the server: the first run with an empty browser cache, then two warm ones.
 */
async function measureLeadsDesk(origin, auth, count) {
  const headers = { 'content-type': 'application/json', authorization: auth.token }
  const staff = { username: 'benchstaff', password: 'bench-pass-1234' }
  await fetch(`${origin}/api/collections/staff/records`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...staff, email: 'bench@example.test', passwordConfirm: staff.password, verified: true }),
  })
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) =>
        fetch(`${origin}/api/collections/form_submissions/records`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ form_type: 'consultation', name: '基准线索', email: `desk-${i + j}@example.test`, phone: '13800138000', consent: true }),
        }),
      ),
    )
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const timings = []
  for (let run = 0; run < 3; run++) {
    const page = await context.newPage()
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel('用户名').fill(staff.username)
    await page.getByLabel('密码', { exact: true }).fill(staff.password)
    const started = performance.now()
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.getByRole('menuitem', { name: '表单数据' }).click()
    await page.locator('tbody tr').nth(24).waitFor()
    await page.locator('[data-stat="total"]').filter({ hasText: /^\d+$/ }).waitFor()
    timings.push(performance.now() - started)
    await page.getByRole('button', { name: '退出登录' }).click()
    await page.close()
  }
  await browser.close()
  console.log(`\nBack office: login to a rendered leads list with ${count} leads (1280 px, loopback)`)
  console.log(`cold ${timings[0].toFixed(0)} ms, warm ${timings.slice(1).map((t) => t.toFixed(0)).join(' ms, ')} ms`)
}

const smtpPort = await freePort()
let stopSmtp = await startSmtp(smtpPort)
const needsSite = ['lighthouse', 'navigation', 'desk', 'load', 'images'].some((part) => parts.has(part))
// One seeded data dir: the site serves it, the no-JS twin serves a copy taken before either starts.
const seed = needsSite ? await seededDataDir({ env: { ...LOAD_ENV, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) } }) : null
let noJs = null
let twin = null
let server = null
/** The baseline build's server, its no-JS copy and that copy's server (--baseline). */
const before = { noJs: null, site: null, twin: null }
try {
  if (parts.has('lighthouse')) {
    noJs = await strippedCopy(site.publicDir)
    twin = await serveSeeded(seed, { publicDir: noJs.dir, hooksDir: site.hooksDir })
    if (baselineDir) {
      const hooksDir = join(baselineDir, 'pb_hooks')
      before.site = await serveSeeded(seed, { publicDir: join(baselineDir, 'dist'), hooksDir })
      // Its own no-JS copy only on request: by default its ratio is taken against this build's.
      if (args.includes('--baseline-no-js')) {
        before.noJs = await strippedCopy(join(baselineDir, 'dist'))
        before.twin = await serveSeeded(seed, { publicDir: before.noJs.dir, hooksDir })
      }
    }
  }
  if (needsSite) server = await serveSeeded(seed, { copy: false, ...site })

  if (parts.has('lighthouse')) {
    const baseline = before.site ? { origin: before.site.url, noJsOrigin: before.twin?.url ?? null } : null
    const rows = await lighthouseTable({ origin: server.url, noJsOrigin: twin.url, routes, repeat, baseline, save })
    writeArtifact('lighthouse.json', { date: new Date().toISOString(), config: 'Lighthouse 12, default mobile (simulated slow 4G, 4x CPU)', rows })
    await twin.stop()
    twin = null
  }

  if (parts.has('navigation')) writeArtifact('navigation.json', await secondPageView({ origin: server.url, from: '/', to: '/courses/strategy' }))

  if (parts.has('images')) {
    const token = await superuserToken(server.url, server.superuser)
    writeArtifact('article-images.json', await articleImageBytes({ origin: server.url, token }))
  }

  if (parts.has('desk') || parts.has('load')) {
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

    if (parts.has('desk')) await measureLeadsDesk(server.url, auth, 1000)

    if (parts.has('load')) {
      const targets = [
        '/api/collections/carousels/records?filter=(page_id%3D%27home%27%20%26%26%20active%3Dtrue)&sort=order_index',
        '/api/collections/news/records?filter=(category%3D%27news%27)&sort=-published_at&perPage=12',
        '/',
      ]
      console.log(`\nLoad: ${concurrency} concurrent clients for ${loadSeconds}s per target`)
      for (const target of targets) await load(target, () => fetch(`${server.url}${target}`))

      writeArtifact('serving.json', await pageBesideFile(server.url, auth.token, { pages: servedPages, connections: concurrency, seconds: loadSeconds }))

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
    }
  }
} finally {
  await server?.stop()
  await twin?.stop()
  noJs?.remove()
  await before.site?.stop()
  await before.twin?.stop()
  before.noJs?.remove()
  if (seed) rmSync(seed.dataDir, { recursive: true, force: true })
  await stopSmtp()
}

if (parts.has('challenge')) writeArtifact('challenge.json', await challengeBench())

if (parts.has('drills')) {
  const leads = Number(process.env.BENCH_LEADS ?? 2000)
  console.log('\nLead drills (autocannon; per-IP lead limit raised, lead challenge off)')
  {
    const smtp = await freePort()
    const quiet = await startSmtp(smtp)
    const site = await startThrowawayServer({ env: { ...LOAD_ENV, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp) } })
    try {
      const token = await superuserToken(site.url, site.superuser)
      await prepareLoadRun(site.url, token)
      await compareLeadToPlain(site.url, { connections: concurrency, seconds: loadSeconds, rounds: 2 })
    } finally {
      await site.stop()
      await quiet()
    }
  }
  const report = (label, problems) => console.log(`${label}: ${problems.length === 0 ? 'ok' : `${problems.length} problems, e.g. ${problems.slice(0, 3).join('; ')}`}`)
  console.log(`\n${leads} leads from 50 clients, then delivery`)
  report('every address reached exactly once', (await loadDrill({ leads })).problems)
  console.log('\nkill -9 during the lead load, restart, deliver')
  const crash = await crashDuringLeads({ leads })
  report('answered leads stored with both mails', crash.missing)
  report('every stored lead delivered exactly once', crash.problems)
  console.log('\nkill -9 during a delivery run against a slow SMTP server')
  await crashDuringDelivery({ leads: 30 })
  console.log('\nbackup through the backups API while leads arrive, restored into a fresh data dir')
  report('backup leads with both mails', (await backupDrill({ leads: 600 })).missing)
  console.log('\nleads (10/s) during a backup of a data dir with 300 MB of uploads: PocketBase blocks writes while it zips')
  report('leads refused during the backup', (await leadsDuringBackup({ uploadsMb: 300 })).refused)
}

if (parts.has('proxy')) writeArtifact('proxy.json', await proxyBench({ connections: concurrency, capacitySeconds: loadSeconds }))

if (parts.has('replication')) {
  console.log('\nReplication (Litestream to a local S3 server, s3rver; lead challenge off)')
  writeArtifact('replication.json', await replicationBench())
}

if (parts.has('analytics')) writeArtifact('analytics.json', await analyticsBench({ clients: concurrency, seconds: loadSeconds }))
