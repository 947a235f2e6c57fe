// Counts each view of a public route (per day and path on the server; nothing about the visitor).
import { findSiteRoute } from '../../lib/site-meta'

export const pageViewEndpoint = '/api/site/pageview'

/** Reports one view of `path`; a beacon survives the visitor leaving and never delays the page. */
export function reportPageView(path: string): void {
  if (!findSiteRoute(path)) return
  const body = JSON.stringify({ path })
  try {
    if (navigator.sendBeacon?.(pageViewEndpoint, body)) return
    void fetch(pageViewEndpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined)
  } catch {
    // Counting is best effort: a blocked beacon must never break the page.
  }
}
