// A course page's JSON-LD (Course, or Event for the closed-door meeting) with the next live intake,
// so search engines that run scripts read the live intake too (the HTML carries the fallback): in
// the built site plain code (intake-fill.ts) rewrites it from the page data, without React.
import { courseById } from '../content/courses'
import type { CourseId } from '../content/courses/types'
import { island } from '../islands/island'
import { StructuredData } from '../layout/structured-data'
import { courseStructuredData } from './course-structured-data'
import { useIntake } from './use-intake'

/** `venueCity` travels for the plain code that rewrites the data in the built site (intake-fill.ts). */
function CourseData({ courseId }: { courseId: CourseId; venueCity: string }) {
  const intake = useIntake(courseId)
  return <StructuredData data={courseStructuredData(courseById(courseId), intake)} />
}

export const CourseStructuredData = island('course-structured-data', CourseData, { hydrate: 'text' })
