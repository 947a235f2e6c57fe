// Load and fault drills for the lead pipeline: N leads then exactly-once delivery, kill -9 during
// lead load, kill -9 during a slow delivery run, and a backup taken under load restored into a new
// data dir. Used by `npm run bench` (long) and tests/api/lead-drills.test.ts (short).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dirs, ensurePocketBase, freePort, prepareDataDir, servePocketBase, throwawaySuperuser as superuser } from '../lib/pocketbase.mjs'
import { LOAD_ENV, TEAM_ADDRESS, api, countRows, deliverAll, fire, formatRun, leadBody, prepareLoadRun, superuserToken } from './lead-load.mjs'
import { startSmtpCounter } from './smtp-counter.mjs'

const LEAD_PATH = '/api/collections/form_submissions/records'

/** A data dir with our migrations and a superuser, and a way to (re)start PocketBase on it. */
export async function drillSite({ smtpPort, publicDir = dirs.public, dataDir = mkdtempSync(join(tmpdir(), 'pb-drill-')), fresh = true } = {}) {
  const { bin } = await ensurePocketBase()
  const env = { ...process.env, ...LOAD_ENV, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'noreply@example.test' }
  const folders = { dataDir, publicDir }
  if (fresh) {
    prepareDataDir(bin, folders, { env })
  }
  const site = { dataDir, server: null, url: '', token: '' }
  site.start = async () => {
    site.server = await servePocketBase(bin, { ...folders, http: `127.0.0.1:${await freePort()}`, env })
    site.url = site.server.url
    site.token = await superuserToken(site.url, superuser)
    return site
  }
  site.kill9 = () =>
    new Promise((resolve) => {
      site.server.child.once('exit', resolve)
      site.server.child.kill('SIGKILL')
    })
  site.stop = async () => site.server?.stop()
  site.remove = async () => {
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return site
}

/** Every row of `collection` (selected fields), paged. */
async function allRows(site, collection, fields) {
  const rows = []
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), perPage: '500', fields, skipTotal: 'true', sort: '@rowid' })
    const res = await api(site.url, `/api/collections/${collection}/records?${query}`, { token: site.token })
    rows.push(...res.items)
    if (res.items.length < 500) return rows
  }
}

/** Leads (by id) that lack their stored row or either of their two mails. */
async function leadsMissingMails(site, ids) {
  const leads = new Set((await allRows(site, 'form_submissions', 'id')).map((r) => r.id))
  const kinds = new Map()
  for (const mail of await allRows(site, 'mail_outbox', 'submission,kind')) {
    kinds.set(mail.submission, [...(kinds.get(mail.submission) ?? []), mail.kind])
  }
  return ids.filter((id) => !leads.has(id) || (kinds.get(id) ?? []).sort().join(',') !== 'auto_reply,team_notification')
}

/** Recipients reached other than once, with the team address expected `teamTimes` times. */
function deliveryProblems(counts, visitors, teamTimes) {
  const problems = []
  for (const address of visitors) if ((counts.get(address) ?? 0) !== 1) problems.push(`${address}: ${counts.get(address) ?? 0}`)
  if ((counts.get(TEAM_ADDRESS) ?? 0) !== teamTimes) problems.push(`${TEAM_ADDRESS}: ${counts.get(TEAM_ADDRESS) ?? 0} (expected ${teamTimes})`)
  return problems
}

/**
 * `leads` leads from `connections` clients, then delivery until the queue is empty. Returns the run,
 * row and mail counts and the delivery problems (empty when every mail arrived exactly once).
 */
