// @vitest-environment node
// The demo content `npm start` loads: every article written for its own title, consistent with the
// demo intakes, and kept whole by the server's sanitiser; slides only on carousel pages.
import { describe, expect, it } from 'vitest'
import enums from '@shared/enums.json' with { type: 'json' }
import intakeChecks from '@shared/intakes.js'
import imageHeader from '@shared/image-header.js'
import newsHtml from '@shared/news-html.js'
import { artwork } from '../../scripts/demo/artwork.mjs'
import { courseIntakes, demoArticles, demoSlides } from '../../scripts/demo/content.mjs'

const articles = Object.values(demoArticles).flat()
const paragraphsOf = (body: string[]) => body.join('').match(/<(p|li)>[\s\S]*?<\/\1>/g) ?? []
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('demo articles', () => {
  it('each have a body of their own: 3 to 5 paragraphs, no paragraph shared with another article', () => {
    const seen = new Map<string, string>()
    for (const article of articles) {
      const paragraphs = article.body.filter((block: string) => block.startsWith('<p>'))
      expect(paragraphs.length, article.title).toBeGreaterThanOrEqual(3)
      expect(paragraphs.length, article.title).toBeLessThanOrEqual(5)
      for (const paragraph of paragraphsOf(article.body)) {
        expect(seen.get(paragraph), `${article.title}: ${paragraph}`).toBeUndefined()
        seen.set(paragraph, article.title)
      }
    }
  })

  it('do not open by repeating their summary', () => {
    for (const article of articles) {
      expect(text(article.body[0]), article.title).not.toContain(article.summary.replace(/。$/, ''))
    }
  })

  it('are kept unchanged by the server’s sanitiser', () => {
    for (const article of articles) {
      const html = article.body.join('')
      expect(newsHtml.sanitizeNewsHtml(html).html, article.title).toBe(html)
    }
  })

  it('announce only the open intakes’ dates', () => {
    const open = courseIntakes.filter((intake) => intake.status === 'open')
    const announced = open.map((intake) => intakeChecks.formatIntakeDates(intake.start_date, intake.end_date))
    const ranges = articles.flatMap((article) => text(article.body.join('')).match(/\d{4}年\d{1,2}月\d{1,2}日-(\d{1,2}月)?\d{1,2}日/g) ?? [])
    expect(ranges.length).toBeGreaterThan(0)
    for (const range of ranges) expect(announced).toContain(range)
    // Every open intake is announced somewhere.
    for (const dates of announced) expect(ranges).toContain(dates)
  })

  it('never put a price or fee on the closed-door meeting', () => {
    for (const article of articles.filter((a) => text(a.body.join('')).includes('闭门会'))) {
      for (const paragraph of paragraphsOf(article.body).filter((p) => p.includes('闭门会'))) expect(paragraph, article.title).not.toMatch(/费|¥|元/)
    }
  })
})

describe('demo slides', () => {
  it('are only on pages that have a carousel', () => {
    const pages = Object.keys(enums.carouselPages)
    for (const slide of demoSlides) expect(pages, slide.title).toContain(slide.page_id)
  })

  it('send 光合行动 applicants to the application form', () => {
    for (const slide of demoSlides.filter((s) => s.button_text.includes('申请'))) expect(slide.button_link).toBe('/guanghe#apply')
  })
})

describe('demo artwork', () => {
  // PocketBase's thumbnails keep the upload's format: photographs' stand-ins are JPEG as staff's photos
  // are (a PNG slide made 80 KB thumbnails for 27 KB as JPEG), logos PNG.
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
  ])('is drawn as %s at the size asked for', (format, type) => {
    const file = new Uint8Array(artwork(96, 40, { from: '#0b3d91', to: '#12b5cb', seed: 3, format }))
    expect(imageHeader.sniffImageType(file)).toBe(type)
    expect(imageHeader.imageSize(file)).toEqual({ width: 96, height: 40 })
  })
})
