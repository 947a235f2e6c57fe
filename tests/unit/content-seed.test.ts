// @vitest-environment node
// The records a fresh install starts from in 课程管理 and 页面管理 (pb_hooks/lib/shared/content-seed.json,
// their texts content-text-seed.json and the texts' fields content-text-fields.json) are exactly the build's
// content (else run npm run content-seed), the courses' and pages' texts pass their own rules, and the legal pages' bodies are
// HTML the article sanitiser keeps as it is, so a fresh install serves what the build prerendered.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import committed from '@shared/content-seed.json' with { type: 'json' }
import committedFields from '@shared/content-text-fields.json' with { type: 'json' }
import committedTexts from '@shared/content-text-seed.json' with { type: 'json' }
import contentTexts from '@shared/content-texts.js'
import newsHtml from '@shared/news-html.js'
import routesJson from '@shared/routes.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { contentSeed, contentTextFields, contentTextSeed } from '../../src/site/content/content-seed'
import { courses, practical } from '../../src/site/content/courses'
import { privacyPolicy, termsOfService } from '../../src/site/content/legal'

describe('the content seed', () => {
  it('is the committed files, generated from the current content (else run npm run content-seed)', () => {
    expect(committed).toEqual(contentSeed())
    expect(committedFields).toEqual(contentTextFields())
    expect(committedTexts).toEqual(contentTextSeed())
  })

  it('gives every course texts that pass their own fields’ rules, stored as they are', () => {
    for (const course of courses) {
      const fields = contentTexts.courseTextFields(committedFields, course.id)
      const texts = committedTexts.courses[course.id]
      expect(fields.map((field: { key: string }) => field.key), course.id).toEqual(Object.keys(texts))
      expect(contentTexts.normaliseTexts(fields, texts, {}), course.id).toEqual(texts)
      expect(contentTexts.textsErrors(fields, texts, contentRules), course.id).toEqual({})
    }
  })

  it('gives every page with texts (页面管理) texts that pass their own fields’ rules, stored as they are', () => {
    const pages = Object.entries(committedTexts.pages)
    expect(pages.map(([path]) => path).every((path) => routesJson.routes.some((route) => route.path === path))).toBe(true)
    for (const [path, texts] of pages) {
      const fields = contentTexts.pageTextFields(committedFields, path)
      expect(fields.map((field: { key: string }) => field.key), path).toEqual(Object.keys(texts))
      expect(contentTexts.normaliseTexts(fields, texts, {}), path).toEqual(texts)
      expect(contentTexts.textsErrors(fields, texts, contentRules), path).toEqual({})
    }
  })

  it('keeps {名额} where a text states the seats, which the pages show as the course’s seats', () => {
    const token = contentDisplay.texts.seatsToken
    expect(committedTexts.courses.practical.registration_description).toContain(`每期限 ${token} 人`)
    expect(practical.registration.description).toContain(`每期限 ${practical.participants.seats} 人`)
    expect(JSON.stringify(courses)).not.toContain(token)
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
