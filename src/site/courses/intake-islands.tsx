// The parts of a course page and card that word the live intake (collection course_intakes). The
// prerender words the fallback (开课时间待定); in the built site plain code (intake-fill.ts) puts
// the live intake's words in from the page data, without React (`text` islands); the development
// server renders them with React and the live intakes (use-intake.ts).
import { css } from '@emotion/react'
import { intakeCity, intakeShortText, intakeText } from '../content/courses/intakes'
import { offeringKinds } from '../content/courses/offering'
import type { CourseId } from '../content/courses/types'
import { island } from '../islands/island'
import { colors } from '../theme'
import { Icon } from '../ui/icons'
import { cardText } from './card-styles'
import { useIntake } from './use-intake'

const lineStyles = {
  card: css({ display: 'flex', alignItems: 'center', gap: '6px', margin: 0, fontSize: '14px', color: colors.text, '& svg': { flex: 'none', color: colors.brand } }),
  hero: css({ display: 'flex', alignItems: 'center', gap: '8px', fontSize: '15px', color: 'rgba(255, 255, 255, 0.92)' }),
  registration: css(cardText, { color: colors.ink, fontWeight: 600 }),
}

interface IntakeLineProps {
  courseId: CourseId
  /** A course card (short wording), the course hero, or the registration section's facts. */
  variant: keyof typeof lineStyles
}

function IntakeLine({ courseId, variant }: IntakeLineProps) {
  const intake = useIntake(courseId)
  const kind = offeringKinds[courseId]
  const text = variant === 'card' ? intakeShortText(intake, kind) : intakeText(intake, kind)
  return (
    <p css={lineStyles[variant]} data-intake={intake.status}>
      {variant !== 'registration' && <Icon name="calendar" size={variant === 'card' ? 16 : 18} />}
      <span>{text}</span>
    </p>
  )
}

/** The next intake's dates (or why there are none), with its status in `data-intake`. */
export const CourseIntakeLine = island('course-intake', IntakeLine, { hydrate: 'text' })

function City({ courseId, venueCity }: { courseId: CourseId; venueCity: string }) {
  const intake = useIntake(courseId)
  return <>{intakeCity(intake, venueCity)}</>
}

/** The city of the next intake, inside a line of text. */
export const CourseIntakeCity = island('course-intake-city', City, { inline: true, hydrate: 'text' })
