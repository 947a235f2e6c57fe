// Pure geometry of the course pages' navigation: which section is current, when the compact bar
// shows and where choosing a section scrolls to. Document coordinates throughout, no DOM access.
import { layout } from '../../theme'

export const courseNavLayout = {
  /** Spec: the current section spans the point this far below the viewport top; also the scroll offset
   * and the point the anchor bar's top must reach for the compact bar to show ("compact bar and
   * current-section offset: 100px"). */
  offsetPx: 100,
  /** Height of the sticky anchor bar. */
  anchorBarHeightPx: 48,
  /** Height of the fixed compact bar; below `offsetPx`, so a section scrolled to is never under it. */
  compactBarHeightPx: 56,
  /** The site navbar, under which the anchor bar sticks while the navbar shows. */
  headerHeightPx: Number.parseFloat(layout.headerHeight),
} as const

/** Kept as its own name because the spec states it as one constant. */
export const courseNavOffsetPx = courseNavLayout.offsetPx

export interface SectionBox {
  id: string
  top: number
  bottom: number
}

/**
 * The first section whose area spans `probeY` (scrollY + offset). Between two sections the earlier
 * one stays current, above the first it is the first and below the last the last, so the bars
 * always have one item to highlight (and the dropdown one to select). Null only without sections.
 */
export function currentSection(boxes: readonly SectionBox[], probeY: number): string | null {
  const spanning = boxes.find((box) => box.top <= probeY && probeY < box.bottom)
  if (spanning) return spanning.id
  let passed: SectionBox | undefined
  for (const box of boxes) if (box.top <= probeY && (!passed || box.top >= passed.top)) passed = box
  return (passed ?? boxes[0])?.id ?? null
}

/** Whether the anchor bar's natural top (document coordinate) has come within `offsetPx` of the viewport top. */
export function compactBarVisible(anchorBarTop: number, scrollY: number): boolean {
  return anchorBarTop - scrollY <= courseNavLayout.offsetPx
}

/**
 * Where to scroll so a section starts `offsetPx` below the viewport top. A target above the
 * compact-bar point still has the navbar and anchor bar showing, which together are taller than
 * the offset, so there the section starts below both instead.
 */
export function sectionScrollTarget(sectionTop: number, anchorBarTop: number): number {
  // Rounded up: boxes have fractional tops, scroll positions whole pixels, and a target a fraction
  // short would leave the probe just above the chosen section.
  const target = Math.ceil(sectionTop - courseNavLayout.offsetPx)
  if (compactBarVisible(anchorBarTop, target)) return Math.max(0, target)
  const belowBothBars = sectionTop - courseNavLayout.headerHeightPx - courseNavLayout.anchorBarHeightPx
  return Math.max(0, Math.min(target, belowBothBars))
}
