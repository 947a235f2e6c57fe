// 效果分析 with a busy year behind it: a data dir holding a year of a busy site's aggregates (3 million
// page views over every public route, source and browser family; 2.1 million speed samples; the lead
// forms' steps) and 20,000 leads credited to their sources, with statuses and contact times. Times
// GET /api/admin/analytics for today, 7, 30 and 365 days (the screen's ranges): first from the day rows
// alone, then after the nightly job has summed the finished months (PocketBase started again): the
// wall time, and the CPU time PocketBase spent per request (from /proc: what the answer costs on an
// idle machine, whatever else runs on this one), and the same for the first request of each range,
// which sums what the later ones find in memory. Then what a page view costs into that table: the
// beacon from 20 clients (rate limits off). Prints; writes nothing but its artifact.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import analytics from '../../pb_hooks/lib/shared/analytics.json' with { type: 'json' }
import beacons from '../../pb_hooks/lib/shared/beacons.json' with { type: 'json' }
import siteRoutes from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import { ensurePocketBase, freePort, prepareDataDir, runPocketBase, servePocketBase, throwawaySuperuser } from '../lib/pocketbase.mjs'

export const BUSY_YEAR = { views: 3_000_000, leads: 20_000, days: 365 }
const REQUESTS = 20

/**
 * The seeding migration's body: runs inside PocketBase (JSVM), so it is built as text. Deterministic
 * (a seeded generator): the same data dir every run. Days end at `lastDay`.
 */
