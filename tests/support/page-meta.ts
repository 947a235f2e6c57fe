// The meta description each public route's page should carry: the route's own line (its reply
// promise filled in), and on a course page the course's facts after it.
import { siteRoute } from '../../src/lib/site-meta'
import { courseFactsSentence, courses, coursePath } from '../../src/site/content/courses'

export function expectedDescription(route: { path: string }): string {
  const { description } = siteRoute(route.path)
  const course = courses.find(({ id }) => coursePath(id) === route.path)
  return course ? `${description}${courseFactsSentence(course)}` : description
}
