// Course intakes as the public pages read them: one request per page load for every course's
// recent and coming sessions (the cards of a page share it), grouped by course; from the page's
// data block when the server put them there (./page-data.ts).
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import { pb } from '../../lib/pocketbase'
import { readPageData } from './page-data'
import type { IntakesByCourse } from './types'
import type { Intake } from '../content/courses/intakes'
import type { CourseId } from '../content/courses/types'

export const intakeCollection = 'course_intakes'

export type IntakeState = keyof typeof intakeRules.statuses

/** A course_intakes record as the API gives it. */
export interface IntakeRecord {
  id: string
  course: CourseId
  /** 'YYYY-MM-DD', a Beijing calendar day. */
  start_date: string
  end_date: string
  city: string
  /** 0 when not given. */
  seats: number
  status: IntakeState
  note: string
}

/** How many of the latest sessions a page reads: every coming one and the recent past by far. */
const recentLimit = 200

/** Records to the page's intakes per course; a course the data does not know is dropped. */
export function groupIntakes(records: readonly IntakeRecord[]): IntakesByCourse {
  const grouped: Record<CourseId, Intake[]> = { strategy: [], practical: [], marketing: [], ecosystem: [] }
  for (const record of records) {
    grouped[record.course]?.push({ start: record.start_date, end: record.end_date, city: record.city, status: record.status })
  }
  return grouped
}

/** Every course's latest intakes (by start date, newest first), grouped by course. */
export function listIntakes(): Promise<IntakesByCourse> {
  const served = readPageData()?.intakes
  if (served && typeof served === 'object') return Promise.resolve(served)
  return pb
    .collection(intakeCollection)
    .getList<IntakeRecord>(1, recentLimit, { sort: '-start_date' })
    .then((page) => groupIntakes(page.items))
}
