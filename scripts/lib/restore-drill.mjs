// The restore drill: a fresh PocketBase, given the site's BACKUP_S3_* settings, restores the newest
// off-machine backup into a new data dir on a free port, and the copy is checked as staff would.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { dirs, ensurePocketBase, freePort, prepareDataDir, root, runPocketBase, servePocketBase } from './pocketbase.mjs'
import { generateStaffPassword, generateSuperuserPassword, PASSWORD_VARIABLE } from './staff-password.mjs'

/** The variables the drill needs: the same as the site's (docs/operations.md, Backup and restore). */
export const S3_VARIABLES = ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_BUCKET', 'BACKUP_S3_REGION', 'BACKUP_S3_ACCESS_KEY', 'BACKUP_S3_SECRET']

/** Accounts the drill adds to the copy to look at it, and removes again. */
const DRILL_SUPERUSER = 'restore-drill@localhost.invalid'
const DRILL_STAFF = 'restore-drill'

/** How long PocketBase may take to download, unpack and restart on the backup. */
const RESTORE_TIMEOUT_MS = 10 * 60 * 1000

class DrillError extends Error {}

async function request(url, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = { raw: text }
  }
  return { status: res.status, json }
}

function signInAnswer(url, collection, identity, password) {
  return request(url, `/api/collections/${collection}/auth-with-password`, { method: 'POST', body: { identity, password } })
}

async function signIn(url, collection, identity, password) {
  const answer = await signInAnswer(url, collection, identity, password)
  return answer.status === 200 ? answer.json.token : null
}

/** Newest first: the backups PocketBase lists from its backups storage (S3), archives at the top level only. */
function newestBackups(list) {
  return list.filter((b) => b.key.endsWith('.zip') && !b.key.includes('/')).sort((a, b) => String(b.modified).localeCompare(String(a.modified)))
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Total of a filtered list (`filter` in PocketBase syntax), as the superuser. */
async function count(url, token, collection, filter = '') {
  const query = new URLSearchParams({ perPage: '1', ...(filter ? { filter } : {}) })
  const answer = await request(url, `/api/collections/${collection}/records?${query}`, { token })
  if (answer.status !== 200) throw new DrillError(`无法读取 ${collection}（HTTP ${answer.status}）`)
  return { total: answer.json.totalItems, first: answer.json.items[0] ?? null }
}

/** Every file named by a record of the copy, checked on its disk: `{referenced, missing[]}`. */
async function checkFiles(url, token, dataDir) {
  const collections = (await request(url, '/api/collections?perPage=500', { token })).json.items
  let referenced = 0
  const missing = []
  for (const collection of collections) {
    const fileFields = collection.fields.filter((f) => f.type === 'file').map((f) => f.name)
    if (fileFields.length === 0 || collection.type === 'view') continue
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ page: String(page), perPage: '500', fields: ['id', ...fileFields].join(','), skipTotal: 'true' })
      const answer = await request(url, `/api/collections/${collection.name}/records?${query}`, { token })
      if (answer.status !== 200) throw new DrillError(`无法读取 ${collection.name}（HTTP ${answer.status}）`)
      for (const record of answer.json.items) {
        for (const field of fileFields) {
          for (const name of [record[field]].flat().filter(Boolean)) {
            referenced += 1
            if (!existsSync(join(dataDir, 'storage', collection.id, record.id, name))) missing.push(`${collection.name}/${record.id}/${name}`)
          }
        }
      }
      if (answer.json.items.length < 500) break
    }
  }
  return { referenced, missing }
}

/** The log line the first start of a restored backup writes (pb_hooks/mail.pb.js), waited for: PocketBase writes logs in batches. */
async function restoredBackupLog(url, token) {
  const query = new URLSearchParams({ perPage: '1', sort: '-created', filter: "message ~ 'Restored backup'" })
  for (let i = 0; i < 50; i++) {
    const answer = await request(url, `/api/logs?${query}`, { token })
    if (answer.status === 200 && answer.json.items.length > 0) return answer.json.items[0].data
    await sleep(200)
  }
  return null
}

