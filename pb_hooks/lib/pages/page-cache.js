// Finished page bytes (or anything else derived from public records) kept in memory, shared by
// every JS runtime of the process through the app store (a Go map behind a lock).
//
//   get(key) -> value | undefined
//   set(key, value[, generation])
//   clear()                      (clearAfter(e) is bound to the record hooks in pb_hooks/pages.pb.js)
//   generation()                 (read it BEFORE reading the records a value is built from)
//
// Entries live under `pageCache:<generation>:<key>`. clear() moves to a new generation and drops
// the old entries, so a value built from records read before a change, but stored after it, lands
// in a generation nobody reads (pass the generation read first as set()'s third argument).

const PREFIX = 'pageCache:'
const GENERATION_KEY = PREFIX + 'generation'
// Page paths are bounded by the built files and the published articles; the cap only guards
// against a surprise (each page is stored once per encoding). It counts this cache's own entries
// (a counter per generation, under a key no page path has): the app store is shared with the rest
// of the hooks, and nothing a visitor does elsewhere may fill the cache's room.
const MAX_ENTRIES = 2000
const COUNTER = '#entries'

function appStore() {
  return $app.store()
}

function generation() {
  const current = appStore().get(GENERATION_KEY)
  return current === null || current === undefined ? 0 : current
}

function entryKey(gen, key) {
  return PREFIX + gen + ':' + key
}

function get(key) {
  const value = appStore().get(entryKey(generation(), key))
  return value === null ? undefined : value
}

function set(key, value, gen) {
  const store = appStore()
  const at = gen === undefined ? generation() : gen
  // A value built before the last clear() goes nowhere.
  if (at !== generation()) return
  const name = entryKey(at, key)
  if (!store.has(name)) {
    const counter = entryKey(at, COUNTER)
    store.setFunc(counter, (old) => (old || 0) + 1)
    if (store.get(counter) > MAX_ENTRIES) return
  }
  store.set(name, value)
}

function clear() {
  const store = appStore()
  store.setFunc(GENERATION_KEY, (old) => (old === null || old === undefined ? 0 : old) + 1)
  const current = generation()
  const keep = GENERATION_KEY
  const currentPrefix = PREFIX + current + ':'
  Object.keys(store.getAll()).forEach((name) => {
    if (name.indexOf(PREFIX) === 0 && name !== keep && name.indexOf(currentPrefix) !== 0) store.remove(name)
  })
}

/**
 * A record hook's handler: empties the cache, then lets the event go on.
 * @param {{ next: () => void }} e
 */
function clearAfter(e) {
  clear()
  e.next()
}

module.exports = { clear, clearAfter, generation, get, set }
