// PocketBase's ZIP backup (scheduled, or POST /api/backups) runs `PRAGMA wal_checkpoint(TRUNCATE)` on
// both databases inside the write transaction that holds off every other write. With Litestream
// running, the checkpoint waits on its read transaction until the write connection's busy timeout
// (PocketBase's 10 s) runs out, twice: 23 s without a lead answer instead of about 1 s (`npm run
// bench -- --only replication`). While a backup runs, the write connections wait at most
// BACKUP_BUSY_MS instead. The checkpoint then gives up sooner in the same way (PocketBase ignores its
// error and archives the database with its WAL file, as it did after 10 s), so the archive is the same.

/**
 * A writer waits this long for SQLite's locks during a backup: past the brief holds of Litestream's
 * own checkpoints and writes, far under PocketBase's 10 s.
 */
const BACKUP_BUSY_MS = 1000

/** The busy timeout of `db`'s connection (the write builders have exactly one). */
function busyTimeout(db) {
  const row = new DynamicModel({ timeout: 0 })
  db.newQuery('PRAGMA busy_timeout').one(row)
  return row.timeout
}

function setBusyTimeout(db, ms) {
  db.newQuery(`PRAGMA busy_timeout = ${Math.round(ms)}`).execute()
}

/** Runs `work` (the backup) with both write connections' busy timeouts at BACKUP_BUSY_MS, then restores them. */
function withBackupBusyTimeout(app, work) {
  const connections = [app.nonconcurrentDB(), app.auxNonconcurrentDB()]
  const before = connections.map(busyTimeout)
  connections.forEach((db) => setBusyTimeout(db, BACKUP_BUSY_MS))
  try {
    work()
  } finally {
    connections.forEach((db, i) => setBusyTimeout(db, before[i]))
  }
}

module.exports = { BACKUP_BUSY_MS, withBackupBusyTimeout }
