// What an operator watches, each ok/warn/fail: free disk of the data dir, the newest backup (its age
// and whether it is off the machine), the mail queue (overdue, failed, held) and replication lag.
// GET /api/ops/health answers it to staff, superusers and a monitor holding OPS_HEALTH_TOKEN (503 when
// something fails); the dashboard reads the same report from its own staff route, always 200.

const rules = require(`${__hooks}/lib/shared/ops-health.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { outboxStatus } = require(`${__hooks}/lib/mail/outbox-routes.js`)
const { replicationStatus } = require(`${__hooks}/lib/ops/replication.js`)

const RANK = { ok: 0, warn: 1, fail: 2 }
const STARTED_KEY = 'ops:startedAt'

/** The worse of two statuses (`off`, a part that is not set up, and `pending`, one not due yet, count as ok). */
function worse(a, b) {
  return (RANK[b] ?? 0) > (RANK[a] ?? 0) ? b : a
}

const round1 = (n) => Math.round(n * 10) / 10

/** Free and total bytes of the file system holding the data dir, from `df` (POSIX output). */
function diskCheck(app) {
  let fields
  try {
    const out = toString($os.cmd('df', '-Pk', app.dataDir()).output()).trim().split('\n')
    fields = out[out.length - 1].trim().split(/\s+/)
  } catch (err) {
    app.logger().warn('Ops health: df failed', 'error', String(err))
    return { status: 'warn', reasons: ['diskUnknown'], freeBytes: null, totalBytes: null, freePercent: null }
  }
  const totalBytes = Number(fields[1]) * 1024
  const freeBytes = Number(fields[3]) * 1024
  const freePercent = totalBytes > 0 ? round1((freeBytes / totalBytes) * 100) : 0
  let status = 'ok'
  if (freePercent < rules.disk.failFreePercent) status = 'fail'
  else if (freePercent < rules.disk.warnFreePercent) status = 'warn'
  return { status, reasons: status === 'ok' ? [] : ['diskLow'], freeBytes, totalBytes, freePercent }
}

/** The newest backup archive (`.zip` at the top level) of PocketBase's backups storage: `{name, time, size}` or null. */
function newestBackup(app) {
  const fsys = app.newBackupsFilesystem()
  try {
    const objects = fsys.list('')
    let newest = null
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i]
      if (object.isDir || !/^[^/]+\.zip$/.test(object.key)) continue
      const ms = object.modTime.unixMilli()
      if (newest === null || ms > newest.ms) newest = { name: object.key, ms, size: object.size }
    }
    return newest === null ? null : { name: newest.name, time: new Date(newest.ms).toISOString(), size: newest.size }
  } finally {
    fsys.close()
  }
}

/**
 * The newest backup is listed at most once a minute (a monitor polling every few seconds would
 * otherwise list the S3 bucket as often); the cache is this process's.
 */
const NEWEST_BACKUP_KEY = 'ops:newestBackup'

/** After a backup made by this process: the next check lists the storage again. */
function forgetNewestBackup(app) {
  app.store().remove(NEWEST_BACKUP_KEY)
}

function cachedNewestBackup(app, nowMs) {
  const key = NEWEST_BACKUP_KEY
  const cached = app.store().get(key)
  if (cached) {
    const entry = JSON.parse(String(cached))
    if (nowMs - entry.at < rules.cacheSeconds * 1000) return entry
  }
  let latest = null
  let error = false
  try {
    latest = newestBackup(app)
  } catch (err) {
    // Logged for the operator; the answer says only that the storage could not be read.
    app.logger().warn('Ops health: backups storage unreadable', 'error', String(err))
    error = true
  }
  const entry = { at: nowMs, latest, error }
  app.store().set(key, JSON.stringify(entry))
  return entry
}

/** When this process started (kept in the app's store at bootstrap; the first check's time when missing). */
function startedAt(app, nowMs) {
  let started = nowMs
  app.store().setFunc(STARTED_KEY, (old) => {
    if (old) started = Number(old)
    return old || String(nowMs)
  })
  return started
}

/** Notes the process's start (ops.pb.js, at bootstrap): a new install's first backup is due from then. */
function noteStart(app) {
  app.store().set(STARTED_KEY, String(Date.now()))
}

function backupCheck(app, nowMs) {
  const settings = app.settings().backups
  const location = settings.s3.enabled ? 's3' : 'local'
  const { latest, error } = cachedNewestBackup(app, nowMs)
  const ageHours = latest ? round1((nowMs - Date.parse(latest.time)) / 3600000) : null
  const reasons = []
  let status = 'ok'
  const flag = (level, reason) => {
    status = level === 'pending' ? (status === 'ok' ? 'pending' : status) : worse(status, level)
    reasons.push(reason)
  }
  if (error) flag('fail', 'storageUnreadable')
  // A new install (or one just given its schedule, which takes a restart) has no backup until the
  // schedule first runs: expected, not a failure, until the schedule has had time enough to run.
  else if (latest === null && settings.cron && nowMs - startedAt(app, nowMs) < rules.backup.failAgeHours * 3600000) flag('pending', 'firstPending')
  else if (latest === null) flag('fail', 'noBackup')
  else if (Number(ageHours) > rules.backup.failAgeHours) flag('fail', 'tooOld')
  else if (Number(ageHours) > rules.backup.warnAgeHours) flag('warn', 'old')
  if (location === 'local') flag('warn', 'notOffMachine')
  if (!settings.cron) flag('warn', 'noSchedule')
  return { status, reasons, location, schedule: settings.cron, keep: settings.cronMaxKeep, latest, ageHours }
}

/** Queued mail due for longer than a delivery run takes means delivery is stuck (SMTP down or refusing). */
function mailCheck(app, nowMs) {
  const counts = outboxStatus(app)
  const row = new DynamicModel({ overdue: 0, oldest: '' })
  app
    .db()
    .newQuery("SELECT COUNT(*) AS overdue, COALESCE(MIN([[next_attempt_at]]), '') AS oldest FROM {{mail_outbox}} WHERE [[status]] = 'queued' AND [[next_attempt_at]] <= {:now}")
    .bind({ now: dbDate(new Date(nowMs).toISOString()) })
    .one(row)
  const overdueMinutes = row.oldest ? Math.floor((nowMs - Date.parse(String(row.oldest).replace(' ', 'T'))) / 60000) : 0
  const reasons = []
  let status = 'ok'
  const flag = (level, reason) => {
    status = worse(status, level)
    reasons.push(reason)
  }
  if (overdueMinutes > rules.mail.failOverdueMinutes) flag('fail', 'stuck')
  else if (overdueMinutes > rules.mail.warnOverdueMinutes) flag('warn', 'slow')
  if (!counts.smtpConfigured && counts.queued > 0) flag('warn', 'noSmtp')
  if (counts.failed + counts.held > 0) flag('warn', 'waitingForStaff')
  return { status, reasons, smtpConfigured: counts.smtpConfigured, queued: counts.queued, failed: counts.failed, held: counts.held, overdueMinutes }
}

function replicationCheck(app) {
  const replica = replicationStatus(app)
  let status = 'ok'
  const reasons = []
  if (!replica.configured) status = 'off'
  else if (replica.error) {
    status = 'fail'
    reasons.push('error')
  } else if (replica.lagSeconds === null) {
    status = 'warn'
    reasons.push('lagUnknown')
  } else if (replica.lagSeconds > rules.replication.failLagSeconds) {
    status = 'fail'
    reasons.push('behind')
  } else if (replica.lagSeconds > rules.replication.warnLagSeconds) {
    status = 'warn'
    reasons.push('behind')
  }
  return { status, reasons, configured: replica.configured, lagSeconds: replica.lagSeconds, lastReplicatedAt: replica.lastReplicatedAt }
}

/** Every check and the overall status (the worst of them). */
function opsHealth(app, nowMs = Date.now()) {
  const checks = { disk: diskCheck(app), backup: backupCheck(app, nowMs), mail: mailCheck(app, nowMs), replication: replicationCheck(app) }
  let status = 'ok'
  Object.keys(checks).forEach((name) => (status = worse(status, checks[name].status)))
  return { status, checkedAt: new Date(nowMs).toISOString(), checks }
}

/** Whether the request carries OPS_HEALTH_TOKEN (as `Authorization: Bearer <token>`), compared in constant time. */
function hasOpsToken(e) {
  const expected = ($os.getenv(rules.tokenVariable) || '').trim()
  if (expected === '') return false
  const given = String(e.request.header.get('Authorization') || '')
    .replace(/^Bearer\s+/i, '')
    .trim()
  return given !== '' && $security.equal(given, expected)
}

/** GET /api/ops/health: 200 while nothing fails, 503 when something does (for a monitor); never cached. */
function healthRequest(e) {
  const signedIn = e.auth && (e.auth.isSuperuser() || e.auth.collection().name === 'staff')
  if (!signedIn && !hasOpsToken(e)) return e.json(401, { status: 401, message: messages.ops.healthUnauthorized, data: {} })
  const health = opsHealth(e.app)
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(health.status === 'fail' ? 503 : 200, health)
}

/** GET /api/admin/system/ops-health: the same report for the dashboard, always 200 (a failure is in the body, not an error). */
function dashboardRequest(e) {
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(200, opsHealth(e.app))
}

module.exports = { opsHealth, healthRequest, dashboardRequest, forgetNewestBackup, noteStart }
