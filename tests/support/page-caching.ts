// The Cache-Control every public page (and the 404 and maintenance pages) is served with, from the
// shared numbers (pb_hooks/lib/shared/page-caching.json), and the promise they make.
import pageCaching from '../../pb_hooks/lib/shared/page-caching.json'

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${pageCaching.sharedMaxAgeSeconds}, stale-while-revalidate=${pageCaching.staleWhileRevalidateSeconds}`

/** Seconds within which a staff change shows through a shared cache that honours the header. */
export const CHANGE_SHOWS_WITHIN_SECONDS = pageCaching.sharedMaxAgeSeconds + pageCaching.staleWhileRevalidateSeconds
