// The served news pages: /news/<id> (one published article), /news (the published articles,
// newest first, paged) and sitemap.xml. The build prerenders the two pages as templates in the
// site's layout (src/site/news-pages/, written to dist/news/*.html); each request fills their
// marked slots with escaped values (the markers are described in src/site/news-pages/slots.ts):
//   data-slot="name"             the empty element's content
//   data-attrs="attr:name ..."   attributes; a void element whose value is null is left out
//   <template data-template="x"> a fragment, removed from the page, filled and inserted by the code here
// The finished bytes are kept in lib/pages/page-cache.js, which record hooks empty on any news change.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { PAGE_CACHE_CONTROL, cachedPage, maintenanceOn, publicDir, readOrNull, sendPageEntry, sendStatusPage, setSecurityHeaders } = require(`${__hooks}/lib/pages/static-site.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { longChineseDate } = require(`${__hooks}/lib/shared/news-date.js`)
const pageAssembly = require(`${__hooks}/lib/pages/page-assembly.js`)
const { assemblePage } = pageAssembly
const { escapeHtml, fill, scriptJson, splitTemplate, trusted } = require(`${__hooks}/lib/core/template-slots.js`)
const pageCache = require(`${__hooks}/lib/pages/page-cache.js`)
const sitemap = require(`${__hooks}/lib/pages/sitemap.js`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const routesJson = require(`${__hooks}/lib/shared/routes.json`)

const TEMPLATE_FILES = { article: 'news/article.html', list: 'news/list.html' }
const XML_TYPE = 'application/xml; charset=utf-8'
// PocketBase record ids: 15 characters a-z0-9. Anything else is not an article (no lookup).
const RECORD_ID = /^[a-z0-9]{15}$/
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/
const FALLBACK_CATEGORY = 'news'
const COVER = { thumb: '1200x630', width: '1200', height: '630' }
const LIST_THUMB = '400x225'

// ---------------------------------------------------------------- templates

function unescapeHtml(value) {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * The page's first <title> holds the site suffix (` | 站点名`, src/lib/site-meta.ts pageTitle): the
 * title goes in front of it. Returns the page and the whole document title (unescaped).
 */
function withTitle(page, title) {
  const match = /<title>([^<]*)<\/title>/.exec(page)
  const suffix = match ? unescapeHtml(match[1]) : ''
  return { page: page.replace('<title>', () => '<title>' + escapeHtml(title)), title: title + suffix }
}

// ---------------------------------------------------------------- records

function siteOrigin(app) {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '')
}

function categoryBadge(category) {
  const names = enums.newsCategories
  return Object.prototype.hasOwnProperty.call(names, category) ? names[category] : names[FALLBACK_CATEGORY]
}

/** `2026-11-22 08:00:00.000Z` as ISO (`2026-11-22T08:00:00.000Z`); '' when empty. */
function isoDate(value) {
  return value ? String(value).replace(' ', 'T') : ''
}

function fileUrl(record, thumb) {
  const image = record.getString('image')
  return image ? pageAssembly.fileUrl(record, image, thumb) : ''
}

/** What the pages show of an article (published_at, else created, is its date, as in the modal). */
function articleFacts(record) {
  const date = isoDate(record.getString('published_at')) || isoDate(record.getString('created'))
  return {
    id: record.id,
    title: record.getString('title'),
    summary: record.getString('summary'),
    author: record.getString('author'),
    category: categoryBadge(record.getString('category')),
    date: date,
    dateText: longChineseDate(date),
    updated: isoDate(record.getString('updated')),
  }
}

function findPublished(app, id) {
  if (!RECORD_ID.test(id)) return null
  try {
    const record = app.findRecordById('news', id)
    return record.getBool('published') ? record : null
  } catch (_) {
    return null
  }
}

// ---------------------------------------------------------------- pages

/** The template and a key that changes when the build rewrites it (the cache outlives a rebuild). */
function loadTemplate(dir, kind) {
  const path = dir + '/' + TEMPLATE_FILES[kind]
  try {
    const version = $os.stat(path).modTime().unixNano()
    const raw = readOrNull(path)
    return raw === null ? null : { html: toString(raw), version: String(version) }
  } catch (_) {
    return null
  }
}

function templateVersion(dir, kind) {
  try {
    return String($os.stat(dir + '/' + TEMPLATE_FILES[kind]).modTime().unixNano())
  } catch (_) {
    return 'missing'
  }
}

/** 网站名称 from the settings, else the name the build knew. */
function siteNameOf(settings) {
  const name = settings ? settings.getString('site_name').trim() : ''
  return name || routesJson.siteName
}

function articlePage(app, template, record, settings) {
  const origin = siteOrigin(app)
  const siteName = siteNameOf(settings)
  const facts = articleFacts(record)
  const url = origin + '/news/' + record.id
  const cover = fileUrl(record, COVER.thumb)
  const image = cover ? origin + cover : null
  const description = facts.summary || facts.title
  const { page, fragments } = splitTemplate(template)

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.title,
    description: description,
    mainEntityOfPage: url,
    datePublished: facts.date,
    dateModified: facts.updated || facts.date,
    author: facts.author ? { '@type': 'Person', name: facts.author } : { '@type': 'Organization', name: siteName, url: origin + '/' },
    publisher: { '@type': 'Organization', name: siteName, url: origin + '/', logo: { '@type': 'ImageObject', url: origin + '/favicon.svg' } },
  }
  if (image) jsonLd.image = [image]

  const titled = withTitle(page, facts.title)
  return fill(titled.page, {
    description: description,
    url: url,
    fullTitle: titled.title,
    image: image,
    imageWidth: image ? COVER.width : null,
    imageHeight: image ? COVER.height : null,
    published: facts.date || null,
    modified: facts.updated || null,
    category: facts.category,
    title: facts.title,
    date: facts.date || null,
    dateText: facts.dateText,
    author: facts.author ? trusted(fill(fragments.author || '', { author: facts.author })) : null,
    summary: facts.summary,
    cover: cover ? trusted(fill(fragments.cover || '', { image: cover, title: facts.title })) : null,
    body: trusted(sanitizeNewsHtml(record.getString('content'), { display: true }).html),
    jsonLd: trusted(scriptJson(JSON.stringify(jsonLd))),
  })
}

