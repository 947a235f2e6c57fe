// A resource's screens shown only to the roles that may open them: react-admin checks the auth provider's
// canAccess too, but only after its page has started loading its records (refused by the server with a 403);
// the role is known at once, so a screen the role may not open goes straight to 无权访问.
import type { ComponentType } from 'react'
import { useBasename } from 'react-admin'
import { Navigate } from 'react-router-dom'
import { useAccess } from '../providers/staff-session'

/** The screens of a react-admin resource definition, and the action each one is. */
const SCREENS = { list: 'list', show: 'show', edit: 'edit', create: 'create' } as const
type Screen = keyof typeof SCREENS

type Definition = Partial<Record<Screen, ComponentType>> & Record<string, unknown>

function guarded(resource: string, action: string, Component: ComponentType): ComponentType {
  function RoleScreen() {
    const { role, can } = useAccess()
    // react-admin's own page (its Admin's basename, as its useRequireAccess does).
    const basename = useBasename()
    if (can(resource, action)) return <Component />
    // Signed out (退出登录, an ended session): react-admin takes the browser to the login page, which must not
    // remember 无权访问 as the page to come back to.
    if (role === null) return null
    return <Navigate to={`${basename}/access-denied`} replace />
  }
  RoleScreen.displayName = `RoleScreen(${resource}.${action})`
  return RoleScreen
}

/** `definition` with each of its screens shown only to the roles that may use it. */
export function forRoles<T extends Definition>(resource: string, definition: T): T {
  const screens: Definition = { ...definition }
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    const Component = definition[screen]
    if (Component) screens[screen] = guarded(resource, SCREENS[screen], Component)
  }
  return screens as T
}