export async function loadDrill({ leads = 2000, connections = 50, log = console.log, publicDir = dirs.public } = {}) {
  const smtp = await startSmtpCounter()
  const site = await (await drillSite({ smtpPort: smtp.port, publicDir })).start()
  try {
    await prepareLoadRun(site.url, site.token)
    const tag = `load${Date.now()}`
    const run = await fire({ url: site.url, path: LEAD_PATH, connections, amount: leads, body: (n) => leadBody(tag, n), label: `${leads} leads, ${connections} clients` })
    log(formatRun(run))
    const rows = await countRows(site.url, site.token, 'form_submissions')
    const mails = await countRows(site.url, site.token, 'mail_outbox')
    const started = performance.now()
    await deliverAll(site.url, site.token)
    const deliverySeconds = (performance.now() - started) / 1000
    const visitors = Array.from({ length: leads }, (_, n) => `${tag}-${n}@example.test`)
    const problems = deliveryProblems(smtp.counts, visitors, leads)
    log(`rows ${rows}, queued mails ${mails}, delivered ${smtp.total()} in ${deliverySeconds.toFixed(1)}s, recipients not reached exactly once: ${problems.length}`)
    return { run, rows, mails, delivered: smtp.total(), deliverySeconds, problems }
  } finally {
    await site.remove()
    await smtp.stop()
  }
}

/**
 * kill -9 once `killAtShare` of `leads` leads have been answered (a share, not a time, so the kill
 * lands mid-run on a fast machine and a slow one alike): every lead answered 200 must be stored with
 * both mails after the restart, and delivery must reach every address exactly once.
 */
export async function crashDuringLeads({ leads = 2000, connections = 50, killAtShare = 0.4, log = console.log, publicDir = dirs.public } = {}) {
  const smtp = await startSmtpCounter()
  const site = await (await drillSite({ smtpPort: smtp.port, publicDir })).start()
  try {
    await prepareLoadRun(site.url, site.token)
    const tag = `crash${Date.now()}`
    const answered = new Map() // id -> email
    const stopFiring = new AbortController()
    let reachedShare
    const shareAnswered = new Promise((resolve) => (reachedShare = resolve))
    const firing = fire({
      url: site.url,
      path: LEAD_PATH,
      connections,
      amount: leads,
      body: (n) => leadBody(tag, n),
      signal: stopFiring.signal,
      onAnswer: (status, json, n) => {
        if (status === 200 && json?.id) answered.set(json.id, `${tag}-${n}@example.test`)
        if (answered.size >= leads * killAtShare) reachedShare()
      },
    })
    await Promise.race([shareAnswered, firing])
    await site.kill9()
    stopFiring.abort()
    const run = await firing
    const okAtKill = answered.size
    await site.start()
    const missing = await leadsMissingMails(site, [...answered.keys()])
    const stored = await countRows(site.url, site.token, 'form_submissions')
    // The minute's delivery may have been claiming mails when the kill came.
    await claimedDueNow(site)
    await deliverAll(site.url, site.token)
    // Leads that were committed but whose answer the kill cut off are stored too; all get their mails.
    const storedEmails = (await allRows(site, 'form_submissions', 'email')).map((r) => r.email)
    const problems = deliveryProblems(smtp.counts, storedEmails, storedEmails.length)
    log(
      `kill -9 at ${Math.round(killAtShare * 100)}% answered: ${okAtKill} answered 200 (${run.requests - okAtKill} cut off), ${stored} stored after restart, ` +
        `answered leads missing or without both mails: ${missing.length}; delivered ${smtp.total()}, not exactly once: ${problems.length}`,
    )
    return { answered: okAtKill, stored, missing, delivered: smtp.total(), problems }
  } finally {
    await site.remove()
    await smtp.stop()
  }
}

/**
 * Mails a killed process had claimed are not due for 10 minutes (the claim's lease, so a crash never sends
 * one twice at once): a drill makes every queued mail due now instead of waiting.
 */
async function claimedDueNow(site) {
  for (const mail of await allRows(site, 'mail_outbox', 'id,status')) {
    if (mail.status === 'queued') await api(site.url, `/api/collections/mail_outbox/records/${mail.id}`, { token: site.token, method: 'PATCH', body: { next_attempt_at: '2000-01-01 00:00:00.000Z' } })
  }
}

/**
 * kill -9 in the middle of a delivery run against an SMTP server that takes `smtpDelayMs` per mail.
 * A mail the SMTP server accepted before the kill but whose `sent` status never committed is the
 * only one that can go out twice: it stays claimed for CLAIM_MINUTES, then is due again. The drill
 * makes claimed mails due at once after the restart and counts exactly that.
 */
