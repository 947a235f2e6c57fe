// Whether the site navbar should be hidden: a tiny store any part of a page can ask to hide it.
// Each request has an owner, so the navbar returns only once every owner has let go of it. Plain
// code: the header's controller runs it on every page, React or not (use-navbar-hidden.ts for React).

export type NavbarOwner = string | symbol

const owners = new Set<NavbarOwner>()
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

export function hideNavbar(owner: NavbarOwner): void {
  if (owners.has(owner)) return
  owners.add(owner)
  if (owners.size === 1) changed()
}

export function showNavbar(owner: NavbarOwner): void {
  if (!owners.delete(owner)) return
  if (owners.size === 0) changed()
}

export function subscribeNavbarHidden(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function navbarHiddenSnapshot(): boolean {
  return owners.size > 0
}
