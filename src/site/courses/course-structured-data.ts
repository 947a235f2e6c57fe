// schema.org data of a landing page. A course is a Course: name, description, provider and, where
// it has a price, its offer in CNY; an upcoming intake adds its dates as a course instance. The
// closed-door meeting is an Event: free, on site, organised by us, with its dates once announced.
import contentFormat from '@shared/content-format.js'
import { siteUrl } from '../env'
import { coursePath } from '../content/courses/helpers'
import type { IntakeStatus } from '../content/courses/intakes'
import { offeringKinds } from '../content/courses/offering'
import type { Course } from '../content/courses/types'
import { organization } from '../content/organization'
import { intakeStructuredData } from './intake-structured-data'

export function courseStructuredData(course: Course, intake: IntakeStatus): Record<string, unknown> {
  const url = `${siteUrl}${coursePath(course.id)}`
  const common = { name: course.fullName, description: course.description, url, inLanguage: 'zh-CN' }
  const host = { '@type': organization['@type'], name: organization.name, url: organization.url }
  const kind = offeringKinds[course.id]
  if (kind === 'event') {
    return {
      '@type': 'Event',
      ...common,
      organizer: host,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: true,
      ...intakeStructuredData(kind, intake, course.venue.city),
    }
  }
  return {
    '@type': 'Course',
    ...common,
    provider: host,
    // The server puts the published price in its place (pb_hooks/lib/pages/content-markup.js).
    ...contentFormat.offerFields(course.price, url),
    ...intakeStructuredData(kind, intake, course.venue.city),
  }
}
