// The replication drill (Litestream to a real local S3 server, s3rver): sustained lead POSTs with the
// WAL measured, the time until the replica holds the newest acknowledged lead, then the machine lost
// (kill -9 of PocketBase and Litestream together) and recovered on a second data dir and port with the
// runbook's commands (`npm run replica:restore`, then `node scripts/start.mjs --no-build`, what the
// systemd unit runs), timed: the recovery time (RTO) and the acknowledged leads it lost (RPO).
// Shared by `npm run bench`, `npm run dr-drill` and tests/api/replication.test.ts.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import replication from '../../pb_hooks/lib/shared/replication.json' with { type: 'json' }
import { localTxids, replicationEnv, startLitestream } from '../lib/litestream.mjs'
import { dirs, ensurePocketBase, freePort, prepareDataDir, root, servePocketBase, throwawaySuperuser as superuser } from '../lib/pocketbase.mjs'
import { startS3Server } from '../lib/s3-server.mjs'
import { api, leadBody, prepareLoadRun, superuserToken } from './lead-load.mjs'

const BUCKET = 'replica'
const PREFIX = 'site'
const staff = { username: 'drillstaff', password: 'drill-staff-pass-1234' }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Polls `check` every 100 ms until it returns a truthy value; throws `what` after `timeoutMs`. */
async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** The highest TXID the replica holds for `db`, read from s3rver's own files (LTX names `<min>-<max>.ltx`). */
function replicaTxid(s3, db) {
  let best = 0
  const dbDir = join(s3.dir, BUCKET, PREFIX, db)
  let levels = []
  try {
    levels = readdirSync(dbDir)
  } catch {
    return 0
  }
  for (const level of levels) {
    for (const name of readdirSync(join(dbDir, level))) {
      const match = /^[0-9a-f]{16}-([0-9a-f]{16})\.ltx\._S3rver_object$/.exec(name)
      if (match) best = Math.max(best, parseInt(match[1], 16))
    }
  }
  return best
}

/** Litestream's counter of WAL bytes it read for `db` (everything the site wrote through the WAL). */
async function totalWalBytes(metricsAddr, db) {
  const text = await (await fetch(`http://${metricsAddr}/metrics`)).text()
  const match = new RegExp(`^litestream_total_wal_bytes\\{db="[^"]*/${db.replace('.', '\\.')}"\\}\\s+(\\S+)$`, 'm').exec(text)
  return match ? Number(match[1]) : 0
}

function walSize(dataDir) {
  try {
    return statSync(join(dataDir, 'data.db-wal')).size
  } catch {
    return 0
  }
}

/** `npm run replica:restore -- <dir>` with the replication environment; resolves its output. */
function restoreReplica(env, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/restore-replica.mjs'), dir], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`replica:restore exited ${code}:\n${out}`))))
  })
}

/**
 * `node scripts/start.mjs --no-build` (the systemd unit's command) on `dataDir` at `http`; resolves once
 * it serves (its health answers 200: accounts, migrations and serving done). `stop()` is SIGTERM.
 */
