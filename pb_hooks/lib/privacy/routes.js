// The 个人信息请求 routes: find a person by e-mail or phone (admins and sales), export their data as a file,
// erase it in one transaction (admins), register a request to handle later, and run the retention job now.
// Who may call which is the roles table's (lib/core/roles.js refuses the rest before these run).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const privacy = require(`${__hooks}/lib/shared/privacy.json`)
const { normaliseContact, maskContact } = require(`${__hooks}/lib/shared/privacy.js`)
const { format } = require(`${__hooks}/lib/core/activity.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { table, LEADS, findPerson, counts, eraseFinding, placesStillHolding } = require(`${__hooks}/lib/privacy/places.js`)
const { exportDocument, exportFile } = require(`${__hooks}/lib/privacy/export.js`)
const { siteToday, validReceivedDay, registerRequest, openRequest, recordHandled } = require(`${__hooks}/lib/privacy/requests.js`)
const { runRetention } = require(`${__hooks}/lib/privacy/retention.js`)
const { backupRetention } = require(`${__hooks}/lib/privacy/backups.js`)

/** What a request body asks, checked: `{contact, masked, body}` or `{errors}`. */
function readContact(e) {
  const body = e.requestInfo().body || {}
  const contact = normaliseContact(body.contact)
  if (!contact) return { errors: { contact: fieldError('validation_invalid_contact', privacy.messages.contactInvalid) } }
  return { contact, masked: maskContact(contact), body }
}

/** The day a request handled now says it came in: the one given (no later than today), else today. */
function receivedDay(e, body) {
  const latest = siteToday(e.app)
  if (body.received_on === undefined || body.received_on === null || body.received_on === '') return { day: latest }
  return validReceivedDay(body.received_on, latest) ? { day: body.received_on } : { errors: { received_on: fieldError('validation_invalid_date', privacy.messages.receivedInvalid) } }
}

/** Answers `{status, message}` in PocketBase's error shape (Chinese, verbatim). */
function refuse(e, status, message) {
  return e.json(status, { status, message, data: {} })
}

/** `{collection, label, count}` per registered place. */
function placeCounts(byPlace) {
  return table.places.map((place) => ({ collection: place.collection, label: place.label, count: byPlace[place.collection] }))
}

/**
 * The request a handling closes: none, or the pending one `body.request` names (of this type, for this
 * contact). `{pending}` or `{refusal: [status, message]}`.
 */
function pendingRequest(e, body, type, masked, action) {
  if (!body.request) return { pending: null }
  const open = openRequest(e.app, String(body.request), type, masked, action)
  return open.record ? { pending: open.record } : { refusal: [open.status, open.message] }
}

/** POST /api/admin/privacy/find: what is held of a person, per place, and their leads to recognise them by. */
function findRequest(e) {
  const read = readContact(e)
  if (read.errors) return respondInvalid(e, read.errors)
  const finding = findPerson(e.app, read.contact)
  const { byPlace, total } = counts(finding)
  const leads = finding.found[LEADS].length > 0 ? e.app.findRecordsByIds(LEADS, finding.found[LEADS]) : []
  leads.sort((a, b) => (a.getString('created') < b.getString('created') ? 1 : -1))
  return e.json(200, {
    contact: { kind: read.contact.kind, value: read.contact.value, masked: read.masked },
    total,
    places: placeCounts(byPlace),
    leads: leads.map((lead) => ({
      id: lead.id,
      name: lead.getString('name'),
      email: lead.getString('email'),
      phone: lead.getString('phone'),
      form_type: lead.getString('form_type'),
      created: lead.getString('created'),
    })),
    backups: backupRetention(e.app),
  })
}

/** POST /api/admin/privacy/export: the person's data as a file (ZIP of JSON and xlsx by default), the request logged. */
function exportRequest(e) {
  const read = readContact(e)
  if (read.errors) return respondInvalid(e, read.errors)
  const { body, contact, masked } = read
  const wanted = body.format === undefined || body.format === null || body.format === '' ? privacy.exportFormats[0] : body.format
  if (privacy.exportFormats.indexOf(wanted) < 0) return respondInvalid(e, { format: fieldError('validation_invalid_format', privacy.messages.formatInvalid) })
  const received = receivedDay(e, body)
  if (received.errors) return respondInvalid(e, received.errors)
  const open = pendingRequest(e, body, 'access', masked, enums.privacyRequestTypes.access)
  if (open.refusal) return refuse(e, open.refusal[0], open.refusal[1])

  const now = new Date()
  const actorRecord = e.auth
  /** @type {{file: {name: string, type: string, bytes: number[]} | null}} */
  const made = { file: null }
  e.app.runInTransaction((txApp) => {
    const finding = findPerson(txApp, contact)
    const { byPlace, total } = counts(finding)
    if (total > 0) made.file = exportFile(exportDocument(txApp, finding, contact.value, now), wanted)
    // Nothing held: only a registered request is closed as such (the answer the person gets); a typo logs nothing.
    if (total > 0 || open.pending) {
      recordHandled(txApp, { pending: open.pending, type: 'access', masked, receivedOn: received.day, status: total > 0 ? 'done' : 'no_match', counts: byPlace, actorRecord, now })
    }
  })
  const file = made.file
  if (file === null) return refuse(e, 404, privacy.messages.notFound)
  e.response.header().set('Content-Disposition', `attachment; filename="personal-data.${wanted}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
  e.response.header().set('Cache-Control', 'no-store')
  return e.blob(200, file.type, file.bytes)
}

