// The intake a course page words: first as of the build day (so the prerendered HTML and the
// hydrating page agree), then as of the visitor's clock, so a date that has passed since the
// build is never offered as upcoming.
import { useEffect, useState } from 'react'
import { courseIntake, type IntakeStatus } from '../content/courses/intakes'
import type { CourseId } from '../content/courses/types'

const buildDay = new Date(`${import.meta.env.BUILD_DATE}T12:00:00Z`)

export function useIntake(id: CourseId): IntakeStatus {
  const [intake, setIntake] = useState(() => courseIntake(id, buildDay))
  useEffect(() => setIntake(courseIntake(id, new Date())), [id])
  return intake
}
