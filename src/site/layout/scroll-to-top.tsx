// Scrolls to the top whenever the path changes, as a full page load would.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

export function ScrollToTop() {
  const { pathname } = useLocation()
  // Starts at the first path so a page load keeps the browser's own scroll restoration.
  const lastPath = useRef(pathname)

  useEffect(() => {
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])

  return null
}
