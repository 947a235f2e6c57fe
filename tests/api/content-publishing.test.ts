// What staff publish in 课程管理 and 页面管理, on the served pages (the built pages, copied from dist/):
// each course fact on every page that shows it (cards, course centre, course page, JSON-LD offer, meta
// description), each page's SEO tags and share image, a legal page's body, version and date, and the
// privacy version a lead's consent records; a REST save publishes at once with a revision, checked in
// Chinese; drafts are never served nor readable by guests, shown only in the staff preview; publishing,
// restoring and 定时发布 (the cron's run, triggered here) each write a revision in their transaction,
// news articles too. A PocketBase of its own: its records change here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import contentDisplay from '../../pb_hooks/lib/shared/content-display.json'
import contentRules from '../../pb_hooks/lib/shared/content-rules.json'
import seed from '../../pb_hooks/lib/shared/content-seed.json'
import routesJson from '../../pb_hooks/lib/shared/routes.json'
import { htmlFileOf, pageReader, servePublicPages, type ServedPages } from '../support/served-pages'
import { smallPng } from '../support/fixtures/images'
import { postLead } from '../support/post-lead'
import { staffSession, superuserSession } from '../support/test-server'

const PRICE_PAGES = ['/', '/products/courses', '/courses/practical']

let server: ServedPages
let staff: PocketBase
let operator: PocketBase
const guest = () => new PocketBase(server.url)

