// The backup schedule and its off-machine (S3-compatible) destination, read from BACKUP_* at start.

const messages = require(`${__hooks}/lib/shared/messages.json`)

/** The variables of the S3 destination, in the order an operator fills them in, and their settings key. */
const S3_VARIABLES = [
  ['BACKUP_S3_ENDPOINT', 'endpoint'],
  ['BACKUP_S3_BUCKET', 'bucket'],
  ['BACKUP_S3_REGION', 'region'],
  ['BACKUP_S3_ACCESS_KEY', 'accessKey'],
  ['BACKUP_S3_SECRET', 'secret'],
]

const truthy = (value) => ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())

/**
 * What the environment asks of `settings.backups`, from `env(name)` (trimmed value or null):
 * `{cron, keep, s3}`, each null when its variables are unset. Throws a readable error (the server
 * does not start) when the S3 destination is half set or BACKUP_KEEP is not a count.
 */
function backupEnvironment(env) {
  // `off` clears the schedule (the restore drill's copy must never back up over the real site's backups).
  const cronValue = env('BACKUP_CRON')
  const cron = cronValue !== null && cronValue.toLowerCase() === 'off' ? '' : cronValue
  const keepValue = env('BACKUP_KEEP')
  let keep = null
  if (keepValue !== null) {
    keep = /^\d+$/.test(keepValue) ? parseInt(keepValue, 10) : 0
    if (keep < 1) throw new Error(messages.environment.backupKeepInvalid.split('{value}').join(keepValue))
  }
  let s3 = null
  if (env('BACKUP_S3_BUCKET') !== null) {
    const missing = S3_VARIABLES.filter(([name]) => env(name) === null).map(([name]) => name)
    if (missing.length > 0) throw new Error(messages.environment.backupS3Incomplete.split('{missing}').join(missing.join(', ')))
    const pathStyle = env('BACKUP_S3_FORCE_PATH_STYLE')
    /** @type {Record<string, string | boolean | null>} */
    const destination = { enabled: true, forcePathStyle: pathStyle === null ? false : truthy(pathStyle) }
    for (const [name, key] of S3_VARIABLES) destination[key] = env(name)
    s3 = destination
  }
  return { cron, keep, s3 }
}

/**
 * Puts what the environment sets into `settings.backups` through `assign(target, key, value, label)`
 * (which records a change only when the value differs). Unset variables leave the dashboard's values.
 */
function applyBackupEnvironment(settings, env, assign) {
  const wanted = backupEnvironment(env)
  const backups = settings.backups
  assign(backups, 'cron', wanted.cron, 'backups.cron')
  assign(backups, 'cronMaxKeep', wanted.keep, 'backups.cronMaxKeep')
  if (wanted.s3 !== null) {
    for (const key of ['enabled', 'endpoint', 'bucket', 'region', 'accessKey', 'secret', 'forcePathStyle']) {
      assign(backups.s3, key, wanted.s3[key], `backups.s3.${key}`)
    }
  }
}

module.exports = { applyBackupEnvironment }
