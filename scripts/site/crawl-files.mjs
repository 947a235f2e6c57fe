// @ts-check
// sitemap.xml and robots.txt, generated from the public routes.

/** @param {string} value */
const escapeXml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * @param {string} siteUrl origin without a trailing slash
 * @param {readonly { path: string }[]} routes
 */
export function sitemapXml(siteUrl, routes) {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(siteUrl + route.path)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

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
