// The 课程排期 (course intakes) screens' texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      intakeStatuses: { open: 'Open', full: 'Full', ended: 'Ended' },
      courses: {
        strategy: 'AI Strategy Programme',
        practical: 'AI Practical Camp',
        marketing: 'AI Marketing Workshop',
        ecosystem: 'AI Ecosystem Closed-door Summit',
      },
    }),
  },
  resources: {
    intakes: {
      name: 'Course intakes',
      fields: {
        course: 'Course',
        dates: 'Dates',
        start_date: 'Start date',
        end_date: 'End date',
        city: 'City',
        seats: 'Seats',
        status: 'Status',
        note: 'Note',
      },
      add: 'Add intake',
      form: {
        seatsHint: 'Optional; leave empty when the number of seats is not fixed',
      },
      seats: '%{seats} seats',
      seatsOpen: 'Seats not fixed',
      notify: {
        created: 'Intake created!',
        updated: 'Intake updated!',
      },
    },
  },
}

export default messages