async function startSite(env, dataDir, http) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
    env: { ...process.env, ...env, PB_DATA: dataDir, PB_HTTP: http, SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const url = `http://${http}`
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`start.mjs exited ${child.exitCode}:\n${out}`)
    return fetch(`${url}/api/health`).then((res) => res.status === 200, () => false)
  }, 'the recovered site to serve', 120_000)
  return {
    url,
    output: () => out,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/** Every record id of `collection` (and `fields`), paged. */
async function allRows(url, token, collection, fields = 'id') {
  const rows = []
  for (let page = 1; ; page++) {
    const res = await api(url, `/api/collections/${collection}/records?page=${page}&perPage=500&skipTotal=1&fields=${fields}`, { token })
    rows.push(...res.items)
    if (res.items.length < 500) return rows
  }
}

/**
 * Runs the drill. Load: `connections` clients post leads until Litestream has read `minWalBytes`
 * of WAL for data.db (so a WAL that is never reused would exceed any bound below that), then a
 * sync mark, then `tailMs` more of leads and the kill. Returns the figures and the checks' inputs.
 */
export async function replicationDrill({ connections = 4, minWalBytes = 48 << 20, tailMs = 3000, publicDir = dirs.public, log = console.log } = {}) {
  const s3 = await startS3Server({ buckets: [BUCKET] })
  const metricsAddr = `127.0.0.1:${await freePort()}`
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-replicated-'))
  const restoredDir = mkdtempSync(join(tmpdir(), 'pb-replica-'))
  // PocketBase gets the same environment as Litestream (its replication status reads it).
  const env = replicationEnv({ dataDir, s3, metricsAddr, bucket: BUCKET, path: PREFIX })
  const { bin } = await ensurePocketBase()
  const serverEnv = { ...process.env, ...env, LEAD_CHALLENGE: 'off' }
  let server
  let litestream
  let restored
  let stopClients = () => {}
  try {
    prepareDataDir(bin, { dataDir, publicDir }, { env: serverEnv })
    server = await servePocketBase(bin, { dataDir, publicDir, http: `127.0.0.1:${await freePort()}`, env: serverEnv })
    const token = await superuserToken(server.url, superuser)
    await prepareLoadRun(server.url, token)
    // A staff account of the lost machine: after the recovery it signs in with its own password.
    await api(server.url, '/api/collections/staff/records', { token, method: 'POST', body: { ...staff, email: 'drill@example.test', passwordConfirm: staff.password, verified: true } })
    litestream = await startLitestream(env)
    await waitFor(() => replication.databases.every((db) => replicaTxid(s3, db) >= 1), 'the first snapshot in the replica')
    log(`replication drill: Litestream ${metricsAddr} -> s3rver ${s3.endpoint}, ${connections} clients posting leads`)

    const acked = [] // { id, at } in answer order
    let stop = false
    let failures = 0
    let walMax = 0
    const tag = `rep${Date.now()}`
    let n = 0
    const started = Date.now()
    const clients = Array.from({ length: connections }, async () => {
      while (!stop) {
        const i = n++
        try {
          const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(leadBody(tag, i)),
          })
          const json = await res.json()
          if (res.status === 200 && !stop) acked.push({ id: json.id, at: Date.now() })
          else if (res.status !== 200) failures++
        } catch {
          failures++ // the kill: requests in flight get no answer
        }
      }
    })
    const sampler = setInterval(() => (walMax = Math.max(walMax, walSize(dataDir))), 100)

    let walBytes = 0
    stopClients = () => {
      stop = true
      clearInterval(sampler)
    }
    await waitFor(async () => (walBytes = await totalWalBytes(metricsAddr, 'data.db')) >= minWalBytes, `${minWalBytes} bytes of WAL`, 180_000)

    // The sync mark: every lead acknowledged before it must be in the replica once Litestream has run
    // a sync that started after the mark (the second change of its local position) and uploaded it.
    const markAt = Date.now()
    const ackedAtMark = acked.length
    const first = (await localTxids(metricsAddr))['data.db']
    const second = await waitFor(async () => {
      const txid = (await localTxids(metricsAddr))['data.db']
      return txid > first ? txid : 0
    }, 'a Litestream sync after the mark')
    const synced = await waitFor(async () => {
      const txid = (await localTxids(metricsAddr))['data.db']
      return txid > second ? txid : 0
    }, 'a second Litestream sync after the mark')
    await waitFor(() => replicaTxid(s3, 'data.db') >= synced, 'the replica to hold the marked position')
    const catchUpMs = Date.now() - markAt

    await sleep(tailMs)
    // The whole machine lost at once: PocketBase and Litestream, SIGKILL, no final sync.
    clearInterval(sampler)
    walMax = Math.max(walMax, walSize(dataDir))
    const killedAt = Date.now()
    const pocketbaseExit = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGKILL')
    await Promise.all([litestream.kill(), pocketbaseExit])
    server = null
    stop = true
    await Promise.all(clients)
    const ackedBeforeKill = acked.filter((lead) => lead.at <= killedAt)
    const seconds = (killedAt - started) / 1000

    // The new machine: the runbook's commands, timed from the moment the old one was lost.
    await restoreReplica(env, restoredDir)
    const restoredAt = Date.now()
    restored = await startSite({ LEAD_CHALLENGE: 'off' }, restoredDir, `127.0.0.1:${await freePort()}`)
    const servingAt = Date.now()
    const restoredToken = await superuserToken(restored.url, superuser)
    const staffSignIn = await fetch(`${restored.url}/api/collections/staff/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: staff.username, password: staff.password }),
    })
    const restoredIds = new Set((await allRows(restored.url, restoredToken, 'form_submissions')).map((row) => row.id))
    const mail = await allRows(restored.url, restoredToken, 'mail_outbox', 'id,status')
    const home = await fetch(`${restored.url}/`)

    const missingAtMark = acked.slice(0, ackedAtMark).filter((lead) => !restoredIds.has(lead.id)).map((lead) => lead.id)
    const lost = ackedBeforeKill.filter((lead) => !restoredIds.has(lead.id))
    const ackedIds = new Set(acked.map((lead) => lead.id))
    const result = {
      seconds,
      leadsPerSecond: ackedBeforeKill.length / seconds,
      acked: ackedBeforeKill.length,
      failures,
      walBytes,
      walMax,
      ackedAtMark,
      catchUpMs,
      restored: restoredIds.size,
      notAcked: [...restoredIds].filter((id) => !ackedIds.has(id)).length,
      missingAtMark,
      lost: lost.length,
      // The acknowledged leads the restore lacks span this long before the kill.
      lostWindowMs: lost.length === 0 ? 0 : killedAt - Math.min(...lost.map((lead) => lead.at)),
      mailQueued: mail.filter((row) => row.status === 'queued').length,
      mailHeld: mail.filter((row) => row.status === 'held').length,
      homeStatus: home.status,
      staffSignIn: staffSignIn.status,
      restoreMs: restoredAt - killedAt,
      startMs: servingAt - restoredAt,
      recoveryMs: servingAt - killedAt,
    }
    log(
      `  ${result.acked} leads acknowledged in ${seconds.toFixed(1)} s (${result.leadsPerSecond.toFixed(1)}/s), ` +
        `WAL read by Litestream ${(walBytes / 2 ** 20).toFixed(1)} MiB, data.db-wal at most ${(walMax / 2 ** 20).toFixed(1)} MiB`,
    )
    log(`  sync mark: the ${ackedAtMark} leads acknowledged before it were in the replica ${(catchUpMs / 1000).toFixed(1)} s later`)
    log(
      `  kill -9 of PocketBase and Litestream, restore from the replica: ${result.restored} leads, ` +
        `${result.lost} acknowledged leads lost (the last ${(result.lostWindowMs / 1000).toFixed(1)} s), ` +
        `${result.notAcked} restored but never answered (in flight at the kill); mail held ${result.mailHeld}, queued ${result.mailQueued}`,
    )
    log(
      `  recovery on a second data dir and port: replica:restore ${(result.restoreMs / 1000).toFixed(1)} s, start.mjs until serving ` +
        `${(result.startMs / 1000).toFixed(1)} s, machine lost to site serving (RTO) ${(result.recoveryMs / 1000).toFixed(1)} s; ` +
        `recovery point (RPO) ${(result.lostWindowMs / 1000).toFixed(1)} s (${result.lost} acknowledged leads); staff sign-in ${result.staffSignIn}`,
    )
    return result
  } finally {
    stopClients()
    if (litestream) await litestream.kill()
    if (restored) await restored.stop()
    if (server) await server.stop()
    await s3.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(restoredDir, { recursive: true, force: true })
  }
}

/**
 * Leads during one PocketBase backup (POST /api/backups) with and without Litestream running: the
 * backup's `PRAGMA wal_checkpoint(TRUNCATE)` of each database waits out PocketBase's 10 s busy
 * timeout on Litestream's read transaction while writes are held. Returns both runs' figures.
 */
export async function backupBesideLitestream({ connections = 4, publicDir = dirs.public, log = console.log } = {}) {
  const runs = []
  for (const withLitestream of [false, true]) {
    const s3 = await startS3Server({ buckets: [BUCKET] })
    const dataDir = mkdtempSync(join(tmpdir(), 'pb-replicated-'))
    const env = replicationEnv({ dataDir, s3, metricsAddr: `127.0.0.1:${await freePort()}`, bucket: BUCKET, path: PREFIX })
    const { bin } = await ensurePocketBase()
    const serverEnv = { ...process.env, ...(withLitestream ? env : {}), LEAD_CHALLENGE: 'off' }
    let server
    let litestream
    let stop = false
    try {
      prepareDataDir(bin, { dataDir, publicDir }, { env: serverEnv })
      server = await servePocketBase(bin, { dataDir, publicDir, http: `127.0.0.1:${await freePort()}`, env: serverEnv })
      const token = await superuserToken(server.url, superuser)
      await prepareLoadRun(server.url, token)
      if (withLitestream) litestream = await startLitestream(env)
      const answers = [] // answer times during the backup
      let n = 0
      const clients = Array.from({ length: connections }, async () => {
        while (!stop) {
          const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(leadBody(`bk${Date.now()}`, n++)),
          })
          await res.arrayBuffer()
          answers.push({ at: Date.now(), ok: res.status === 200 })
        }
      })
      await sleep(3000)
      const started = Date.now()
      await api(server.url, '/api/backups', { token, method: 'POST', body: { name: 'bench.zip' } })
      const ended = Date.now()
      stop = true
      await Promise.all(clients)
      const during = answers.filter((a) => a.at >= started && a.at <= ended)
      let longestGapMs = 0
      let previous = started
      for (const a of during) {
        longestGapMs = Math.max(longestGapMs, a.at - previous)
        previous = a.at
      }
      longestGapMs = Math.max(longestGapMs, ended - previous)
      const run = { litestream: withLitestream, backupMs: ended - started, leadsDuring: during.filter((a) => a.ok).length, failedDuring: during.filter((a) => !a.ok).length, longestGapMs }
      log(
        `  backup ${withLitestream ? 'with' : 'without'} Litestream: ${(run.backupMs / 1000).toFixed(1)} s, ${run.leadsDuring} leads answered during it ` +
          `(${run.failedDuring} failed), longest time without a lead answer ${(run.longestGapMs / 1000).toFixed(1)} s`,
      )
      runs.push(run)
    } finally {
      stop = true
      if (litestream) await litestream.kill()
      if (server) await server.stop()
      await s3.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return runs
}

/** The bench part: the drill with more WAL than the test's, then a backup beside Litestream. */
export async function replicationBench({ log = console.log } = {}) {
  const drill = await replicationDrill({ minWalBytes: 96 << 20, log })
  log('\nPocketBase backup (ZIP) while leads arrive, without and with Litestream')
  const backups = await backupBesideLitestream({ log })
  return { drill, backups }
}
