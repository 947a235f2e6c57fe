// sitemap.xml, written by the server at request time (pb_hooks/news.pb.js): the public routes
// of routes.json, /news and every published article with its last change. Pure functions (no app),
// so the build's tests and the hooks share them.

// Relative, not `${__hooks}`: the build's scripts require this module outside PocketBase too.
// Its escapes are XML's as well (`'` as a character reference).
const { escapeHtml } = require('../shared/escape-html.js')

/**
 * A PocketBase date (`2026-11-22 08:00:00.123Z`) or an ISO one as a W3C datetime without
 * fractions (`2026-11-22T08:00:00Z`); '' when it is not one.
 */
function lastmod(value) {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(String(value || ''))
  return match ? match[1] + 'T' + match[2] + 'Z' : ''
}

/**
 * @param {string} siteUrl origin without a trailing slash
 * @param {{path: string, lastmod?: string}[]} entries each path once, `lastmod` already W3C
 */
function sitemapXml(siteUrl, entries) {
  const urls = entries.map((entry) => {
    const modified = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : ''
    return `  <url><loc>${escapeHtml(siteUrl + entry.path)}</loc>${modified}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

/**
 * The entries of the site: every route, then /news (changed with its newest article), then each
 * article at /news/<id> in the order given.
 * @param {{path: string}[]} routes
 * @param {{id: string, updated: string}[]} articles published ones, newest first
 */
function siteEntries(routes, articles) {
  /** @type {Array<{path: string, lastmod?: string}>} */
  const entries = routes.map((route) => ({ path: route.path }))
  const newest = articles.reduce((latest, article) => {
    const at = lastmod(article.updated)
    return at > latest ? at : latest
  }, '')
  entries.push(newest ? { path: '/news', lastmod: newest } : { path: '/news' })
  articles.forEach((article) => {
    const at = lastmod(article.updated)
    entries.push(at ? { path: '/news/' + article.id, lastmod: at } : { path: '/news/' + article.id })
  })
  return entries
}

module.exports = { lastmod, siteEntries, sitemapXml }
