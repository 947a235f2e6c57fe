// The history of what was published: one content_revisions row per publication of a course, a page or
// a news article (its version number, the values published, who, when, and how: published, scheduled,
// restored, or seeded at install). Always written with the app of the publication's own transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { describeActor } = require(`${__hooks}/lib/core/activity.js`)
const { snapshotOf, snapshotsDiffer, jsonValue } = require(`${__hooks}/lib/publishing/content-records.js`)

const COLLECTION = 'content_revisions'

/** The newest revision of a record, or null. */
function latestRevision(app, collection, id) {
  const rows = app.findRecordsByFilter(COLLECTION, 'target_collection = {:collection} && target_id = {:id}', '-version', 1, 0, { collection, id })
  return rows.length > 0 ? rows[0] : null
}

/** The revision `version` of a record, or null. */
function findRevision(app, collection, id, version) {
  const rows = app.findRecordsByFilter(
    COLLECTION,
    'target_collection = {:collection} && target_id = {:id} && version = {:version}',
    '',
    1,
    0,
    { collection, id, version },
  )
  return rows.length > 0 ? rows[0] : null
}

/** A revision's published values. */
function revisionSnapshot(revision) {
  return jsonValue(revision, 'snapshot') || {}
}

/** Who a revision names: a staff member's username, an operator's e-mail, or the given name (the system's). */
function actorNameOf(actorRecord, fallback) {
  return describeActor(actorRecord).actorName || fallback || ''
}

/**
 * Writes the next revision of `record` with `app` (the publication's transaction).
 * @param {{action: string, actorName: string, restoredFrom?: number}} how
 */
function writeRevision(app, collection, record, how) {
  const latest = latestRevision(app, collection, record.id)
  const revision = new Record(app.findCachedCollectionByNameOrId(COLLECTION))
  revision.load({
    target_collection: collection,
    target_id: record.id,
    version: latest ? latest.getInt('version') + 1 : 1,
    action: how.action,
    restored_from: how.restoredFrom || 0,
    snapshot: snapshotOf(collection, record),
    actor_name: String(how.actorName || '').slice(0, 200),
  })
  app.save(revision)
  return revision
}

/**
 * What `record` published before the save about to happen (read before it: the record's original
 * state), or null for a new record.
 * @returns {{snapshot: Record<string, any>, published: boolean} | null}
 */
function stateBefore(collection, record) {
  if (record.isNew()) return null
  const original = record.original()
  return { snapshot: snapshotOf(collection, original), published: collection !== 'news' || original.getBool('published') }
}

/**
 * Whether the save of `record` published something: its published values differ from `before`
 * (stateBefore()), or, for a news article, it is published and was not (an unpublished article's
 * edits are its draft).
 */
function isPublication(collection, record, before) {
  if (collection === 'news' && !record.getBool('published')) return false
  if (before === null || !before.published) return true
  return snapshotsDiffer(before.snapshot, snapshotOf(collection, record))
}

module.exports = { actorNameOf, findRevision, isPublication, latestRevision, revisionSnapshot, stateBefore, writeRevision }
