// The words of a course staff publish in 课程管理 (the record's `texts`), on the served pages: a fresh
// install's records hold the build's texts and serve exactly what the build prerendered; a published
// name shows on the course page, the cards and the compact bar (its island's props too), a reordered
// FAQ in the new order with 查看更多问题 counted again, the seats where a text says {名额}, a section's
// heading in the page and its navigation; every text escaped; the rules refuse in Chinese per field;
// drafts are never served but previewed; a revision keeps the texts and a restore brings them back.
// A PocketBase of its own: its records change here.
import { JSDOM } from 'jsdom'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import contentDisplay from '../../pb_hooks/lib/shared/content-display.json'
import contentRules from '../../pb_hooks/lib/shared/content-rules.json'
import textSeed from '../../pb_hooks/lib/shared/content-text-seed.json'
import { pageReader, refusal, servePublicPages, textsOf as texts, type ServedPages } from '../support/served-pages'
import { staffSession } from '../support/test-server'

interface Faq {
  question: string
  answer: string
}

interface Course {
  id: string
  slug: string
  seats: number
  texts: Record<string, unknown> & { faq: Faq[] }
}

let server: ServedPages
let staff: PocketBase

beforeAll(async () => {
  server = await servePublicPages('content-texts')
  staff = await staffSession(server)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

const { html, documentOf } = pageReader(() => server)

const course = (slug: string) => staff.collection('courses').getFirstListItem<Course>(staff.filter('slug = {:slug}', { slug }))
const send = (path: string, method: string, body?: unknown) => staff.send(path, { method, body: body as Record<string, unknown> | undefined })

/** The props an island will hydrate with, as served. */
function islandProps(document: Document, name: string): Record<string, unknown> {
  const element = document.querySelector(`[data-island="${name}"]`)
  expect(element, name).not.toBeNull()
  return JSON.parse(element!.getAttribute('data-island-props') ?? '{}') as Record<string, unknown>
}


describe('a fresh install', () => {
  it('gives every course the build’s texts, served as the build wrote them with no marker, template or slot map left', async () => {
    for (const slug of contentRules.courseSlugs) expect((await course(slug)).texts, slug).toEqual(textSeed.courses[slug as keyof typeof textSeed.courses])
    for (const path of ['/', '/products/courses', '/courses/practical', '/courses/ecosystem']) {
      const served = await html(path)
      expect(served, path).not.toContain('data-template="content.')
      expect(served, path).not.toMatch(/data-(?:slot|attrs|if)="(?:item|course|page)\./)
      expect(served, path).not.toContain(contentDisplay.texts.islandSlotsAttribute)
    }
    const practical = await documentOf('/courses/practical')
    expect(texts(practical, '#faq li summary')).toEqual(textSeed.courses.practical.faq.map((item) => item.question))
    expect(practical.querySelector('#faq details:not(li details) > summary')?.textContent).toBe('查看更多问题（4）')
    expect(practical.querySelector('#registration h3 + p')?.textContent).toContain('每期限 25 人')
  })
})

describe('a course’s texts', () => {
  it('show its published name on its page, the cards and the compact bar, and its JSON-LD its full name', async () => {
    const practical = await course('practical')
    await staff.collection('courses').update(practical.id, { texts: { name: 'AI 落地营 <新>', full_name: 'AI 落地营：从 0 到 1' } })
    const page = await documentOf('/courses/practical')
    expect(page.querySelector('h1')?.textContent).toBe('AI 落地营 <新>')
    expect(page.querySelector('[aria-label="快捷导航"] p')?.textContent).toBe('AI 落地营 <新>')
    expect(page.querySelector('[aria-label="快捷导航"] p')?.getAttribute('title')).toBe('AI 落地营 <新>')
    expect(islandProps(page, 'course-nav').courseTitle).toBe('AI 落地营 <新>')
    const jsonLd = [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    expect(jsonLd.find((data) => data['@type'] === 'Course')?.name).toBe('AI 落地营：从 0 到 1')
    for (const path of ['/', '/products/courses']) {
      const card = (await documentOf(path)).querySelector('[data-course="practical"]')!
      expect(card.querySelector('h3')?.textContent, path).toBe('AI 落地营 <新>')
      expect(card.querySelector('a[href="/courses/practical"]')?.getAttribute('aria-label'), path).toBe('了解 AI 落地营 <新>详情')
    }
    expect(await html('/courses/practical')).toContain('AI 落地营 &lt;新&gt;')
  })

  it('list the FAQ in the order published, the first four shown and 查看更多问题 counting the rest, each answer as text', async () => {
    const practical = await course('practical')
    const faq = [...practical.texts.faq]
    const reordered = [{ ...faq[5]!, answer: '新的回答 <script>alert(1)</script>' }, faq[0]!, faq[1]!, faq[2]!, faq[3]!, faq[4]!]
    await staff.collection('courses').update(practical.id, { texts: { faq: reordered } })
    const served = await html('/courses/practical')
    expect(served).toContain('新的回答 &lt;script&gt;alert(1)&lt;/script&gt;')
    const page = new JSDOM(served).window.document
    expect(texts(page, '#faq li summary')).toEqual(reordered.map((item) => item.question))
    const rows = page.querySelectorAll('#faq li details')
    expect(rows[0]?.hasAttribute('open')).toBe(true)
    expect([...rows].slice(1).some((row) => row.hasAttribute('open'))).toBe(false)
    expect(page.querySelector('#faq li p')?.textContent).toBe('新的回答 <script>alert(1)</script>')
    expect(page.querySelector('#faq details:not(li details) > summary')?.textContent).toBe('查看更多问题（2）')
    // Four or fewer: no 查看更多问题 at all.
    await staff.collection('courses').update(practical.id, { texts: { faq: reordered.slice(0, 3) } })
    const short = await documentOf('/courses/practical')
    expect(texts(short, '#faq li summary')).toEqual(reordered.slice(0, 3).map((item) => item.question))
    expect(short.querySelector('#faq details:not(li details)')).toBeNull()
  })

  it('state the published seats wherever a text says {名额}', async () => {
    const practical = await course('practical')
    expect(practical.texts.registration_description).toContain(`每期限 ${contentDisplay.texts.seatsToken} 人`)
    await staff.collection('courses').update(practical.id, { seats: 28 })
    const page = await documentOf('/courses/practical')
    expect(page.querySelector('#registration h3 + p')?.textContent).toContain('每期限 28 人')
    expect(islandProps(page, 'course-registration').description).toContain('每期限 28 人')
    expect(page.body.textContent).not.toContain('每期限 25 人')
    await staff.collection('courses').update(practical.id, { seats: 25 })
  })

  it('put a section’s heading in the page, its navigation and the island’s props, and the registration wording in the form', async () => {
    const strategy = await course('strategy')
    await staff.collection('courses').update(strategy.id, {
      texts: { label_faq: '答疑', label_registration: '马上报名', registration_title: '报名 AI 战略班（新）', registration_submit: '提交申请' },
    })
    const page = await documentOf('/courses/strategy')
    expect(page.querySelector('#faq-title')?.textContent).toBe('答疑')
    expect(page.querySelector('[aria-label="课程导航"] a[href="#faq"]')?.textContent).toBe('答疑')
    expect(page.querySelector('[aria-label="快捷导航"] option[value="faq"]')?.textContent).toBe('答疑')
    expect(page.querySelector('a[href="#registration"]')?.textContent).toBe('马上报名')
    const props = islandProps(page, 'course-nav') as { sections: { id: string; label: string }[] }
    expect(props.sections.find((section) => section.id === 'faq')?.label).toBe('答疑')
    expect(page.querySelector('#registration form button[type="submit"]')?.textContent).toBe('提交申请')
    expect(islandProps(page, 'course-registration')).toMatchObject({ title: '报名 AI 战略班（新）', submitLabel: '提交申请' })
  })

  it('write the faculty, curriculum and assessment weights in the order published', async () => {
    const marketing = await course('marketing')
    const faculty = marketing.texts.faculty as { name: string; expertise: string[] }[]
    const criteria = marketing.texts.criteria as { name: string; weight: number }[]
    const swapped = [{ ...criteria[1]!, weight: criteria[0]!.weight }, { ...criteria[0]!, weight: criteria[1]!.weight }, ...criteria.slice(2)]
    await staff.collection('courses').update(marketing.id, {
      texts: { faculty: [{ ...faculty[1]!, expertise: ['新专长'] }, faculty[0]!], criteria: swapped },
    })
    const page = await documentOf('/courses/marketing')
    expect(texts(page, '#faculty li h3')).toEqual([faculty[1]!.name, faculty[0]!.name])
    expect(page.querySelector('#faculty li ul')?.getAttribute('aria-label')).toBe(`${faculty[1]!.name}的专长`)
    expect(texts(page, '#faculty li ul li').slice(0, 1)).toEqual(['新专长'])
    expect(texts(page, '#assignments tbody th')).toEqual(swapped.map((item) => item.name))
    expect(texts(page, '#assignments tbody td:last-child')).toEqual(swapped.map((item) => `${item.weight}%`))
  })

  it('are refused in Chinese, field by field, when empty, too long or their weights do not add up', async () => {
    const practical = await course('practical')
    const faq = practical.texts.faq.map((item, index) => (index === 1 ? { ...item, answer: '' } : item))
    const errors = await refusal(staff.collection('courses').update(practical.id, { texts: { faq, tagline: '字'.repeat(61), criteria: [{ name: '唯一', description: '说明', weight: 90 }] } }))
    expect(errors['texts.faq.1.answer']?.message).toBe('请输入常见问题第2项的回答')
    expect(errors['texts.tagline']?.message).toBe('首屏标语不能超过60个字符')
    expect(errors['texts.criteria']?.message).toBe('考核标准各项的权重（%）之和须为100，现为90')
    expect((await course('practical')).texts.tagline).toBe(practical.texts.tagline)
  })
})

describe('drafts of texts', () => {
  it('are never served, show in the preview, and publish with a revision that a restore brings back', async () => {
    const ecosystem = await course('ecosystem')
    const published = await html('/courses/ecosystem')
    const faq = ecosystem.texts.faq
    const draftFaq = [{ question: '草稿问题？', answer: '草稿回答。' }, ...faq]
    await send(`/api/content/courses/${ecosystem.id}/draft`, 'PUT', { values: { texts: { faq: draftFaq, tagline: '草稿标语' } } })
    expect(await html('/courses/ecosystem')).toBe(published)
    const preview = (await send('/api/content/preview?path=/courses/ecosystem', 'GET')) as { html: string }
    const previewed = new JSDOM(preview.html).window.document
    expect(texts(previewed, '#faq li summary')[0]).toBe('草稿问题？')
    expect(preview.html).toContain('草稿标语')
    await send(`/api/content/courses/${ecosystem.id}/publish`, 'POST', {})
    const page = await documentOf('/courses/ecosystem')
    expect(texts(page, '#faq li summary')[0]).toBe('草稿问题？')
    const history = await staff.collection('content_revisions').getFullList<{ version: number; snapshot: { texts: { faq: Faq[]; tagline: string } } }>({
      filter: staff.filter('target_collection = "courses" && target_id = {:id}', { id: ecosystem.id }),
      sort: 'version',
    })
    expect(history.at(-1)!.snapshot.texts.tagline).toBe('草稿标语')
    expect(history.at(-1)!.snapshot.texts.faq[0]!.question).toBe('草稿问题？')
    await send(`/api/content/courses/${ecosystem.id}/restore`, 'POST', { version: 1 })
    const restored = await documentOf('/courses/ecosystem')
    expect(texts(restored, '#faq li summary')).toEqual(faq.map((item) => item.question))
    expect((await course('ecosystem')).texts.tagline).toBe(textSeed.courses.ecosystem.tagline)
  })
})
