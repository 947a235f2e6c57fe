// The words of a page staff publish in 页面管理 (the `pages` record's `texts`: the carousel pages' heading,
// home figures and sections, about, the products hub, capabilities, the course centre, 光合行动, the headers
// of 市场活动 and 联系我们), on the served pages: a fresh
// install's records hold the build's texts and every one has its marked place in the built page; a
// published change is served within the page cache's 10 s, escaped, lists in the order published; the
// rules refuse in Chinese per field; drafts are never served but previewed; a revision keeps the
// texts and a restore brings them back. A PocketBase of its own: its records change here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import contentDisplay from '../../pb_hooks/lib/shared/content-display.json'
import textFields from '../../pb_hooks/lib/shared/content-text-fields.json'
import textSeed from '../../pb_hooks/lib/shared/content-text-seed.json'
import contentTexts from '../../pb_hooks/lib/shared/content-texts.js'
import enums from '../../pb_hooks/lib/shared/enums.json'
import pageData from '../../pb_hooks/lib/shared/page-data.json'
import slideFacts from '../../pb_hooks/lib/shared/slides.json'
import newsRails from '../../pb_hooks/lib/shared/news-rails.json'
import { marketActivityRails } from '../../src/site/content/market-activities'
import { railTextKeys } from '../../src/site/content/text-keys'
import { htmlFileOf, pageReader, refusal, servePublicPages, textsOf as texts, type ServedPages } from '../support/served-pages'
import { staffSession } from '../support/test-server'

/** The page cache's promise (nginx keeps a page 10 s): a published change is served within it. */
const SERVED_WITHIN_MS = 10_000

type Texts = Record<string, unknown>
interface PageRecord {
  id: string
  path: string
  title: string
  texts: Texts
}
interface Field {
  key: string
  kind: string
  template?: string
}

const seededPages = textSeed.pages as Record<string, Texts>
/** The pages that open with the slide carousel, whose <h1> is its heading. */
const carouselPages = Object.entries(pageData.routes as Record<string, { slides?: string }>)
  .filter(([, needs]) => needs.slides)
  .map(([path]) => path)
const pageFields = textFields.pages as Record<string, Field[]>

let server: ServedPages
let staff: PocketBase

