// /news/<id>, /news and sitemap.xml: the build's news templates (dist/news/*.html) filled per request
// by a PocketBase of its own (maintenance and the article list would disturb the shared server).
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import records from '../../pb_hooks/lib/shared/records.json'
import routesJson from '../../pb_hooks/lib/shared/routes.json'
import siteAddress from '../../pb_hooks/lib/shared/site-address.json'
import { formatLongDate } from '../../src/site/sections/news/format-date'
import { serveBuiltFiles } from '../support/built-site'
import { smallPng } from '../support/fixtures/images'
import type { TestServer } from '../support/test-server'
import { ENTRY_ATTRIBUTE, ENTRY_LOADER, SCRIPT_SRC } from '../support/entry-loader'
import { PAGE_CACHE_CONTROL } from '../support/page-caching'

const SITE = 'https://www.example.cn'
const CSP_START = `default-src 'self'; ${SCRIPT_SRC};`
const HOSTILE = '</script><script>alert(1)</script>'
const BUILT_FILES = ['news/article.html', 'news/list.html', '404.html', 'maintenance.html']

let server: TestServer
let su: PocketBase

beforeAll(async () => {
  server = await serveBuiltFiles(BUILT_FILES, 'news-pages', { PB_APP_URL: SITE })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

interface NewsRecord {
  id: string
  collectionId: string
  title: string
  image: string
  published_at: string
  updated: string
}

function article(fields: Record<string, unknown>, image = false): FormData | Record<string, unknown> {
  const data = { title: '数字化转型的十个问题', summary: '企业决策者最常问的十个问题。', content: '<p>第一段正文。</p><h2>小标题</h2><p>第二段。</p>', category: 'huawei', published: true, ...fields }
  if (!image) return data
  const form = new FormData()
  Object.entries(data).forEach(([key, value]) => form.set(key, String(value)))
  form.set('image', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'cover.png')
  return form
}

const createArticle = (fields: Record<string, unknown> = {}, image = false) => su.collection('news').create<NewsRecord>(article(fields, image))
const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
const iso = (value: string) => value.replace(' ', 'T')

async function page(path: string): Promise<string> {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0][1])
}

/** Every <script> of the page: the JSON-LD or the page data block (never run), or the entry loader starting a same-origin file. */
function expectOnlySafeScripts(html: string) {
  for (const [whole, tag] of html.matchAll(/(<script\b[^>]*>)[\s\S]*?<\/script>/g)) {
    const dataBlock = tag === '<script type="application/ld+json">' || tag === '<script type="application/json" id="page-data">'
    const loader = new RegExp(`^<script ${ENTRY_ATTRIBUTE}="/assets/[^"/]+\\.js">`).test(tag) && whole === `${tag}${ENTRY_LOADER}</script>`
    expect(dataBlock || loader, tag).toBe(true)
  }
}

async function setMaintenance(on: boolean) {
  await su.collection('site_settings').update(records.siteSettingsId, { maintenance_mode: on })
}

