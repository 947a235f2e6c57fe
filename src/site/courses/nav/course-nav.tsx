// The navigation every course landing page places right after its hero: the sticky anchor bar,
// the compact bar that takes over once it reaches the top, and the tracking that drives both.
import { Global } from '@emotion/react'
import { useRef } from 'react'
import { island } from '../../islands/island'
import { courseTextSlots } from '../../content/content-slots'
import { courseTextKeys, sectionLabelKey } from '../../content/text-keys'
import type { CourseId, SectionId } from '../../content/courses/types'
import { NavMarksContext, type NavMarks } from './nav-marks'
import { AnchorNav, type CourseSection } from './anchor-nav'
import { CompactBar } from './compact-bar'
import { courseNavLayout } from './current-section'
import { focusTargetAttribute, useSectionTracking } from './use-section-tracking'

export type { CourseSection } from './anchor-nav'

export interface CourseNavProps {
  courseId: CourseId
  courseTitle: string
  /** In page order; each id is the id of a section element on the page. */
  sections: readonly CourseSection[]
}

const pageStyles = {
  // Jumps the browser makes itself (a #id link before the script runs, a shared address, Tab onto
  // a link) end below the navbar and the anchor bar instead of under them.
  html: { scrollPaddingTop: `${courseNavLayout.headerHeightPx + courseNavLayout.anchorBarHeightPx}px` },
  // A whole section or page outlined after a jump reads as an error; focus there only sets the
  // starting point for the next Tab and what a screen reader reads next.
  [`[${focusTargetAttribute}]:focus`]: { outline: 'none' },
} as const

/**
 * Must be a direct child of the element that also holds the sections (the page's <main>), so the
 * anchor bar stays stuck through all of them.
 */
/** The markers of the course's name and section labels (prerender only). */
function navMarks(courseId: CourseId): NavMarks {
  const texts = courseTextSlots(courseId)
  return {
    title: texts.text(courseTextKeys.name),
    titleAttribute: texts.attr('title', courseTextKeys.name),
    label: (id) => texts.text(sectionLabelKey(id as SectionId)),
  }
}

/** Which props the server sets from the course's published texts (prerender only). */
function navSlots({ courseId, sections }: CourseNavProps): Record<string, string> {
  const texts = courseTextSlots(courseId)
  return Object.fromEntries([
    ['courseTitle', texts.textName(courseTextKeys.name)],
    ...sections.map((section, index) => [`sections.${index}.label`, texts.textName(sectionLabelKey(section.id as SectionId))]),
  ])
}

function Nav({ courseId, courseTitle, sections }: CourseNavProps) {
  const anchorMarker = useRef<HTMLDivElement>(null)
  const { current, compact, scrollToSection, scrollToTop } = useSectionTracking(
    sections.map((section) => section.id),
    anchorMarker,
  )

  return (
    <NavMarksContext value={import.meta.env.SSR ? navMarks(courseId) : null}>
      <Global styles={pageStyles} />
      {/* Stays in normal flow where the anchor bar starts, whether or not the bar is stuck. */}
      <div ref={anchorMarker} aria-hidden="true" />
      <AnchorNav sections={sections} current={current} covered={compact} onChoose={scrollToSection} />
      <CompactBar
        courseTitle={courseTitle}
        sections={sections}
        current={current}
        visible={compact}
        onChoose={scrollToSection}
        onBackToTop={scrollToTop}
      />
    </NavMarksContext>
  )
}

// Its links are plain #links until then; the compact bar is needed only once the visitor scrolls.
export const CourseNav = island('course-nav', Nav, { hydrate: 'engaged', slots: import.meta.env.SSR ? navSlots : undefined })
