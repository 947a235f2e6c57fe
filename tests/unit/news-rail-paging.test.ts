// @vitest-environment node
// Paging math of the market activities rails: cards per window width, wrapping, clamping.
import { describe, expect, it } from 'vitest'
import { cardsPerView, clampPage, pageCount, pageItems, stepPage } from '../../src/site/sections/news/rail-paging'

describe('rail paging', () => {
  it.each([
    [320, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1920, 4],
  ])('shows %i px wide windows %i card(s) at once', (width, perView) => {
    expect(cardsPerView(width)).toBe(perView)
  })

  it('counts pages, keeping one page for an empty list', () => {
    expect(pageCount(0, 4)).toBe(1)
    expect(pageCount(4, 4)).toBe(1)
    expect(pageCount(5, 4)).toBe(2)
    expect(pageCount(7, 3)).toBe(3)
  })

  it('wraps from the last page to the first and back', () => {
    expect(stepPage(2, 1, 3)).toBe(0)
    expect(stepPage(0, -1, 3)).toBe(2)
    expect(stepPage(1, 1, 3)).toBe(2)
    expect(stepPage(0, 1, 1)).toBe(0)
  })

  it('keeps the page inside the range after a resize', () => {
    expect(clampPage(4, 2)).toBe(1)
    expect(clampPage(1, 2)).toBe(1)
  })

  it('slices the items of a page, the last one possibly short', () => {
    expect(pageItems([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4])
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([5])
  })
})
