// The part of a course page's schema.org data that follows the live intake: apart from the rest
// (course-structured-data.ts), so the plain code that rewrites it in the browser (intake-fill.ts)
// loads nothing else (no React, no site constants).
import { intakeCity, type IntakeStatus } from '../content/courses/intakes'
import type { OfferingKind } from '../content/courses/offering'

/** The keys intakeStructuredData() may write, for a page rewriting its served data with a live intake. */
export const intakeStructuredDataKeys = ['location', 'eventStatus', 'startDate', 'endDate', 'hasCourseInstance'] as const

/** The part of the data that follows the intake: the event's place and dates, a course's instance. */
export function intakeStructuredData(kind: OfferingKind, intake: IntakeStatus, venueCity: string): Record<string, unknown> {
  const place = { '@type': 'Place', name: intakeCity(intake, venueCity), address: intakeCity(intake, venueCity) }
  if (kind === 'event') {
    return {
      location: place,
      ...(intake.status === 'upcoming' && {
        eventStatus: 'https://schema.org/EventScheduled',
        startDate: intake.intake.start,
        endDate: intake.intake.end,
      }),
    }
  }
  return intake.status === 'upcoming'
    ? {
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: intake.intake.start,
          endDate: intake.intake.end,
          location: place,
        },
      }
    : {}
}
