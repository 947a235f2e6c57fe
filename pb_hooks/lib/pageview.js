// Counts one visit per request in page_views (per day, per public route); nothing about the visitor is stored.

const COLLECTION = 'page_views'
const DEFAULT_TIMEZONE = 'Asia/Shanghai'
// China has had no daylight saving since 1991, so the default zone does not depend on tzdata.
const DEFAULT_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
const INVALID_PATH_MESSAGE = '无效的页面路径'

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

/** The calendar day (YYYY-MM-DD) it is now in `timezone`. */
function today(timezone) {
  if (timezone && timezone !== DEFAULT_TIMEZONE) {
    const zone = new Timezone(timezone)
    // An unknown zone (or missing tzdata) comes back as UTC; only trust it when it loaded.
    if (zone.string() === timezone) return new DateTime().time().in(zone).format('2006-01-02')
  }
  return new Date(Date.now() + DEFAULT_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

function siteTimezone(app) {
  const settings = require(`${__hooks}/lib/site-settings.js`).findSiteSettings(app)
  return (settings && settings.getString('timezone')) || DEFAULT_TIMEZONE
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

/** The `path` of the JSON body; also read from text/plain, which navigator.sendBeacon sends for a string. */
function requestedPath(e) {
  try {
    if ((e.request.header.get('Content-Type') || '').indexOf('text/plain') === 0) {
      return JSON.parse(toString(e.request.body)).path
    }
    return (e.requestInfo().body || {}).path
  } catch (_) {
    // Malformed JSON or an unsupported content type: answered like any other invalid path.
    return null
  }
}

/** POST /api/site/pageview {path}: 204, or 400 when the path is not a public route. */
function handle(e) {
  const routes = require(`${__hooks}/lib/shared/routes.json`).routes
  const path = publicRoute(requestedPath(e), routes)
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

module.exports = { INVALID_PATH_MESSAGE, normalizePath, publicRoute, today, countVisit, handle }
