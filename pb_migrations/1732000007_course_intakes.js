/// <reference path="../pb_data/types.d.ts" />
// Course intakes (sessions) as data staff manage: the public course pages read the next open one.
//
// start_date and end_date are Beijing calendar days stored as 'YYYY-MM-DD' text, not PocketBase
// date fields: a date field is a UTC instant, so a day picked in Beijing would be stored as the
// previous day's 16:00 and shift with every client's timezone. As text they compare as dates
// (ISO order) and mean the same day everywhere. pb_hooks/lib/intakes.js checks that each is a real
// calendar day and that the end is not before the start.
migrate(
  (app) => {
    const intakes = require(`${__hooks}/lib/shared/intakes.json`)
    const STAFF = '@request.auth.collectionName = "staff"'
    const day = (name) => ({ name, type: 'text', required: true, min: 10, max: 10, pattern: intakes.datePattern })

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
          { name: 'course', type: 'select', required: true, maxSelect: 1, values: intakes.courseIds },
          day('start_date'),
          day('end_date'),
          { name: 'city', type: 'text', required: true, max: intakes.cityMaxLength },
          { name: 'seats', type: 'number', onlyInt: true, min: 1 },
          { name: 'status', type: 'select', required: true, maxSelect: 1, values: Object.keys(intakes.statuses) },
          { name: 'note', type: 'text', max: intakes.noteMaxLength },
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
