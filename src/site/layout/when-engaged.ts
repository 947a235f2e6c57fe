// Runs work that can wait for a visitor to start using the page (the 免费咨询 prefetch, a course
// page's navigation): plain code the page entry runs.
/** What shows that a visitor is using the page (a pointer moving, a touch, a scroll, a key). */
const ENGAGING = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown'] as const

/**
 * Calls `run` at the visitor's first sign of using the page, not before: a page opened and left
 * (and a page load measured with nobody at it) fetches nothing for it, while a visitor moving
 * towards 免费咨询 or scrolling towards a course page's navigation has its code long before needed.
 */
export function whenEngaged(run: () => void, target: Window = window): void {
  const go = () => {
    for (const type of ENGAGING) target.removeEventListener(type, go, true)
    run()
  }
  for (const type of ENGAGING) target.addEventListener(type, go, { capture: true, passive: true })
}
