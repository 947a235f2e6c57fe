// The intake a course page or card words. The prerendered HTML and the hydrating page show the
// fallback (no dates: 开课时间待定); after hydration the live intakes (collection course_intakes)
// are read once per page load and classified by the visitor's clock, so a change saved in the back
// office shows at the next load and a date that has passed is never offered as upcoming.
import { useEffect, useState } from 'react'
import { classifyIntake, courseIntake, type IntakeStatus } from '../content/courses/intakes'
import type { CourseId } from '../content/courses/types'
import { listIntakes } from '../data/intakes'
import type { IntakesByCourse } from '../data/types'

let request: Promise<IntakesByCourse | null> | undefined

function loadOnce(): Promise<IntakesByCourse | null> {
  request ??= listIntakes().catch(() => {
    // Let a later mount try again; this one keeps the fallback.
    request = undefined
    return null
  })
  return request
}

const buildDay = new Date(`${import.meta.env.BUILD_DATE}T12:00:00Z`)

export function useIntake(id: CourseId): IntakeStatus {
  const [intake, setIntake] = useState(() => courseIntake(id, buildDay))
  useEffect(() => {
    let current = true
    void loadOnce().then((live) => {
      if (current && live) setIntake(classifyIntake(live[id], new Date()))
    })
    return () => {
      current = false
    }
  }, [id])
  return intake
}
