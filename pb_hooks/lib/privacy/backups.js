// How long erased data can survive off the live database, for the erase screen to say: PocketBase's
// scheduled backups (their schedule and how many are kept, as in force) and Litestream's replica (kept
// 24 hours by its defaults, deploy/litestream/litestream.yml; docs/operations.md "Erased data in backups").

const { replicationConfigured } = require(`${__hooks}/lib/ops/replication.js`)

/** PocketBase keeps this many scheduled backups when BACKUP_KEEP and the dashboard set none. */
const POCKETBASE_DEFAULT_KEEP = 3

/**
 * `{cron, keep, replication}`: the backup schedule (cron, UTC; '' when there is none), how many scheduled
 * backups are kept, and whether the databases are replicated.
 */
function backupRetention(app) {
  const backups = app.settings().backups
  const keep = Number(backups.cronMaxKeep) || POCKETBASE_DEFAULT_KEEP
  return { cron: String(backups.cron || ''), keep, replication: replicationConfigured() }
}

module.exports = { backupRetention }
