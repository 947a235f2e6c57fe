// The page data block the server writes (pb_hooks/lib/page-assembly.js) read back in the browser:
// parsed once, null when absent or broken, and the loaders answer from it instead of the API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NewsItem, Partner, SiteSettings, Slide } from '../../src/site/data/records'

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
const { getSiteSettings, listNews, listPartners, listSlides } = await import('../../src/site/data/records')
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
