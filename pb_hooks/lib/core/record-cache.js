// Rows a lead create reads on every request (the site settings, the ready robot channels), kept in
// the app's memory and dropped whenever one of their collections changes (core.pb.js).

// Each entry is stamped with its collection's change count as read before the database: a reader
// that loaded rows while a change committed stores them under the old count, which no later read
// accepts, so every request after a change's after-success hook reads the changed rows. Changes
// PocketBase's model hooks do not see (raw SQL, another process) would be seen only after a
// restart; nothing in this project writes these collections that way.

const PREFIX = 'recordCache:'

/** @param {string} collection */
const countKey = (collection) => `${PREFIX}${collection}:changes`
/** @param {string} collection @param {string} name */
const entryKey = (collection, name) => `${PREFIX}${collection}:${name}`

/**
 * `load(app)` for `name`, computed at most once per change of `collection`.
 * @template T
 * @param {core.App} app
 * @param {string} collection the collection whose changes make the value stale
 * @param {string} name what of it is kept (a collection may have several cached views)
 * @param {(app: core.App) => T} load
 * @returns {T}
 */
function cachedRows(app, collection, name, load) {
  const store = app.store()
  const changes = store.get(countKey(collection)) || 0
  const entry = store.get(entryKey(collection, name))
  if (entry && entry.changes === changes) return entry.value
  const value = load(app)
  store.set(entryKey(collection, name), { changes: changes, value: value })
  return value
}

/**
 * Marks every cached view of `collection` stale (model after-success hooks: after the commit).
 * @param {core.App} app
 * @param {string} collection
 */
function dropCachedRows(app, collection) {
  app.store().setFunc(countKey(collection), (old) => (old || 0) + 1)
}

module.exports = { cachedRows, dropCachedRows }
