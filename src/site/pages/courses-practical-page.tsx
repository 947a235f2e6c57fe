// Landing page of the practical course (AI 实战营): the shared course page with this course's content.
import { practical } from '../content/courses/practical'
import { CoursePage } from '../courses/course-page'
import type { PageProps } from '../layout/page'

export default function CoursesPracticalPage({ route }: PageProps) {
  return <CoursePage course={practical} route={route} />
}
