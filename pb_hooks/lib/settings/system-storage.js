// The settings page's 数据库 tab: live record counts, the storage really used and the newest backup.
//
// - counts: one query of COUNT(*) sub-selects; pageViews is the views counted (SUM of
//   page_views.count), not the number of rows.
// - databaseBytes: the site's database, pb_data/data.db with its -wal and -shm files when present.
//   auxiliary.db (PocketBase's request logs) is not the site's data and is left out.
// - filesBytes: every file in PocketBase's file storage (uploads and their generated thumbnails),
//   listed through app.newFilesystem(), so an S3 storage is measured the same way as the local one.
// - latestBackup: the newest file of PocketBase's backups storage (local or S3), by modification time.

const DATABASE_FILES = ['data.db', 'data.db-wal', 'data.db-shm']
const BACKUPS_URL = '/_/#/settings/backups'

/** The record counts, one query (each sub-select is served by the table or its count). */
function recordCounts(app) {
  const row = new DynamicModel({ carousels: 0, news: 0, leads: 0, mails: 0, page_views: 0 })
  app
    .db()
    .newQuery(
      `SELECT
         (SELECT COUNT(*) FROM {{carousels}}) AS carousels,
         (SELECT COUNT(*) FROM {{news}}) AS news,
         (SELECT COUNT(*) FROM {{form_submissions}}) AS leads,
         (SELECT COUNT(*) FROM {{mail_outbox}}) AS mails,
         (SELECT COALESCE(SUM([[count]]), 0) FROM {{page_views}}) AS page_views`,
    )
    .one(row)
  return { carousels: row.carousels, news: row.news, leads: row.leads, mails: row.mails, pageViews: row.page_views }
}

/** Size in bytes of a file, 0 when it does not exist. */
function fileSize(path) {
  try {
    return $os.stat(path).size()
  } catch (_) {
    return 0
  }
}

function databaseBytes(app) {
  const dir = app.dataDir()
  return DATABASE_FILES.reduce((sum, name) => sum + fileSize(`${dir}/${name}`), 0)
}

/** Every object of a PocketBase filesystem (closed afterwards). */
function listAll(fsys) {
  try {
    return fsys.list('')
  } finally {
    fsys.close()
  }
}

function filesBytes(app) {
  const objects = listAll(app.newFilesystem())
  let total = 0
  for (let i = 0; i < objects.length; i++) total += objects[i].size
  return total
}

/** `{name, time (ISO), size}` of the newest backup, or null when there is none. */
function latestBackup(app) {
  const objects = listAll(app.newBackupsFilesystem())
  let newest = null
  let newestMs = -Infinity
  for (let i = 0; i < objects.length; i++) {
    const object = objects[i]
    if (object.isDir) continue
    const ms = object.modTime.unixMilli()
    if (ms > newestMs) {
      newest = object
      newestMs = ms
    }
  }
  if (newest === null) return null
  return { name: newest.key, time: new Date(newestMs).toISOString(), size: newest.size }
}

/** Everything the 数据库 tab shows. */
function systemStorage(app) {
  const database = databaseBytes(app)
  const files = filesBytes(app)
  return {
    counts: recordCounts(app),
    storage: { databaseBytes: database, filesBytes: files, totalBytes: database + files },
    latestBackup: latestBackup(app),
    backupsUrl: BACKUPS_URL,
  }
}

/** `GET /api/admin/system/storage` (staff or operators). */
function storageRequest(e) {
  let result
  try {
    result = systemStorage(e.app)
  } catch (error) {
    e.app.logger().error('System storage failed', 'error', String(error))
    throw new InternalServerError('', null)
  }
  return e.json(200, result)
}

module.exports = { BACKUPS_URL, recordCounts, databaseBytes, filesBytes, latestBackup, systemStorage, storageRequest }
