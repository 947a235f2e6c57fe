// The report's settled parts kept in the app's memory (the app store) between requests: at most
// MAX_ENTRIES of them, the oldest kept dropped first, since every range a person picks has its own.
// The caller puts in the key whatever makes an entry stale (a data version, the days it covers).

const INDEX_KEY = 'analytics:kept'
/** Entries kept at most (a year's entry is some 100 KB of text and a few MB of delays). */
const MAX_ENTRIES = 24

/** The value kept under `key`, or undefined. */
function recall(app, key) {
  return app.store().get(INDEX_KEY + ':' + key) || undefined
}

/** Keeps `value` under `key`, dropping the oldest entries past MAX_ENTRIES. */
function keep(app, key, value) {
  const store = app.store()
  let dropped = []
  // The index is text (a Go value would be read element by element through reflection), updated atomically.
  store.setFunc(INDEX_KEY, (old) => {
    const keys = /** @type {string[]} */ (old ? JSON.parse(old) : []).filter((kept) => kept !== key)
    keys.push(key)
    dropped = keys.splice(0, Math.max(0, keys.length - MAX_ENTRIES))
    return JSON.stringify(keys)
  })
  store.set(INDEX_KEY + ':' + key, value)
  dropped.forEach((old) => store.remove(INDEX_KEY + ':' + old))
}

module.exports = { MAX_ENTRIES, recall, keep }
