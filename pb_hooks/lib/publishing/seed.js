// The records of 课程管理 and 页面管理 a fresh install starts from: at every start, each course and each
// public route without a record gets one from the build's content (shared/content-seed.json, written
// by `npm run content-seed` from src/site/content), with its first revision (seeded), in one
// transaction. A record that exists is never touched, so an upgraded install keeps every edit; a
// route added later gets its record at the next start.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const seed = require(`${__hooks}/lib/shared/content-seed.json`)
const { writeRevision } = require(`${__hooks}/lib/publishing/revisions.js`)

/** What each collection is seeded with, and the field that names a record. */
const SEEDED = [
  { collection: 'courses', key: 'slug', rows: seed.courses },
  { collection: 'pages', key: 'path', rows: seed.pages },
]

/** Whether the collections exist yet (a start before the migrations, e.g. `migrate up`, has none). */
function migrated(app) {
  try {
    SEEDED.forEach(({ collection }) => app.findCachedCollectionByNameOrId(collection))
    app.findCachedCollectionByNameOrId('content_revisions')
    return true
  } catch (_) {
    return false
  }
}

/** Creates the missing records; returns how many. */
function seedContent(app) {
  if (!migrated(app)) return 0
  let created = 0
  SEEDED.forEach(({ collection, key, rows }) => {
    const existing = {}
    app.findRecordsByFilter(collection, '', '', 0, 0).forEach((record) => (existing[record.getString(key)] = true))
    rows
      .filter((row) => !existing[row[key]])
      .forEach((row) => {
        app.runInTransaction((txApp) => {
          const record = new Record(txApp.findCachedCollectionByNameOrId(collection))
          record.load(row)
          txApp.save(record)
          writeRevision(txApp, collection, record, { action: 'seeded', actorName: '' })
        })
        created++
      })
  })
  return created
}

module.exports = { seedContent }
