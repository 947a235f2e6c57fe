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

/** The row of `values` (see serverRowInsert) with a fresh id and the autodate fields set. */
function rowOf(shape, values, now) {
  const row = { id: $security.randomStringWithAlphabet(shape.idLength, ID_ALPHABET) }
  const stamp = dbDate(now.toISOString())
  shape.autodates.forEach((name) => (row[name] = stamp))
  Object.keys(values).forEach((name) => {
    const value = values[name]
    row[name] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value
  })
  return row
}

/**
 * A built statement: `{sql, params}`, run with runStatement(). Building one (ids, stamps, SQL text)
 * is JavaScript work that can be done before a transaction, so the transaction only runs it.
 * @typedef {{sql: string, params: Record<string, unknown>}} Statement
 */

/** Runs `statement` with `app` (the transaction's, to stand or fall with it); returns the rows inserted. */
function runStatement(app, statement) {
  return app.db().newQuery(statement.sql).bind(statement.params).execute().rowsAffected()
}

/**
 * The insert of `values` (column -> text, number, boolean or a JSON-able value for json fields)
 * into `collectionName` with a fresh id in the collection's own id format and the autodate fields
 * set to `now`. Columns left out get their defaults.
 * @returns {Statement & {id: string}}
 */
function serverRowInsert(app, collectionName, values, now) {
  const row = rowOf(shapeOf(app, collectionName), values, now)
  const columns = Object.keys(row)
  return {
    id: row.id,
    sql: `INSERT INTO {{${collectionName}}} (${columns.map((c) => `[[${c}]]`).join(', ')}) VALUES (${columns.map((c) => `{:${c}}`).join(', ')})`,
    params: row,
  }
}

/**
 * Several rows of one collection in one statement (each statement is parsed anew, and the lead's
 * transaction holds the single writer meanwhile). Every row has the same columns, as
 * serverRowInsert builds them; a row with `unless` (SQL of a subquery, its parameters named
 * `{:unless_<name>}`, bound from `unless.params`) is inserted only when that subquery finds nothing,
 * checked by the same statement. Null when there are no rows.
 * @param {core.App} app
 * @param {string} collectionName
 * @param {{values: Record<string, unknown>, unless?: {sql: string, params: Record<string, unknown>}}[]} rows
 * @param {Date} now
 * @returns {Statement | null}
 */
function serverRowsInsert(app, collectionName, rows, now) {
  if (rows.length === 0) return null
  const shape = shapeOf(app, collectionName)
  const built = rows.map((row) => rowOf(shape, row.values, now))
  const columns = Object.keys(built[0])
  /** @type {Record<string, unknown>} */
  const params = {}
  const selects = built.map((row, i) => {
    if (Object.keys(row).join() !== columns.join()) throw new Error(`${collectionName}: rows of one insert must have the same columns`)
    columns.forEach((c) => (params[`r${i}_${c}`] = row[c]))
    const unless = rows[i].unless
    if (!unless) return `SELECT ${columns.map((c) => `{:r${i}_${c}}`).join(', ')}`
    Object.keys(unless.params).forEach((name) => (params[`r${i}_unless_${name}`] = unless.params[name]))
    const sql = unless.sql.split('{:unless_').join(`{:r${i}_unless_`)
    return `SELECT ${columns.map((c) => `{:r${i}_${c}}`).join(', ')} WHERE NOT EXISTS (${sql})`
  })
  return { sql: `INSERT INTO {{${collectionName}}} (${columns.map((c) => `[[${c}]]`).join(', ')}) ${selects.join(' UNION ALL ')}`, params }
}

module.exports = { ID_ALPHABET, dbDate, runStatement, serverRowInsert, serverRowsInsert }
