// Counts one visit per request in page_views (per day, per public route); nothing about the visitor is stored.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { siteTimezone, today } = require(`${__hooks}/lib/core/site-time.js`)
const { routes } = require(`${__hooks}/lib/shared/routes.json`)
const { apiErrors } = require(`${__hooks}/lib/shared/messages.json`)

const COLLECTION = 'page_views'
const INVALID_PATH_MESSAGE = '无效的页面路径'
const TOO_LARGE_MESSAGE = apiErrors.status['413']
/** `{"path":"/products/courses"}` is 28 bytes; nothing a page sends comes near this. */
const MAX_BODY_BYTES = 512

/** Strips query and hash and the trailing slash: `/products/?a=1#top` -> `/products`. */
function normalizePath(value) {
  if (typeof value !== 'string') return null
  let path = value.split('#')[0].split('?')[0]
  while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1)
  return path
}

/** The public route `value` names, or null when it is not one of the routes in shared/routes.json. */
function publicRoute(value, routes) {
  const path = normalizePath(value)
  if (path === null) return null
  return routes.some((route) => route.path === path) ? path : null
}

/**
 * Adds one to today's row for `path`. Writes in PocketBase go through a single connection, so the
 * read-modify-write inside one transaction cannot interleave with another request's.
 */
function countVisit(app, path) {
  const day = today(siteTimezone(app))
  app.runInTransaction((txApp) => {
    let row
    try {
      row = txApp.findFirstRecordByFilter(COLLECTION, 'day = {:day} && path = {:path}', { day, path })
    } catch (_) {
      row = new Record(txApp.findCollectionByNameOrId(COLLECTION), { day, path, count: 0 })
    }
    row.set('count', row.getInt('count') + 1)
    txApp.save(row)
  })
}

/**
 * The `path` of the JSON body (also sent as text/plain, which navigator.sendBeacon uses for a
 * string); `{tooLarge: true}` past MAX_BODY_BYTES. The route's body limit makes the read fail
 * past the cap when no Content-Length announced the size.
 */
function requestedPath(e) {
  let text
  try {
    text = readerToString(e.request.body, MAX_BODY_BYTES + 1)
  } catch (_) {
    return { tooLarge: true }
  }
  if (toBytes(text).length > MAX_BODY_BYTES) return { tooLarge: true }
  const type = (e.request.header.get('Content-Type') || '').toLowerCase()
  if (type.indexOf('application/json') !== 0 && type.indexOf('text/plain') !== 0) return { path: null }
  try {
    return { path: JSON.parse(text).path }
  } catch (_) {
    // Malformed JSON: answered like any other invalid path.
    return { path: null }
  }
}

function respondTooLarge(e) {
  return e.json(413, { status: 413, message: TOO_LARGE_MESSAGE, data: {} })
}

/** Route middleware: a body announced larger than the cap is refused before anything reads it. */
function refuseLargeBody(e) {
  if (e.request.contentLength > MAX_BODY_BYTES) return respondTooLarge(e)
  return e.next()
}

/** POST /api/site/pageview {path}: 204, or 400 when the path is not a public route. */
function handle(e) {
  const body = requestedPath(e)
  if (body.tooLarge) return respondTooLarge(e)
  const path = publicRoute(body.path, routes)
  if (path === null) {
    // PocketBase's error shape written directly: its ApiError appends an ASCII "." to every message.
    return e.json(400, {
      status: 400,
      message: INVALID_PATH_MESSAGE,
      data: { path: { code: 'validation_invalid_path', message: INVALID_PATH_MESSAGE } },
    })
  }
  countVisit(e.app, path)
  return e.noContent(204)
}

module.exports = {
  INVALID_PATH_MESSAGE,
  TOO_LARGE_MESSAGE,
  MAX_BODY_BYTES,
  normalizePath,
  publicRoute,
  countVisit,
  refuseLargeBody,
  handle,
}
