// Words a course's live intake into the served page without React: the intake lines of course
// pages and cards, the city named in a course's facts, and the course page's JSON-LD. The prerender
// wrote the fallback (开课时间待定) into `text` islands (intake-islands.tsx, course-data-island.tsx);
// this classifies the page data's intakes by the visitor's clock (as use-intake.ts does in the
// development server) and puts the same words in. The page entry (src/islands.tsx) loads it on
// pages that have such lines.
import { classifyIntake, intakeCity, intakeShortText, intakeText, type IntakeStatus } from '../content/courses/intakes'
import { offeringKinds } from '../content/courses/offering'
import type { CourseId } from '../content/courses/types'
import { readPageData } from '../data/page-data'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../islands/names'
import { intakeStructuredData, intakeStructuredDataKeys } from './intake-structured-data'

interface TextIslandProps {
  courseId: CourseId
  variant?: 'card' | 'hero' | 'registration'
  venueCity?: string
}

function propsOf(element: Element): TextIslandProps | null {
  try {
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '') as TextIslandProps
    return Object.prototype.hasOwnProperty.call(offeringKinds, props.courseId) ? props : null
  } catch {
    return null
  }
}

/** An intake line (<p data-intake><svg/><span>text</span></p>): its words and status. */
function fillLine(element: Element, props: TextIslandProps, intake: IntakeStatus): void {
  const line = element.querySelector('[data-intake]')
  const text = line?.querySelector('span')
  if (!line || !text) return
  const kind = offeringKinds[props.courseId]
  text.textContent = props.variant === 'card' ? intakeShortText(intake, kind) : intakeText(intake, kind)
  line.setAttribute('data-intake', intake.status)
}

/** The JSON-LD block: the served data with its intake part replaced. */
function fillStructuredData(element: Element, props: TextIslandProps, intake: IntakeStatus): void {
  const script = element.querySelector('script[type="application/ld+json"]')
  if (!script || props.venueCity === undefined) return
  try {
    const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>
    for (const key of intakeStructuredDataKeys) delete data[key]
    Object.assign(data, intakeStructuredData(offeringKinds[props.courseId], intake, props.venueCity))
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c')
  } catch {
    // Served data that does not parse stays as it is.
  }
}

/** Fills every `text` island in `elements` from the page data's intakes; without them they keep the fallback. */
export function fillIntakes(elements: readonly HTMLElement[], now = new Date()): void {
  const live = readPageData()?.intakes
  if (!live) return
  for (const element of elements) {
    const props = propsOf(element)
    if (!props) continue
    const intake = classifyIntake(live[props.courseId], now)
    const name = element.getAttribute(ISLAND_ATTRIBUTE)
    if (name === 'course-intake') fillLine(element, props, intake)
    else if (name === 'course-intake-city' && props.venueCity !== undefined) element.textContent = intakeCity(intake, props.venueCity)
    else if (name === 'course-structured-data') fillStructuredData(element, props, intake)
  }
}
