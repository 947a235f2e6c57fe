// Inserts rows the server built itself (queued lead mails, the lead's activity row) with one SQL
// statement each, inside the caller's transaction. A record save would validate fields, look up
// relations and run the record hooks for values the server has just produced, all while holding
// the database's single writer. Used for these rows only: everything staff or visitors send goes
// through PocketBase's record saves and rules. Rows inserted this way send no realtime event.

/** PocketBase's stored date text (`2006-01-02 15:04:05.000Z`) of an ISO time; it sorts like the time itself. */
function dbDate(iso) {
  return iso.replace('T', ' ')
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
// Per collection: its id length and autodate fields, read once per JS runtime (each read of a
// collection's fields from JS is a call into Go).
const shapes = {}

function shapeOf(app, collectionName) {
  if (!shapes[collectionName]) {
    const collection = app.findCachedCollectionByNameOrId(collectionName)
    const idField = collection.fields.getByName('id')
    if (idField.autogeneratePattern !== `[a-z0-9]{${idField.min}}`) throw new Error(`${collectionName}: unexpected id pattern ${idField.autogeneratePattern}`)
    shapes[collectionName] = {
      idLength: idField.min,
      autodates: collection.fields.fieldNames().filter((name) => collection.fields.getByName(name).type() === 'autodate'),
    }
  }
  return shapes[collectionName]
}

/**
 * Inserts `values` (column -> text, number, boolean or a JSON-able value for json fields) into
 * `collectionName` with a fresh id in the collection's own id format and the autodate fields set
 * to `now`. Columns left out get their defaults. Returns the new id.
 */
function insertServerRow(app, collectionName, values, now) {
  const shape = shapeOf(app, collectionName)
  const row = { id: $security.randomStringWithAlphabet(shape.idLength, ID_ALPHABET) }
  const stamp = dbDate(now.toISOString())
  shape.autodates.forEach((name) => (row[name] = stamp))
  Object.keys(values).forEach((name) => {
    const value = values[name]
    row[name] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value
  })
  const columns = Object.keys(row)
  app
    .db()
    .newQuery(`INSERT INTO {{${collectionName}}} (${columns.map((c) => `[[${c}]]`).join(', ')}) VALUES (${columns.map((c) => `{:${c}}`).join(', ')})`)
    .bind(row)
    .execute()
  return row.id
}

module.exports = { ID_ALPHABET, dbDate, insertServerRow }
