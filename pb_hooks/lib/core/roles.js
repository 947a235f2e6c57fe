// Staff roles on every request: one router middleware holds each request with a staff token to the roles
// table (lib/shared/roles.json through lib/shared/roles.js), for PocketBase's record API and for every
// route of ours, and answers what a role may not do with a Chinese 403 before any rule or handler runs.
// The collections' rules (pb_migrations/) say the same, for the paths no middleware sees (realtime).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const roles = require(`${__hooks}/lib/shared/roles.js`)
const { format } = require(`${__hooks}/lib/core/activity.js`)

const STAFF = 'staff'

/** PocketBase's record API, by its route patterns: the operation each one is. */
const RECORD_OPERATIONS = {
  'GET /api/collections/{collection}/records': 'list',
  'GET /api/collections/{collection}/records/{id}': 'view',
  'POST /api/collections/{collection}/records': 'create',
  'PATCH /api/collections/{collection}/records/{id}': 'update',
  'DELETE /api/collections/{collection}/records/{id}': 'delete',
}

/**
 * PocketBase's own routes besides the record API (sign-in, files, realtime, the operators' API and
 * dashboard): their own rules and checks apply, the roles table does not list them.
 */
const POCKETBASE_PREFIXES = ['/api/collections', '/api/files/', '/api/realtime', '/api/health', '/api/batch', '/api/backups', '/api/settings', '/api/logs', '/api/crons', '/api/oauth2-redirect', '/_/']

/** The role of a staff account, or null for anyone else (guests, superusers). */
function staffRole(auth) {
  return auth && auth.collection().name === STAFF ? auth.getString('role') : null
}

/** 403 in Chinese, naming the caller's role. */
function respondForbidden(e, role) {
  const label = Object.prototype.hasOwnProperty.call(enums.staffRoles, role) ? enums.staffRoles[role] : role
  return e.json(403, { status: 403, message: format(messages.roles.forbidden, { role: label }), data: {} })
}

/** True when `path` (a route pattern without its method) belongs to PocketBase itself. */
function pocketbaseRoute(path) {
  return POCKETBASE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.indexOf(prefix) === 0)
}

/** The collection a record API request names, or null (PocketBase answers an unknown one with its 404). */
function requestCollection(e) {
  try {
    return e.app.findCachedCollectionByNameOrId(e.request.pathValue('collection'))
  } catch (_) {
    return null
  }
}

/**
 * A token that did not sign anyone in (expired, or its account disabled, deleted or given a new password,
 * role or token key): PocketBase would answer as to a guest, so a back office left open would read empty
 * lists. Where a guest gets nothing, it is told the session is over instead (401), so the back office signs
 * out; what guests may read (the public site's lists) is still answered, since the site shares the session.
 */
function refuseDeadToken(e, operation) {
  if (!String(e.request.header.get('Authorization') || '')) return false
  const collection = requestCollection(e)
  return collection !== null && !roles.publicOperation(collection.name, operation)
}

/** What the record API request asks of `collection`, or a refusal: 'pass' or 'refuse'. */
function recordVerdict(e, role, operation) {
  const collection = requestCollection(e)
  if (collection === null) return 'pass'
  const access = roles.collectionAccess(role, collection.name, operation)
  if (access === 'all' || access === 'public') return 'pass'
  if (access === 'own') return operation === 'list' || e.request.pathValue('id') === e.auth.id ? 'pass' : 'refuse'
  // An operation no role has is the collection's own refusal (superusers only, or the server's alone),
  // answered as it was before roles; one other roles have is this role's refusal.
  return roles.grantedToNobody(collection.name, operation) ? 'pass' : 'refuse'
}

/**
 * Router middleware (after PocketBase has read the token): a request with a staff token is let through
 * only as far as the roles table allows. Guests and superusers pass untouched; a route of ours missing
 * from the table is refused to every staff role (deny by default).
 */
function guardRoles(e) {
  const pattern = String(e.request.pattern || '')
  const operation = RECORD_OPERATIONS[pattern]
  const role = staffRole(e.auth)
  if (role === null) {
    if (!e.auth && operation && refuseDeadToken(e, operation)) {
      return e.json(401, { status: 401, message: messages.apiErrors.messages['Missing or invalid authentication.'], data: {} })
    }
    return e.next()
  }
  if (operation) return recordVerdict(e, role, operation) === 'pass' ? e.next() : respondForbidden(e, role)
  const access = roles.routeAccess(role, pattern)
  if (access === 'public' || access === 'allowed') return e.next()
  if (access === 'unknown' && pocketbaseRoute(pattern.slice(pattern.indexOf(' ') + 1))) return e.next()
  return respondForbidden(e, role)
}

/** Whether the request's caller is shown the dashboard figure `figure` (superusers see everything). */
function showsFigure(e, figure) {
  const role = staffRole(e.auth)
  return role === null ? e.auth !== null && e.auth !== undefined : roles.showsFigure(role, figure)
}

/**
 * The only rows of `collection` the caller sees as `{field, values}` (lib/shared/roles.js visibleRows),
 * or null for all; superusers see all.
 */
function visibleRows(e, collection) {
  const role = staffRole(e.auth)
  return role === null ? null : roles.visibleRows(role, collection)
}

/** Whether the caller may use `route` (`METHOD /path`): superusers always, staff by the table. */
function mayUseRoute(e, route) {
  const role = staffRole(e.auth)
  if (role === null) return e.auth !== null && e.auth !== undefined
  const access = roles.routeAccess(role, route)
  return access === 'public' || access === 'allowed'
}

module.exports = { RECORD_OPERATIONS, staffRole, respondForbidden, guardRoles, showsFigure, visibleRows, mayUseRoute }
