// What the signed-in staff member's role may use in the back office: the roles table the server enforces
// (pb_hooks/lib/shared/roles.json, through its reader roles.js), read here for react-admin's canAccess (menus,
// pages, its own buttons), our own buttons and the dashboard's figures. The server refuses the rest anyway.
import analytics from '@shared/analytics.json' with { type: 'json' }
import roles from '@shared/roles.js'
import { collections } from './collections'

/** react-admin's actions → the collection operation each one needs. */
const OPERATIONS: Record<string, string> = { list: 'list', show: 'view', create: 'create', edit: 'update', delete: 'delete', export: 'list' }

/** Screens over one record, where everything is a change of it: 系统设置 edits the settings record. */
const SINGLE_RECORD: Record<string, string> = { settings: 'update' }

/** Screens over a route of ours rather than a collection (效果分析 reads its report): the route each one reads. */
const ROUTE_SCREENS: Record<string, string> = { analytics: `GET ${analytics.routes.report}` }

/**
 * Whether `role` may use `action` of the back office's `resource`: the role must be granted the collection's
 * operation itself (a public read, or one's own record, is no screen of the back office), or for a screen over
 * a route, that route (it is read-only: its list, and exporting its tables). Unknown roles, resources and
 * actions are refused.
 */
export function canAccess(role: string | null | undefined, resource: string, action: string): boolean {
  if (!role) return false
  if (Object.hasOwn(ROUTE_SCREENS, resource)) return (action === 'list' || action === 'export') && mayUseRoute(role, ROUTE_SCREENS[resource])
  if (!Object.hasOwn(collections, resource)) return false
  const operation = SINGLE_RECORD[resource] ?? OPERATIONS[action]
  if (!operation) return false
  return roles.collectionAccess(role, collections[resource as keyof typeof collections], operation) === 'all'
}

/** Whether `role` is shown the dashboard figure `figure` (roles.json `dashboard`). */
export function showsFigure(role: string | null | undefined, figure: string): boolean {
  return Boolean(role) && roles.showsFigure(String(role), figure)
}

/** Whether `role` may call the route `METHOD /path` of ours (the dashboard's panels ask before they load). */
export function mayUseRoute(role: string | null | undefined, route: string): boolean {
  if (!role) return false
  const access = roles.routeAccess(role, route)
  return access === 'allowed' || access === 'public'
}
