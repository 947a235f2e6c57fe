// Counts each view of a public route: per day, path, source and browser family on the server; the
// beacon carries the visit's source (its first page's referrer without query, and UTM fields) and how
// long ago this browser last viewed a page here, nothing about the visitor.
import { routes } from '@shared/beacons.json'
import { findSiteRoute } from '../../lib/site-meta'
import { sendBeacon } from '../analytics/beacon'
import type { Attribution } from '../data/attribution'

export const pageViewEndpoint = routes.pageview

/** The page view's body: empty texts left out (the server reads them as empty). */
export function pageViewBody(path: string, visit: Attribution | null, sinceLastView: number | null): Record<string, string | number> {
  const body: Record<string, string | number> = { path }
  const fields = {
    // The address a visitor came from without its query: a search engine's holds what they searched.
    referrer: visit?.referrer.split(/[?#]/)[0] ?? '',
    utm_source: visit?.utm_source ?? '',
    utm_medium: visit?.utm_medium ?? '',
    utm_campaign: visit?.utm_campaign ?? '',
  }
  for (const [name, value] of Object.entries(fields)) if (value) body[name] = value
  if (sinceLastView !== null) body.since_last_view = sinceLastView
  return body
}

/** Reports one view of `path` (public routes only). */
export function reportPageView(path: string, visit: Attribution | null = null, sinceLastView: number | null = null): void {
  if (!findSiteRoute(path)) return
  sendBeacon(pageViewEndpoint, pageViewBody(path, visit, sinceLastView))
}
