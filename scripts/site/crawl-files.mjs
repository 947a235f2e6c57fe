// @ts-check
// robots.txt, written by the build. sitemap.xml is written by the server per request
// (pb_hooks/lib/pages/sitemap.js, route in pb_hooks/news.pb.js) so that it lists every published
// article; its format is re-exported here for the build-side tests.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** @type {{ sitemapXml: (siteUrl: string, entries: readonly { path: string, lastmod?: string }[]) => string, siteEntries: (routes: readonly { path: string }[], articles: readonly { id: string, updated: string }[]) => { path: string, lastmod?: string }[], lastmod: (value: string) => string }} */
const sitemap = require('../../pb_hooks/lib/pages/sitemap.js')

export const { sitemapXml, siteEntries, lastmod } = sitemap

/** @param {string} siteUrl origin without a trailing slash */
export function robotsTxt(siteUrl) {
  return `User-agent: *
Allow: /
Disallow: /admin
Disallow: /api
Disallow: /_/

Sitemap: ${siteUrl}/sitemap.xml
`
}

/**
 * The site address a build used (its SITE_URL), read back from the robots.txt it wrote; null when
 * the text has no sitemap line of robotsTxt's form.
 * @param {string} text
 */
export function builtSiteUrl(text) {
  return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(text)?.[1] ?? null
}