describe('an article page', () => {
  let item: NewsRecord
  let html: string

  beforeAll(async () => {
    item = await createArticle({ author: '张三' }, true)
    html = await page(`/news/${item.id}`)
  })

  it('is served as HTML with the site headers, with the page caching', async () => {
    const res = await get(`/news/${item.id}`)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(res.headers.get('content-security-policy')).toContain(CSP_START)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('is sent like every page: gzip when accepted, an ETag that revalidates it (304), the speculation rules', async () => {
    const plain = await get(`/news/${item.id}`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('speculation-rules')).toBe('"/speculation-rules.json"')
    const etag = plain.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect((await get(`/news/${item.id}`, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304)
    // Node's fetch asks for gzip and inflates it: the body is the same page.
    const zipped = await get(`/news/${item.id}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toBe(await plain.text())
  })

  it('has the title with the site suffix, the summary as description and its canonical address', () => {
    const title = `数字化转型的十个问题 | ${routesJson.siteName}`
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toContain('<meta name="description" content="企业决策者最常问的十个问题。"/>')
    expect(html).toContain(`<link rel="canonical" href="${SITE}/news/${item.id}"/>`)
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`)
    expect(html).toContain('<meta property="og:description" content="企业决策者最常问的十个问题。"/>')
    expect(html).toContain(`<meta property="og:url" content="${SITE}/news/${item.id}"/>`)
  })

  it('has Open Graph article tags with the cover’s 1200x630 thumbnail at an absolute address', async () => {
    const image = `${SITE}/api/files/${item.collectionId}/${item.id}/${item.image}?thumb=1200x630`
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain(`<meta property="og:image" content="${image}"/>`)
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toContain('<meta property="og:image:height" content="630"/>')
    expect(html).toContain(`<meta property="article:published_time" content="${iso(item.published_at)}"/>`)
    // The same thumbnail, fetched from this server, is a real image.
    const thumb = await get(image.replace(SITE, ''))
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })

  it('describes the article in JSON-LD', () => {
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '数字化转型的十个问题',
      description: '企业决策者最常问的十个问题。',
      mainEntityOfPage: `${SITE}/news/${item.id}`,
      image: [`${SITE}/api/files/${item.collectionId}/${item.id}/${item.image}?thumb=1200x630`],
      datePublished: iso(item.published_at),
      dateModified: iso(item.updated),
      author: { '@type': 'Person', name: '张三' },
      publisher: { '@type': 'Organization', name: routesJson.siteName, url: `${SITE}/`, logo: { '@type': 'ImageObject', url: `${SITE}/favicon.svg` } },
    })
  })

  it('shows the article like the news modal: category, title, date, author, summary, cover and body', () => {
    expect(html).toMatch(/<span class="[^"]+">走近华为<\/span>/)
    expect(html).toMatch(/<h1 class="[^"]+">数字化转型的十个问题<\/h1>/)
    expect(html).toContain(`发布时间<!-- -->：<time datetime="${iso(item.published_at)}">${formatLongDate(item.published_at)}</time>`)
    expect(html).toContain('作者<!-- -->：<span>张三</span>')
    expect(html).toMatch(/<p class="[^"]+">企业决策者最常问的十个问题。<\/p>/)
    expect(html).toMatch(new RegExp(`<img alt="数字化转型的十个问题" width="1200" height="630" [^>]*src="/api/files/${item.collectionId}/${item.id}/${item.image}\\?thumb=1200x630"`))
    expect(html).toMatch(/<div data-testid="news-body" class="[^"]+"><p>第一段正文。<\/p><h2>小标题<\/h2><p>第二段。<\/p><\/div>/)
  })

  it('is a page of the site with a way back to 市场活动, and no template marker is left', () => {
    expect(html).toMatch(/<header[^>]*>[\s\S]*<main id="main" data-page="news-article">[\s\S]*<\/main>[\s\S]*<footer/)
    expect(html).toContain('<a href="/market-activities" class=')
    expect(html).toContain('返回市场活动</a>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/')
    expect(html).not.toMatch(/data-attrs=|<template data-template/)
    // The footer's filings slot belongs to the page assembly (filled only when a number is set).
    const slots = [...html.matchAll(/data-slot="([^"]*)"/g)].map((match) => match[1])
    expect(slots.filter((name) => name !== 'filings')).toEqual([])
    expectOnlySafeScripts(html)
  })

  it('shows the contact data of the settings in its footer, like every page', async () => {
    await su.collection('site_settings').update(records.siteSettingsId, { contact_phone: '021-6888 1234' })
    try {
      const served = await page(`/news/${item.id}`)
      expect(served).toContain('<a href="tel:02168881234">021-6888 1234</a>')
      expect(served).not.toContain('style="visibility:hidden"')
    } finally {
      await su.collection('site_settings').update(records.siteSettingsId, { contact_phone: '' })
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const res = await get(`/news/${item.id}`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('')
  })

  it('leaves out the image tags and the cover when the article has no image; without an author the site is the author', async () => {
    const plain = await createArticle({ title: '无图文章' })
    const text = await page(`/news/${plain.id}`)
    expect(text).not.toContain('og:image')
    expect(text).not.toMatch(/<img[^>]+thumb=1200x630/)
    expect(text).not.toContain('作者<!-- -->：')
    expect(jsonLd(text)).not.toHaveProperty('image')
    expect(jsonLd(text).author).toEqual({ '@type': 'Organization', name: routesJson.siteName, url: `${SITE}/` })
  })
})

describe('a hostile title', () => {
  it('is inert in <title>, the meta tags, the JSON-LD and the body', async () => {
    const item = await createArticle({ title: HOSTILE, summary: `"><img src=x onerror=alert(2)>${HOSTILE}`, content: `<p>正文</p>${HOSTILE}<img src=x onerror=alert(3)>` })
    const html = await page(`/news/${item.id}`)
    expect(html).not.toContain('<script>alert(1)')
    // Only as text: no such element, and no tag with an event handler (quoted values set aside).
    expect(html).not.toContain('<img src=x')
    const tags = (html.match(/<[a-zA-Z][^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'))
    expect(tags.filter((tag) => /\son[a-z]+=/i.test(tag))).toEqual([])
    expect(html).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ${routesJson.siteName}</title>`)
    expect(html).toMatch(/<h1 class="[^"]+">&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/)
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&lt;/script&gt;')
    expect(html).toContain('"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"')
    expect(jsonLd(html).headline).toBe(HOSTILE)
    expect(html).toMatch(/<div data-testid="news-body" class="[^"]+"><p>正文<\/p><\/div>/)
    expectOnlySafeScripts(html)
  })
})

describe('what is not a published article', () => {
  it.each([
    ['a draft', async () => `/news/${(await createArticle({ published: false, title: '草稿文章' })).id}`],
    ['an unknown id', async () => '/news/aaaaaaaaaaaaaaa'],
    ['the article template', async () => '/news/article.html'],
    ['the list template', async () => '/news/list.html'],
    ['a deeper path', async () => '/news/a/b'],
  ])('%s gets the site’s 404 page with status 404', async (_, path) => {
    const res = await get(await path())
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    const html = await res.text()
    expect(html).toContain('<title>页面未找到')
    expect(html).not.toContain('草稿文章')
  })

  it.each(['/news?page=0', '/news?page=abc', '/news?page=999'])('%s is not a page of the list (404)', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('the article list and the sitemap follow publication at the next request', () => {
  it('adds an article when it is published and removes it when it is unpublished', async () => {
    const draft = await createArticle({ published: false, title: '即将发布的文章' })
    // Both are built (and cached) without the draft first.
    expect(await page('/news')).not.toContain(draft.id)
    expect(await page('/sitemap.xml')).not.toContain(draft.id)

    const published = await su.collection('news').update<NewsRecord>(draft.id, { published: true })
    const list = await page('/news')
    expect(list).toContain(`<a href="/news/${draft.id}">即将发布的文章</a>`)
    const xml = await page('/sitemap.xml')
    const lastmod = iso(published.updated).replace(/\.\d+Z$/, 'Z')
    expect(xml).toContain(`<url><loc>${SITE}/news/${draft.id}</loc><lastmod>${lastmod}</lastmod></url>`)
    expect((await get(`/news/${draft.id}`)).status).toBe(200)

    await su.collection('news').update(draft.id, { published: false })
    expect((await get(`/news/${draft.id}`)).status).toBe(404)
    expect(await page('/news')).not.toContain(draft.id)
    expect(await page('/sitemap.xml')).not.toContain(draft.id)
  })

  it('shows a changed title at the next request', async () => {
    const item = await createArticle({ title: '旧标题' })
    expect(await page(`/news/${item.id}`)).toContain('<title>旧标题 |')
    await su.collection('news').update(item.id, { title: '新标题' })
    expect(await page(`/news/${item.id}`)).toContain('<title>新标题 |')
  })
})

describe('the list', () => {
  it('lists the published articles newest first with category, date, summary and a lazy 400x225 thumbnail, 20 a page', async () => {
    const withImage = await createArticle({ title: '带图的文章', category: 'isv', summary: '列表摘要' }, true)
    for (let n = 1; n <= 20; n++) await createArticle({ title: `分页文章 ${String(n).padStart(2, '0')}` })
    const newest = await createArticle({ title: '最新的文章' })

    const first = await page('/news')
    expect(first).toContain(`<title>新闻动态 | ${routesJson.siteName}</title>`)
    expect(first).toContain(`<link rel="canonical" href="${SITE}/news"/>`)
    const items = [...first.matchAll(/<a href="\/news\/([a-z0-9]{15})">([^<]*)<\/a>/g)].map((match) => match[2])
    expect(items).toHaveLength(20)
    expect(items[0]).toBe('最新的文章')
    expect(items[1]).toBe('分页文章 20')
    expect(first).toContain(`<a href="/news/${newest.id}">`)
    expect(first).toMatch(/<nav aria-label="文章列表翻页" class="[^"]+"><a rel="next" class="[^"]+" href="\/news\?page=2">下一页<\/a><\/nav>/)
    expect(first).not.toContain('上一页</a>')

    const total = Number((await su.collection('news').getList(1, 1, { filter: 'published = true' })).totalItems)
    const pages = Math.ceil(total / 20)
    const last = await page(`/news?page=${pages}`)
    expect(last).toMatch(new RegExp(`<a rel="prev" class="[^"]+" href="${pages === 2 ? '/news' : `/news\\?page=${pages - 1}`}">上一页</a>`))
    expect(last).not.toContain('下一页</a>')
    expect(last).toContain(`<link rel="canonical" href="${SITE}/news?page=${pages}"/>`)

    // The article with a cover, wherever it is: its thumbnail, category, date and summary.
    let found = ''
    for (let n = 1; n <= pages && !found; n++) {
      const text = await page(n === 1 ? '/news' : `/news?page=${n}`)
      if (text.includes(withImage.id)) found = text
    }
    const entry = found.slice(found.indexOf(`/api/files/${withImage.collectionId}/${withImage.id}/`) - 200, found.indexOf(`<a href="/news/${withImage.id}">`) + 600)
    expect(entry).toMatch(new RegExp(`<img alt="" width="400" height="225" loading="lazy" decoding="async" class="[^"]+" src="/api/files/${withImage.collectionId}/${withImage.id}/${withImage.image}\\?thumb=400x225"/>`))
    expect(entry).toContain('>走近ISV</span>')
    expect(entry).toContain(`<time datetime="${iso(withImage.published_at)}">${formatLongDate(withImage.published_at)}</time>`)
    expect(entry).toContain('>列表摘要</p>')
  })
})

describe('the sitemap', () => {
  it('lists every public route and /news at the server’s address, with the page caching', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    const xml = await res.text()
    for (const route of routesJson.routes) expect(xml).toContain(`<url><loc>${SITE}${route.path}</loc></url>`)
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE}/news</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod></url>`))
  })
})

describe('maintenance', () => {
  it('answers the news pages with the maintenance page and 503 while it is on', async () => {
    const item = await createArticle({ title: '维护期间的文章' })
    await page(`/news/${item.id}`)
    await setMaintenance(true)
    try {
      for (const path of [`/news/${item.id}`, '/news', '/news?page=2', '/news/aaaaaaaaaaaaaaa']) {
        const res = await get(path)
        expect(res.status, path).toBe(503)
        expect(res.headers.get('retry-after')).toBe('3600')
        expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
        const html = await res.text()
        expect(html).toContain('<title>网站维护中')
        expect(html).not.toContain('维护期间的文章')
      }
    } finally {
      await setMaintenance(false)
    }
    expect((await get(`/news/${item.id}`)).status).toBe(200)
  })
})

describe('with PB_APP_URL unset', () => {
  let unset: TestServer

  beforeAll(async () => {
    // Blank counts as unset (whatever the environment running the tests holds).
    unset = await serveBuiltFiles(BUILT_FILES, 'news-pages-unset', { PB_APP_URL: '' })
  }, 120_000)

  afterAll(async () => {
    await unset?.stop()
  })

  it('gives canonical links and the sitemap the documented default address, http://127.0.0.1:8090', async () => {
    expect(siteAddress.defaultAppUrl).toBe('http://127.0.0.1:8090')
    const operator = new PocketBase(unset.url)
    operator.autoCancellation(false)
    await operator.collection('_superusers').authWithPassword(unset.superuser.email, unset.superuser.password)
    const item = await operator.collection('news').create<NewsRecord>(article({}))
    const html = await (await fetch(`${unset.url}/news/${item.id}`)).text()
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:8090/news/${item.id}"/>`)
    const xml = await (await fetch(`${unset.url}/sitemap.xml`)).text()
    expect(xml).toContain('<url><loc>http://127.0.0.1:8090/</loc></url>')
    expect(xml).toContain(`<loc>http://127.0.0.1:8090/news/${item.id}</loc>`)
    expect(xml).not.toContain('localhost')
  })
})
