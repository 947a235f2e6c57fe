// The sticky bar under a course page's hero that lists its sections as #id links (so they work
// before and without JavaScript); the current one is marked and, on phones, kept scrolled in view.
import { css, type SerializedStyles } from '@emotion/react'
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { colors, layout, media } from '../../theme'
import { courseNavLayout } from './current-section'
import { useNavbarHidden } from '../../layout/use-navbar-hidden'
import { preferredScrollBehavior } from './use-section-tracking'
import { useNavMarks } from './nav-marks'

export interface CourseSection {
  id: string
  label: string
}

const slide = '250ms ease'

const bar = css({
  position: 'sticky',
  top: layout.headerHeight,
  // Above the page content, below the site navbar (10) and the compact bar.
  zIndex: 9,
  background: 'rgba(255, 255, 255, 0.96)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderTop: `1px solid ${colors.line}`,
  borderBottom: `1px solid ${colors.line}`,
  transition: `top ${slide}`,
  '&[data-navbar-hidden="true"]': { top: 0 },
  // Under the compact bar it would only be a second, unseen copy of the same links in the tab order.
  '&[data-covered="true"]': { visibility: 'hidden', transition: `top ${slide}, visibility 0s linear 250ms` },
})

const list = css({
  position: 'relative',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  display: 'flex',
  gap: '4px',
  listStyle: 'none',
  overflowX: 'auto',
  // A thin scrollbar where a mouse may need it; touch screens swipe and show none.
  scrollbarWidth: 'thin',
  [media.narrow]: { padding: '0 8px', gap: 0, scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } },
})

const link = css({
  position: 'relative',
  display: 'block',
  height: `${courseNavLayout.anchorBarHeightPx - 2}px`,
  padding: '0 14px',
  color: colors.text,
  fontSize: '15px',
  lineHeight: `${courseNavLayout.anchorBarHeightPx - 2}px`,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 150ms ease',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '14px',
    right: '14px',
    bottom: 0,
    height: '3px',
    borderRadius: '3px 3px 0 0',
    background: colors.brand,
    transform: 'scaleX(0)',
    transition: 'transform 200ms ease',
  },
  '&:hover': { color: colors.brand },
  '&:focus-visible': { outlineOffset: '-2px' },
  '&[aria-current="location"]': { color: colors.brand, fontWeight: 600 },
  '&[aria-current="location"]::after': { transform: 'scaleX(1)' },
  [media.narrow]: { padding: '0 12px', fontSize: '14px', '&::after': { left: '12px', right: '12px' } },
})

/** A plain click is handled here; modified clicks (new tab, copy link) stay the browser's. */
export function chooseOnPlainClick(event: MouseEvent<HTMLAnchorElement>, id: string, onChoose: (id: string) => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  onChoose(id)
}

/**
 * Scrolls a horizontally overflowing list so its current item is visible, centring it when it
 * was not. Runs when the current section changes, never per scroll event.
 */
/** The sections as links, the current one marked, for the anchor bar and the compact bar alike. */
export function SectionLinkItems({
  sections,
  current,
  onChoose,
  linkCss,
}: {
  sections: readonly CourseSection[]
  current: string | null
  onChoose: (id: string) => void
  linkCss: SerializedStyles
}) {
  const marks = useNavMarks()
  return sections.map((section) => (
    <li key={section.id}>
      <a
        href={`#${section.id}`}
        css={linkCss}
        data-section={section.id}
        aria-current={section.id === current ? 'location' : undefined}
        onClick={(event) => chooseOnPlainClick(event, section.id, onChoose)}
        {...marks?.label(section.id)}
      >
        {section.label}
      </a>
    </li>
  ))
}

export function useCurrentItemInView(listRef: RefObject<HTMLElement | null>, current: string | null) {
  useEffect(() => {
    const listElement = listRef.current
    if (!listElement || current === null || listElement.scrollWidth <= listElement.clientWidth) return
    const items = listElement.querySelectorAll<HTMLElement>('[data-section]')
    const item = Array.from(items).find((element) => element.dataset.section === current)
    if (!item) return
    const left = item.offsetLeft
    const right = left + item.offsetWidth
    const { scrollLeft, clientWidth } = listElement
    if (left >= scrollLeft && right <= scrollLeft + clientWidth) return
    listElement.scrollTo({ left: left - (clientWidth - item.offsetWidth) / 2, behavior: preferredScrollBehavior() })
  }, [listRef, current])
}

interface AnchorNavProps {
  sections: readonly CourseSection[]
  current: string | null
  /** True while the compact bar shows over it. */
  covered: boolean
  onChoose: (id: string) => void
}

export function AnchorNav({ sections, current, covered, onChoose }: AnchorNavProps) {
  const navbarHidden = useNavbarHidden()
  const listRef = useRef<HTMLUListElement>(null)
  useCurrentItemInView(listRef, current)

  return (
    <nav css={bar} aria-label="课程导航" data-navbar-hidden={navbarHidden} data-covered={covered}>
      <ul css={list} ref={listRef}>
        <SectionLinkItems sections={sections} current={current} onChoose={onChoose} linkCss={link} />
      </ul>
    </nav>
  )
}
