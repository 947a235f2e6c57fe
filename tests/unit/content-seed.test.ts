// @vitest-environment node
// The records a fresh install starts from in 课程管理 and 页面管理 (pb_hooks/lib/shared/content-seed.json) are
// exactly the build's content (else run npm run content-seed), and the legal pages' bodies are HTML the
// article sanitiser keeps as it is, so a fresh install serves what the build prerendered.
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import committed from '@shared/content-seed.json' with { type: 'json' }
import newsHtml from '@shared/news-html.js'
import routesJson from '@shared/routes.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { contentSeed } from '../../src/site/content/content-seed'
import { courses } from '../../src/site/content/courses'
import { privacyPolicy, termsOfService } from '../../src/site/content/legal'

describe('the content seed', () => {
  it('is the committed file, generated from the current content (else run npm run content-seed)', () => {
    expect(committed).toEqual(contentSeed())
  })

  it('has one course per course id and one page per public route, in the site’s order', () => {
    expect(committed.courses.map((course) => course.slug)).toEqual(courses.map((course) => course.id))
    expect(committed.courses.map((course) => course.slug)).toEqual(contentRules.courseSlugs)
    expect(committed.pages.map((page) => page.path)).toEqual(routesJson.routes.map((route) => route.path))
  })

  it('gives the invitation-only course no price, and the privacy page the version a lead’s consent records', () => {
    expect(committed.courses.find((course) => course.slug === 'ecosystem')?.price).toBe(0)
    expect(committed.pages.find((page) => page.path === contentRules.privacyPath)?.version).toBe(privacyPolicy.version)
    expect(committed.pages.find((page) => page.path === '/legal/terms')?.effective_date).toBe(termsOfService.effectiveDate)
  })

  it('holds legal bodies the article sanitiser leaves unchanged, with every part of the document', () => {
    const legal = committed.pages.filter((page) => page.body !== '')
    expect(legal.map((page) => page.path)).toEqual(['/legal/privacy', '/legal/terms'])
    for (const page of legal) expect(newsHtml.sanitizeNewsHtml(page.body).html).toBe(page.body)
    const privacy = legal[0]!.body
    for (const section of privacyPolicy.sections) expect(privacy).toContain(`<h2>${section.heading}</h2>`)
  })
})
