/// <reference path="../pb_data/types.d.ts" />
// Course intakes (sessions) as data staff manage: the public course pages read the next open one.
//
// start_date and end_date are Beijing calendar days stored as 'YYYY-MM-DD' text, not PocketBase
// date fields: a date field is a UTC instant, so a day picked in Beijing would be stored as the
// previous day's 16:00 and shift with every client's timezone. As text they compare as dates
// (ISO order) and mean the same day everywhere. pb_hooks/lib/shared/intakes.js checks that each is a real
// calendar day and that the end is not before the start. The values of the day (2026-11-23).
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
const COURSE_IDS = ['strategy', 'practical', 'marketing', 'ecosystem']
const STATUSES = ['open', 'full', 'ended']
const CITY_MAX_LENGTH = 50
const NOTE_MAX_LENGTH = 200

migrate(
  (app) => {
    const STAFF = '@request.auth.collectionName = "staff"'
    const day = (name) => ({ name, type: 'text', required: true, min: 10, max: 10, pattern: DATE_PATTERN })

    app.save(
      new Collection({
        type: 'base',
        name: 'course_intakes',
        // Dates of public sessions are public data.
        listRule: '',
        viewRule: '',
        createRule: STAFF,
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          { name: 'course', type: 'select', required: true, maxSelect: 1, values: COURSE_IDS },
          day('start_date'),
          day('end_date'),
          { name: 'city', type: 'text', required: true, max: CITY_MAX_LENGTH },
          { name: 'seats', type: 'number', onlyInt: true, min: 1 },
          { name: 'status', type: 'select', required: true, maxSelect: 1, values: STATUSES },
          { name: 'note', type: 'text', max: NOTE_MAX_LENGTH },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX `idx_course_intakes_course_start` ON `course_intakes` (`course`, `start_date`)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('course_intakes'))
  },
)
