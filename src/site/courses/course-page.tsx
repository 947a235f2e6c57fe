// The one implementation of the four course landing pages: hero, anchor navigation, the course's
// sections in its own order (registration last) and its JSON-LD (Course, or Event for the meeting).
import { courseFactsSentence } from '../content/courses/helpers'
import type { Course } from '../content/courses/types'
import { Page } from '../layout/page'
import type { SiteRoute } from '../../lib/site-meta'
import { CourseHero } from './course-hero'
import { CourseSection } from './course-section'
import { CourseNav } from './nav/course-nav'
import { CourseStructuredData } from './course-data-island'

export function CoursePage({ course, route }: { course: Course; route: SiteRoute }) {
  const registrationLabel = course.sections.at(-1)?.label ?? course.registration.submitLabel
  // The route's description says what the course is; its facts come from the course content.
  const meta = { ...route, description: `${route.description}${courseFactsSentence(course)}` }
  return (
    <Page meta={meta}>
      <CourseStructuredData courseId={course.id} venueCity={course.venue.city} />
      <CourseHero course={course} registrationLabel={registrationLabel} />
      <CourseNav courseId={course.id} courseTitle={course.title} sections={course.sections} />
      {course.sections.map((section, index) => (
        <CourseSection key={section.id} course={course} section={section} tone={index % 2 === 0 ? 'plain' : 'alt'} />
      ))}
    </Page>
  )
}
