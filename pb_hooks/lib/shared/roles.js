// The roles table (roles.json) read one way by the server (lib/core/roles.js refuses what a role may not
// do) and the back office (menus, buttons and dashboard cards): what a staff role may do with a
// collection, a route of ours, or a dashboard figure.

const table = require(`${__hooks}/lib/shared/roles.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)

/** The staff roles, most powerful first: admin (管理员), sales (销售), editor (内容编辑). */
const STAFF_ROLES = Object.keys(enums.staffRoles)

/** The record operations a collection's rules govern. */
const OPERATIONS = ['list', 'view', 'create', 'update', 'delete']

/**
 * What `role` may do with `collection` through `operation`: 'all' (every record the role's rows allow),
 * 'own' (only its own staff record), 'public' (what a guest may, within the collection's rule), or
 * 'none'. A collection missing from the table is 'none' for every role.
 * @param {string} role
 * @param {string} collection
 * @param {string} operation
 * @returns {'all' | 'own' | 'public' | 'none'}
 */
function collectionAccess(role, collection, operation) {
  const entry = Object.prototype.hasOwnProperty.call(table.collections, collection) ? table.collections[collection] : null
  if (!entry) return 'none'
  if ((entry[operation] || []).indexOf(role) >= 0) return 'all'
  if ((entry.own || []).indexOf(operation) >= 0) return 'own'
  if ((entry.public || []).indexOf(operation) >= 0) return 'public'
  return 'none'
}

/** True when anyone, a guest included, may use `operation` on `collection` (within its rule). */
function publicOperation(collection, operation) {
  const entry = Object.prototype.hasOwnProperty.call(table.collections, collection) ? table.collections[collection] : null
  return entry !== null && (entry.public || []).indexOf(operation) >= 0
}

/** True when no staff role is granted `operation` on `collection` (the collection's own rule refuses it). */
function grantedToNobody(collection, operation) {
  const entry = Object.prototype.hasOwnProperty.call(table.collections, collection) ? table.collections[collection] : null
  return entry !== null && (entry[operation] || []).length === 0
}

/**
 * The only rows of `collection` that `role` sees, as `{field, values}`, or null when it sees every row
 * it may list (activity_log: sales the leads' rows, editors the content's).
 * @returns {{field: string, values: string[]} | null}
 */
function visibleRows(role, collection) {
  const entry = table.collections[collection]
  const rows = entry && entry.rows
  if (!rows || !Object.prototype.hasOwnProperty.call(rows, role)) return null
  return { field: rows.field, values: rows[role] }
}

/**
 * A route of ours, by its `METHOD /path` as registered: 'public' (no staff role needed), 'allowed',
 * 'denied', or 'unknown' (not in the table: refused to staff, and tests/api/rules-matrix.test.ts fails).
 * @returns {'public' | 'allowed' | 'denied' | 'unknown'}
 */
function routeAccess(role, route) {
  if (!Object.prototype.hasOwnProperty.call(table.routes, route)) return 'unknown'
  const roles = table.routes[route]
  if (roles === 'public') return 'public'
  return roles.indexOf(role) >= 0 ? 'allowed' : 'denied'
}

/** Whether `role` is shown the dashboard figure `figure` (roles.json `dashboard`). */
function showsFigure(role, figure) {
  const roles = table.dashboard[figure]
  return Array.isArray(roles) && roles.indexOf(role) >= 0
}

module.exports = { table, STAFF_ROLES, OPERATIONS, collectionAccess, publicOperation, grantedToNobody, visibleRows, routeAccess, showsFigure }
