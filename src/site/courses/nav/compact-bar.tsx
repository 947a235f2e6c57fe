// The fixed bar that replaces the site navbar once the anchor bar comes within 100 px of the viewport top:
// back to top, the course title, and the sections (a dropdown on phones, links on wider screens).
// Both layouts are in the markup and CSS picks one, so the prerendered HTML fits every width.
import { css } from '@emotion/react'
import { useEffect, useId, useRef } from 'react'
import { colors, layout, media, radii } from '../../theme'
import { visuallyHidden } from '../../ui/visually-hidden'
import { SectionLinkItems, useCurrentItemInView, type CourseSection } from './anchor-nav'
import { useNavMarks } from './nav-marks'
import { courseNavLayout } from './current-section'
import { hideNavbar, showNavbar } from '../../layout/navbar-visibility'

const slide = '250ms ease'

const bar = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  // Above the sticky anchor bar and the sliding-away navbar; dialogs use the top layer above all.
  zIndex: 11,
  height: `${courseNavLayout.compactBarHeightPx}px`,
  background: 'rgba(255, 255, 255, 0.94)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${colors.line}`,
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.08)',
  transition: `transform ${slide}, opacity ${slide}, visibility 0s linear 0s`,
  '&[data-visible="false"]': {
    transform: 'translateY(-100%)',
    opacity: 0,
    visibility: 'hidden',
    transition: `transform ${slide}, opacity ${slide}, visibility 0s linear 250ms`,
  },
})

const inner = css({
  maxWidth: layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  display: 'flex',
  alignItems: 'center',
  gap: '16px',
  [media.narrow]: { gap: '10px', padding: '0 12px' },
})

const topButton = css({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  height: '36px',
  padding: '0 12px 0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  transition: 'color 150ms ease, border-color 150ms ease',
  '&:hover': { color: colors.brand, borderColor: colors.brand },
  '& svg': { width: '18px', height: '18px' },
  [media.narrow]: { width: '36px', padding: 0, justifyContent: 'center' },
})

/** On phones the button shows only its arrow; the words stay its accessible name. */
const topLabel = css({ [media.narrow]: visuallyHidden })

const title = css({
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '30%',
  margin: 0,
  overflow: 'hidden',
  color: colors.ink,
  fontSize: '16px',
  fontWeight: 700,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [media.narrow]: { flex: 1, maxWidth: 'none', fontSize: '15px' },
})

const sectionList = css({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  gap: '4px',
  margin: 0,
  padding: '2px 0',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  [media.narrow]: { display: 'none' },
})

const sectionLink = css({
  display: 'block',
  padding: '5px 12px',
  borderRadius: radii.pill,
  color: colors.text,
  fontSize: '14px',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 150ms ease, background-color 150ms ease',
  '&:hover': { color: colors.brand, background: colors.surfaceAlt },
  '&[aria-current="location"]': { color: colors.brand, background: colors.brandTint, fontWeight: 600 },
})

const select = css({
  display: 'none',
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '46%',
  height: '36px',
  padding: '0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.control,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  // Below 16px iOS zooms the page when the dropdown is focused.
  fontSize: '16px',
  [media.narrow]: { display: 'block' },
})

interface CompactBarProps {
  courseTitle: string
  sections: readonly CourseSection[]
  current: string | null
  visible: boolean
  onChoose: (id: string) => void
  onBackToTop: () => void
}

export function CompactBar({ courseTitle, sections, current, visible, onChoose, onBackToTop }: CompactBarProps) {
  const owner = useId()
  const marks = useNavMarks()
  const listRef = useRef<HTMLUListElement>(null)
  useCurrentItemInView(listRef, visible ? current : null)

  // The bar takes the navbar's place while it shows; leaving the page gives the navbar back.
  useEffect(() => {
    if (!visible) return
    hideNavbar(owner)
    return () => showNavbar(owner)
  }, [visible, owner])

  return (
    // `inert` keeps the hidden bar out of the tab order even while it fades out.
    <nav css={bar} aria-label="快捷导航" data-visible={visible} inert={!visible}>
      <div css={inner}>
        <button type="button" css={topButton} onClick={onBackToTop}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 19V5M6 11l6-6 6 6" />
          </svg>
          <span css={topLabel}>回到顶部</span>
        </button>
        <p css={title} title={courseTitle} {...marks?.title} {...marks?.titleAttribute}>
          {courseTitle}
        </p>
        <ul css={sectionList} ref={listRef}>
          <SectionLinkItems sections={sections} current={current} onChoose={onChoose} linkCss={sectionLink} />
        </ul>
        <select css={select} aria-label="选择章节" value={current ?? ''} onChange={(event) => onChoose(event.target.value)}>
          {sections.map((section) => (
            <option key={section.id} value={section.id} {...marks?.label(section.id)}>
              {section.label}
            </option>
          ))}
        </select>
      </div>
    </nav>
  )
}
