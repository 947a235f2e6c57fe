// Landing page of the strategy course (AI 战略班): the shared course page with this course's content.
import { strategy } from '../content/courses/strategy'
import { CoursePage } from '../courses/course-page'
import type { PageProps } from '../layout/page'

export default function CoursesStrategyPage({ route }: PageProps) {
  return <CoursePage course={strategy} route={route} />
}
