// The meta description each public route's page should carry: the route's own line, and on a
// course page the course's facts after it.
import { courseFactsSentence, courses, coursePath } from '../../src/site/content/courses'

export function expectedDescription(route: { path: string; description: string }): string {
  const course = courses.find(({ id }) => coursePath(id) === route.path)
  return course ? `${route.description}${courseFactsSentence(course)}` : route.description
}