export function seedScript(lastDay) {
  return `
const ANALYTICS = ${JSON.stringify({ families: analytics.families.map((family) => family.key), referrers: analytics.sources.referrers.map((entry) => entry.name), direct: analytics.sources.direct, other: analytics.sources.other, vitals: Object.fromEntries(['lcp', 'inp', 'cls'].map((metric) => [metric, analytics.vitals[metric].bounds])) })}
const ROUTES = ${JSON.stringify(siteRoutes.routes.map((route) => route.path))}
const YEAR = ${JSON.stringify(BUSY_YEAR)}
const LAST_DAY = ${JSON.stringify(lastDay)}
let seed = 42
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
const pick = (weights) => { let r = random() * weights.reduce((a, b) => a + b[1], 0); for (const [value, w] of weights) { if ((r -= w) <= 0) return value } return weights[0][0] }
const dayOf = (i) => new Date(Date.parse(LAST_DAY + 'T00:00:00Z') - (YEAR.days - 1 - i) * 86400000).toISOString().slice(0, 10)
const q = (text) => "'" + String(text).replace(/'/g, "''") + "'"
let n = 0
const id = (prefix) => prefix + String(n++).padStart(15 - prefix.length, '0')
let values = []
const flush = (head) => { if (values.length) { app.db().newQuery(head + values.join(',')).execute(); values = [] } }
const push = (head, row) => { values.push(row); if (values.length === 400) flush(head) }

// Where views come from: the rules' sources (with their hosts) and campaigns sent with UTM fields.
const SOURCES = [
  [['百度搜索', '', '', 'www.baidu.com'], 30], [['百度搜索', '', '', 'm.baidu.com'], 22], [['微信', '', '', ''], 25], [['直接访问', '', '', ''], 18],
  [['360搜索', '', '', 'www.so.com'], 4], [['搜狗', '', '', 'm.sogou.com'], 4], [['必应', '', '', 'cn.bing.com'], 3], [['企业微信', '', '', ''], 3],
  [['钉钉', '', '', ''], 2], [['飞书', '', '', ''], 1], [['知乎', '', '', 'zhuanlan.zhihu.com'], 3], [['其他网站', '', '', 'www.example.com'], 2],
  [['其他网站', '', '', 'news.example.org'], 1],
]
for (const source of ['baidu', 'wechat_article', 'newsletter', 'zhihu_ad']) {
  for (const medium of ['cpc', 'social', 'email']) {
    for (let c = 0; c < 4; c++) SOURCES.push([[source, medium, 'campaign-' + c, ''], 1])
  }
}
const FAMILIES = [['wechat', 40], ['mobile', 25], ['desktop', 25], ['wecom', 5], ['dingtalk', 3], ['feishu', 2]]
const PATH_WEIGHTS = ROUTES.map((path, i) => [path, path === '/' ? 30 : path.startsWith('/courses/') ? 10 : 14 - i / 2])

// Page views: each day's views spread over about 600 rows (path x source x family), 3 million in all.
const perDay = Math.round(YEAR.views / YEAR.days)
const PV = 'INSERT OR IGNORE INTO page_views (id, day, path, source, medium, campaign, host, family, count, visitors) VALUES '
let views = 0
for (let d = 0; d < YEAR.days; d++) {
  const day = dayOf(d)
  const cells = {}
  for (let k = 0; k < 600; k++) {
    const key = [pick(PATH_WEIGHTS), ...pick(SOURCES), pick(FAMILIES)].join('\\u0001')
    cells[key] = (cells[key] || 0) + 1
  }
  const keys = Object.keys(cells)
  let left = d === YEAR.days - 1 ? YEAR.views - views : perDay
  keys.forEach((key, i) => {
    const count = i === keys.length - 1 ? left : Math.min(left, Math.round((cells[key] / 600) * perDay))
    left -= count
    views += count
    const [path, source, medium, campaign, host, family] = key.split('\\u0001')
    push(PV, '(' + [q(id('pv')), q(day), q(path), q(source), q(medium), q(campaign), q(host), q(family), count, Math.round(count * 0.45)].join(',') + ')')
  })
}
flush(PV)

// Field speed: a sample for 70 % of the views, per day, path and family; the buckets as field data fall.
const shape = { lcp: [1.2, 0.55], inp: [0.35, 0.7], cls: [0.03, 1.1] }
const bucketOf = (metric, value) => { const b = ANALYTICS.vitals[metric]; for (let i = 0; i < b.length; i++) if (value <= b[i]) return i; return b.length - 1 }
const columns = []
for (const metric of ['lcp', 'inp', 'cls']) ANALYTICS.vitals[metric].forEach((_, i) => columns.push(metric + '_' + (i < 10 ? '0' : '') + i))
const VD = 'INSERT INTO _vitals_days (id, day, path, family, samples, ' + columns.join(', ') + ') VALUES '
for (let d = 0; d < YEAR.days; d++) {
  const day = dayOf(d)
  for (const path of ROUTES) {
    for (const [family, familyShare] of FAMILIES) {
      const samples = Math.round((YEAR.views * 0.7 / YEAR.days) * (PATH_WEIGHTS.find((w) => w[0] === path)[1] / PATH_WEIGHTS.reduce((a, w) => a + w[1], 0)) * (familyShare / 100))
      if (samples === 0) continue
      const counts = {}
      for (const metric of ['lcp', 'inp', 'cls']) {
        const draws = Math.min(samples, 40)
        const [median, spread] = shape[metric]
        const got = metric === 'inp' ? Math.round(samples * 0.4) : samples
        for (let k = 0; k < draws; k++) {
          const gauss = (random() + random() + random() - 1.5) * 1.4
          const value = metric === 'cls' && random() < 0.5 ? 0 : (metric === 'lcp' ? median * 1000 : metric === 'inp' ? median * 300 : median) * Math.exp(gauss * spread) * (family === 'wechat' ? 1.3 : 1)
          const col = metric + '_' + String(bucketOf(metric, value)).padStart(2, '0')
          counts[col] = (counts[col] || 0) + got / draws
        }
      }
      push(VD, '(' + [q(id('vd')), q(day), q(path), q(family), samples, ...columns.map((c) => Math.round(counts[c] || 0))].join(',') + ')')
    }
  }
}
flush(VD)

// Form steps: each lead form on its pages, opened, started, submitted.
const FS = 'INSERT INTO _form_steps (id, day, path, form, step, count) VALUES '
const FORMS = [['consultation', ROUTES], ['contact', ['/contact', '/about']], ['course_registration', ROUTES.filter((p) => p.startsWith('/courses/'))], ['partner_application', ['/guanghe']]]
for (let d = 0; d < YEAR.days; d++) {
  for (const [form, paths] of FORMS) {
    for (const path of paths) {
      const opened = 5 + Math.floor(random() * 40)
      const started = Math.floor(opened * (0.3 + random() * 0.3))
      const submitted = Math.floor(started * (0.2 + random() * 0.3))
      for (const [step, count] of [['opened', opened], ['started', started], ['submitted', submitted]]) push(FS, '(' + [q(id('fs')), q(dayOf(d)), q(path), q(form), q(step), count].join(',') + ')')
    }
    if (form === 'course_registration') for (const path of paths) push(FS, '(' + [q(id('fs')), q(dayOf(d)), q(path), q('handbook'), q('requested'), 3 + Math.floor(random() * 10)].join(',') + ')')
  }
}
flush(FS)

// Leads: 20,000 over the year, credited to their first touch; 60 % reached 已联系, half of those 已完成.
const LD = 'INSERT INTO form_submissions (id, form_type, name, email, status, source, first_utm_medium, first_utm_campaign, source_host, first_landing_path, form_path, course_id, course_name, consent, contacted_at, created, updated) VALUES '
const COURSES = ROUTES.filter((p) => p.startsWith('/courses/'))
for (let i = 0; i < YEAR.leads; i++) {
  const d = Math.floor((i / YEAR.leads) * YEAR.days)
  const created = new Date(Date.parse(dayOf(d) + 'T02:00:00Z') + Math.floor(random() * 10 * 3600000))
  const [source, medium, campaign, host] = pick(SOURCES)
  const form = pick([['consultation', 40], ['contact', 25], ['course_registration', 30], ['partner_application', 5]])
  const course = form === 'course_registration' ? pick(COURSES.map((p) => [p, 1])) : ''
  const r = random()
  const status = r < 0.3 ? 'completed' : r < 0.6 ? 'contacted' : 'pending'
  const contacted = status === 'pending' ? '' : new Date(created.getTime() + Math.floor(random() * 8 * 3600000)).toISOString().replace('T', ' ')
  const stamp = created.toISOString().replace('T', ' ')
  push(LD, '(' + [q(id('ld')), q(form), q('批量线索'), q('bulk' + i + '@example.test'), q(status), q(source), q(medium), q(campaign), q(host), q(pick(PATH_WEIGHTS)), q(course || pick(PATH_WEIGHTS)), q(course ? course.slice(9) : ''), q(''), 1, q(contacted), q(stamp), q(stamp)].join(',') + ')')
}
flush(LD)
`
}

