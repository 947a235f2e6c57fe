// Public pages served with their live content (pb_hooks/lib/pages/page-assembly.js): the built pages
// (dist/, copied) filled per request with the settings, the page data block and the LCP image
// preload, cached and emptied by record changes; and every route as a browser without JavaScript
// gets it (title, description, headings, course sections, FAQ, structured data, the handbook).
// A PocketBase of its own: settings, maintenance and slides changed here would disturb others.
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pageDataRules from '../../pb_hooks/lib/shared/page-data.json'
import records from '../../pb_hooks/lib/shared/records.json'
import settingsDefaults from '../../pb_hooks/lib/shared/site-settings-defaults.json'
import routesJson from '../../pb_hooks/lib/shared/routes.json'
import slideFacts from '../../pb_hooks/lib/shared/slides.json'
import { contactLabels } from '../../src/site/content/contact'
import { courseById, courses, coursePath, offeringKinds } from '../../src/site/content/courses'
import { serveBuiltFiles } from '../support/built-site'
import { SCRIPT_SRC } from '../support/entry-loader'
import { smallPng } from '../support/fixtures/images'
import { expectedDescription } from '../support/page-meta'
import { staffSession } from '../support/test-server'

const HOSTILE = '</script><script>alert(1)</script>'
const HANDBOOK = 'assets/course-handbook.pdf'
const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
const BUILT_FILES = [...routesJson.routes.map((route) => htmlFileOf(route.path)), '404.html', 'maintenance.html', 'speculation-rules.json', HANDBOOK]

let server: Awaited<ReturnType<typeof serveBuiltFiles>>
let staff: PocketBase

interface RecordJson {
  id: string
  collectionId: string
  [field: string]: unknown
}

beforeAll(async () => {
  server = await serveBuiltFiles(BUILT_FILES, 'served-pages')
  staff = await staffSession(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })

async function page(path: string, init: RequestInit = {}): Promise<string> {
  const res = await get(path, init)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The served page as a browser with JavaScript off parses it. */
async function documentOf(path: string): Promise<Document> {
  return new JSDOM(await page(path)).window.document
}

const textsOf = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim() ?? '')

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${pageDataRules.elementId}">([^<]*)</script>`, 'g')

interface ServedData {
  settings: Record<string, unknown>
  slides: { pageId: string; items: RecordJson[] }
  partners: RecordJson[]
  news: Record<string, RecordJson[]>
  intakes: Record<string, { start: string; end: string; city: string; status: string }[]>
}

/** The page's one data block, parsed back. */
function dataBlock(html: string): ServedData {
  const blocks = [...html.matchAll(DATA_BLOCK)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0][1])
}

/** The markup of the carousel's first slide, as served: up to the next slide or the controls. */
function firstSlide(html: string): string {
  const marker = (name: string) => `${name}=""`
  const start = html.indexOf(marker(slideFacts.markup.slideAttribute))
  expect(start).toBeGreaterThan(0)
  const ends = [slideFacts.markup.slideAttribute, slideFacts.markup.controlsAttribute].map((name) => html.indexOf(marker(name), start + 1)).filter((at) => at > 0)
  return html.slice(start, Math.min(...ends))
}

/** The served carousel, parsed. */
function carouselOf(html: string): Element {
  const carousel = new JSDOM(html).window.document.querySelector(`[${slideFacts.markup.carouselAttribute}]`)
  expect(carousel).not.toBeNull()
  return carousel as Element
}

const scriptTags = (html: string) => (html.match(/<script\b/gi) ?? []).length

function slideForm(fields: Record<string, string>): FormData {
  const form = new FormData()
  const stats = JSON.stringify([{ label: '服务企业', value: '1000+' }])
  Object.entries({ subtitle: '', page_id: 'home', active: 'true', order_index: '0', stats, ...fields }).forEach(([key, value]) => form.set(key, value))
  form.set('image', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'hero.png')
  return form
}

const updateSettings = (fields: Record<string, unknown>) => staff.collection('site_settings').update(records.siteSettingsId, fields)

/** Footer part of a page: from the footer's contact section to the end of the filing line. */
function footer(html: string): string {
  const start = html.indexOf('<footer')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</footer>', start))
}


/** A status page as the server sends it with the built site name: the same bytes, its name markers filled. */
function asServed(built: string) {
  return built.replace(/ data-slot="siteName(?:Main|Note)?"| data-attrs="[^"]*siteName[^"]*"/g, '')
}

