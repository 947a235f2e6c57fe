// @vitest-environment node
// @vitest-environment node
// sitemap.xml as the server writes it (pb_hooks/lib/pages/sitemap.js, through scripts/site/crawl-files.mjs) and robots.txt.
import { describe, expect, it } from 'vitest'
import { lastmod, robotsTxt, siteEntries, sitemapXml } from '../../scripts/site/crawl-files.mjs'
import routesJson from '../../pb_hooks/lib/shared/routes.json'

describe('sitemap', () => {
  const articles = [
    { id: 'newer0000000001', updated: '2026-11-22 08:00:00.123Z' },
    { id: 'older0000000002', updated: '2026-10-01 23:59:59.000Z' },
  ]

  it('lists every public route, then /news with its newest article, then each article with its lastmod', () => {
    const entries = siteEntries(routesJson.routes, articles)
    expect(entries.map((entry) => entry.path)).toEqual([
      ...routesJson.routes.map((route) => route.path),
      '/news',
      '/news/newer0000000001',
      '/news/older0000000002',
    ])
    expect(entries.at(-3)).toEqual({ path: '/news', lastmod: '2026-11-22T08:00:00Z' })
    expect(entries.at(-1)).toEqual({ path: '/news/older0000000002', lastmod: '2026-10-01T23:59:59Z' })
  })

  it('writes absolute, escaped addresses and the lastmod in W3C form', () => {
    const xml = sitemapXml('https://example.cn', [{ path: '/' }, { path: '/about?a=1&b=2' }, { path: '/news/x', lastmod: '2026-11-22T08:00:00Z' }])
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/)
    expect(xml).toContain('  <url><loc>https://example.cn/</loc></url>\n')
    expect(xml).toContain('<loc>https://example.cn/about?a=1&amp;b=2</loc>')
    expect(xml).toContain('<url><loc>https://example.cn/news/x</loc><lastmod>2026-11-22T08:00:00Z</lastmod></url>')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('has no /news lastmod without articles and reads only real dates', () => {
    expect(siteEntries([{ path: '/' }], [])).toEqual([{ path: '/' }, { path: '/news' }])
    expect(lastmod('2026-11-22T08:00:00Z')).toBe('2026-11-22T08:00:00Z')
    expect(lastmod('')).toBe('')
    expect(lastmod('yesterday')).toBe('')
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the back office and the API, and names the sitemap', () => {
    const robots = robotsTxt('https://example.cn')
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/api$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/example\.cn\/sitemap\.xml$/m)
  })
})