/** Median, 95th percentile and slowest of `times` (ms). */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
  return { median: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10, max: Math.round(sorted[sorted.length - 1] * 10) / 10 }
}

function shiftDay(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** CPU time (ms) the process `pid` has used so far (Linux: utime + stime in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function timeRanges(url, token, today, pid) {
  const rows = []
  for (const [label, days] of [
    ['today', 1],
    ['7 days', 7],
    ['30 days', 30],
    ['365 days', 365],
  ]) {
    const path = `${url}${analytics.routes.report}?from=${shiftDay(today, -(days - 1))}&to=${today}`
    const times = []
    let bytes = 0
    // The first request after start sums what later ones keep in memory (the settled days, the leads
    // before the current month): what a range costs once a day, after a restart, or after a change.
    const firstCpu = cpuMs(pid)
    const firstStarted = performance.now()
    await (await fetch(path, { headers: { authorization: token } })).text()
    const first = { firstMs: Math.round(performance.now() - firstStarted), firstCpu: cpuMs(pid) - firstCpu }
    const cpuBefore = cpuMs(pid)
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now()
      const res = await fetch(path, { headers: { authorization: token } })
      const body = await res.text()
      times.push(performance.now() - started)
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.slice(0, 200)}`)
      bytes = body.length
    }
    rows.push({ range: label, ...spread(times), cpu: Math.round((cpuMs(pid) - cpuBefore) / REQUESTS), ...first, kb: Math.round(bytes / 1024) })
  }
  return rows
}

/** Page-view beacons from `clients` for `seconds` into the busy table: answers a second and latency. */
async function beaconLoad(url, clients, seconds) {
  const latencies = []
  const deadline = Date.now() + seconds * 1000
  const paths = siteRoutes.routes.map((route) => route.path)
  let k = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now()
        const path = paths[k++ % paths.length]
        const res = await fetch(`${url}${beacons.routes.pageview}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ path, referrer: 'https://www.baidu.com/', since_last_view: k % 3 ? 60 : undefined }) })
        await res.arrayBuffer()
        if (res.status !== 204) throw new Error(`page view answered ${res.status}`)
        latencies.push(performance.now() - started)
      }
    }),
  )
  return { perSecond: Math.round(latencies.length / seconds), ...spread(latencies) }
}

