// Runs the site header (./site-header.tsx, plain prerendered HTML) without React: the phone menu,
// the solid bar once the page has scrolled, and hiding while a course page's compact bar takes its place.
import { navbarSolidAfterPx } from '../content/navigation'
import { navbarHiddenSnapshot, subscribeNavbarHidden } from './navbar-visibility'

/** Marks the header element of a page (one per page). */
export const HEADER_ATTRIBUTE = 'data-site-header'

/** The menu's id: one header per page. */
export const MENU_ID = 'site-menu'

/** What the menu button is called for a screen reader, open or closed. */
export function menuButtonLabel(open: boolean): string {
  return open ? '关闭菜单' : '打开菜单'
}

/**
 * Takes over the header found in `root`: the menu button opens and closes the menu (Escape closes
 * it, and so does the navbar being hidden), the bar is solid past `navbarSolidAfterPx` of scroll or
 * while the menu is open, and `data-hidden` follows ./navbar-visibility.ts. Returns what undoes it.
 */
export function startHeaderController(root: ParentNode = document): () => void {
  const header = root.querySelector<HTMLElement>(`[${HEADER_ATTRIBUTE}]`)
  const menu = header?.querySelector<HTMLElement>(`#${MENU_ID}`)
  const button = header?.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_ID}"]`)
  if (!header || !menu || !button) return () => undefined

  let menuOpen = false
  let scrolledPast = false

  const show = () => {
    header.dataset.solid = String(scrolledPast || menuOpen)
    menu.dataset.open = String(menuOpen)
    button.setAttribute('aria-expanded', String(menuOpen))
    button.setAttribute('aria-label', menuButtonLabel(menuOpen))
  }
  const setMenuOpen = (open: boolean) => {
    if (open === menuOpen) return
    menuOpen = open
    show()
  }
  const onScroll = () => {
    const past = window.scrollY > navbarSolidAfterPx
    if (past === scrolledPast) return
    scrolledPast = past
    show()
  }
  // Escape closes the menu (choosing a page loads that page).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setMenuOpen(false)
  }
  const onToggle = () => setMenuOpen(!menuOpen)
  const onHiddenChange = () => {
    const hidden = navbarHiddenSnapshot()
    header.dataset.hidden = String(hidden)
    if (hidden) setMenuOpen(false)
  }

  button.addEventListener('click', onToggle)
  window.addEventListener('keydown', onKey)
  window.addEventListener('scroll', onScroll, { passive: true })
  const unsubscribe = subscribeNavbarHidden(onHiddenChange)
  // A page restored further down (back button, a #section address) starts solid.
  onScroll()
  onHiddenChange()
  return () => {
    button.removeEventListener('click', onToggle)
    window.removeEventListener('keydown', onKey)
    window.removeEventListener('scroll', onScroll)
    unsubscribe()
  }
}
