/// <reference path="../pb_data/types.d.ts" />
// Course intakes: Chinese per-field validation, the end date never before the start date.

onRecordCreateRequest((e) => require(`${__hooks}/lib/intakes.js`).checkIntakeRequest(e), 'course_intakes')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/intakes.js`).checkIntakeRequest(e), 'course_intakes')
