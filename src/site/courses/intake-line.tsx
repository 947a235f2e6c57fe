// A course card's intake line: the next open intake's dates and city, read live after hydration
// (开课时间待定 in the prerendered HTML and until the intakes arrive).
import { css } from '@emotion/react'
import { intakeShortText } from '../content/courses/intakes'
import type { CourseId } from '../content/courses/types'
import { colors } from '../theme'
import { Icon } from '../ui/icons'
import { useIntake } from './use-intake'

const line = css({ display: 'flex', alignItems: 'center', gap: '6px', margin: 0, fontSize: '14px', color: colors.text, '& svg': { flex: 'none', color: colors.brand } })

export function CourseIntakeLine({ courseId }: { courseId: CourseId }) {
  const intake = useIntake(courseId)
  return (
    <p css={line} data-intake={intake.status}>
      <Icon name="calendar" size={16} />
      <span>{intakeShortText(intake)}</span>
    </p>
  )
}
