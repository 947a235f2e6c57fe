// Build-time side of Emotion: a cache that collects styles instead of writing <style> tags into the
// markup, and the extraction of the rules a rendered page uses (what @emotion/server's
// extractCriticalToChunks + constructStyleTagsFromChunks do, without that package).
import type { EmotionCache } from '@emotion/cache'
import escaping from '@shared/escape-html.js'
import { createSiteCache } from '../site/emotion-cache'

export function createServerCache(): EmotionCache {
  const cache = createSiteCache()
  // Emotion's switch for "collect into cache.inserted, render no inline <style>": React 19 would
  // otherwise find those tags in the markup and report a hydration mismatch.
  cache.compat = true
  return cache
}


/**
 * <style> tags holding the rules the given markup uses, in the format the browser's Emotion cache
 * reads on start-up (`data-emotion="<key> <id> <id>..."`), so it does not insert them again.
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>()
  const classPattern = new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g')
  for (const match of html.matchAll(classPattern)) if (match[1]) used.add(match[1])

  const tags: string[] = []
  const regular: { ids: string[]; css: string } = { ids: [], css: '' }
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined
    if (isClass && !used.has(id)) continue
    if (isClass) {
      regular.ids.push(id)
      regular.css += rules
    } else {
      // <Global> styles have no class name; each gets its own tag, as Emotion does.
      tags.push(`<style data-emotion="${escaping.escapeHtml(`${cache.key}-global ${id}`)}">${rules}</style>`)
    }
  }
  if (regular.ids.length > 0) {
    tags.push(`<style data-emotion="${escaping.escapeHtml(`${cache.key} ${regular.ids.join(' ')}`)}">${regular.css}</style>`)
  }
  return tags.join('')
}