beforeAll(async () => {
  server = await servePublicPages('page-texts')
  staff = await staffSession(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

const { html, documentOf } = pageReader(() => server)
const page = (path: string) => staff.collection('pages').getFirstListItem<PageRecord>(staff.filter('path = {:path}', { path }))
const send = (path: string, method: string, body?: unknown) => staff.send(path, { method, body: body as Record<string, unknown> | undefined })

/** The served page at `path` once `ready` holds of it, and how long that took after the change. */
async function servedOnce(path: string, ready: (served: string) => boolean): Promise<{ served: string; ms: number }> {
  const started = Date.now()
  for (;;) {
    const served = await html(path)
    const ms = Date.now() - started
    if (ready(served) || ms > SERVED_WITHIN_MS) return { served, ms }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('a fresh install', () => {
  it('gives each page with texts the build’s, each marked in its built page, and serves them with no marker or template left', async () => {
    expect(Object.keys(seededPages).sort()).toEqual(['/', '/about', '/contact', '/guanghe', '/market-activities', '/products', '/products/capabilities', '/products/courses'])
    for (const [path, seeded] of Object.entries(seededPages)) {
      expect((await page(path)).texts, path).toEqual(seeded)
      const built = readFileSync(join(server.publicDir, htmlFileOf(path)), 'utf8')
      for (const field of pageFields[path]!) {
        if (field.kind === 'list' || field.kind === 'lines') {
          expect(built, `${path} ${field.key}`).toContain(`data-slot="${contentTexts.pageListSlot(field.key, contentDisplay)}"`)
          expect(built, `${path} ${field.key}`).toContain(`data-template="${field.template}"`)
        } else {
          expect(built, `${path} ${field.key}`).toContain(`data-slot="${contentTexts.pageTextSlot(field.key, contentDisplay)}"`)
        }
      }
      const served = await html(path)
      expect(served, path).not.toContain('data-template="content.')
      expect(served, path).not.toMatch(/data-(?:slot|attrs|if)="(?:item|page\.[tl])\./)
    }
    const home = await documentOf('/')
    expect(texts(home, '#figures dd')).toEqual(textSeed.pages['/'].figures.map((figure) => figure.value))
  })
})

describe('a page’s texts', () => {
  it('are served within 10 s of a REST save, escaped, the home figures in the order published', async () => {
    const home = await page('/')
    const figures = textSeed.pages['/'].figures
    const published = [{ value: '<b>9</b>', label: '新数据' }, figures[2]!, figures[0]!]
    await staff.collection('pages').update(home.id, { texts: { figures: published, courses_title: '课程 <script>alert(1)</script>' } })
    const { served, ms } = await servedOnce('/', (text) => text.includes('新数据'))
    expect(ms).toBeLessThan(SERVED_WITHIN_MS)
    expect(served).toContain('课程 &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(served).toContain('&lt;b&gt;9&lt;/b&gt;')
    const document = new JSDOM(served).window.document
    expect(document.querySelector('#courses-title')?.textContent).toBe('课程 <script>alert(1)</script>')
    expect(texts(document, '#figures dd')).toEqual(published.map((figure) => figure.value))
    expect(texts(document, '#figures dt')).toEqual(published.map((figure) => figure.label))
    expect((await page('/')).texts.partner_title).toBe(textSeed.pages['/'].partner_title)
  })

  it('put each carousel page’s heading, escaped, in its <h1>, the carousel’s label and the island’s props within 10 s of a REST save', async () => {
    expect([...carouselPages].sort()).toEqual(['/', '/about', '/guanghe', '/products'])
    for (const path of carouselPages) {
      const record = await page(path)
      const heading = `<i>新标题</i> & ${record.id.slice(0, 4)}`
      await staff.collection('pages').update(record.id, { texts: { carousel_title: heading } })
      const { served, ms } = await servedOnce(path, (text) => text.includes('新标题'))
      expect(ms, path).toBeLessThan(SERVED_WITHIN_MS)
      expect(served, path).not.toContain('<i>新标题')
      const document = new JSDOM(served).window.document
      const carousel = document.querySelector('[data-island="slide-carousel"]')!
      expect(texts(document, 'h1'), path).toEqual([heading])
      expect(carousel.querySelector('h1'), path).not.toBeNull()
      expect(carousel.querySelector(`[${slideFacts.markup.carouselAttribute}]`)?.getAttribute('aria-label'), path).toBe(heading)
      expect(JSON.parse(carousel.getAttribute('data-island-props')!).heading, path).toBe(heading)
      expect(carousel.hasAttribute(contentDisplay.texts.islandSlotsAttribute), path).toBe(false)
      // The heading is the page's words; its <title> stays the SEO title.
      expect(document.title.startsWith(`${record.title} |`), path).toBe(true)
    }
  })

  it('write the about page’s milestones and team, the programme’s cases with their results and the contact header as published', async () => {
    const about = await page('/about')
    const milestones = textSeed.pages['/about'].milestones
    const team = textSeed.pages['/about'].team
    const newcomer = { name: '王<新>', initials: '王', position: '顾问', description: '简介', expertise: ['咨询'] }
    await staff.collection('pages').update(about.id, {
      texts: { milestones: [{ year: '2026', title: '新里程碑', description: '说明' }, ...milestones.slice(0, 2)], value_2_title: '新价值观', team: [team[2]!, newcomer] },
    })
    const aboutPage = await documentOf('/about')
    expect(texts(aboutPage, '#timeline ol li h3')).toEqual(['新里程碑', ...milestones.slice(0, 2).map((step) => step.title)])
    expect(texts(aboutPage, '#values h3')[1]).toBe('新价值观')
    expect(texts(aboutPage, '#team article h3')).toEqual([team[2]!.name, '王<新>'])
    expect(aboutPage.querySelectorAll('#team article [role="img"]')[1]?.getAttribute('aria-label')).toBe('王<新>的头像')
    expect(texts(aboutPage, '#team article:nth-of-type(2) li')).toEqual(['咨询'])

    const guanghe = await page('/guanghe')
    const cases = textSeed.pages['/guanghe'].cases
    await staff.collection('pages').update(guanghe.id, { texts: { cases: [{ ...cases[1]!, results: [{ label: '新指标', value: '+1%' }] }, cases[0]!] } })
    const programme = await documentOf('/guanghe')
    expect(texts(programme, '#cases article h3')).toEqual([cases[1]!.project, cases[0]!.project])
    expect(texts(programme.querySelector('#cases article')!, 'dt')).toEqual(['新指标'])
    expect(texts(programme, '#cases article:nth-child(2) dd')).toEqual(cases[0]!.results.map((result) => result.value))

    const contact = await page('/contact')
    await staff.collection('pages').update(contact.id, { texts: { header_title: '联系 <我们>', header_lead: '工作日 2 小时内回复 & 更多' } })
    const contactPage = await documentOf('/contact')
    expect(contactPage.querySelector('h1')?.textContent).toBe('联系 <我们>')
    expect(contactPage.querySelector('h1 + p')?.textContent).toBe('工作日 2 小时内回复 & 更多')
    // The header is the page's words; its <title> stays the SEO title.
    expect(contactPage.title.startsWith(`${contact.title} |`)).toBe(true)
  })

  it('write the products hub’s product lines, their points in the order published, its contact button everywhere, and 市场活动’s header', async () => {
    const products = await page('/products')
    const seeded = textSeed.pages['/products']
    await staff.collection('pages').update(products.id, {
      texts: { product_2_title: '资源 <库>', product_1_points: ['新要点', seeded.product_1_points[0]!], contact_cta: '找顾问 & 咨询' },
    })
    const hub = await documentOf('/products')
    expect(texts(hub, '#product-lines h3')).toEqual([seeded.product_1_title, '资源 <库>'])
    expect(texts(hub, '#product-lines article:nth-of-type(1) li')).toEqual(['新要点', seeded.product_1_points[0]])
    expect(texts(hub, '#product-lines article:nth-of-type(2) li')).toEqual(seeded.product_2_points)
    expect(texts(hub, '#product-lines a[href="/contact"], #products-contact a[href="/contact"]')).toEqual(['找顾问 & 咨询', '找顾问 & 咨询', '找顾问 & 咨询'])

    const activities = await page('/market-activities')
    await staff.collection('pages').update(activities.id, { texts: { header_title: '活动 <新>' } })
    const activitiesPage = await documentOf('/market-activities')
    expect(texts(activitiesPage, 'h1')).toEqual(['活动 <新>'])
    expect(activitiesPage.querySelector('h1 + p')?.textContent).toBe(textSeed.pages['/market-activities'].header_lead)
  })

  it('put 市场活动’s rails’ headings, subtitles and empty lines, escaped, in the rails, the pager’s label and the island’s props within 10 s of a REST save', async () => {
    const activities = await page('/market-activities')
    // Two items in the first rail (a pager, named after its heading); the others have none.
    const [first, ...others] = marketActivityRails
    for (const title of ['栏目新闻一', '栏目新闻二']) {
      await staff.collection('news').create({ title, summary: '摘要', category: first!.category, content: '<p>正文</p>', published: true })
    }
    for (const rail of others) expect((await staff.collection('news').getList(1, 1, { filter: `category = "${rail.category}" && published = true` })).totalItems, rail.id).toBe(0)
    const words = (id: string) => ({ title: `<b>${id}</b> 栏目`, subtitle: `${id} & 说明`, empty: `<i>${id}</i> 暂无` })
    const changed = Object.fromEntries(
      marketActivityRails.flatMap((rail) => {
        const keys = railTextKeys(rail.id)
        const w = words(rail.id)
        return [
          [keys.title, w.title],
          [keys.lead, w.subtitle],
          [keys.empty, w.empty],
        ]
      }),
    )
    await staff.collection('pages').update(activities.id, { texts: changed })
    const { served, ms } = await servedOnce('/market-activities', (text) => text.includes('栏目新闻二') && text.includes('&lt;b&gt;news&lt;/b&gt; 栏目'))
    expect(ms).toBeLessThan(SERVED_WITHIN_MS)
    expect(served).not.toMatch(/<[bi]>/)
    const document = new JSDOM(served).window.document
    const island = document.querySelector('[data-island="market-news"]')!
    const props = JSON.parse(island.getAttribute('data-island-props')!) as { rails: { id: string; title: string; subtitle: string; empty: string }[] }
    for (const [index, rail] of marketActivityRails.entries()) {
      const w = words(rail.id)
      const section = island.querySelector(`section#${rail.id}`)!
      expect(section.querySelector('h2')?.textContent, rail.id).toBe(w.title)
      expect(section.querySelector('h2 + p')?.textContent, rail.id).toBe(w.subtitle)
      expect(props.rails[index], rail.id).toMatchObject({ id: rail.id, ...w })
      if (rail === first) {
        expect(section.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(newsRails.pagerLabel.replace('{title}', w.title))
      } else {
        expect(texts(section, 'p:not(h2 + p)'), rail.id).toEqual([w.empty])
      }
    }
    expect(island.hasAttribute(contentDisplay.texts.islandSlotsAttribute)).toBe(false)
    // The rails' heading is the page's text; the category keeps its name on the items (an article's badge).
    expect(island.querySelector(`section#${first!.id} article span`)?.textContent).toBe(enums.newsCategories[first!.category as keyof typeof enums.newsCategories])
  })

  it('are refused in Chinese, field by field, when empty, too long or too many', async () => {
    const home = await page('/')
    const errors = await refusal(
      staff.collection('pages').update(home.id, { texts: { figures: [{ value: '1234567890123', label: '' }], figures_title: '', partner_cta: '字'.repeat(13) } }),
    )
    expect(errors['texts.figures.0.value']?.message).toBe('数据第1项的数值不能超过12个字符')
    expect(errors['texts.figures.0.label']?.message).toBe('请输入数据第1项的说明')
    expect(errors['texts.figures_title']?.message).toBe('请输入数据区标题')
    expect(errors['texts.partner_cta']?.message).toBe('按钮文字不能超过12个字符')
    expect((await page('/')).texts.partner_cta).toBe(home.texts.partner_cta)
  })
})

describe('drafts of a page’s texts', () => {
  it('are never served, show in the preview, and publish with a revision that a restore brings back', async () => {
    const capabilities = await page('/products/capabilities')
    const published = await html('/products/capabilities')
    await send(`/api/content/pages/${capabilities.id}/draft`, 'PUT', { values: { texts: { tile_1_title: '草稿资源', contact_cta: '草稿按钮' } } })
    expect(await html('/products/capabilities')).toBe(published)
    const preview = (await send('/api/content/preview?path=/products/capabilities', 'GET')) as { html: string }
    const previewed = new JSDOM(preview.html).window.document
    expect(texts(previewed, '#capability-tiles h3')[0]).toBe('草稿资源')
    expect(preview.html).toContain('草稿按钮')
    await send(`/api/content/pages/${capabilities.id}/publish`, 'POST', {})
    const { served, ms } = await servedOnce('/products/capabilities', (text) => text.includes('草稿资源'))
    expect(ms).toBeLessThan(SERVED_WITHIN_MS)
    expect(texts(new JSDOM(served).window.document, '#capability-tiles h3')[0]).toBe('草稿资源')
    const history = await staff.collection('content_revisions').getFullList<{ version: number; snapshot: { texts: Texts } }>({
      filter: staff.filter('target_collection = "pages" && target_id = {:id}', { id: capabilities.id }),
      sort: 'version',
    })
    expect(history.at(-1)!.snapshot.texts.tile_1_title).toBe('草稿资源')
    await send(`/api/content/pages/${capabilities.id}/restore`, 'POST', { version: 1 })
    const restored = await documentOf('/products/capabilities')
    expect(texts(restored, '#capability-tiles h3')[0]).toBe(textSeed.pages['/products/capabilities'].tile_1_title)
    expect((await page('/products/capabilities')).texts).toEqual(textSeed.pages['/products/capabilities'])
  })
})
