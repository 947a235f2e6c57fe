// schema.org Course data of a landing page: name, description, provider and, where the course has
// a price, its offer in CNY; an upcoming intake adds its dates as a course instance.
import { siteUrl } from '../env'
import { coursePath } from '../content/courses/helpers'
import { intakeCity, type IntakeStatus } from '../content/courses/intakes'
import type { Course } from '../content/courses/types'
import { organization } from '../content/organization'

export function courseStructuredData(course: Course, intake: IntakeStatus): Record<string, unknown> {
  const url = `${siteUrl}${coursePath(course.id)}`
  return {
    '@type': 'Course',
    name: course.fullName,
    description: course.description,
    url,
    inLanguage: 'zh-CN',
    provider: { '@type': organization['@type'], name: organization.name, url: organization.url },
    ...(course.price === null
      ? { isAccessibleForFree: true }
      : { offers: { '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'CNY', url } }),
    ...(intake.status === 'upcoming' && {
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        startDate: intake.intake.start,
        endDate: intake.intake.end,
        location: { '@type': 'Place', name: intakeCity(intake, course.venue.city), address: intakeCity(intake, course.venue.city) },
      },
    }),
  }
}
