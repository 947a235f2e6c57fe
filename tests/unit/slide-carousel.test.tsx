// The slide carousel: live slides or the default one, stats fallbacks, and its controller
// (carousel-controller.ts, run here on the markup React renders in the development server, the
// same parts the server writes, in Swiper's structure): autoplay timing, arrows, dots, swipes and what
// screen readers get.
import { act, fireEvent, render, screen } from '@testing-library/react'
import type Swiper from 'swiper'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import type { Slide } from '../../src/site/data/types'
import { carouselTiming, defaultSlide, defaultStats, statsOf } from '../../src/site/sections/slide-carousel/carousel-content'

const listSlides = vi.fn<(pageId: string) => Promise<Slide[]>>()
vi.mock('../../src/site/data/records', async (original) => ({ ...(await original<object>()), listSlides: (pageId: string) => listSlides(pageId) }))

const { SlideCarousel } = await import('../../src/site/sections/slide-carousel/slide-carousel')

function slide(n: number, changes: Partial<Slide> = {}): Slide {
  return {
    id: `slide${n}`,
    collectionId: 'carousels',
    title: `第${n}个标题`,
    subtitle: '',
    description: '',
    image: '',
    button_text: '了解更多',
    button_link: '/products',
    page_id: 'home',
    order_index: n,
    active: true,
    stats: [{ label: `指标${n}`, value: `${n}0%` }],
    background: '',
    created: '',
    updated: '',
    ...changes,
  }
}

async function renderCarousel() {
  render(
    <MemoryRouter>
      <SlideCarousel pageId="home" heading="首页标题" />
    </MemoryRouter>,
  )
  await act(async () => {
    await Promise.resolve()
  })
}

const current = () => screen.getByRole('button', { name: /^第\d张$/, current: true }).getAttribute('aria-label')

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false })
  listSlides.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('slides', () => {
  it('shows the default slide, without arrows or dots, when loading fails', async () => {
    listSlides.mockRejectedValue(new Error('offline'))
    await renderCarousel()
    expect(screen.getByRole('heading', { level: 2, name: defaultSlide.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: defaultSlide.button_text })).toHaveAttribute('href', '/products/courses')
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: '首页标题' })).toBeInTheDocument()
  })

  it('shows the default slide when the page has no slides', async () => {
    listSlides.mockResolvedValue([])
    await renderCarousel()
    expect(listSlides).toHaveBeenCalledWith('home')
    expect(screen.getByRole('heading', { level: 2, name: defaultSlide.title })).toBeInTheDocument()
  })

  it('shows live slides with arrows and dots when there is more than one', async () => {
    listSlides.mockResolvedValue([slide(1), slide(2), slide(3)])
    await renderCarousel()
    expect(screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent)).toEqual(['第1个标题', '第2个标题', '第3个标题'])
    expect(screen.getByRole('button', { name: '上一张' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^第\d张$/ })).toHaveLength(3)
  })

  it('falls back to 1000+/500+/99% without stats and shows at most three', () => {
    expect(statsOf({ stats: null })).toEqual(defaultStats)
    expect(statsOf({ stats: [] })).toEqual(defaultStats)
    expect(defaultStats.map((s) => s.value)).toEqual(['1000+', '500+', '99%'])
    const five = [1, 2, 3, 4, 5].map((n) => ({ label: `l${n}`, value: `v${n}` }))
    expect(statsOf({ stats: five }).map((s) => s.value)).toEqual(['v1', 'v2', 'v3'])
  })
})

