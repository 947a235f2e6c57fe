// The news rails of /market-activities in the served HTML (pb_hooks/lib/pages/news-markup.js): each
// rail's first page (banner, cards, dates, badges, pager) or its empty state in place of the loading
// box, published news only, text escaped, links to the articles' own pages, and a news change shows
// at the next request. A PocketBase of its own: the news created here would disturb other files.
import { JSDOM } from 'jsdom'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import newsRails from '../../pb_hooks/lib/shared/news-rails.json'
import pageData from '../../pb_hooks/lib/shared/page-data.json'
import { marketActivityRails } from '../../src/site/content/market-activities'
import { serveBuiltFiles } from '../support/built-site'
import { smallPng } from '../support/fixtures/images'
import { staffSession, type TestServer } from '../support/test-server'

const PAGE = 'market-activities/index.html'
const HOSTILE = '<script>alert(1)</script>'

interface NewsJson {
  id: string
  collectionId: string
  title: string
  image: string
  published_at: string
}

let server: TestServer
let staff: PocketBase

beforeAll(async () => {
  server = await serveBuiltFiles([PAGE], 'served-news')
  staff = await staffSession(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

async function served(): Promise<{ html: string; document: Document }> {
  const res = await fetch(`${server.url}/market-activities`)
  expect(res.status).toBe(200)
  const html = await res.text()
  return { html, document: new JSDOM(html).window.document }
}

function create(fields: Record<string, string | boolean>, image = false): Promise<NewsJson> {
  const base = { summary: '摘要', content: '<p>正文</p>', author: '市场部', ...fields }
  if (!image) return staff.collection('news').create<NewsJson>(base)
  const form = new FormData()
  Object.entries(base).forEach(([key, value]) => form.set(key, String(value)))
  form.set('image', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'cover.png')
  return staff.collection('news').create<NewsJson>(form)
}

const section = (document: Document, id: string) => document.getElementById(id)!
const titles = (element: Element) => [...element.querySelectorAll('h3')].map((h3) => h3.textContent)
// An independent reading of the date: the browser's own formatter in China's time zone.
const chineseDate = (value: string) => new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'long' }).format(new Date(value.replace(' ', 'T')))

describe('the served news rails', () => {
  const made: Record<string, NewsJson[]> = { huawei: [], isv: [] }
  let draft: NewsJson

  beforeAll(async () => {
    // Oldest first: the newest of each category is created last.
    made.huawei.push(await create({ title: '华为旧闻', category: 'huawei', published: true }))
    made.huawei.push(await create({ title: '华为要闻', category: 'huawei', published: true }, true))
    for (let i = 1; i <= 5; i++) made.isv.push(await create({ title: `伙伴动态${i}`, category: 'isv', published: true }, i === 5))
    draft = await create({ title: '华为草稿', category: 'huawei', published: false })
  })

  it('writes the banner’s first item with its image, badge, date and a link to its page, and no loading box', async () => {
    const { html, document } = await served()
    const huawei = section(document, 'huawei')
    const newest = made.huawei[1]
    expect(titles(huawei)).toEqual([newest.title])
    const image = huawei.querySelector('article img')!
    const file = `/api/files/${newest.collectionId}/${newest.id}/${newest.image}`
    expect(image.getAttribute('src')).toBe(`${file}?thumb=1200x630`)
    // A phone picks a smaller thumbnail; the preload asks for the one the banner picks.
    const srcset = `${file}?thumb=400x225 400w, ${file}?thumb=800x450 800w, ${file}?thumb=1200x630 1200w`
    expect(image.getAttribute('srcset')).toBe(srcset)
    expect(image.getAttribute('sizes')).toBe(pageData.images.newsBanner.sizes)
    const preload = document.querySelector('link[rel="preload"][as="image"]')!
    expect([preload.getAttribute('imagesrcset'), preload.getAttribute('imagesizes'), preload.getAttribute('fetchpriority')]).toEqual([srcset, pageData.images.newsBanner.sizes, 'high'])
    for (const candidate of srcset.split(', ')) expect((await fetch(`${server.url}${candidate.split(' ')[0]}`)).status).toBe(200)
    expect(huawei.querySelector('article span')!.textContent).toBe(enums.newsCategories.huawei)
    expect(huawei.querySelector('time')!.textContent).toBe(chineseDate(newest.published_at))
    expect(huawei.querySelector('time')!.getAttribute('datetime')).toBe(newest.published_at)
    const link = huawei.querySelector('article a')!
    expect(link.getAttribute('href')).toBe(`/news/${newest.id}`)
    expect(link.textContent).toBe(`了解详情：${newest.title}`)
    // Two published items, one a page: a pager with two dots, the first current.
    const dots = [...huawei.querySelectorAll('[role="group"] [aria-current]')]
    expect(huawei.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('走近华为翻页')
    expect(dots.map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('aria-current')])).toEqual([
      ['第 1 页', 'true'],
      ['第 2 页', 'false'],
    ])
    expect(html).not.toContain(newsRails.loadingAttribute)
    expect(html).not.toContain('加载中...')
    expect(html).not.toContain('<template data-template')
    // Every marker of the rails' templates is filled (the island's markup holds none).
    expect(document.querySelector('[data-island="market-news"] [data-slot], [data-island="market-news"] [data-if], [data-island="market-news"] [data-attrs]')).toBeNull()
  })

  it('writes the first page of cards of the ISV rail, newest first, and never an unpublished item', async () => {
    const { html, document } = await served()
    const isv = section(document, 'isv')
    const newestFirst = [...made.isv].reverse()
    const perView = newsRails.layout.widest
    expect(titles(isv)).toEqual(newestFirst.slice(0, perView).map((item) => item.title))
    expect(isv.querySelector('[data-per-view]')!.getAttribute('data-per-view')).toBe(String(perView))
    expect(isv.querySelectorAll('[role="group"] [aria-current]')).toHaveLength(2)
    // The card with an image shows its small thumbnail, the others their category instead.
    const withImage = made.isv[4]
    expect(isv.querySelector('article img')!.getAttribute('src')).toBe(`/api/files/${withImage.collectionId}/${withImage.id}/${withImage.image}?thumb=${newsRails.cardThumb}`)
    expect(isv.querySelectorAll('article [aria-hidden="true"]')).toHaveLength(perView - 1)
    expect([...isv.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual(newestFirst.slice(0, perView).map((item) => `/news/${item.id}`))
    expect(html).not.toContain(draft.title)
    expect(html).not.toContain(draft.id)
  })

  it('shows the spec’s empty state for a rail without published news', async () => {
    const { document } = await served()
    const news = section(document, 'news')
    expect(news.querySelectorAll('article')).toHaveLength(0)
    expect(news.querySelector('header + p')!.textContent).toBe(marketActivityRails.find((rail) => rail.id === 'news')!.empty)
  })

  it('serves a hostile title as text: parsed back it equals the title, and no script element is added', async () => {
    const hostile = await create({ title: HOSTILE, summary: `"><img src=x onerror=alert(2)>`, category: 'news', published: true })
    const { html, document } = await served()
    const news = section(document, 'news')
    expect(titles(news)).toEqual([HOSTILE])
    expect(news.querySelector('article p:not([class*="meta"])')).not.toBeNull()
    expect(news.querySelectorAll('script, img[src="x"]')).toHaveLength(0)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(news.querySelector('article a')!.getAttribute('href')).toBe(`/news/${hostile.id}`)
  })

  it('shows a news change at the next request: a new title, and an item unpublished is gone', async () => {
    const first = made.huawei[1]
    await staff.collection('news').update(first.id, { title: '华为要闻（更新）' })
    expect(titles(section((await served()).document, 'huawei'))).toEqual(['华为要闻（更新）'])
    await staff.collection('news').update(first.id, { published: false })
    const { html, document } = await served()
    expect(titles(section(document, 'huawei'))).toEqual([made.huawei[0].title])
    expect(html).not.toContain(first.id)
  })
})