beforeAll(async () => {
  server = await servePublicPages('content-publishing')
  staff = await staffSession(server)
  operator = await superuserSession(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

interface Json {
  id: string
  [field: string]: unknown
}

interface Revision extends Json {
  version: number
  action: string
  snapshot: Record<string, unknown>
}

const { html, documentOf } = pageReader(() => server)

const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content')

async function course(slug: string): Promise<Json> {
  return staff.collection('courses').getFirstListItem<Json>(staff.filter('slug = {:slug}', { slug }))
}

async function page(path: string): Promise<Json> {
  return staff.collection('pages').getFirstListItem<Json>(staff.filter('path = {:path}', { path }))
}

/** The course page's Course JSON-LD. */
function courseJsonLd(document: Document): Record<string, unknown> {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
  const data = blocks.find((block) => block['@type'] === 'Course' || block['@type'] === 'Event')
  expect(data).toBeDefined()
  return data!
}

/** A refused call's status and per-field messages. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; data: Record<string, { message: string }> }> {
  try {
    await call
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, data: (error.response?.data ?? {}) as Record<string, { message: string }> }
    throw error
  }
  throw new Error('the call was not refused')
}

async function revisions(collection: string, id: string): Promise<Revision[]> {
  return staff.collection('content_revisions').getFullList<Revision>({ filter: staff.filter('target_collection = {:collection} && target_id = {:id}', { collection, id }), sort: 'version' })
}

const send = (client: PocketBase, path: string, method: string, body?: unknown) => client.send(path, { method, body: body as Record<string, unknown> | undefined })

describe('a fresh install', () => {
  it('has one record per course and per public route, holding the build’s values and their first revision', async () => {
    const courses = await guest().collection('courses').getFullList<Json>({ sort: 'slug' })
    expect(courses.map(({ slug, price, duration, seats, level }) => ({ slug, price, duration, seats, level }))).toEqual(
      [...seed.courses].sort((a, b) => a.slug.localeCompare(b.slug)),
    )
    const pages = await guest().collection('pages').getFullList<Json>({ sort: 'path' })
    expect(pages.map((record) => record.path)).toEqual(routesJson.routes.map((route) => route.path).sort())
    const practical = await course('practical')
    expect((await revisions('courses', practical.id)).map((revision) => [revision.version, revision.action])).toEqual([[1, 'seeded']])
  })

  it('serves every route as the build prerendered it: title, description, course facts, legal text; no marker left', async () => {
    const built = (path: string) => new JSDOM(readFileSync(join(server.publicDir, htmlFileOf(path)), 'utf8')).window.document
    const texts = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent)
    for (const route of routesJson.routes) {
      const served = await html(route.path)
      expect(served, route.path).not.toMatch(/data-(?:slot|attrs|if)="(?:page|course|legal)\./)
      const document = new JSDOM(served).window.document
      const prerendered = built(route.path)
      expect(document.title, route.path).toBe(prerendered.title)
      expect(meta(document, 'meta[name="description"]'), route.path).toBe(meta(prerendered, 'meta[name="description"]'))
      expect(meta(document, 'meta[property="og:title"]'), route.path).toBe(meta(prerendered, 'meta[property="og:title"]'))
      // The course cards and a course page's facts, and the legal text, as the build wrote them.
      for (const selector of ['[data-course] p', '[data-course] li', 'section[aria-labelledby="course-title"] dd', 'main article']) {
        expect(texts(document, selector), `${route.path} ${selector}`).toEqual(texts(prerendered, selector))
      }
      expect(document.querySelector('meta[property="og:image"]'), route.path).toBeNull()
    }
    expect(meta(await documentOf('/courses/practical'), 'meta[name="description"]')).toBe('AI 实战营：带着真实项目来，带着落地方案走。5天4晚，限25人，¥58,000/人。')
  })
})

describe('a course’s price and key facts', () => {
  it('show on every page that shows them as soon as staff PATCH them, with a revision naming who', async () => {
    const practical = await course('practical')
    await staff.collection('courses').update(practical.id, { price: 61800, duration: '6天5晚', seats: 28, level: '业务负责人' })
    for (const path of PRICE_PAGES) {
      const served = await html(path)
      expect(served, path).toContain('¥61,800/人')
      expect(served, path).not.toContain('¥58,000/人')
      expect(served, path).toContain('6天5晚')
      expect(served, path).toContain('限28人')
      expect(served, path).toContain('业务负责人')
    }
    const document = await documentOf('/courses/practical')
    expect(courseJsonLd(document).offers).toMatchObject({ '@type': 'Offer', price: 61800, priceCurrency: 'CNY' })
    expect(meta(document, 'meta[name="description"]')).toBe('AI 实战营：带着真实项目来，带着落地方案走。6天5晚，限28人，¥61,800/人。')
    expect(meta(document, 'meta[property="og:description"]')).toBe(meta(document, 'meta[name="description"]'))
    const history = await revisions('courses', practical.id)
    expect(history.map((revision) => [revision.version, revision.action, revision.actor_name])).toEqual([
      [1, 'seeded', ''],
      [2, 'published', server.staff.username],
    ])
    expect(history[1].snapshot).toMatchObject({ price: 61800, duration: '6天5晚', seats: 28, level: '业务负责人' })
  })

  it('read 仅限邀请 without a price, and the course offers itself free', async () => {
    const strategy = await course('strategy')
    await staff.collection('courses').update(strategy.id, { price: null })
    const document = await documentOf('/courses/strategy')
    expect(document.body.textContent).not.toContain('¥88,000/人')
    const offer = courseJsonLd(document)
    expect(offer).not.toHaveProperty('offers')
    expect(offer.isAccessibleForFree).toBe(true)
    expect((await documentOf('/products/courses')).querySelector('[data-course="strategy"]')?.textContent).toContain('仅限邀请')
    await staff.collection('courses').update(strategy.id, { price: 88000 })
  })

  it('offer the uploaded handbook on the course page instead of the generated one, and only a PDF', async () => {
    const marketing = await course('marketing')
    const handbookLink = async () => (await documentOf('/courses/marketing')).querySelector('a[download]')?.getAttribute('href')
    expect(await handbookLink()).toBe(contentDisplay.generatedHandbookPath)
    const pdf = new FormData()
    pdf.set('handbook', new Blob(['%PDF-1.4\n%EOF\n'], { type: 'application/pdf' }), 'marketing.pdf')
    await staff.collection('courses').update(marketing.id, pdf)
    const href = (await handbookLink())!
    expect(href).toMatch(new RegExp(`^/api/files/[a-z0-9_]+/${marketing.id}/marketing_[a-z0-9]+\\.pdf$`))
    const download = await fetch(`${server.url}${href}`)
    expect(download.status).toBe(200)
    expect(await download.text()).toContain('%PDF-1.4')
    // The course centre's link stays the generated handbook of all four courses.
    expect((await documentOf('/products/courses')).querySelector('a[download]')?.getAttribute('href')).toBe(contentDisplay.generatedHandbookPath)
    const fake = new FormData()
    fake.set('handbook', new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' }), 'fake.pdf')
    expect((await refusal(staff.collection('courses').update(marketing.id, fake))).data.handbook?.message).toBe(contentRules.messages.handbookInvalid)
    await staff.collection('courses').update(marketing.id, { handbook: null })
    expect(await handbookLink()).toBe(contentDisplay.generatedHandbookPath)
  })

  it('are refused in Chinese when the price is no whole number of yuan ≥ 0, and the slug never changes', async () => {
    const marketing = await course('marketing')
    const versions = (await revisions('courses', marketing.id)).length
    for (const price of [-1, 1.5]) {
      const answer = await refusal(staff.collection('courses').update(marketing.id, { price }))
      expect(answer.status).toBe(400)
      expect(answer.data.price?.message).toBe(contentRules.messages.priceInvalid)
    }
    expect((await refusal(staff.collection('courses').update(marketing.id, { slug: 'strategy' }))).data.slug?.message).toBe(contentRules.messages.fixedField)
    expect((await refusal(staff.collection('courses').update(marketing.id, { duration: '' }))).data.duration?.message).toBe(contentRules.messages.durationRequired)
    expect((await course('marketing')).price).toBe(68000)
    expect(await revisions('courses', marketing.id)).toHaveLength(versions)
  })

  it('are written as text wherever they show (a level with markup stays text)', async () => {
    const ecosystem = await course('ecosystem')
    await staff.collection('courses').update(ecosystem.id, { level: '<script>alert(1)</script>' })
    const served = await html('/courses/ecosystem')
    expect(served).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(served).not.toContain('<script>alert(1)')
    await staff.collection('courses').update(ecosystem.id, { level: seed.courses.find((c) => c.slug === 'ecosystem')!.level })
  })

  it('may not be created or deleted through the API, and guests change nothing', async () => {
    const marketing = await course('marketing')
    expect((await refusal(staff.collection('courses').create({ slug: 'practical', duration: 'x', seats: 1, level: 'x' }))).status).toBe(403)
    expect((await refusal(staff.collection('courses').delete(marketing.id))).status).toBe(403)
    // PocketBase answers a guest's update refused by the rule as a record it cannot see.
    expect((await refusal(guest().collection('courses').update(marketing.id, { price: 1 }))).status).toBe(404)
    expect((await refusal(guest().collection('pages').update((await page('/about')).id, { title: 'x' }))).status).toBe(404)
  })
})

describe('a page’s title, description and share image', () => {
  it('are the served <title>, description and Open Graph tags, the site’s name after the title', async () => {
    const about = await page('/about')
    await staff.collection('pages').update(about.id, { title: '认识我们 </title><script>x</script>', description: '我们是谁 "引号" & <b>' })
    const served = await html('/about')
    const document = new JSDOM(served).window.document
    expect(document.title).toBe(`认识我们 </title><script>x</script> | ${routesJson.siteName}`)
    expect(meta(document, 'meta[property="og:title"]')).toBe(document.title)
    expect(meta(document, 'meta[name="description"]')).toBe('我们是谁 "引号" & <b>')
    expect(meta(document, 'meta[property="og:description"]')).toBe('我们是谁 "引号" & <b>')
    expect(document.head.querySelectorAll('script:not([type])').length).toBe(new JSDOM(await html('/contact')).window.document.head.querySelectorAll('script:not([type])').length)
    expect((await revisions('pages', about.id)).map((revision) => revision.action)).toEqual(['seeded', 'published'])
  })

  it('refuse an empty or too long title in Chinese, and a body on a page that is no legal page', async () => {
    const contact = await page('/contact')
    expect((await refusal(staff.collection('pages').update(contact.id, { title: '' }))).data.title?.message).toBe(contentRules.messages.titleRequired)
    const long = '字'.repeat(contentRules.limits.descriptionMax + 1)
    expect((await refusal(staff.collection('pages').update(contact.id, { description: long }))).data.description?.message).toBe(
      contentRules.messages.descriptionTooLong.replace('{max}', String(contentRules.limits.descriptionMax)),
    )
    expect((await refusal(staff.collection('pages').update(contact.id, { body: '<p>正文</p>' }))).data.body?.message).toBe(contentRules.messages.unknownField)
    expect((await refusal(staff.collection('pages').update(contact.id, { path: '/other' }))).data.path?.message).toBe(contentRules.messages.fixedField)
  })

  it('word a course page’s description from {课程要点} and the course’s published facts', async () => {
    const marketing = await page('/courses/marketing')
    await staff.collection('pages').update(marketing.id, { description: `营销工作坊，${contentDisplay.factsToken}欢迎报名。` })
    expect(meta(await documentOf('/courses/marketing'), 'meta[name="description"]')).toBe('营销工作坊，4天3晚，限20人，¥68,000/人。欢迎报名。')
  })

  it('share the uploaded image as its 1200×630 thumbnail, which loads', async () => {
    const contact = await page('/contact')
    const form = new FormData()
    form.set('share_image', new Blob([new Uint8Array(smallPng(1600, 900))], { type: 'image/png' }), 'share.png')
    await staff.collection('pages').update(contact.id, form)
    const document = await documentOf('/contact')
    const image = meta(document, 'meta[property="og:image"]')!
    expect(image).toMatch(new RegExp(`/api/files/[a-z0-9_]+/${contact.id}/share_[a-z0-9]+\\.png\\?thumb=${contentDisplay.shareImage.thumb}$`))
    expect(meta(document, 'meta[property="og:image:width"]')).toBe('1200')
    expect(meta(document, 'meta[property="og:image:height"]')).toBe('630')
    const thumb = await fetch(`${server.url}${image.slice(image.indexOf('/api/files/'))}`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })
})

describe('the legal pages', () => {
  it('serve the published body (through the article sanitiser), version and effective date', async () => {
    const terms = await page('/legal/terms')
    await staff.collection('pages').update(terms.id, {
      body: '<h2>一、新条款</h2><p onclick="x()">内容<script>alert(1)</script></p>',
      version: '2.0',
      effective_date: '2026-12-01',
    })
    const document = await documentOf('/legal/terms')
    const article = document.querySelector('main article')!
    expect(article.textContent).toContain('生效日期：2026年12月1日 · 版本：2.0')
    expect(article.querySelector('h2')?.textContent).toBe('一、新条款')
    expect(article.innerHTML).not.toContain('onclick')
    expect(article.querySelector('script')).toBeNull()
    expect((await page('/legal/terms')).body).toBe('<h2>一、新条款</h2><p>内容</p>')
    expect((await refusal(staff.collection('pages').update(terms.id, { effective_date: '2026-02-30' }))).status).toBe(400)
    expect((await refusal(staff.collection('pages').update(terms.id, { body: '<p> </p>' }))).data.body?.message).toBe(contentRules.messages.bodyRequired)
  })

  it('record with each lead the privacy version published when the visitor accepted, whatever the client sends', async () => {
    const privacy = await page(contentRules.privacyPath)
    const before = await postLead(server.url, { privacy_version: '伪造' })
    expect((await staff.collection('form_submissions').getOne(before)).privacy_version).toBe(privacy.version)
    await staff.collection('pages').update(privacy.id, { version: '1.1' })
    const after = await postLead(server.url)
    expect((await staff.collection('form_submissions').getOne(after)).privacy_version).toBe('1.1')
    expect((await documentOf(contentRules.privacyPath)).querySelector('main article')?.textContent).toContain('版本：1.1')
  })
})

describe('drafts', () => {
  it('are never served, nor readable by guests, and show in the staff preview only', async () => {
    const practical = await course('practical')
    const published = await html('/courses/practical')
    const draft = await send(staff, `/api/content/courses/${practical.id}/draft`, 'PUT', { values: { price: 99999, duration: '草稿时长', seats: 9, level: '草稿人群' } })
    expect(draft.author_name).toBe(server.staff.username)
    for (const path of PRICE_PAGES) expect(await html(path), path).not.toContain('¥99,999/人')
    expect(await html('/courses/practical')).toBe(published)
    expect(await guest().collection('content_drafts').getFullList()).toEqual([])
    expect((await refusal(guest().collection('content_drafts').getOne(draft.id as string))).status).toBe(404)
    expect((await refusal(send(guest(), '/api/content/preview?path=/courses/practical', 'GET'))).status).toBe(401)
    expect((await refusal(send(guest(), `/api/content/courses/${practical.id}/draft`, 'PUT', { values: { price: 1 } }))).status).toBe(401)
    const preview = (await send(staff, '/api/content/preview?path=/courses/practical', 'GET')) as { html: string }
    expect(preview.html).toContain('¥99,999/人')
    expect(preview.html).toContain('草稿人群')
    expect(preview.html).not.toMatch(/<script(?![^>]*application\/(?:ld\+)?json)/)
    expect((await course('practical')).price).toBe(practical.price)
  })

  it('are checked like a save, and refused through REST to everyone', async () => {
    const practical = await course('practical')
    const answer = await refusal(send(staff, `/api/content/courses/${practical.id}/draft`, 'PUT', { values: { price: -5, title: 'x' }, publish_at: '2020-01-01T00:00:00Z' }))
    expect(answer.status).toBe(400)
    expect(answer.data.price?.message).toBe(contentRules.messages.priceInvalid)
    expect(answer.data.title?.message).toBe(contentRules.messages.unknownField)
    expect(answer.data.publish_at?.message).toBe(contentRules.messages.publishAtPast)
    for (const client of [staff, operator]) {
      expect((await refusal(client.collection('content_drafts').create({ target_collection: 'courses', target_id: practical.id, data: {} }))).status).toBe(403)
      expect((await refusal(client.collection('content_revisions').create({ target_collection: 'courses', target_id: practical.id, version: 99, action: 'published', snapshot: {} }))).status).toBe(403)
    }
  })

  it('publish in one step: the values served, the draft gone, a revision written', async () => {
    const practical = await course('practical')
    const versions = (await revisions('courses', practical.id)).length
    await send(staff, `/api/content/courses/${practical.id}/draft`, 'PUT', { values: { price: 63000, duration: '5天4晚', seats: 25, level: '管理层' } })
    await send(staff, `/api/content/courses/${practical.id}/publish`, 'POST', {})
    expect(await html('/courses/practical')).toContain('¥63,000/人')
    expect(await staff.collection('content_drafts').getFullList({ filter: staff.filter('target_id = {:id}', { id: practical.id }) })).toEqual([])
    const history = await revisions('courses', practical.id)
    expect(history).toHaveLength(versions + 1)
    expect(history.at(-1)).toMatchObject({ action: 'published', actor_name: server.staff.username })
    expect((await refusal(send(staff, `/api/content/courses/${practical.id}/publish`, 'POST', {}))).status).toBe(400)
  })

  it('are discarded without touching what is published', async () => {
    const about = await page('/about')
    await send(staff, `/api/content/pages/${about.id}/draft`, 'PUT', { values: { title: '草稿标题', description: '草稿描述' } })
    await send(staff, `/api/content/pages/${about.id}/draft`, 'DELETE')
    expect(await staff.collection('content_drafts').getFullList({ filter: staff.filter('target_id = {:id}', { id: about.id }) })).toEqual([])
    expect((await page('/about')).title).toBe(about.title)
  })
})

describe('restoring a version', () => {
  it('publishes that version’s values again as a new version', async () => {
    const practical = await course('practical')
    const before = await revisions('courses', practical.id)
    await send(staff, `/api/content/courses/${practical.id}/restore`, 'POST', { version: 1 })
    expect(await html('/courses/practical')).toContain('¥58,000/人')
    const after = await revisions('courses', practical.id)
    expect(after.at(-1)).toMatchObject({ version: before.length + 1, action: 'restored', restored_from: 1, actor_name: server.staff.username })
    expect(after.at(-1)!.snapshot).toMatchObject({ price: 58000, duration: '5天4晚', seats: 25, level: '管理层 / 业务骨干' })
    expect((await refusal(send(staff, `/api/content/courses/${practical.id}/restore`, 'POST', { version: 999 }))).status).toBe(404)
  })
})

describe('定时发布', () => {
  it('publishes a draft once its time has come, by the minute’s run, naming who scheduled it', async () => {
    const products = await page('/products')
    const at = new Date(Date.now() + 2000).toISOString()
    await send(staff, `/api/content/pages/${products.id}/draft`, 'PUT', { values: { title: '定时标题', description: '定时描述' }, publish_at: at })
    expect(await send(staff, '/api/content/publish-due', 'POST')).toEqual({ published: 0, failed: 0 })
    expect((await documentOf('/products')).title).not.toContain('定时标题')
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 200))
    expect(await send(staff, '/api/content/publish-due', 'POST')).toEqual({ published: 1, failed: 0 })
    expect((await documentOf('/products')).title).toBe(`定时标题 | ${routesJson.siteName}`)
    expect((await revisions('pages', products.id)).at(-1)).toMatchObject({ action: 'scheduled', actor_name: server.staff.username })
  })

  it('publishes a news article at its publish_at, with its first revision', async () => {
    const article = await staff.collection('news').create<Json>({
      title: '定时新闻',
      summary: '摘要',
      content: '<p>正文</p>',
      category: 'news',
      published: false,
      publish_at: new Date(Date.now() + 1500).toISOString(),
    })
    expect(await revisions('news', article.id)).toEqual([])
    expect((await refusal(guest().collection('news').getOne(article.id))).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect((await send(staff, '/api/content/publish-due', 'POST')).published).toBe(1)
    const published = await guest().collection('news').getOne<Json>(article.id)
    expect(published).toMatchObject({ published: true, publish_at: '' })
    expect((await revisions('news', article.id)).map((revision) => revision.action)).toEqual(['scheduled'])
    expect((await refusal(staff.collection('news').update(article.id, { published: false, publish_at: '2020-01-01 00:00:00.000Z' }))).data.publish_at?.message).toBe(
      contentRules.messages.publishAtPast,
    )
  })
})

describe('news history', () => {
  it('keeps each publication of an article, not its unpublished edits, and restores one', async () => {
    const article = await staff.collection('news').create<Json>({ title: '第一版', summary: '摘要', content: '<p>一</p>', category: 'news', published: true })
    await staff.collection('news').update(article.id, { title: '第二版' })
    await staff.collection('news').update(article.id, { published: false })
    await staff.collection('news').update(article.id, { title: '未发布的修改' })
    const history = await revisions('news', article.id)
    expect(history.map((revision) => [revision.version, revision.snapshot.title])).toEqual([
      [1, '第一版'],
      [2, '第二版'],
    ])
    await send(staff, `/api/content/news/${article.id}/restore`, 'POST', { version: 1 })
    expect(await guest().collection('news').getOne(article.id)).toMatchObject({ title: '第一版', published: true })
    expect((await revisions('news', article.id)).at(-1)).toMatchObject({ version: 3, action: 'restored', restored_from: 1 })
  })
})
