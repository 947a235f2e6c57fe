// Paging of the news rails: how many cards fit at a window width, and moving between pages.
import newsRails from '@shared/news-rails.json' with { type: 'json' }
import railRules from '@shared/rail-layout.js'

/**
 * Cards shown at once: `perView` below each `below` width (first match wins), `widest` otherwise;
 * `initialWidth` is the width assumed before the browser's own is known (prerender, served page and
 * the hydrating render), so the hydrated markup matches the served one. One definition, shared with
 * the server that writes the rails' first page (@shared/news-rails.json).
 */
export const railLayout = newsRails.layout

/** Cards shown at once at a window width (the server's rule too: @shared/rail-layout.js). */
export function cardsPerView(width: number): number {
  return railRules.perViewAt(railLayout, width)
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
