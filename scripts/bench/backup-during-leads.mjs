// Lead POSTs during a backup of a data dir with a few hundred MB of uploads: how long the backup
// takes, and what each lead that arrived meanwhile got (status, time to answer). `npm run bench`.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dirs } from '../lib/pocketbase.mjs'
import { drillSite } from './lead-drills.mjs'
import { api, leadBody, prepareLoadRun } from './lead-load.mjs'
import { startSmtpCounter } from './smtp-counter.mjs'

const LEAD_PATH = '/api/collections/form_submissions/records'

/** `megabytes` of incompressible files (like photos) under `<dataDir>/storage`, 2 MB each. */
export function fillUploads(dataDir, megabytes) {
  const dir = join(dataDir, 'storage', 'bench_uploads')
  mkdirSync(dir, { recursive: true })
  const chunk = 2 * 1024 * 1024
  for (let i = 0; i < Math.ceil(megabytes / 2); i++) writeFileSync(join(dir, `upload-${i}.jpg`), randomBytes(chunk))
}

/** The most memory a process has held (VmHWM, Linux), in MB; null elsewhere. */
function peakMemoryMb(pid) {
  const status = `/proc/${pid}/status`
  if (!existsSync(status)) return null
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : null
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

/**
 * One lead every `everyMs` from 1 s before a backup (`backup(site)`, default: PocketBase's own
 * through its API) until 1 s after it. Returns the backup's duration and, for the leads sent while
 * it ran, their statuses and answer times, and how many leads of the whole run were answered 200
 * and stored.
 */
export async function leadsDuringBackup({ uploadsMb = 300, everyMs = 100, backup, log = console.log, publicDir = dirs.public } = {}) {
  const smtp = await startSmtpCounter()
  const site = await drillSite({ smtpPort: smtp.port, publicDir })
  fillUploads(site.dataDir, uploadsMb)
  await site.start()
  const takeBackup = backup ?? ((s) => api(s.url, '/api/backups', { token: s.token, method: 'POST', body: { name: `bench-${Date.now()}.zip` } }))
  try {
    await prepareLoadRun(site.url, site.token)
    const leads = []
    let backupWindow = null
    let sending = true
    const tag = `during${Date.now()}`
    const sender = (async () => {
      for (let n = 0; sending; n++) {
        const sentAt = performance.now()
        leads.push(
          fetch(`${site.url}${LEAD_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(leadBody(tag, n)) })
            .then(async (res) => ({ sentAt, status: res.status, ms: performance.now() - sentAt, body: res.ok ? '' : await res.text() }))
            .catch((error) => ({ sentAt, status: 0, ms: performance.now() - sentAt, body: String(error) })),
        )
        await new Promise((r) => setTimeout(r, everyMs))
      }
    })()
    await new Promise((r) => setTimeout(r, 1000))
    const started = performance.now()
    await takeBackup(site)
    backupWindow = { started, ended: performance.now() }
    await new Promise((r) => setTimeout(r, 1000))
    sending = false
    await sender
    const answers = await Promise.all(leads)
    const during = answers.filter((a) => a.sentAt >= backupWindow.started && a.sentAt <= backupWindow.ended)
    const statuses = {}
    for (const a of during) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    const times = during.map((a) => a.ms).sort((x, y) => x - y)
    // Every lead answered 200, before, during or after the backup, is stored.
    const query = new URLSearchParams({ perPage: '1', filter: `email ~ '${tag}-'` })
    const stored = (await api(site.url, `/api/collections/form_submissions/records?${query}`, { token: site.token })).totalItems
    const result = {
      uploadsMb,
      backupSeconds: (backupWindow.ended - backupWindow.started) / 1000,
      sent: during.length,
      statuses,
      p50Ms: Math.round(percentile(times, 0.5)),
      maxMs: Math.round(times.at(-1) ?? NaN),
      refused: during.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.slice(0, 120)}`),
      answeredOk: answers.filter((a) => a.status === 200).length,
      stored,
      // Leads waiting on the backup each hold JavaScript runtimes; past the pool, PocketBase makes more.
      peakMemoryMb: peakMemoryMb(site.server.child.pid),
    }
    log(
      `backup of ${uploadsMb} MB of uploads took ${result.backupSeconds.toFixed(1)} s; ${result.sent} leads sent meanwhile: ` +
        `${JSON.stringify(statuses)}, answer time p50 ${result.p50Ms} ms, max ${result.maxMs} ms; ` +
        `${result.answeredOk} leads answered 200 in the whole run, ${stored} stored; PocketBase's peak memory ${result.peakMemoryMb} MB`,
    )
    return result
  } finally {
    await site.remove()
    await smtp.stop()
  }
}
