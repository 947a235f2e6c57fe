// What every public beacon (page view, vitals, form step) shares: its body read within the cap, the
// public route it names, refusals in PocketBase's error shape with Chinese messages, the visitor's
// browser family (or a crawler's, which is never counted), today's day in the site's zone, and the
// statement that adds one to an aggregate row.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const analytics = require(`${__hooks}/lib/shared/analytics.json`)
const { routes } = require(`${__hooks}/lib/shared/routes.json`)
const { apiErrors } = require(`${__hooks}/lib/shared/messages.json`)
const { browserFamily, isCrawler, normalizePath } = require(`${__hooks}/lib/shared/traffic-source.js`)
const { siteTimezone, offsetMinutes, today } = require(`${__hooks}/lib/core/site-time.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { cachedRows } = require(`${__hooks}/lib/core/record-cache.js`)
const { ID_ALPHABET, dbDate } = require(`${__hooks}/lib/core/server-rows.js`)

const MAX_BODY_BYTES = analytics.beaconMaxBytes
const TOO_LARGE_MESSAGE = apiErrors.status['413']
/** PocketBase's id length (`[a-z0-9]{15}`), for the rows a beacon inserts. */
const ID_LENGTH = 15

/** The public route `value` names, or null when it is not one of the routes in shared/routes.json. */
function publicRoute(value) {
  const path = normalizePath(value)
  if (path === null) return null
  return routes.some((route) => route.path === path) ? path : null
}

function respondTooLarge(e) {
  return e.json(413, { status: 413, message: TOO_LARGE_MESSAGE, data: {} })
}

/** Route middleware: a body announced larger than the cap is refused before anything reads it. */
function refuseLargeBody(e) {
  if (e.request.contentLength > MAX_BODY_BYTES) return respondTooLarge(e)
  return e.next()
}

/**
 * The JSON object of the body (also sent as text/plain, which navigator.sendBeacon uses for a string):
 * `{body}` (null when it is not a JSON object), or `{tooLarge: true}` past the cap. The route's body
 * limit makes the read fail past the cap when no Content-Length announced the size.
 * @returns {{tooLarge?: boolean, body: Record<string, unknown> | null}}
 */
function readBeacon(e) {
  let text
  try {
    text = readerToString(e.request.body, MAX_BODY_BYTES + 1)
  } catch (_) {
    return { tooLarge: true, body: null }
  }
  if (toBytes(text).length > MAX_BODY_BYTES) return { tooLarge: true, body: null }
  const type = (e.request.header.get('Content-Type') || '').toLowerCase()
  if (type.indexOf('application/json') !== 0 && type.indexOf('text/plain') !== 0) return { body: null }
  try {
    const parsed = JSON.parse(text)
    return { body: parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null }
  } catch (_) {
    // Malformed JSON: answered like a body that names nothing.
    return { body: null }
  }
}

/**
 * 400 with every field's error, in PocketBase's shape written directly (its ApiError appends an ASCII
 * "." to every message); the answer's message is the first field's.
 * @param {Record<string, {code: string, message: string}>} errors
 */
function respondInvalid(e, errors) {
  const first = errors[Object.keys(errors)[0]]
  return e.json(400, { status: 400, message: first.message, data: errors })
}

/** The path error every beacon answers for a path that is not a public route. */
function pathError() {
  return { code: 'validation_invalid_path', message: analytics.messages.invalidPath }
}

/**
 * Who sent the beacon, as counted: `{family}` (shared/traffic-source.js), or null for a crawler. The
 * user agent itself is read here and stored nowhere.
 */
function countedVisitor(e) {
  const userAgent = e.request.header.get('User-Agent')
  return isCrawler(userAgent) ? null : { family: browserFamily(userAgent) }
}

/** Today's day in the site's zone and the instant (ms) it began. The settings come from memory. */
function siteDay(app) {
  const timezone = siteTimezone(cachedRows(app, 'site_settings', 'record', findSiteSettings))
  const day = today(timezone)
  return { day, startMs: Date.parse(`${day}T00:00:00Z`) - offsetMinutes(timezone) * 60000 }
}

/**
 * Adds to the row of `table` with `key` (its unique index's columns) in one statement: inserted with
 * `increments` when the key is new, else each increment added. One write per beacon, whatever the
 * row's history. `stamps` names autodate columns to set to now.
 * @param {core.App} app
 * @param {string} table
 * @param {Record<string, string>} key
 * @param {Record<string, number>} increments column -> amount (column names from the server's own lists)
 * @param {string[]} [stamps]
 */
function addToRow(app, table, key, increments, stamps) {
  const params = { id: $security.randomStringWithAlphabet(ID_LENGTH, ID_ALPHABET) }
  const keys = Object.keys(key)
  const counts = Object.keys(increments)
  const times = stamps || []
  keys.forEach((column) => (params[`k_${column}`] = key[column]))
  counts.forEach((column) => (params[`n_${column}`] = increments[column]))
  if (times.length > 0) params.now = dbDate(new Date().toISOString())
  const columns = ['id'].concat(keys, counts, times)
  const values = ['{:id}'].concat(
    keys.map((column) => `{:k_${column}}`),
    counts.map((column) => `{:n_${column}}`),
    times.map(() => '{:now}'),
  )
  const updates = counts.map((column) => `[[${column}]] = [[${column}]] + excluded.[[${column}]]`).concat(times.filter((column) => column !== 'created').map((column) => `[[${column}]] = excluded.[[${column}]]`))
  const sql = `INSERT INTO {{${table}}} (${columns.map((column) => `[[${column}]]`).join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT (${keys.map((column) => `[[${column}]]`).join(', ')}) DO UPDATE SET ${updates.join(', ')}`
  app.db().newQuery(sql).bind(params).execute()
}

/**
 * Answers a beacon the way all three are answered: 413 for a body past the limit; 400 with every
 * field's error (its path, and whatever `check(body, errors)` adds); else 204, after `count` has
 * written what a counted visitor's beacon adds (a crawler's is counted nowhere).
 * @template T
 * @param {(body: any, errors: Record<string, {code: string, message: string}>) => T} check
 * @param {(beacon: {path: string, family: string, checked: T}) => void} count
 */
function answerBeacon(e, check, count) {
  const read = readBeacon(e)
  if (read.tooLarge) return respondTooLarge(e)
  const body = read.body
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = {}
  const path = publicRoute(body && body.path)
  if (path === null) errors.path = pathError()
  const checked = check(body, errors)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const counted = countedVisitor(e)
  if (counted !== null) count({ path: path || '', family: counted.family, checked })
  return e.noContent(204)
}

module.exports = {
  MAX_BODY_BYTES,
  TOO_LARGE_MESSAGE,
  publicRoute,
  refuseLargeBody,
  respondTooLarge,
  readBeacon,
  respondInvalid,
  pathError,
  answerBeacon,
  siteDay,
  addToRow,
}
