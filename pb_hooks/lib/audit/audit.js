// The audit trail of staff work on the site's content and settings: every create, update and delete
// made through the API lands in activity_log, in the same transaction as the change itself.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)

/** The collections whose API changes are recorded (form_submissions has its own, lib/leads/lead-records.js). */
const AUDITED_COLLECTIONS = ['carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings']

// Autodate fields change on every save; password/token fields are nobody's business here.
const SKIPPED_FIELD_TYPES = ['autodate', 'password']
const LIST_FIELD_TYPES = ['file', 'select', 'relation']

/**
 * Switches whose change is an action of its own, in this order of precedence: a save that both
 * publishes and edits an article reads as "published" (the edited fields stay in details.fields).
 */
const TOGGLES = {
  news: [
    { field: 'published', on: 'published', off: 'unpublished' },
    { field: 'featured', on: 'pinned', off: 'unpinned' },
  ],
  carousels: [{ field: 'active', on: 'enabled', off: 'disabled' }],
  isv_partners: [{ field: 'active', on: 'enabled', off: 'disabled' }],
}

/** The name staff know the record by. */
function recordLabel(record) {
  const collectionName = record.collection().name
  if (collectionName === 'site_settings') return record.getString('site_name')
  if (collectionName === 'course_intakes') return `${record.getString('start_date')} ${record.getString('city')}`.trim()
  if (collectionName === 'isv_partners') return record.getString('name')
  return record.getString('title')
}

/** The audited fields of a collection: name, whether the value is a list and whether it is a switch. */
function auditedFields(collection) {
  const fields = []
  for (let i = 0; i < collection.fields.length; i++) {
    const field = collection.fields[i]
    const type = field.type()
    if (SKIPPED_FIELD_TYPES.indexOf(type) >= 0 || field.name === 'id' || field.hidden) continue
    fields.push({ name: field.name, list: LIST_FIELD_TYPES.indexOf(type) >= 0, bool: type === 'bool' })
  }
  return fields
}

/** The new state of each switch among the changed fields (`{maintenance_mode: true}`), so the log can say on or off. */
function switchedFields(record, fields, changed) {
  const switched = {}
  fields.forEach((field) => {
    if (field.bool && changed.indexOf(field.name) >= 0) switched[field.name] = record.getBool(field.name)
  })
  return switched
}

/** Comparable text of every audited field of `record`. */
function snapshot(record, fields) {
  const values = {}
  fields.forEach((field) => {
    values[field.name] = field.list ? JSON.stringify(record.getStringSlice(field.name)) : record.getString(field.name)
  })
  return values
}

/** Names of the fields whose value differs between two snapshots, in the collection's order. */
function changedFields(before, after) {
  return Object.keys(after).filter((name) => before[name] !== after[name])
}

/**
 * The action and summary of an update: a switch flipped (published, pinned, enabled...) names
 * itself, anything else is "updated"; site settings are "saved".
 */
function describeUpdate(collectionName, record, changed) {
  const kinds = messages.activity.kinds
  const toggles = TOGGLES[collectionName] || []
  for (let i = 0; i < toggles.length; i++) {
    const toggle = toggles[i]
    if (changed.indexOf(toggle.field) < 0) continue
    const action = record.getBool(toggle.field) ? toggle.on : toggle.off
    return { action, summary: format(messages.activity.toggles[action], { kind: kinds[collectionName] }) }
  }
  if (collectionName === 'site_settings') return { action: 'updated', summary: messages.activity.settingsSaved }
  return { action: 'updated', summary: format(messages.activity.contentUpdated, { kind: kinds[collectionName] }) }
}

/**
 * Runs the rest of the request chain (`e.next()`, exactly once) inside a transaction and, when the
 * record was really written, adds the activity row with `txApp` so both commit or neither does.
 * PocketBase writes a successful response only after this transaction commits; a handler further
 * down that refused the request has already written its 400, so nothing is logged then.
 */
function inTransaction(e, writeEntry) {
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (e.written()) return
    writeEntry(txApp)
  })
}

/** onRecordCreateRequest handler. */
function auditCreate(e) {
  const actorRecord = e.auth
  const collectionName = e.collection.name
  return inTransaction(e, (txApp) => {
    if (e.record.isNew()) return // not saved
    logActivity(txApp, {
      action: 'created',
      collectionName,
      recordId: e.record.id,
      recordLabel: recordLabel(e.record),
      summary: format(messages.activity.contentCreated, { kind: messages.activity.kinds[collectionName] }),
      actorRecord,
    })
  })
}

/** `details` with `switched` added when a switch changed. */
function withSwitches(details, switched) {
  return Object.keys(switched).length > 0 ? { ...details, switched } : details
}

/** onRecordUpdateRequest handler: records which fields changed; a save that changed nothing is not news. */
function auditUpdate(e) {
  const actorRecord = e.auth
  const collectionName = e.collection.name
  const fields = auditedFields(e.collection)
  const before = snapshot(e.record.original(), fields)
  return inTransaction(e, (txApp) => {
    const changed = changedFields(before, snapshot(e.record, fields))
    if (changed.length === 0) return
    const { action, summary } = describeUpdate(collectionName, e.record, changed)
    logActivity(txApp, {
      action,
      collectionName,
      recordId: e.record.id,
      recordLabel: recordLabel(e.record),
      summary,
      details: withSwitches({ fields: changed }, switchedFields(e.record, fields, changed)),
      actorRecord,
    })
  })
}

/** onRecordDeleteRequest handler. */
function auditDelete(e) {
  const actorRecord = e.auth
  const collectionName = e.collection.name
  const record = e.record
  return inTransaction(e, (txApp) => {
    logActivity(txApp, {
      action: 'deleted',
      collectionName,
      recordId: record.id,
      recordLabel: recordLabel(record),
      summary: format(messages.activity.contentDeleted, { kind: messages.activity.kinds[collectionName] }),
      actorRecord,
    })
  })
}

/** Create/update/delete request handler on activity_log: 403 for everyone. */
function refuseTrailWrite(e) {
  return e.json(403, { status: 403, message: messages.activity.readOnly, data: {} })
}

module.exports = { refuseTrailWrite, AUDITED_COLLECTIONS, TOGGLES, recordLabel, auditedFields, snapshot, changedFields, describeUpdate, auditCreate, auditUpdate, auditDelete }
