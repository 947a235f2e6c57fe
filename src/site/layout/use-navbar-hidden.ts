// Whether the site navbar is hidden (./navbar-visibility.ts), for React components.
import { useSyncExternalStore } from 'react'
import { navbarHiddenSnapshot, subscribeNavbarHidden } from './navbar-visibility'

/** The server never hides the navbar: nothing has scrolled there. */
function serverSnapshot(): boolean {
  return false
}

export function useNavbarHidden(): boolean {
  return useSyncExternalStore(subscribeNavbarHidden, navbarHiddenSnapshot, serverSnapshot)
}
