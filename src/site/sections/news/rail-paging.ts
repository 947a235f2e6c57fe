// Paging of the news rails: how many cards fit at a window width, and moving between pages.

/** Cards shown at once: `perView` below each `below` width (first match wins), `widest` otherwise. */
export const railLayout = {
  breakpoints: [
    { below: 640, perView: 1 },
    { below: 768, perView: 2 },
    { below: 1024, perView: 3 },
  ],
  widest: 4,
  /**
   * Width assumed before the browser's own is known (prerender and the first client render),
   * so the hydrated markup matches the prerendered one.
   */
  initialWidth: 1280,
} as const

/** Cards shown at once at a window width. */
export function cardsPerView(width: number): number {
  return railLayout.breakpoints.find((step) => width < step.below)?.perView ?? railLayout.widest
}

/** Number of pages for a list; an empty list still has one (empty) page. */
export function pageCount(itemCount: number, perView: number): number {
  return Math.max(1, Math.ceil(itemCount / perView))
}

/** The page `delta` steps from `page`, wrapping past either end. */
export function stepPage(page: number, delta: number, count: number): number {
  return (((page + delta) % count) + count) % count
}

/** A page that exists after the number of pages changed (the window was resized). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(page, 0), count - 1)
}

/** The items shown on one page. */
export function pageItems<T>(items: readonly T[], page: number, perView: number): T[] {
  return items.slice(page * perView, page * perView + perView)
}
