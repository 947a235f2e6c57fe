// A lead's page opens at its top: the back office's router keeps the window's scroll from the page before, so
// a lead opened from far down the list (or a phone's long card list) showed its timeline, not its name.
import { useLayoutEffect } from 'react'
import { useParams } from 'react-router-dom'

/** Scrolls the window to the top whenever the page's record changes (a new lead opened). */
export function useOpenAtTop() {
  const { id } = useParams()
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [id])
}
