// The site's name and public routes, read from the definition shared with the server.
import replyPromise from '@shared/reply-promise.json' with { type: 'json' }
import routesJson from '@shared/routes.json' with { type: 'json' }

export interface SiteRoute {
  path: string
  title: string
  description: string
}

export const siteName: string = routesJson.siteName
export const siteDescription: string = routesJson.siteDescription
/** The routes, their descriptions' `{replyWithinHours}` filled with the reply promise. */
export const siteRoutes: readonly SiteRoute[] = routesJson.routes.map((route) => ({
  ...route,
  description: route.description.replace('{replyWithinHours}', String(replyPromise.withinHours)),
}))

/** The route defined for exactly this path, if any. */
export function findSiteRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path)
}

/** The route for a path that must exist: a missing one is a programming error. */
export function siteRoute(path: string): SiteRoute {
  const route = findSiteRoute(path)
  if (!route) throw new Error(`No route ${path} in pb_hooks/lib/shared/routes.json`)
  return route
}

/** Stable name of a route's page: `home` for `/`, else the path's segments joined by `-`. */
export function pageName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).split('/').join('-')
}

/**
 * The document title of a page: its own title first, then the site name. Written out here (the
 * server's twin is shared/site-name.js documentTitle(), held to it by tests/unit/content-rules.test.ts),
 * so every page's first script does not carry the site-name module for one line.
 */
export function pageTitle(title: string): string {
  return title === siteName ? siteName : `${title} | ${siteName}`
}
