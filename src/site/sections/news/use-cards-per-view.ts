// The number of rail cards that fit the current window, following resizes.
import { useLayoutEffect, useState } from 'react'
import { cardsPerView, railLayout } from './rail-paging'

/**
 * Starts from the prerender width and reads the real one after mount, so hydration matches; a
 * layout effect, so a phone never paints the desktop layout first.
 */
export function useCardsPerView(): number {
  const [perView, setPerView] = useState(() => cardsPerView(railLayout.initialWidth))
  useLayoutEffect(() => {
    const update = () => setPerView(cardsPerView(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return perView
}
