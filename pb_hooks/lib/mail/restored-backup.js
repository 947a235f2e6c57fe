// Mail in a restored backup: every backup carries the time it was taken, and the first start from
// it holds the mail then still queued for staff (send or discard) instead of sending it again,
// since the server the backup came from may well have sent it since.

const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)

// A row of PocketBase's own key-value table, inside data.db, so it travels in every backup.
const MARKER_ID = 'site_backup_taken_at'

/** Writes "a backup taken at `now`" into the database, just before PocketBase archives it. */
function markBackup(app, now) {
  app
    .db()
    .newQuery(
      "INSERT INTO {{_params}} ([[id]], [[value]]) VALUES ({:id}, {:value}) ON CONFLICT([[id]]) DO UPDATE SET [[value]] = excluded.[[value]], [[updated]] = strftime('%Y-%m-%d %H:%M:%fZ', 'now')",
    )
    .bind({ id: MARKER_ID, value: JSON.stringify({ takenAt: dbDate(now.toISOString()) }) })
    .execute()
}

/** Removes the marker: from the running database once its backup is archived, from a restored one once handled. */
function clearBackupMarker(app) {
  app.db().newQuery('DELETE FROM {{_params}} WHERE [[id]] = {:id}').bind({ id: MARKER_ID }).execute()
}

/**
 * `onBackupCreate`: the archive carries the marker, the running database does not keep it (also
 * when the backup fails), so only a database restored from a backup starts with it.
 */
function markWhileArchiving(e) {
  markBackup(e.app, new Date())
  try {
    e.next()
  } finally {
    clearBackupMarker(e.app)
  }
}

/** When the database is a restored backup: the time that backup was taken, else null. */
function restoredBackupTakenAt(app) {
  const row = new DynamicModel({ takenAt: '' })
  try {
    app.db().newQuery("SELECT json_extract([[value]], '$.takenAt') AS takenAt FROM {{_params}} WHERE [[id]] = {:id}").bind({ id: MARKER_ID }).one(row)
  } catch (_) {
    return null // no marker: not a restored backup, or already handled
  }
  return row.takenAt || null
}

/**
 * At bootstrap, before cron or any request runs (also of a console command, whichever opens it first): in a restored backup, every mail still queued (all
 * of it was queued before the backup was taken, nothing newer is in the copy) becomes `held`, and
 * the marker goes, so it happens once. Returns `{takenAt, held}`, or null when not a restore.
 */
function holdMailOfRestoredBackup(app) {
  const takenAt = restoredBackupTakenAt(app)
  if (takenAt === null) return null
  let held = 0
  app.runInTransaction((txApp) => {
    held = txApp
      .db()
      .newQuery("UPDATE {{mail_outbox}} SET [[status]] = 'held', [[updated]] = {:now} WHERE [[status]] = 'queued'")
      .bind({ now: dbDate(new Date().toISOString()) })
      .execute()
      .rowsAffected()
    clearBackupMarker(txApp)
  })
  return { takenAt, held }
}

module.exports = { markBackup, markWhileArchiving, holdMailOfRestoredBackup }