describe('data block and image preload', () => {
  let slide: RecordJson

  beforeAll(async () => {
    slide = await staff.collection('carousels').create<RecordJson>(slideForm({ title: '首屏幻灯片', order_index: '1' }))
    await staff.collection('carousels').create(slideForm({ title: '关闭的幻灯片', active: 'false', order_index: '2' }))
    await staff.collection('carousels').create(slideForm({ title: '关于页的幻灯片', page_id: 'about', button_text: '联系我们', button_link: '/contact' }))
  })

  it('serves the home page with its active slides, the settings and the intakes, as a guest reads them from the API', async () => {
    const html = await page('/')
    const data = dataBlock(html)
    const guest = new PocketBase(server.url)
    const slides = await guest.collection('carousels').getFullList({ filter: 'active = true && page_id = "home"', sort: 'order_index,created' })
    expect(data.slides).toEqual({ pageId: 'home', items: JSON.parse(JSON.stringify(slides)) })
    expect(data.slides.items.map((item: RecordJson) => item.title)).toEqual(['首屏幻灯片'])
    expect(data.settings).toEqual(await guest.collection('site_settings').getOne(records.siteSettingsId))
    expect(data.settings).not.toHaveProperty('notification_email')
    expect(data.settings).not.toHaveProperty('ip_allowlist')
    expect(Object.keys(data.intakes).sort()).toEqual(['ecosystem', 'marketing', 'practical', 'strategy'])
    expect(data).not.toHaveProperty('partners')
    expect(data).not.toHaveProperty('news')
  })

  it('preloads the first slide’s image with the thumbnails its <picture> uses, before the stylesheets', async () => {
    const html = await page('/')
    const base = `/api/files/${slide.collectionId}/${slide.id}/${slide.image as string}`
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0])
    expect(preloads).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${base}?thumb=640x360" media="(max-width: 767px)">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${base}?thumb=1200x500" media="(min-width: 768px) and (max-width: 1279px)">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${base}?thumb=1920x800" media="(min-width: 1280px)">`,
    ])
    const stylesheet = html.indexOf('<link rel="stylesheet"')
    if (stylesheet >= 0) expect(html.indexOf(preloads[0])).toBeLessThan(stylesheet)
    expect(html.indexOf(preloads[0])).toBeLessThan(html.indexOf('</head>'))
    for (const preload of preloads) {
      const href = /href="([^"]+)"/.exec(preload)![1]
      const image = await get(href)
      expect(image.status, href).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  it('writes the first live slide into the markup in place of the default one, so it shows before any script', async () => {
    const html = await page('/')
    const base = `/api/files/${slide.collectionId}/${slide.id}/${slide.image as string}`
    const first = firstSlide(html)
    expect(first).toMatch(/<h2 class="[^"]+">首屏幻灯片<\/h2>/)
    expect(first).toContain(`<source media="(max-width: 767px)" srcset="${base}?thumb=640x360"/>`)
    expect(first).toContain(`<source media="(max-width: 1279px)" srcset="${base}?thumb=1200x500"/>`)
    expect(first).toMatch(new RegExp(`<img alt="" width="1920" height="800" [^>]*src="${base.replace(/[.?]/g, '\\$&')}\\?thumb=1920x800" loading="eager" fetchpriority="high"/>`))
    // Its one stat, with no default ones added; no subtitle, description or button it lacks.
    expect([...first.matchAll(/<dt [^>]*>([^<]*)<\/dt><dd [^>]*>([^<]*)<\/dd>/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual(['服务企业 1000+'])
    expect(first).not.toContain('<a ')
    expect(html).not.toContain('企业 AI 战略领导力')
    // The templates and the loading spinner are the server's business, not the visitor's.
    expect(html).not.toContain('<template data-template')
    expect(html).not.toContain(slideFacts.markup.loadingAttribute)
  })

  it('writes every active slide in order, only the first shown and fetched at once, with arrows and one dot per slide', async () => {
    const created = [
      await staff.collection('carousels').create<RecordJson>(slideForm({ title: '产品第一张', page_id: 'products', order_index: '1', button_text: '了解', button_link: '/contact' })),
      await staff.collection('carousels').create<RecordJson>(slideForm({ title: '产品第二张', page_id: 'products', order_index: '2', button_text: '报名', button_link: '/courses/strategy' })),
    ]
    try {
      const carousel = carouselOf(await page('/products'))
      const slides = [...carousel.querySelectorAll(`[${slideFacts.markup.slideAttribute}]`)]
      expect(slides.map((item) => item.querySelector('h2')?.textContent)).toEqual(['产品第一张', '产品第二张'])
      expect(slides.map((item) => [item.getAttribute('aria-label'), item.getAttribute('aria-hidden')])).toEqual([
        ['第1张，共2张', 'false'],
        ['第2张，共2张', 'true'],
      ])
      expect(slides.map((item) => item.getAttribute('aria-roledescription'))).toEqual(['幻灯片', '幻灯片'])
      const images = slides.map((item) => item.querySelector('img'))
      expect(images.map((image) => [image?.getAttribute('loading'), image?.getAttribute('fetchpriority')])).toEqual([
        ['eager', 'high'],
        ['lazy', 'auto'],
      ])
      // A later slide's picture is hidden: beside the viewport a lazy image is fetched all the same.
      expect(slides.map((item) => item.querySelector('picture')?.hasAttribute('hidden'))).toEqual([false, true])
      expect(images[1]?.getAttribute('src')).toBe(`/api/files/${created[1].collectionId}/${created[1].id}/${created[1].image as string}?thumb=1920x800`)
      // The hidden slide's button is out of the Tab order; the gradients rotate by position.
      expect(slides.map((item) => item.querySelector('a')?.getAttribute('tabindex') ?? null)).toEqual([null, '-1'])
      expect(slides.map((item) => item.firstElementChild?.getAttribute('style'))).toEqual(slideFacts.gradients.slice(0, 2).map((gradient) => `background:${gradient}`))
      const controls = carousel.querySelector(`[${slideFacts.markup.controlsAttribute}]`)
      expect([...(controls?.querySelectorAll('button') ?? [])].map((button) => button.getAttribute('aria-label'))).toEqual(['上一张', '第1张', '第2张', '下一张'])
      expect(controls?.querySelector(`[${slideFacts.markup.previousAttribute}]`)?.getAttribute('aria-label')).toBe('上一张')
      expect(controls?.querySelector(`[${slideFacts.markup.nextAttribute}]`)?.getAttribute('aria-label')).toBe('下一张')
      expect([...carousel.querySelectorAll(`[${slideFacts.markup.dotAttribute}]`)].map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', 'false'])
      expect(controls?.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('选择幻灯片')
    } finally {
      for (const item of created) await staff.collection('carousels').delete(item.id)
    }
  })

  it('writes one slide without arrows or dots', async () => {
    const carousel = carouselOf(await page('/'))
    expect(carousel.querySelectorAll(`[${slideFacts.markup.slideAttribute}]`)).toHaveLength(1)
    expect(carousel.querySelector(`[${slideFacts.markup.controlsAttribute}]`)?.innerHTML).toBe('')
  })

  it('keeps the default slide on a page without live slides, without the loading spinner', async () => {
    const html = await page('/guanghe')
    expect(firstSlide(html)).toContain('企业 AI 战略领导力')
    expect(carouselOf(html).querySelector(`[${slideFacts.markup.controlsAttribute}]`)?.innerHTML).toBe('')
    expect(html).not.toContain('<template data-template')
    expect(html).not.toContain(slideFacts.markup.loadingAttribute)
  })

  it('serves a page without a live image without a preload, and a page without slides without their key', async () => {
    const contact = await page('/contact')
    expect(contact).not.toContain('rel="preload" as="image"')
    expect(Object.keys(dataBlock(contact))).toEqual(['settings'])
    expect(await page('/products/courses')).not.toContain('rel="preload" as="image"')
  })

  it('gives /about its own slides, the first one’s site-internal button a plain link', async () => {
    const html = await page('/about')
    const data = dataBlock(html)
    expect(data.slides.pageId).toBe('about')
    expect(data.slides.items.map((item: RecordJson) => item.title)).toEqual(['关于页的幻灯片'])
    expect(firstSlide(html)).toMatch(/<a class="[^"]+" href="\/contact">联系我们<\/a>/)
  })

  it('serves /guanghe its event clip fetching nothing but the poster before its island runs', async () => {
    const video = new JSDOM(await page('/guanghe')).window.document.querySelector('video')
    expect(video?.getAttribute('preload')).toBe('none')
    expect(video?.hasAttribute('autoplay')).toBe(false)
    expect(video?.getAttribute('poster')).toMatch(/^\/assets\/video\/.+\.webp$/)
  })

  it('serves /guanghe its active partners without their contact e-mail', async () => {
    const shown = await staff.collection('isv_partners').create<RecordJson>({ name: '可见伙伴', field: '制造', description: '说明', order_index: 2, active: true, contact_email: 'secret@example.test' })
    await staff.collection('isv_partners').create({ name: '停用伙伴', field: '制造', description: '说明', order_index: 1, active: false, contact_email: 'hidden@example.test' })
    const html = await page('/guanghe')
    const data = dataBlock(html)
    expect(data.partners.map((partner: RecordJson) => partner.id)).toEqual([shown.id])
    expect(data.partners[0]).not.toHaveProperty('contact_email')
    expect(html).not.toContain('secret@example.test')
    expect(html).not.toContain('hidden@example.test')
  })

  it('serves /market-activities its published news per rail and preloads the first rail’s first image', async () => {
    const form = new FormData()
    Object.entries({ title: '华为动态', summary: '摘要', content: '<p>正文</p>', category: 'huawei', published: 'true' }).forEach(([key, value]) => form.set(key, value))
    form.set('image', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'cover.png')
    const item = await staff.collection('news').create<RecordJson>(form)
    await staff.collection('news').create({ title: '草稿', summary: '摘要', content: '<p>正文</p>', category: 'huawei', published: false })
    await staff.collection('news').create({ title: 'ISV 动态', summary: '摘要', content: '<p>正文</p>', category: 'isv', published: true })
    const html = await page('/market-activities')
    const data = dataBlock(html)
    expect(Object.keys(data.news)).toEqual(['huawei', 'isv', 'news'])
    expect(data.news.huawei.map((news: RecordJson) => news.title)).toEqual(['华为动态'])
    expect(data.news.isv.map((news: RecordJson) => news.title)).toEqual(['ISV 动态'])
    expect(data.news.news).toEqual([])
    // Each item as a guest reads it, without its body: the modal fetches that when opened.
    const { content: _, ...summary } = await fetch(`${server.url}/api/collections/news/records/${item.id}`).then((res) => res.json() as Promise<RecordJson>)
    expect(pageDataRules.newsItems.omitted).toEqual(['content'])
    expect(data.news.huawei[0]).toEqual(summary)
    const file = `/api/files/${item.collectionId}/${item.id}/${item.image as string}`
    const srcset = `${file}?thumb=400x225 400w, ${file}?thumb=800x450 800w, ${file}?thumb=1200x630 1200w`
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${pageDataRules.images.newsBanner.sizes}">`)
  })
})

describe('escaping', () => {
  it('serves a hostile slide title inert: parsed back it equals the title, and no script element is added', async () => {
    const hostile = await staff.collection('carousels').create<RecordJson>(
      slideForm({ title: HOSTILE, subtitle: '"><img src=x onerror=alert(2)>&amp;', page_id: 'products', button_text: '<b>报名</b>', button_link: 'https://example.com/?a="b"&c=<d>' }),
    )
    const html = await page('/products')
    expect(html).not.toContain(HOSTILE)
    expect(html).not.toContain('<img src=x')
    // In the served first slide: text, as text.
    const first = firstSlide(html)
    expect(first).toContain('>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>')
    expect(first).toContain('>&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&amp;amp;</p>')
    expect(first).toMatch(/<a target="_blank" rel="noopener noreferrer" class="[^"]+" href="https:\/\/example\.com\/\?a=&quot;b&quot;&amp;c=&lt;d&gt;">&lt;b&gt;报名&lt;\/b&gt;<\/a>/)
    // The built page's own scripts plus the one data block.
    const built = readFileSync(join(server.publicDir, 'products/index.html'), 'utf8')
    expect(scriptTags(html)).toBe(scriptTags(built) + 1)
    const item = dataBlock(html).slides.items.find((entry: RecordJson) => entry.id === hostile.id)
    expect(item?.title).toBe(HOSTILE)
    expect(item?.subtitle).toBe('"><img src=x onerror=alert(2)>&amp;')
    await staff.collection('carousels').delete(hostile.id)
  })

  it('writes hostile settings as text into the markup', async () => {
    await updateSettings({ contact_address: '<b>上海</b> & "浦东"', working_hours: '</dd></dl><script>alert(3)</script>' })
    try {
      const html = await page('/contact')
      expect(html).toContain('&lt;b&gt;上海&lt;/b&gt; &amp; &quot;浦东&quot;')
      expect(html).toContain('&lt;/dd&gt;&lt;/dl&gt;&lt;script&gt;alert(3)&lt;/script&gt;')
      expect(html).not.toContain('<script>alert(3)')
    } finally {
      await updateSettings({ contact_address: settingsDefaults.contact_address, working_hours: settingsDefaults.working_hours })
    }
  })
})

describe('settings in the markup', () => {
  it('fills every footer and /contact with the contact data, as links where they call or write', async () => {
    await updateSettings({ contact_phone: '021-6888 1234', contact_email: 'hello@example.test', contact_address: '上海市徐汇区', working_hours: '周一至周六 9:00-18:00' })
    for (const path of ['/', '/contact', '/guanghe']) {
      const part = footer(await page(path))
      expect(part, path).toContain('<a href="tel:02168881234">021-6888 1234</a>')
      expect(part, path).toContain('<a href="mailto:hello@example.test">hello@example.test</a>')
      expect(part, path).toContain('上海市徐汇区')
      expect(part, path).toContain('周一至周六 9:00-18:00')
      expect(part, path).not.toContain('aria-busy')
      expect(part, path).not.toContain('visibility:hidden')
    }
    const contact = await page('/contact')
    const lists = [...contact.matchAll(/<dl\b[^>]*>[\s\S]*?<\/dl>/g)].map((match) => match[0]).filter((list) => list.includes('data-contact='))
    // The contact section's, and the form's words for a browser without JavaScript.
    expect(lists).toHaveLength(3)
    for (const list of lists) {
      expect(list).toContain('<a href="tel:02168881234">021-6888 1234</a>')
      expect(list).toContain(contactLabels.emailNote)
      expect(list).not.toContain('—')
    }
  })

  it('leaves out an empty line, and the whole block with its heading when every line is empty', async () => {
    await updateSettings({ contact_phone: '', working_hours: '' })
    try {
      const part = footer(await page('/'))
      expect(part).toContain('id="footer-contact"')
      expect(part).not.toContain('data-contact="phone"')
      expect(part).not.toContain('data-contact="hours"')
      expect(part).toContain('data-contact="email"')
      await updateSettings({ contact_email: '', contact_address: '' })
      const empty = await page('/contact')
      expect(empty).not.toContain('data-contact=')
      // No 联系方式 heading over nothing: not on the page, not in the footer.
      expect(empty).not.toContain('id="contact-details-title"')
      expect(empty).not.toContain('id="footer-contact"')
      expect(empty).not.toContain(pageDataRules.contactBlockAttribute)
      // The rest of the page is intact: the message form and the footer's other columns.
      expect(empty).toContain('id="contact-form-title"')
      expect(footer(empty)).toContain('</nav>')
    } finally {
      const { contact_phone, contact_email, contact_address, working_hours } = settingsDefaults
      await updateSettings({ contact_phone, contact_email, contact_address, working_hours })
    }
  })

  it('serves each lead form as plain inputs, and tells a browser without JavaScript how to reach the company', async () => {
    await updateSettings({ contact_phone: '021-6888 1234', contact_email: 'hello@example.test' })
    for (const path of ['/contact', '/about', '/guanghe', '/courses/strategy']) {
      const html = await page(path)
      const start = html.indexOf('<form')
      expect(start, path).toBeGreaterThan(0)
      const form = html.slice(start, html.indexOf('</form>', start))
      // Nothing disabled until a script runs: the fields take typing at once.
      expect(form, path).not.toMatch(/<fieldset[^>]*disabled/)
      expect(form, path).toMatch(/<input[^>]*name="name"/)
      // Without the form's code nothing may go out in a URL.
      expect(html.slice(start, start + 200), path).toContain('method="post"')
      const noScript = /<noscript>([\s\S]*?)<\/noscript>/.exec(form)?.[1] ?? ''
      expect(noScript, path).toContain('<p>在线提交需要浏览器启用 JavaScript。</p>')
      expect(noScript, path).toContain('<p>您也可以直接联系我们：</p>')
      expect(noScript, path).toContain('<a href="tel:02168881234">021-6888 1234</a>')
      expect(noScript, path).toContain('<a href="mailto:hello@example.test">hello@example.test</a>')
    }
    const { contact_phone, contact_email, contact_address, working_hours } = settingsDefaults
    await updateSettings({ contact_phone: '', contact_email: '', contact_address: '', working_hours: '' })
    try {
      const html = await page('/contact')
      const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
      const noScript = /<noscript>([\s\S]*?)<\/noscript>/.exec(form)?.[1] ?? ''
      // No contact data: the form says why it cannot send, and no 您也可以直接联系我们 over nothing.
      expect(noScript).toContain('<p>在线提交需要浏览器启用 JavaScript。</p>')
      expect(noScript).not.toContain('您也可以直接联系我们')
    } finally {
      await updateSettings({ contact_phone, contact_email, contact_address, working_hours })
    }
  })

  it('shows the filing numbers in the footer with their lookup links, only when set', async () => {
    await updateSettings({ icp_number: '', police_number: '' })
    expect(footer(await page('/'))).not.toContain('data-filing')
    await updateSettings({ icp_number: '沪ICP备12345678号-1', police_number: '沪公网安备 31010402000001号' })
    try {
      const part = footer(await page('/'))
      expect(part).toContain('<a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-filing="icp">沪ICP备12345678号-1</a>')
      expect(part).toContain(
        '<a href="https://beian.mps.gov.cn/#/query/webSearch?code=31010402000001" target="_blank" rel="noopener noreferrer" data-filing="police">沪公网安备 31010402000001号</a>',
      )
    } finally {
      await updateSettings({ icp_number: '', police_number: '' })
    }
  })

  it('names the site after 网站名称 in the title and og:site_name, keeping the page’s own title', async () => {
    await updateSettings({ site_name: '新名称学院' })
    try {
      const html = await page('/contact')
      expect(html).toContain('<title>联系我们 | 新名称学院</title>')
      expect(html).toContain('<meta property="og:site_name" content="新名称学院"/>')
      expect(html).toContain('<meta property="og:title" content="联系我们 | 新名称学院"/>')
      expect(html).not.toContain(`| ${routesJson.siteName}</title>`)
    } finally {
      await updateSettings({ site_name: routesJson.siteName })
    }
    expect(await page('/contact')).toContain(`<title>联系我们 | ${routesJson.siteName}</title>`)
  })

  it('names the site after 网站名称 wherever a page names it: header brand, footer and ©, JSON-LD, 404 and maintenance', async () => {
    const brandOf = (document: Document) => document.querySelector('header a[href="/"]')!
    const built = brandOf(await documentOf('/'))
    expect(built.getAttribute('aria-label')).toBe(routesJson.siteName)
    await updateSettings({ site_name: '智转学院（试运行）' })
    try {
      const home = await documentOf('/')
      const brand = brandOf(home)
      expect(brand.getAttribute('aria-label')).toBe('智转学院（试运行）')
      expect(textsOf(brand.querySelectorAll('span'))).toEqual(['智转学院', '试运行'])
      const footerText = home.querySelector('footer')!.textContent!
      expect(footerText).toContain('© 智转学院（试运行） 版权所有')
      expect(home.querySelector('footer p')!.textContent).toBe('智转学院（试运行）')
      const jsonLd = [...home.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as { name?: string })
      expect(jsonLd.filter((data) => data.name === '智转学院（试运行）')).toHaveLength(1)
      // No trace of the build's name in anything a visitor reads or a crawler indexes.
      const served = await page('/')
      expect(served).not.toContain(routesJson.siteName)

      const missing = await get('/no-such-page')
      expect(missing.status).toBe(404)
      const notFound = await missing.text()
      expect(notFound).toContain('智转学院（试运行）')
      expect(notFound).not.toContain(routesJson.siteName)

      await updateSettings({ site_name: '智转学院' })
      const plain = brandOf(await documentOf('/contact'))
      expect(textsOf(plain.querySelectorAll('span'))).toEqual(['智转学院', ''])

      await updateSettings({ maintenance_mode: true })
      try {
        const res = await get('/')
        expect(res.status).toBe(503)
        const maintenance = new JSDOM(await res.text()).window.document
        expect(maintenance.title).toBe('网站维护中 | 智转学院')
        expect(maintenance.querySelector('main p, p')!.textContent).toBe('智转学院')
      } finally {
        await updateSettings({ maintenance_mode: false })
      }
    } finally {
      await updateSettings({ site_name: routesJson.siteName })
    }
  })
})

describe('cache', () => {
  it('serves the same bytes and ETag until a change, answers If-None-Match with 304, and a change shows at the next request', async () => {
    await updateSettings({ contact_phone: '400-111-2222' })
    const first = await get('/contact', { headers: { 'Accept-Encoding': 'identity' } })
    const etag = first.headers.get('etag')
    const body = await first.text()
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const zipped = await get('/contact', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('etag')).toBe(`${etag!.slice(0, -1)}-gzip"`)
    expect((await get('/contact', { headers: { 'If-None-Match': `W/${zipped.headers.get('etag')!}` } })).status).toBe(304)
    const second = await get('/contact', { headers: { 'Accept-Encoding': 'identity' } })
    expect(second.headers.get('etag')).toBe(etag)
    expect(await second.text()).toBe(body)
    const unchanged = await get('/contact', { headers: { 'If-None-Match': etag! } })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')

    await updateSettings({ contact_phone: '400-333-4444' })
    const after = await get('/contact', { headers: { 'If-None-Match': etag! } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const html = await after.text()
    expect(footer(html)).toContain('<a href="tel:4003334444">400-333-4444</a>')
    expect(html).not.toContain('400-111-2222')
    expect(dataBlock(html).settings.contact_phone).toBe('400-333-4444')
  })

  it('drops a slide switched off from the next page, and shows it again when switched on', async () => {
    const slide = await staff.collection('carousels').create<RecordJson>(slideForm({ title: '将被关闭的幻灯片', page_id: 'guanghe' }))
    const titles = async () => dataBlock(await page('/guanghe')).slides.items.map((item: RecordJson) => item.title)
    expect(await titles()).toContain('将被关闭的幻灯片')
    await staff.collection('carousels').update(slide.id, { active: false })
    expect(await titles()).not.toContain('将被关闭的幻灯片')
    expect(await page('/guanghe')).not.toContain(slide.image as string)
    await staff.collection('carousels').update(slide.id, { active: true })
    expect(await titles()).toContain('将被关闭的幻灯片')
    await staff.collection('carousels').delete(slide.id)
    expect(await titles()).not.toContain('将被关闭的幻灯片')
  })

  it('follows intakes and news as they change', async () => {
    const intake = await staff.collection('course_intakes').create<RecordJson>({ course: 'marketing', start_date: '2031-03-01', end_date: '2031-03-02', city: '成都', status: 'open' })
    expect(dataBlock(await page('/products/courses')).intakes.marketing).toContainEqual({ start: '2031-03-01', end: '2031-03-02', city: '成都', status: 'open' })
    await staff.collection('course_intakes').delete(intake.id)
    expect(dataBlock(await page('/products/courses')).intakes.marketing).not.toContainEqual(expect.objectContaining({ city: '成都' }))

    const news = await staff.collection('news').create<RecordJson>({ title: '新的新闻', summary: '摘要', content: '<p>正文</p>', category: 'news', published: true })
    expect(dataBlock(await page('/market-activities')).news.news.map((item: RecordJson) => item.title)).toContain('新的新闻')
    await staff.collection('news').update(news.id, { published: false })
    expect(dataBlock(await page('/market-activities')).news.news.map((item: RecordJson) => item.title)).not.toContain('新的新闻')
  })
})

describe('serving', () => {
  it('sends gzip to a browser that accepts it, the same page as without', async () => {
    const plain = await (await get('/', { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()
    const zipped = await get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding')
    // fetch decodes gzip itself; read the raw bytes through a second request with Node's http.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL(`${server.url}/`)
      const req = request({ hostname: url.hostname, port: url.port, path: '/', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      })
      req.on('error', reject)
      req.end()
    })
    expect(gunzipSync(raw).equals(Buffer.from(plain))).toBe(true)
    expect(raw.length).toBeLessThan(plain.byteLength / 2)
    expect((await get('/', { headers: { 'Accept-Encoding': 'identity' } })).headers.get('content-encoding')).toBeNull()
  })

  it('sends the Speculation-Rules header with every page, and the rules as application/speculationrules+json', async () => {
    for (const path of ['/', '/contact', '/market-activities']) {
      const res = await get(path)
      expect(res.headers.get('speculation-rules'), path).toBe('"/speculation-rules.json"')
      expect(res.headers.get('content-security-policy'), path).toContain(`${SCRIPT_SRC};`)
    }
    const rules = await get('/speculation-rules.json')
    expect(rules.status).toBe(200)
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json')
    const body = await rules.json()
    for (const kind of ['prefetch', 'prerender']) {
      expect(body[kind][0].eagerness).toBe('moderate')
      const excluded = JSON.stringify(body[kind][0].where)
      for (const path of ['/admin', '/admin/*', '/api/*', '/_/*']) expect(excluded).toContain(`"href_matches":"${path}"`)
      expect(excluded).toContain("a[href*='?']")
    }
  })

  it('keeps maintenance mode: 503 with the maintenance page, no live content', async () => {
    await updateSettings({ maintenance_mode: true })
    try {
      for (const path of ['/', '/contact', '/no-such-page']) {
        const res = await get(path)
        expect(res.status, path).toBe(503)
        expect(res.headers.get('retry-after'), path).toBe('3600')
        const html = await res.text()
        expect(html, path).not.toContain('id="page-data"')
        expect(html, path).toBe(asServed(readFileSync(join(server.publicDir, 'maintenance.html'), 'utf8')))
      }
    } finally {
      await updateSettings({ maintenance_mode: false })
    }
    expect((await get('/')).status).toBe(200)
  })

  it('answers an unknown page with the 404 page as built, and HEAD like GET without a body', async () => {
    const missing = await get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe(asServed(readFileSync(join(server.publicDir, '404.html'), 'utf8')))
    const head = await get('/contact', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await head.text()).toBe('')
  })
})

describe('every route before any JavaScript runs', () => {
  for (const route of routesJson.routes) {
    it(`${route.path} has its title, description and one main heading`, async () => {
      const document = await documentOf(route.path)
      expect(document.title.startsWith(route.title), document.title).toBe(true)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(expectedDescription(route))
      const headings = document.querySelectorAll('main h1')
      expect(headings).toHaveLength(1)
      expect(headings[0]!.textContent?.trim()).not.toBe('')
    })
  }

  it('answers an unknown path with the not-found page, 404, and ways back', async () => {
    const res = await get('/no-such-page')
    expect(res.status).toBe(404)
    const document = new JSDOM(await res.text()).window.document
    expect(document.querySelector('h1')?.textContent).toBe('页面未找到')
    expect(document.querySelector('main a[href="/"]')).not.toBeNull()
    expect(document.querySelector('main a[href="/products/courses"]')).not.toBeNull()
  })

  for (const course of courses) {
    const path = coursePath(course.id)
    const event = offeringKinds[course.id] === 'event'

    it(`${path} holds every section heading in order, the price, the back link and the registration form`, async () => {
      const document = await documentOf(path)
      expect(document.querySelector('main h1')?.textContent).toBe(course.title)
      const back = [...document.querySelectorAll('main a')].find((link) => link.textContent?.trim() === '返回课程中心')
      expect(back?.getAttribute('href')).toBe('/products/courses')
      const sections = [...document.querySelectorAll('main section[id]')]
      expect(sections.map((section) => section.id)).toEqual(course.sections.map((section) => section.id))
      expect(textsOf(document.querySelectorAll('main section[id] h2'))).toEqual(course.sections.map((section) => section.label))
      expect(document.querySelector('main')?.textContent).toContain(course.priceText)
      expect(document.querySelector('#registration form')).not.toBeNull()
      // The meeting is applied for, not enrolled in, and its page offers the handbook by what it holds.
      const consent = document.querySelector('#registration form input[type="checkbox"]')?.closest('label')?.textContent
      expect(consent).toContain(event ? '同意贵司为审核本次参会申请处理我的个人信息' : '同意贵司为办理本次课程报名处理我的个人信息')
      const handbookLink = document.querySelector(`main a[href="/${HANDBOOK}"]`)?.textContent?.trim()
      expect(handbookLink).toBe(event ? '下载课程与会议手册（PDF）' : '下载课程手册（PDF）')
    })

    it(`${path} carries its ${event ? 'Event' : 'Course'} JSON-LD`, async () => {
      const document = await documentOf(path)
      const blocks = textsOf(document.querySelectorAll('script[type="application/ld+json"]')).map((text) => JSON.parse(text) as Record<string, unknown>)
      const data = blocks.find((block) => block['@type'] === (event ? 'Event' : 'Course'))
      expect(data).toMatchObject({ name: course.fullName, description: course.description, [event ? 'organizer' : 'provider']: { '@type': 'Organization' } })
      if (course.price === null) expect(data).not.toHaveProperty('offers')
      else expect(data).toMatchObject({ offers: { '@type': 'Offer', price: course.price, priceCurrency: 'CNY' } })
    })
  }

  it('shows the practical camp’s first four questions and folds the rest into 查看更多问题（4）, a native disclosure', async () => {
    const { items } = courseById('practical').faq
    const faq = (await documentOf('/courses/practical')).querySelector('#faq')!
    const questions = (root: Element) => textsOf(root.querySelectorAll(':scope > li > details > summary'))
    expect(questions(faq.querySelector('ul')!)).toEqual(items.slice(0, 4).map((item) => item.question))
    const more = [...faq.querySelectorAll('details')].find((details) => details.querySelector(':scope > summary')?.textContent?.startsWith('查看更多问题'))!
    expect(more.hasAttribute('open')).toBe(false)
    expect(more.querySelector(':scope > summary')?.textContent).toBe('查看更多问题（4）')
    expect(questions(more.querySelector(':scope > ul')!)).toEqual(items.slice(4).map((item) => item.question))
    expect(more.textContent).toContain(items[7]!.answer)
  })

  it('links each course page from the course centre and offers the handbook as a real PDF', async () => {
    const document = await documentOf('/products/courses')
    for (const course of courses) {
      expect(document.querySelector(`main article[data-course="${course.id}"] a[href="${coursePath(course.id)}"]`), course.id).not.toBeNull()
    }
    const link = [...document.querySelectorAll('a')].find((element) => element.textContent?.trim() === '下载课程手册（PDF）')
    expect(link?.getAttribute('href')).toBe(`/${HANDBOOK}`)
    const pdf = await get(`/${HANDBOOK}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const body = Buffer.from(await pdf.arrayBuffer())
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(body.length).toBeGreaterThan(10_000)
  })

  it('links the four course pages and both legal pages from every footer', async () => {
    for (const path of ['/', '/contact', '/legal/terms']) {
      const footerLinks = [...(await documentOf(path)).querySelectorAll('footer a')].map((link) => link.getAttribute('href'))
      for (const target of [...courses.map((course) => coursePath(course.id)), '/legal/privacy', '/legal/terms']) {
        expect(footerLinks.filter((href) => href === target), `${path} → ${target}`).toHaveLength(1)
      }
    }
  })
})
