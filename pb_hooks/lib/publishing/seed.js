// The records of 课程管理 and 页面管理 a fresh install starts from: at every start, each course and each
// public route without a record gets one from the build's content (shared/content-seed.json and its
// texts, content-text-seed.json, written by `npm run content-seed` from src/site/content), with its
// first revision (seeded), in one
// transaction. A record that exists keeps every value it has, so an upgraded install keeps every edit;
// it only gains the texts (shared/content-texts.js) it lacks, as the build writes them: those of an
// install made before texts were editable, or of a section a later build adds. A route added later
// gets its record at the next start.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const seed = require(`${__hooks}/lib/shared/content-seed.json`)
const textSeed = require(`${__hooks}/lib/shared/content-text-seed.json`)
const { writeRevision } = require(`${__hooks}/lib/publishing/revisions.js`)
const { jsonValue } = require(`${__hooks}/lib/publishing/content-records.js`)

/** What each collection is seeded with, and the field that names a record. */
const SEEDED = [
  { collection: 'courses', key: 'slug', rows: seed.courses, texts: textSeed.courses },
  { collection: 'pages', key: 'path', rows: seed.pages, texts: textSeed.pages },
]

/** Whether the collections exist yet (a start before the migrations, e.g. `migrate up`, has none). */
function migrated(app) {
  try {
    // The texts field too (migration 1732000400).
    const withTexts = SEEDED.every(({ collection }) => app.findCachedCollectionByNameOrId(collection).fields.getByName('texts'))
    app.findCachedCollectionByNameOrId('content_revisions')
    return withTexts
  } catch (_) {
    return false
  }
}

/** Gives `record` the `seeded` texts it lacks (none replaced); whether it gained any. */
function addMissingTexts(app, record, seeded) {
  const texts = jsonValue(record, 'texts') || {}
  const missing = Object.keys(seeded || {}).filter((name) => !Object.prototype.hasOwnProperty.call(texts, name))
  if (missing.length === 0) return false
  missing.forEach((name) => (texts[name] = seeded[name]))
  record.set('texts', texts)
  app.save(record)
  return true
}

/** Creates the missing records and gives the others the texts they lack; returns how many records it wrote. */
function seedContent(app) {
  if (!migrated(app)) return 0
  let created = 0
  SEEDED.forEach(({ collection, key, rows, texts }) => {
    const existing = {}
    app.findRecordsByFilter(collection, '', '', 0, 0).forEach((record) => (existing[record.getString(key)] = record))
    rows.forEach((row) => {
      if (existing[row[key]] && addMissingTexts(app, existing[row[key]], texts[row[key]])) created++
    })
    rows
      .filter((row) => !existing[row[key]])
      .forEach((row) => {
        app.runInTransaction((txApp) => {
          const record = new Record(txApp.findCachedCollectionByNameOrId(collection))
          record.load(row)
          record.set('texts', texts[row[key]] || {})
          txApp.save(record)
          writeRevision(txApp, collection, record, { action: 'seeded', actorName: '' })
        })
        created++
      })
  })
  return created
}

module.exports = { seedContent }