/**
 * POST /api/admin/privacy/erase: every place the person appears in erased in one transaction (leads
 * anonymised, unsent mail discarded, sent mail emptied, notes deleted, timelines scrubbed), checked before
 * it commits; a contact that matches nothing is refused (404).
 */
function eraseRequest(e) {
  const read = readContact(e)
  if (read.errors) return respondInvalid(e, read.errors)
  const { body, contact, masked } = read
  const received = receivedDay(e, body)
  if (received.errors) return respondInvalid(e, received.errors)
  const open = pendingRequest(e, body, 'erase', masked, enums.privacyRequestTypes.erase)
  if (open.refusal) return refuse(e, open.refusal[0], open.refusal[1])

  const now = new Date()
  const actorRecord = e.auth
  /** @type {{byPlace: Record<string, number>, total: number} | null} */
  let erased = null
  let left = []
  let requestId = ''
  try {
    e.app.runInTransaction((txApp) => {
      const finding = findPerson(txApp, contact)
      const found = counts(finding)
      if (found.total > 0) {
        eraseFinding(txApp, finding, now)
        left = placesStillHolding(txApp, finding)
        // Never half done: anything left undoes the whole erasure.
        if (left.length > 0) throw new Error(`erase incomplete: ${left.join(', ')}`)
        erased = found
      }
      if (found.total > 0 || open.pending) {
        const status = found.total > 0 ? 'done' : 'no_match'
        requestId = recordHandled(txApp, { pending: open.pending, type: 'erase', masked, receivedOn: received.day, status, counts: found.byPlace, actorRecord, now }).id
      }
    })
  } catch (error) {
    if (left.length === 0) throw error
    e.app.logger().error('Personal data erasure rolled back', 'places', left.join(', '))
    return refuse(e, 500, format(privacy.messages.eraseIncomplete, { places: left.join('、') }))
  }
  if (erased === null) return refuse(e, 404, privacy.messages.notFound)
  const result = /** @type {{byPlace: Record<string, number>, total: number}} */ (erased)
  return e.json(200, { request: requestId, contact: { kind: contact.kind, masked }, total: result.total, places: placeCounts(result.byPlace) })
}

/** POST /api/admin/privacy/requests: a request registered (登记) to be handled later, due in working days. */
function registerRequestRoute(e) {
  const read = readContact(e)
  const body = read.body || e.requestInfo().body || {}
  /** @type {Record<string, {code: string, message: string}>} */
  const errors = read.errors ? read.errors : {}
  if (!Object.prototype.hasOwnProperty.call(enums.privacyRequestTypes, body.type)) errors.type = fieldError('validation_invalid_type', privacy.messages.typeInvalid)
  const received = receivedDay(e, body)
  if (received.errors) Object.assign(errors, received.errors)
  if (Object.keys(errors).length > 0 || !read.masked || !received.day) return respondInvalid(e, errors)
  const record = registerRequest(e.app, { type: body.type, masked: read.masked, receivedOn: received.day })
  return e.json(200, record)
}

/**
 * POST /api/admin/privacy/retention: the retention job now. An operator (superuser) may pass `at`, the time
 * the job takes for now: how tests and a drill see what a later day's run would do.
 */
function retentionRequest(e) {
  const info = e.requestInfo()
  const body = info.body || {}
  let now = new Date()
  if (body.at !== undefined && info.hasSuperuserAuth()) {
    now = new Date(String(body.at))
    if (isNaN(now.getTime())) return respondInvalid(e, { at: fieldError('validation_invalid_date', privacy.messages.atInvalid) })
  }
  return e.json(200, runRetention(e.app, now))
}

module.exports = { findRequest, exportRequest, eraseRequest, registerRequestRoute, retentionRequest }