/** One pass of timeRanges as a table, its first column named `label`. */
function printRanges(label, rows) {
  console.table(rows.map((row) => ({ [label]: row.range, 'median ms': row.median, 'p95 ms': row.p95, 'max ms': row.max, 'CPU ms': row.cpu, 'first ms': row.firstMs, 'first CPU ms': row.firstCpu, KB: row.kb })))
}

export async function analyticsBench({ clients = 20, seconds = 10 } = {}) {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  console.log(`\n效果分析 with a busy year: ${BUSY_YEAR.views.toLocaleString('en')} page views, ${BUSY_YEAR.leads.toLocaleString('en')} leads over ${BUSY_YEAR.days} days to ${today}`)
  const { bin } = await ensurePocketBase({ log: console.log })
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-bench-analytics-data-'))
  const migrations = mkdtempSync(join(tmpdir(), 'pb-bench-analytics-'))
  let server = null
  try {
    prepareDataDir(bin, { dataDir })
    const seeding = performance.now()
    writeFileSync(join(migrations, '1900000001_busy_year.js'), `migrate((app) => {\n${seedScript(today)}\n})\n`)
    runPocketBase(bin, ['migrate', 'up'], { dataDir, migrationsDir: migrations })
    console.log(`seeded in ${Math.round((performance.now() - seeding) / 1000)} s`)
    server = await servePocketBase(bin, { dataDir, http: `127.0.0.1:${await freePort()}` })
    const auth = await (
      await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: throwawaySuperuser.email, password: throwawaySuperuser.password }),
      })
    ).json()
    const token = auth.token
    const count = async (collection) => (await (await fetch(`${server.url}/api/collections/${collection}/records?perPage=1&fields=id`, { headers: { authorization: token } })).json()).totalItems
    const rows = { page_views: await count('page_views'), _vitals_days: await count('_vitals_days'), _form_steps: await count('_form_steps'), form_submissions: await count('form_submissions') }
    console.log(`rows: ${Object.entries(rows).map(([name, n]) => `${name} ${n.toLocaleString('en')}`).join(', ')}`)

    const fromDays = await timeRanges(server.url, token, today, server.child.pid)
    printRanges('day rows only', fromDays)

    // Every month with days that ended two days ago or more (the job's rule).
    const settled = shiftDay(today, -2)
    let expected = 0
    for (let month = shiftDay(today, -(BUSY_YEAR.days - 1)).slice(0, 7); ; ) {
      const next = shiftDay(`${month}-28`, 4).slice(0, 7)
      if (shiftDay(`${next}-01`, -1) > settled) break
      expected += 1
      month = next
    }
    await fetch(`${server.url}/api/crons/analytics_months`, { method: 'POST', headers: { authorization: token } })
    const summing = performance.now()
    let months = 0
    for (let i = 0; i < 1200 && months < expected; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      months = await count('_analytics_months')
    }
    console.log(`the nightly job summed ${months} finished months (polled: within ${Math.round((performance.now() - summing) / 1000)} s)`)
    // Started again, so that its memory holds nothing: the first requests sum from the months' rows.
    await server.stop()
    server = await servePocketBase(bin, { dataDir, http: `127.0.0.1:${await freePort()}` })
    const fromMonths = await timeRanges(server.url, token, today, server.child.pid)
    printRanges('with month sums', fromMonths)

    await fetch(`${server.url}/api/settings`, { method: 'PATCH', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ rateLimits: { enabled: false } }) })
    const beacons = await beaconLoad(server.url, clients, seconds)
    console.log(`page-view beacons into that table from ${clients} clients for ${seconds} s: ${beacons.perSecond}/s, p50 ${beacons.median} ms, p95 ${beacons.p95} ms`)
    return { year: BUSY_YEAR, rows, fromDays, months, fromMonths, beacons, loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') }
  } finally {
    await server?.stop()
    rmSync(migrations, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