function pageSize(page) {
  const match = /data-page-size="(\d+)"/.exec(page)
  return match ? parseInt(match[1], 10) : 20
}

/** The list page `number` (1-based), or null when there is no such page. */
function listPage(app, template, number) {
  const { page, fragments } = splitTemplate(template)
  const size = pageSize(page)
  const total = app.countRecords('news', $dbx.hashExp({ published: true }))
  const pages = Math.max(1, Math.ceil(total / size))
  if (number > pages) return null
  const records = app.findRecordsByFilter('news', 'published = true', '-published_at,-created', size, (number - 1) * size)
  const items = records
    .map((record) => {
      const facts = articleFacts(record)
      const href = '/news/' + record.id
      const thumb = fileUrl(record, LIST_THUMB)
      return fill(fragments.item || '', {
        url: href,
        title: facts.title,
        category: facts.category,
        date: facts.date || null,
        dateText: facts.dateText,
        summary: facts.summary,
        image: thumb ? trusted(fill(fragments.itemImage || '', { image: thumb })) : null,
      })
    })
    .join('')
  const pageHref = (n) => (n === 1 ? '/news' : '/news?page=' + n)
  const pager =
    (number > 1 ? fill(fragments.previous || '', { url: pageHref(number - 1) }) : '') +
    (number < pages ? fill(fragments.next || '', { url: pageHref(number + 1) }) : '')
  return fill(page, {
    url: siteOrigin(app) + pageHref(number),
    items: trusted(items || fragments.empty || ''),
    pager: pager ? trusted(pager) : null,
  })
}

// ---------------------------------------------------------------- responses

function setPageHeaders(e) {
  setSecurityHeaders(e)
  e.response.header().set('Cache-Control', PAGE_CACHE_CONTROL)
}

/**
 * Answers from the page cache, else builds the page with `build(template, settings)` (null: not
 * found) and puts the live settings in as every page gets them (lib/pages/page-assembly.js); sent as
 * every page is (lib/pages/static-site.js: gzip, ETag, the speculation rules).
 */
function servePage(e, kind, path, build) {
  setPageHeaders(e)
  const dir = publicDir($os.args, __hooks)
  const settings = findSiteSettings(e.app)
  if (maintenanceOn(settings)) return sendStatusPage(e, dir, 503, settings)
  const entry = cachedPage('news:' + path + '@' + templateVersion(dir, kind), () => {
    const template = loadTemplate(dir, kind)
    const filled = template === null ? null : build(template.html, settings)
    return filled === null ? null : assemblePage(e.app, filled, path, settings)
  })
  return entry === null ? sendStatusPage(e, dir, 404, settings) : sendPageEntry(e, entry)
}

/** Not a page at all (a malformed id or page number): the site's 404, nothing read or cached. */
function sendNotFound(e) {
  setPageHeaders(e)
  const dir = publicDir($os.args, __hooks)
  const settings = findSiteSettings(e.app)
  return sendStatusPage(e, dir, maintenanceOn(settings) ? 503 : 404, settings)
}

/** GET /news/{id} */
function serveArticle(e) {
  const id = e.request.pathValue('id')
  // Not an article address (e.g. the template's own file name).
  if (!RECORD_ID.test(id)) return sendNotFound(e)
  return servePage(e, 'article', '/news/' + id, (template, settings) => {
    const record = findPublished(e.app, id)
    return record === null ? null : articlePage(e.app, template, record, settings)
  })
}

/** GET /news, ?page=N */
function serveList(e) {
  const raw = e.request.url.query().get('page')
  const number = raw === '' ? 1 : PAGE_NUMBER.test(raw) ? parseInt(raw, 10) : 0
  if (number === 0) return sendNotFound(e)
  return servePage(e, 'list', number === 1 ? '/news' : '/news?page=' + number, (template) => listPage(e.app, template, number))
}

/** GET /sitemap.xml: the routes, /news and every published article with its last change. */
function serveSitemap(e) {
  setPageHeaders(e)
  const cacheKey = 'sitemap.xml'
  let xml = pageCache.get(cacheKey)
  if (xml === undefined) {
    const generation = pageCache.generation()
    const rows = arrayOf(new DynamicModel({ id: '', updated: '' }))
    e.app
      .db()
      .newQuery('SELECT id, updated FROM news WHERE published = TRUE ORDER BY published_at DESC, created DESC')
      .all(rows)
    const articles = rows.map((row) => ({ id: row.id, updated: row.updated }))
    xml = sitemap.sitemapXml(siteOrigin(e.app), sitemap.siteEntries(routesJson.routes, articles))
    pageCache.set(cacheKey, xml, generation)
  }
  return e.blob(200, XML_TYPE, toBytes(xml))
}

module.exports = { fill, serveArticle, serveList, serveSitemap, splitTemplate }