export async function crashDuringDelivery({ leads = 30, smtpDelayMs = 300, killAfterMs = 2500, log = console.log, publicDir = dirs.public } = {}) {
  const smtp = await startSmtpCounter({ delayMs: smtpDelayMs })
  const site = await (await drillSite({ smtpPort: smtp.port, publicDir })).start()
  try {
    await prepareLoadRun(site.url, site.token)
    const tag = `slow${Date.now()}`
    for (let n = 0; n < leads; n++) await api(site.url, LEAD_PATH, { method: 'POST', body: leadBody(tag, n) })
    const run = api(site.url, '/api/outbox/deliver', { token: site.token, method: 'POST' }).catch(() => null)
    await new Promise((r) => setTimeout(r, killAfterMs))
    await site.kill9()
    await run
    await site.start()
    // Read once the killed process can send nothing more: what the SMTP server had received, and
    // what the database had recorded as sent. The difference is exactly what will go out twice.
    const receivedAtKill = smtp.total()
    const recordedSent = await countRows(site.url, site.token, 'mail_outbox', "status = 'sent'")
    await claimedDueNow(site)
    await deliverAll(site.url, site.token)
    const visitors = Array.from({ length: leads }, (_, n) => `${tag}-${n}@example.test`)
    const duplicates = smtp.total() - 2 * leads
    const problems = deliveryProblems(smtp.counts, visitors, leads)
    log(
      `kill -9 during delivery (${smtpDelayMs} ms per mail): SMTP had received ${receivedAtKill}, ${recordedSent} recorded sent; ` +
        `after restart ${smtp.total()} delivered for ${2 * leads} mails: ${duplicates} sent twice ` +
        `(received by SMTP but not recorded sent at the kill: ${receivedAtKill - recordedSent})`,
    )
    return { receivedAtKill, recordedSent, delivered: smtp.total(), expected: 2 * leads, duplicates, problems }
  } finally {
    await site.remove()
    await smtp.stop()
  }
}

/**
 * A backup through PocketBase's backups API while leads arrive, unzipped into a fresh data dir
 * and served from there: every lead in the copy has both its mails.
 */
export async function backupDrill({ leads = 600, connections = 20, log = console.log, publicDir = dirs.public } = {}) {
  const smtp = await startSmtpCounter()
  const site = await (await drillSite({ smtpPort: smtp.port, publicDir })).start()
  const restoreDir = mkdtempSync(join(tmpdir(), 'pb-restored-'))
  let restored = null
  try {
    await prepareLoadRun(site.url, site.token)
    const tag = `backup${Date.now()}`
    const firing = fire({ url: site.url, path: LEAD_PATH, connections, amount: leads, body: (n) => leadBody(tag, n) })
    await new Promise((r) => setTimeout(r, 500))
    const name = `drill-${Date.now()}.zip`
    await api(site.url, '/api/backups', { token: site.token, method: 'POST', body: { name } })
    const run = await firing
    const zip = join(site.dataDir, 'backups', name)
    if (!existsSync(zip)) throw new Error(`backup ${zip} missing`)
    mkdirSync(restoreDir, { recursive: true })
    const unzip = spawnSync('unzip', ['-q', zip, '-d', restoreDir], { encoding: 'utf8' })
    if (unzip.status !== 0) throw new Error(`unzip failed: ${unzip.stderr}`)
    restored = await (await drillSite({ smtpPort: smtp.port, publicDir, dataDir: restoreDir, fresh: false })).start()
    const inCopy = await allRows(restored, 'form_submissions', 'id')
    const missing = await leadsMissingMails(restored, inCopy.map((r) => r.id))
    const home = await fetch(`${restored.url}/`)
    log(
      `backup under load: ${run.ok} leads answered while it ran, ${inCopy.length} in the backup, ` +
        `backup leads without both mails: ${missing.length}; restored site answers / with ${home.status}`,
    )
    return { answered: run.ok, inBackup: inCopy.length, missing, homeStatus: home.status }
  } finally {
    await restored?.stop()
    rmSync(restoreDir, { recursive: true, force: true })
    await site.remove()
    await smtp.stop()
  }
}
