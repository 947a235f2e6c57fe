// The Emotion cache of the public site. The key prefixes class names and marks the critical CSS
// that the prerender inlines, so the browser recognises those styles instead of inserting them again.
import createCache, { type EmotionCache } from '@emotion/cache'

export const SITE_STYLE_KEY = 'site'

export function createSiteCache(): EmotionCache {
  return createCache({ key: SITE_STYLE_KEY })
}

let pageCache: EmotionCache | undefined

/** The one cache of a built page, shared by its islands and the consultation dialog's root. */
export function siteCache(): EmotionCache {
  pageCache ??= createSiteCache()
  return pageCache
}