describe('autoplay', () => {
  beforeEach(() => listSlides.mockResolvedValue([slide(1), slide(2), slide(3)]))

  it('advances every 5000 ms and wraps from the last slide to the first', async () => {
    await renderCarousel()
    expect(current()).toBe('第1张')
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs - 1))
    expect(current()).toBe('第1张')
    act(() => vi.advanceTimersByTime(1))
    expect(current()).toBe('第2张')
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs * 2))
    expect(current()).toBe('第1张')
  })

  it('pauses while hovered and resumes on leave', async () => {
    await renderCarousel()
    const region = screen.getByRole('region', { name: '首页标题' })
    fireEvent.mouseEnter(region)
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs * 3))
    expect(current()).toBe('第1张')
    fireEvent.mouseLeave(region)
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs))
    expect(current()).toBe('第2张')
  })

  it('an arrow or dot click stops the timer and auto-play resumes 100 ms later', async () => {
    await renderCarousel()
    act(() => vi.advanceTimersByTime(4000))
    fireEvent.click(screen.getByRole('button', { name: '上一张' }))
    expect(current()).toBe('第3张') // wraps backwards
    // The old countdown is gone: 1000 ms later nothing moves.
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('第3张')
    fireEvent.click(screen.getByRole('button', { name: '第2张' }))
    expect(current()).toBe('第2张')
    act(() => vi.advanceTimersByTime(carouselTiming.resumeDelayMs))
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs - 1))
    expect(current()).toBe('第2张')
    act(() => vi.advanceTimersByTime(1))
    expect(current()).toBe('第3张')
  })

  it('does not advance by itself for visitors who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
    try {
      await renderCarousel()
      act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs * 3))
      expect(current()).toBe('第1张')
      fireEvent.click(screen.getByRole('button', { name: '下一张' }))
      expect(current()).toBe('第2张')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('controller', () => {
  beforeEach(() => listSlides.mockResolvedValue([slide(1), slide(2), slide(3)]))

  const slides = () => [...document.querySelectorAll(`[${slideFacts.markup.slideAttribute}]`)]
  const track = () => document.querySelector<HTMLElement>(`[${slideFacts.markup.trackAttribute}]`)!
  /** The Swiper core instance the controller put on the served viewport. */
  const swiper = () => (track().parentElement as HTMLElement & { swiper: Swiper }).swiper

  it('shows screen readers and the Tab key only the current slide', async () => {
    await renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: '第2张' }))
    expect(slides().map((item) => item.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true'])
    expect(slides().map((item) => item.querySelector('a')?.getAttribute('tabindex') ?? null)).toEqual(['-1', null, '-1'])
    expect(screen.getByRole('group', { name: '第2张，共3张' })).toBe(slides()[1])
    expect(swiper().activeIndex).toBe(1)
  })

  it('pauses while a slide’s link has keyboard focus and resumes when focus leaves', async () => {
    await renderCarousel()
    const link = screen.getByRole('link', { name: '了解更多' })
    const matches = vi.spyOn(link, 'matches').mockImplementation((selector) => selector === ':focus-visible')
    fireEvent.focusIn(link)
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs * 2))
    expect(current()).toBe('第1张')
    fireEvent.focusOut(link)
    act(() => vi.advanceTimersByTime(carouselTiming.autoplayMs))
    expect(current()).toBe('第2张')
    matches.mockRestore()
  })

  it('a swipe (Swiper’s own slide change) counts like an arrow: the dots follow and the timer starts over', async () => {
    await renderCarousel()
    act(() => vi.advanceTimersByTime(4000))
    act(() => swiper().slideTo(1))
    expect(current()).toBe('第2张')
    expect(slides().map((item) => item.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true'])
    // The old countdown is gone: 1000 ms later nothing moves; a full one after the resume delay does.
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('第2张')
    act(() => vi.advanceTimersByTime(carouselTiming.resumeDelayMs + carouselTiming.autoplayMs - 1000))
    expect(current()).toBe('第3张')
  })

  it('slides in 600 ms, 300 ms on low-powered devices, at once for reduced motion', async () => {
    const durationOn = async (cores: number, reducedMotion = false) => {
      vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: cores })
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
      try {
        const { unmount } = render(<SlideCarousel pageId="home" heading="首页标题" />)
        await act(async () => {
          await Promise.resolve()
        })
        const speed = swiper().params.speed
        unmount()
        return speed
      } finally {
        vi.unstubAllGlobals()
      }
    }
    expect(await durationOn(8)).toBe(carouselTiming.slideMs)
    expect(await durationOn(2)).toBe(carouselTiming.lowTierSlideMs)
    expect(await durationOn(8, true)).toBe(0)
  })

  it('lets the next slide’s image load once the first one’s is in, and each one after as the slides come', async () => {
    listSlides.mockResolvedValue([1, 2, 3].map((n) => slide(n, { image: `slide${n}.png` })))
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
    try {
      await renderCarousel()
      const pictures = () => slides().map((item) => (item.querySelector('picture') as HTMLElement).hidden)
      const loading = () => slides().map((item) => item.querySelector('img')?.getAttribute('loading'))
      expect(pictures()).toEqual([false, true, true])
      fireEvent.load(slides()[0]!.querySelector('img')!)
      expect(pictures()).toEqual([false, false, true])
      expect(loading()).toEqual(['eager', 'eager', 'lazy'])
      fireEvent.click(screen.getByRole('button', { name: '下一张' }))
      expect(pictures()).toEqual([false, false, false])
    } finally {
      complete.mockRestore()
    }
  })
})
