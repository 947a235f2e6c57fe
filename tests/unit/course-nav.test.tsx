// Course page navigation: the current-section and compact-bar rules, the navbar store, and the
// anchor and compact bars driving the page scroll (jsdom has no layout, so boxes are stubbed).
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CourseNav } from '../../src/site/courses/nav/course-nav'
import {
  compactBarVisible,
  courseNavLayout,
  courseNavOffsetPx,
  currentSection,
  sectionScrollTarget,
} from '../../src/site/courses/nav/current-section'
import { hideNavbar, navbarHiddenSnapshot, showNavbar, subscribeNavbarHidden } from '../../src/site/layout/navbar-visibility'
import { useNavbarHidden } from '../../src/site/layout/use-navbar-hidden'

describe('currentSection', () => {
  const boxes = [
    { id: 'pain-points', top: 0, bottom: 100 },
    { id: 'solution', top: 150, bottom: 300 },
    { id: 'faq', top: 300, bottom: 400 },
  ]

  it('picks the section whose area spans the probe', () => {
    expect(currentSection(boxes, 50)).toBe('pain-points')
    expect(currentSection(boxes, 200)).toBe('solution')
  })

  it('counts a section from its top edge up to, not including, its bottom edge', () => {
    expect(currentSection(boxes, 150)).toBe('solution')
    expect(currentSection(boxes, 300)).toBe('faq')
  })

  it('keeps the previous section current in a gap between two sections', () => {
    expect(currentSection(boxes, 120)).toBe('pain-points')
  })

  it('gives the first section above it and the last below it', () => {
    expect(currentSection(boxes, -40)).toBe('pain-points')
    expect(currentSection(boxes, 900)).toBe('faq')
  })

  it('takes the first listed section when two overlap the probe', () => {
    expect(currentSection([{ id: 'a', top: 0, bottom: 200 }, { id: 'b', top: 100, bottom: 300 }], 150)).toBe('a')
  })

  it('has no current section without sections', () => {
    expect(currentSection([], 100)).toBeNull()
  })
})

describe('compactBarVisible', () => {
  it('shows the compact bar once the anchor bar top comes within the spec offset (100px) of the viewport top, not before', () => {
    expect(courseNavOffsetPx).toBe(100)
    expect(compactBarVisible(500, 399)).toBe(false)
    expect(compactBarVisible(500, 400)).toBe(true)
    expect(compactBarVisible(500, 500)).toBe(true)
    expect(compactBarVisible(500, 800)).toBe(true)
  })
})

describe('sectionScrollTarget', () => {
  it('puts the section the spec offset of 100px below the viewport top', () => {
    expect(courseNavOffsetPx).toBe(100)
    expect(sectionScrollTarget(1200, 500)).toBe(1100)
  })

  it('rounds a fractional section top so the chosen section, not the one above, becomes current', () => {
    const boxes = [
      { id: 'after-service', top: 8000.0625, bottom: 9340.0625 },
      { id: 'testimonials', top: 9340.0625, bottom: 10200.0625 },
    ]
    const target = sectionScrollTarget(9340.0625, 500)
    expect(target).toBe(9241)
    expect(currentSection(boxes, target + courseNavOffsetPx)).toBe('testimonials')
  })

  it('puts a section right below the anchor bar at the offset too: the compact bar shows there', () => {
    expect(sectionScrollTarget(548, 500)).toBe(448)
  })

  it('keeps a section above the anchor bar clear of the navbar and anchor bar, which still show there', () => {
    const { headerHeightPx, anchorBarHeightPx } = courseNavLayout
    expect(sectionScrollTarget(300, 500)).toBe(300 - headerHeightPx - anchorBarHeightPx)
    expect(sectionScrollTarget(40, 0)).toBe(0)
  })
})

