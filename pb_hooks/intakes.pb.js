/// <reference path="jsvm.d.ts" />
// Course intakes: Chinese per-field validation, the end date never before the start date
// (rules in lib/shared/intakes.js, shared with the back office form). Handlers see no top-level names,
// so each requires what it uses.

onRecordCreateRequest((e) => {
  const { respondInvalid } = require(`${__hooks}/lib/records/validation-response.js`)
  return require(`${__hooks}/lib/shared/intakes.js`).checkIntakeRequest(e, require(`${__hooks}/lib/shared/intakes.json`), respondInvalid)
}, 'course_intakes')
onRecordUpdateRequest((e) => {
  const { respondInvalid } = require(`${__hooks}/lib/records/validation-response.js`)
  return require(`${__hooks}/lib/shared/intakes.js`).checkIntakeRequest(e, require(`${__hooks}/lib/shared/intakes.json`), respondInvalid)
}, 'course_intakes')