/**
 * Runs the drill. `env`: the site's environment (BACKUP_S3_* at least). `into`: restore into this
 * (new or empty) dir and keep it, for a real disaster; otherwise a temp dir, removed afterwards.
 * `staff`: `{username, password}` of a real account to sign in with; otherwise a drill account.
 * Returns the report: `{ok, backup, checks: [{name, ok, detail}], dataDir, ...figures}`.
 */
export async function restoreDrill({ env = process.env, into = null, staff = null, publicDir = dirs.public, log = console.log } = {}) {
  const missingVars = S3_VARIABLES.filter((name) => !(env[name] ?? '').trim())
  if (missingVars.length > 0) throw new DrillError(`缺少 ${missingVars.join(', ')}：演练从异地（S3）备份恢复，需要与线上站点相同的 BACKUP_S3_* 变量`)
  const { bin } = await ensurePocketBase({ log })
  const keep = into !== null
  const dataDir = keep ? resolve(root, into) : mkdtempSync(join(tmpdir(), 'pb-restore-drill-'))
  if (keep) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new DrillError(`${dataDir} 不是空目录：恢复只写入新的或空的目录`)
    mkdirSync(dataDir, { recursive: true })
  }
  // The copy never takes scheduled backups (with BACKUP_KEEP it would prune the site's own), and a
  // drill's copy mails nobody: its SMTP is a closed loopback port. A disaster restore keeps the site's SMTP.
  const drillEnv = { ...env, BACKUP_CRON: 'off', ...(keep ? {} : { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) }) }
  const folders = { dataDir, publicDir }
  const superuserPassword = generateSuperuserPassword()
  const checks = []
  const check = (name, ok, detail) => {
    checks.push({ name, ok, detail })
    log(`  ${ok ? '✓' : '✗'} ${name}：${detail}`)
  }
  let server = null
  try {
    prepareDataDir(bin, folders, { env: drillEnv, superuser: { email: DRILL_SUPERUSER, password: superuserPassword } })
    server = await servePocketBase(bin, { ...folders, http: `127.0.0.1:${await freePort()}`, env: drillEnv })
    const url = server.url
    const firstSignIn = await signInAnswer(url, '_superusers', DRILL_SUPERUSER, superuserPassword)
    if (firstSignIn.status !== 200) throw new DrillError(`演练用的超级管理员无法登录新启动的 PocketBase（HTTP ${firstSignIn.status}）：${firstSignIn.json?.message ?? ''}`)
    let token = firstSignIn.json.token

    const listed = await request(url, '/api/backups', { token })
    if (listed.status !== 200) throw new DrillError(`无法列出 S3 中的备份（HTTP ${listed.status}）：${listed.json?.message ?? ''}`)
    const [backup] = newestBackups(listed.json)
    if (!backup) throw new DrillError(`S3 存储桶 ${env.BACKUP_S3_BUCKET} 中没有备份`)
    log(`最新的异地备份：${backup.key}（${backup.modified}，${(backup.size / 1024 / 1024).toFixed(1)} MB）`)
    const restore = await request(url, `/api/backups/${encodeURIComponent(backup.key)}/restore`, { token, method: 'POST' })
    if (restore.status !== 204) throw new DrillError(`恢复请求被拒绝（HTTP ${restore.status}）：${restore.json?.message ?? ''}`)

    // PocketBase downloads the archive, swaps the data dir and restarts itself (same process): the
    // restore is done when the copy no longer knows the drill's superuser, whose token then gets 401/403
    // (the backup has its own superusers). Polled with the token: sign-ins are rate-limited and locked.
    const deadline = Date.now() + RESTORE_TIMEOUT_MS
    for (;;) {
      if (server.child.exitCode !== null) throw new DrillError(`恢复时 PocketBase 退出（${server.child.exitCode}）：\n${server.log()}`)
      if (Date.now() > deadline) throw new DrillError('恢复超时（10分钟）')
      const status = await request(url, '/api/settings', { token }).then((a) => a.status, () => 0)
      if (status === 401 || status === 403) break
      await sleep(500)
    }
    log(`已恢复到 ${dataDir}，在 ${url} 上检查：`)

    runPocketBase(bin, ['superuser', 'upsert', DRILL_SUPERUSER, superuserPassword], folders, { env: drillEnv })
    token = await signIn(url, '_superusers', DRILL_SUPERUSER, superuserPassword)

    const leads = await count(url, token, 'form_submissions')
    const newest = leads.total > 0 ? (await request(url, '/api/collections/form_submissions/records?perPage=1&sort=-created', { token })).json.items[0] : null
    check('线索', leads.total > 0, `${leads.total} 条${newest ? `，最新一条提交于 ${newest.created}` : '（备份中没有线索）'}`)

    const mails = await count(url, token, 'mail_outbox')
    const queued = await count(url, token, 'mail_outbox', "status = 'queued'")
    const held = await count(url, token, 'mail_outbox', "status = 'held'")
    check('邮件发送记录', leads.total === 0 || mails.total > 0, `${mails.total} 封`)
    const restoredLog = await restoredBackupLog(url, token)
    check(
      '备份前排队的邮件不会重发',
      restoredLog !== null && queued.total === 0,
      restoredLog === null
        ? '未识别为恢复的备份（没有备份时间标记），排队邮件会被再次发送'
        : `备份时间 ${restoredLog.backupTakenAt}，${restoredLog.held} 封转为待确认（恢复备份前排队），现共 ${held.total} 封待员工确认，排队中 ${queued.total} 封`,
    )

    const files = await checkFiles(url, token, dataDir)
    check('上传的文件', files.missing.length === 0, `记录引用 ${files.referenced} 个文件，缺失 ${files.missing.length} 个${files.missing.length ? `（如 ${files.missing.slice(0, 3).join('，')}）` : ''}`)

    const staffAccounts = await count(url, token, 'staff')
    let account = staff
    if (!account) {
      // A throw-away copy may shut loopback out with the site's IP allowlist; a kept one keeps it.
      if (!keep) runPocketBase(bin, ['clear-ip-allowlist'], folders, { env: drillEnv })
      account = { username: DRILL_STAFF, password: generateStaffPassword() }
      runPocketBase(bin, ['staff', DRILL_STAFF], folders, { env: { ...drillEnv, [PASSWORD_VARIABLE]: account.password } })
    }
    const staffToken = await signIn(url, 'staff', account.username, account.password)
    const staffLeads = staffToken ? await request(url, '/api/collections/form_submissions/records?perPage=1', { token: staffToken }) : null
    check(
      '员工登录',
      staffToken !== null && staffLeads?.status === 200 && staffLeads.json.totalItems === leads.total,
      staffToken === null
        ? `${account.username} 无法登录`
        : `${account.username} 已登录，看到 ${staffLeads?.json?.totalItems ?? '?'} 条线索（备份中共有 ${staffAccounts.total} 个员工账号）`,
    )
    if (!staff) await request(url, `/api/collections/staff/records/${await recordId(url, token, 'staff', `username = '${DRILL_STAFF}'`)}`, { token, method: 'DELETE' })
    runPocketBase(bin, ['superuser', 'delete', DRILL_SUPERUSER], folders, { env: drillEnv })

    const ok = checks.every((c) => c.ok)
    return { ok, backup, checks, dataDir, url, leads: leads.total, mails: mails.total, held: held.total, queued: queued.total, files: files.referenced, kept: keep }
  } finally {
    await server?.stop()
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

async function recordId(url, token, collection, filter) {
  return (await count(url, token, collection, filter)).first?.id ?? ''
}

export { DrillError }
