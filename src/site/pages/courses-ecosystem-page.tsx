// Landing page of the ecosystem course (AI 生态闭门会): the shared course page with this course's content.
import { ecosystem } from '../content/courses/ecosystem'
import { CoursePage } from '../courses/course-page'
import type { PageProps } from '../layout/page'

export default function CoursesEcosystemPage({ route }: PageProps) {
  return <CoursePage course={ecosystem} route={route} />
}
