// The page data block the server writes (pb_hooks/lib/pages/page-assembly.js) read back in the browser:
// parsed once, null when absent or broken, and the loaders answer from it instead of the API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import pageDataRules from '../../pb_hooks/lib/shared/page-data.json'
import type { NewsItem, Partner, SiteSettings, Slide } from '../../src/site/data/types'

const getFullList = vi.fn()
const getList = vi.fn()
const getOne = vi.fn()
vi.mock('../../src/lib/pocketbase', () => ({
  pb: {
    collection: () => ({ getFullList, getList, getOne }),
    filter: (text: string) => text,
    files: { getURL: () => '' },
  },
}))

const { readPageData, resetPageData } = await import('../../src/site/data/page-data')
const { getNews, getSiteSettings, listNews, listPartners, listSlides } = await import('../../src/site/data/records')
const { listIntakes } = await import('../../src/site/data/intakes')

const settings: SiteSettings = {
  registration_enabled: true,
  contact_phone: '021-5555 0000',
  contact_email: 'hello@example.test',
  contact_address: '上海市',
  working_hours: '周一至周五',
  icp_number: '',
  police_number: '',
}
const slide = { id: 's1', collectionId: 'c', title: '</script><script>alert(1)</script>', page_id: 'home' } as unknown as Slide

/** As the server writes JSON into the element. */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

function serve(text: string, attributes = 'type="application/json" id="page-data"') {
  document.body.innerHTML = `<main></main><script ${attributes}>${text}</script>`
}

beforeEach(() => {
  resetPageData()
  getFullList.mockReset().mockResolvedValue([])
  getList.mockReset().mockResolvedValue({ items: [] })
  getOne.mockReset().mockResolvedValue({ from: 'api' })
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('readPageData', () => {
  it('parses the block the server escaped, once', () => {
    // The server writes < > & as \u003c \u003e \u0026: the title comes back as it was saved.
    serve('{"slides":{"pageId":"home","items":[{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026"}]}}')
    const data = readPageData()
    expect(data?.slides?.items[0]?.title).toBe('</script><script>alert(1)</script> &')
    document.body.innerHTML = ''
    expect(readPageData()).toBe(data)
  })

  it('is null without a block, with broken JSON, with a non-object or with the wrong type', () => {
    expect(readPageData()).toBeNull()
    for (const [text, attributes] of [
      ['{"settings":', undefined],
      ['[1, 2]', undefined],
      ['{"settings":{}}', 'type="text/plain" id="page-data"'],
    ] as const) {
      resetPageData()
      serve(text, attributes)
      expect(readPageData(), text).toBeNull()
    }
  })
})

describe('loaders', () => {
  it('answer from the block without asking the API', async () => {
    const partners = [{ id: 'p1', name: '伙伴' }] as unknown as Partner[]
    const news = [{ id: 'n1' }, { id: 'n2' }, { id: 'n3' }] as unknown as NewsItem[]
    const intakes = { strategy: [{ start: '2027-01-01', end: '2027-01-02', city: '上海', status: 'open' }], practical: [], marketing: [], ecosystem: [] }
    serve(blockJson({ settings, slides: { pageId: 'home', items: [slide] }, partners, news: { huawei: news }, intakes }))
    expect(await getSiteSettings()).toEqual(settings)
    expect(await listSlides('home')).toEqual([slide])
    expect(await listPartners()).toEqual(partners)
    expect(await listNews('huawei', 2)).toEqual(news.slice(0, 2))
    expect(await listIntakes()).toEqual(intakes)
    expect(getFullList).not.toHaveBeenCalled()
    expect(getList).not.toHaveBeenCalled()
    expect(getOne).not.toHaveBeenCalled()
  })

  it('fetch what the block does not carry: another page’s slides, another rail, no block at all', async () => {
    serve(blockJson({ slides: { pageId: 'about', items: [slide] }, news: { huawei: [] } }))
    await listSlides('home')
    expect(getFullList).toHaveBeenCalledTimes(1)
    await listNews('isv')
    expect(getList).toHaveBeenCalledTimes(1)
    expect(await getSiteSettings()).toEqual({ from: 'api' })
    await listIntakes()
    expect(getList).toHaveBeenCalledTimes(2)
    await listPartners()
    expect(getFullList).toHaveBeenCalledTimes(2)
  })
})

describe('what the server serves matches what the pages show', () => {
  it('the rails of /market-activities are the news the server puts in its block, the banner rail first', async () => {
    const { marketActivityRails } = await import('../../src/site/content/market-activities')
    expect(pageDataRules.routes['/market-activities'].news).toEqual(marketActivityRails.map((rail) => rail.category))
    expect(marketActivityRails[0]?.variant).toBe('banner')
  })

  it('the slide preloads ask for the thumbnails the slide’s <picture> loads', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { MemoryRouter } = await import('react-router-dom')
    const { SlideView } = await import('../../src/site/sections/slide-carousel/slide-view')
    const { defaultSlide } = await import('../../src/site/sections/slide-carousel/carousel-content')
    const image = { small: '/img?thumb=640x360', medium: '/img?thumb=1200x500', wide: '/img?thumb=1920x800' }
    const markup = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SlideView, { slide: { ...defaultSlide, image }, index: 0, eager: true, active: true })))
    const container = document.createElement('div')
    container.innerHTML = markup
    const sources = [...container.querySelectorAll('picture source')].map((source) => ({ media: source.getAttribute('media'), srcset: source.getAttribute('srcset') }))
    const rules = pageDataRules.images.slide
    expect(sources).toEqual(rules.sources.map((source) => ({ media: source.media, srcset: `/img?thumb=${source.thumb}` })))
    expect(container.querySelector('picture img')?.getAttribute('src')).toBe(`/img?thumb=${rules.img.thumb}`)
  })
})

describe('getNews (an article with its body)', () => {
  it('asks once per article however often it is asked for, and again after a failure', async () => {
    const article = { id: 'n1', content: '<p>正文</p>' } as NewsItem
    getOne.mockReset()
    getOne.mockResolvedValueOnce(article)
    expect(await Promise.all([getNews('n1'), getNews('n1')])).toEqual([article, article])
    expect(await getNews('n1')).toBe(article)
    expect(getOne.mock.calls.map(([id]) => id)).toEqual(['n1'])

    getOne.mockRejectedValueOnce(Object.assign(new Error('offline'), { status: 0 }))
    await expect(getNews('n2')).rejects.toThrow('offline')
    getOne.mockResolvedValueOnce({ id: 'n2', content: '<p>第二篇</p>' })
    expect((await getNews('n2')).content).toBe('<p>第二篇</p>')
    expect(getOne.mock.calls.map(([id]) => id)).toEqual(['n1', 'n2', 'n2'])
  })
})
