// A course page's JSON-LD (Course, or Event for the closed-door meeting) with the next live intake:
// an island, so search engines that run scripts read the live intake too (the HTML carries the
// fallback).
import { courseById } from '../content/courses'
import type { CourseId } from '../content/courses/types'
import { island } from '../islands/island'
import { StructuredData } from '../layout/structured-data'
import { courseStructuredData } from './course-structured-data'
import { useIntake } from './use-intake'

function CourseData({ courseId }: { courseId: CourseId }) {
  const intake = useIntake(courseId)
  return <StructuredData data={courseStructuredData(courseById(courseId), intake)} />
}

export const CourseStructuredData = island('course-structured-data', CourseData)
