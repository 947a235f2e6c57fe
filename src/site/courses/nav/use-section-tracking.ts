// Follows the visitor down a course page: which section is current and whether the compact bar
// shows. Boxes are measured on mount, resize and content size changes only; a scroll reads
// nothing but window.scrollY, once per frame, so scrolling never forces a layout.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { compactBarVisible, courseNavLayout, currentSection, sectionScrollTarget, type SectionBox } from './current-section'

interface Geometry {
  boxes: SectionBox[]
  /** Document top of the anchor bar's place in the page; infinite until measured. */
  anchorBarTop: number
}

export interface SectionTracking {
  current: string | null
  compact: boolean
  scrollToSection: (id: string) => void
  scrollToTop: () => void
}

/** Smooth, unless the visitor asked for less motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduced ? 'instant' : 'smooth'
}

function documentTop(element: Element, scrollY: number): number {
  return element.getBoundingClientRect().top + scrollY
}

function measure(ids: readonly string[], anchorMarker: Element | null): Geometry {
  const scrollY = window.scrollY
  const boxes = ids.flatMap((id) => {
    const element = document.getElementById(id)
    if (!element) return []
    const rect = element.getBoundingClientRect()
    return [{ id, top: rect.top + scrollY, bottom: rect.bottom + scrollY }]
  })
  return { boxes, anchorBarTop: anchorMarker ? documentTop(anchorMarker, scrollY) : Number.POSITIVE_INFINITY }
}

/** Marks elements made focusable only to receive focus from the bars (CourseNav styles them). */
export const focusTargetAttribute = 'data-course-nav-target'

/** Keyboard and screen-reader users land in the section they chose, without a second scroll. */
function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1')
    element.setAttribute(focusTargetAttribute, '')
  }
  element.focus({ preventScroll: true })
}

/**
 * @param sectionIds the sections in page order
 * @param anchorMarker an element in normal flow right where the sticky anchor bar sits in the page
 */
export function useSectionTracking(sectionIds: readonly string[], anchorMarker: RefObject<Element | null>): SectionTracking {
  const [current, setCurrent] = useState<string | null>(sectionIds[0] ?? null)
  const [compact, setCompact] = useState(false)
  const geometry = useRef<Geometry>({ boxes: [], anchorBarTop: Number.POSITIVE_INFINITY })
  // The ids as one value, so a new array with the same sections does not re-subscribe.
  const idsKey = sectionIds.join('\n')

  useEffect(() => {
    const ids = idsKey ? idsKey.split('\n') : []
    let frame = 0
    let stale = true

    const update = () => {
      frame = 0
      if (stale) {
        geometry.current = measure(ids, anchorMarker.current)
        stale = false
      }
      const { boxes, anchorBarTop } = geometry.current
      const scrollY = window.scrollY
      setCurrent(currentSection(boxes, scrollY + courseNavLayout.offsetPx))
      setCompact(compactBarVisible(anchorBarTop, scrollY))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const remeasure = () => {
      stale = true
      schedule()
    }

    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', remeasure)
    // Images, fonts and late content move the sections without any resize of the window.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(remeasure) : null
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', remeasure)
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [idsKey, anchorMarker])

  const scrollToSection = useCallback(
    (id: string) => {
      const element = document.getElementById(id)
      if (!element) return
      // A fresh read for this one click: the stored boxes may predate a late layout change.
      const scrollY = window.scrollY
      const anchorBarTop = anchorMarker.current ? documentTop(anchorMarker.current, scrollY) : geometry.current.anchorBarTop
      window.scrollTo({ top: sectionScrollTarget(documentTop(element, scrollY), anchorBarTop), behavior: preferredScrollBehavior() })
      // The address names the section for sharing; replacing it keeps the router's state and adds
      // no history entry per click.
      window.history.replaceState(window.history.state, '', `#${id}`)
      focusWithoutScrolling(element)
    },
    [anchorMarker],
  )

  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: preferredScrollBehavior() })
    // The compact bar that held the button disappears; focus restarts at the page content.
    const main = document.getElementById('main')
    if (main) focusWithoutScrolling(main)
  }, [])

  return { current, compact, scrollToSection, scrollToTop }
}
