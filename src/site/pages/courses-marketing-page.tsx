// Landing page of the marketing course (AI 营销工作坊): the shared course page with this course's content.
import { marketing } from '../content/courses/marketing'
import { CoursePage } from '../courses/course-page'
import type { PageProps } from '../layout/page'

export default function CoursesMarketingPage({ route }: PageProps) {
  return <CoursePage course={marketing} route={route} />
}