describe('navbar visibility store', () => {
  it('stays hidden until every owner that hid it has shown it again', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNavbarHidden(listener)
    hideNavbar('a')
    hideNavbar('b')
    expect(navbarHiddenSnapshot()).toBe(true)
    showNavbar('a')
    expect(navbarHiddenSnapshot()).toBe(true)
    showNavbar('b')
    expect(navbarHiddenSnapshot()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('ignores an owner that did not hide it', () => {
    hideNavbar('a')
    showNavbar('stranger')
    expect(navbarHiddenSnapshot()).toBe(true)
    showNavbar('a')
    expect(navbarHiddenSnapshot()).toBe(false)
  })

  it('re-renders readers of useNavbarHidden', () => {
    function Reader() {
      return <p>{useNavbarHidden() ? '隐藏' : '显示'}</p>
    }
    render(<Reader />)
    expect(screen.getByText('显示')).toBeInTheDocument()
    act(() => hideNavbar('reader-test'))
    expect(screen.getByText('隐藏')).toBeInTheDocument()
    act(() => showNavbar('reader-test'))
    expect(screen.getByText('显示')).toBeInTheDocument()
  })
})

describe('CourseNav', () => {
  const sections = [
    { id: 'pain-points', label: '行业痛点' },
    { id: 'solution', label: '解决方案' },
    { id: 'faq', label: '常见问题' },
  ] as const
  const anchorBarTop = 500
  let layout: Record<string, { top: number; bottom: number }>
  let frames: FrameRequestCallback[]
  let resizeCallbacks: (() => void)[]
  let reducedMotion: boolean
  let scrollTo: ReturnType<typeof vi.fn>
  let rectReads: number

  function setScrollY(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y })
  }

  function flushFrames() {
    act(() => {
      const due = frames
      frames = []
      for (const callback of due) callback(0)
    })
  }

  function scrollPage(y: number) {
    setScrollY(y)
    fireEvent.scroll(window)
    flushFrames()
  }

  function Page() {
    return (
      <main id="main">
        <div>课程首屏</div>
        <CourseNav courseId="strategy" courseTitle="AI 战略领导力课程" sections={sections} />
        {sections.map((section) => (
          <section key={section.id} id={section.id}>
            <h2>{section.label}</h2>
          </section>
        ))}
      </main>
    )
  }

  // Under the compact bar the anchor bar is hidden, and jsdom applies no media query, so the
  // phone-only dropdown is never shown: both bars are looked up by label and found by their text.
  const anchorBar = () => document.querySelector<HTMLElement>('nav[aria-label="课程导航"]')!
  const compactBar = () => document.querySelector<HTMLElement>('nav[aria-label="快捷导航"]')!
  const linkIn = (bar: HTMLElement, label: string) => within(bar).getByText(label, { selector: 'a' })

  beforeEach(() => {
    layout = {
      'pain-points': { top: 548, bottom: 1200 },
      solution: { top: 1200, bottom: 2000 },
      faq: { top: 2000, bottom: 2600 },
    }
    frames = []
    resizeCallbacks = []
    reducedMotion = false
    rectReads = 0
    setScrollY(0)
    scrollTo = vi.fn((options: ScrollToOptions) => setScrollY(options.top ?? 0))
    vi.stubGlobal('scrollTo', scrollTo)
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query }))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resizeCallbacks.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      rectReads += 1
      const isMarker = this.nextElementSibling?.getAttribute('aria-label') === '课程导航'
      const box = isMarker ? { top: anchorBarTop, bottom: anchorBarTop } : (layout[this.id] ?? { top: 0, bottom: 0 })
      const top = box.top - window.scrollY
      const bottom = box.bottom - window.scrollY
      return { top, bottom, y: top, x: 0, left: 0, right: 0, width: 0, height: bottom - top, toJSON: () => ({}) } as DOMRect
    })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('lists the sections as #id links in a labelled landmark and marks the first as current', () => {
    render(<Page />)
    const links = within(anchorBar()).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#pain-points', '#solution', '#faq'])
    expect(within(anchorBar()).getByRole('link', { name: '行业痛点' })).toHaveAttribute('aria-current', 'location')
  })

  it('scrolls smoothly to a chosen section with the offset, names it in the address and focuses it', () => {
    render(<Page />)
    fireEvent.click(within(anchorBar()).getByRole('link', { name: '解决方案' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200 - courseNavOffsetPx, behavior: 'smooth' })
    expect(window.location.hash).toBe('#solution')
    expect(document.getElementById('solution')).toHaveFocus()
  })

  it('jumps without animation for visitors who prefer reduced motion', () => {
    reducedMotion = true
    render(<Page />)
    fireEvent.click(within(anchorBar()).getByRole('link', { name: '常见问题' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000 - courseNavOffsetPx, behavior: 'instant' })
  })

  it('leaves a click that opens a new tab to the browser', () => {
    render(<Page />)
    fireEvent.click(within(anchorBar()).getByRole('link', { name: '解决方案' }), { ctrlKey: true })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('shows the compact bar and hides the navbar once the anchor bar comes within 100px of the top', () => {
    render(<Page />)
    expect(compactBar()).toHaveAttribute('data-visible', 'false')
    expect(compactBar()).toHaveAttribute('inert')

    scrollPage(anchorBarTop - courseNavOffsetPx - 1)
    expect(compactBar()).toHaveAttribute('data-visible', 'false')
    expect(navbarHiddenSnapshot()).toBe(false)

    scrollPage(anchorBarTop - courseNavOffsetPx)
    expect(compactBar()).toHaveAttribute('data-visible', 'true')
    expect(compactBar()).not.toHaveAttribute('inert')
    expect(screen.getByRole('navigation', { name: '快捷导航' })).toBeInTheDocument()
    expect(within(compactBar()).getByText('AI 战略领导力课程')).toBeInTheDocument()
    expect(navbarHiddenSnapshot()).toBe(true)
    expect(anchorBar()).toHaveAttribute('data-navbar-hidden', 'true')

    scrollPage(100)
    expect(compactBar()).toHaveAttribute('data-visible', 'false')
    expect(navbarHiddenSnapshot()).toBe(false)
  })

  it('gives the navbar back when the visitor leaves the page', () => {
    const { unmount } = render(<Page />)
    scrollPage(900)
    expect(navbarHiddenSnapshot()).toBe(true)
    unmount()
    expect(navbarHiddenSnapshot()).toBe(false)
  })

  it('highlights the section spanning 100px below the top in both bars and the dropdown', () => {
    render(<Page />)
    scrollPage(1200 - courseNavOffsetPx)
    expect(linkIn(anchorBar(), '解决方案')).toHaveAttribute('aria-current', 'location')
    expect(linkIn(compactBar(), '解决方案')).toHaveAttribute('aria-current', 'location')
    expect(within(compactBar()).getByLabelText('选择章节')).toHaveValue('solution')
    expect(linkIn(anchorBar(), '行业痛点')).not.toHaveAttribute('aria-current')
  })

  it('scrolls to the section chosen in the dropdown', () => {
    render(<Page />)
    scrollPage(900)
    fireEvent.change(within(compactBar()).getByLabelText('选择章节'), { target: { value: 'faq' } })
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2000 - courseNavOffsetPx, behavior: 'smooth' })
    expect(window.location.hash).toBe('#faq')
  })

  it('goes back to the top from the compact bar', () => {
    render(<Page />)
    scrollPage(900)
    fireEvent.click(within(compactBar()).getByRole('button', { name: '回到顶部' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('reads no layout while scrolling, only after the content changes size', () => {
    render(<Page />)
    const readsAfterMount = rectReads
    for (const y of [600, 1300, 2100, 700]) scrollPage(y)
    expect(rectReads).toBe(readsAfterMount)
    expect(frames).toHaveLength(0)

    // Content above grew: the sections moved down without any scrolling.
    layout = { 'pain-points': { top: 548, bottom: 1600 }, solution: { top: 1600, bottom: 2400 }, faq: { top: 2400, bottom: 3000 } }
    act(() => resizeCallbacks.forEach((callback) => callback()))
    flushFrames()
    expect(rectReads).toBeGreaterThan(readsAfterMount)
    expect(linkIn(anchorBar(), '行业痛点')).toHaveAttribute('aria-current', 'location')
  })

  it('coalesces a burst of scroll events into one update per frame', () => {
    render(<Page />)
    setScrollY(1300)
    for (let i = 0; i < 5; i += 1) fireEvent.scroll(window)
    expect(frames).toHaveLength(1)
    flushFrames()
    expect(linkIn(anchorBar(), '解决方案')).toHaveAttribute('aria-current', 'location')
  })

  it('renders the same markup on the server and hydrates it without mismatch', async () => {
    const html = renderToString(<Page />)
    expect(html).toContain('aria-label="课程导航"')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError }))
    expect(onRecoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
