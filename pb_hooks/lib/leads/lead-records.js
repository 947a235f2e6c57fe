// Staff work on stored leads: only the stage (status, with a lost lead's reason), the expected value
// and the 负责人 may change, and every create, stage change (and its undo), value change,
// (re)assignment and delete lands in the activity log in the same transaction as the change; a
// deleted lead's personal data goes from its mails, notes and timeline too.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const stages = require(`${__hooks}/lib/shared/lead-stages.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { format, logActivity, activityInsert } = require(`${__hooks}/lib/core/activity.js`)
const { markContacted } = require(`${__hooks}/lib/leads/lead-response.js`)
const { isAssignable, notifyAssignee, staffName } = require(`${__hooks}/lib/leads/lead-assignee.js`)
const { wakeSender } = require(`${__hooks}/lib/mail/robot-wake.js`)
const { rawLeadBody } = require(`${__hooks}/lib/leads/lead-body.js`)
const privacy = require(`${__hooks}/lib/shared/privacy.json`)
const { LEADS, findLeads, eraseFinding } = require(`${__hooks}/lib/privacy/places.js`)

/** The fields staff may change; everything else of a lead is what the visitor sent or the server set. */
const STAFF_FIELDS = ['status', 'assignee', 'expected_value', 'lost_reason']

/** `name+`, `+name` and `name-` (PocketBase's modifiers) address the field `name`. */
function fieldOfKey(key) {
  return String(key).replace(/^\+/, '').replace(/[+-]$/, '')
}

/** Whether `value` is an expected value staff may store: a whole number of yuan from 0 to the stages' maximum. */
function validValue(value) {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= stages.valueMax
}

/**
 * Field errors for a staff update body: every field of the lead but the staff fields is what the
 * visitor sent (or the server recorded) and is refused; each staff field must be set plainly (no
 * modifiers) to a value of its kind.
 * @param {Record<string, unknown>} body
 * @param {string[]} fieldNames the collection's field names
 * @param {Record<string, string>} statuses
 * @param {any} messages the parsed shared/messages.json
 */
function staffUpdateErrors(body, fieldNames, statuses, messages) {
  const errors = {}
  Object.keys(body || {}).forEach((key) => {
    const field = fieldOfKey(key)
    if (fieldNames.indexOf(field) < 0) return // PocketBase ignores keys that are not fields
    if (STAFF_FIELDS.indexOf(field) < 0) {
      errors[field] = { code: 'validation_read_only', message: messages.leads.submittedReadOnly }
      return
    }
    const value = body[key]
    const plain = key === field
    if (field === 'assignee') {
      // A staff id (PocketBase checks it exists) or '' to unassign.
      if (!plain || typeof value !== 'string') errors.assignee = { code: 'validation_invalid_assignee', message: messages.leads.assigneeInvalid }
    } else if (field === 'lost_reason') {
      if (!plain || typeof value !== 'string') errors.lost_reason = { code: 'validation_invalid_lost_reason', message: messages.leads.lostReasonInvalid }
    } else if (field === 'expected_value') {
      if (!plain || !validValue(value)) errors.expected_value = { code: 'validation_invalid_value', message: messages.leads.valueInvalid }
    } else if (!plain || typeof value !== 'string' || !Object.prototype.hasOwnProperty.call(statuses, value)) {
      errors.status = { code: 'validation_invalid_status', message: messages.leads.statusInvalid }
    }
  })
  return errors
}

/** Whether `id` is a lost reason staff may choose now (one that is in use). */
function isActiveReason(app, id) {
  try {
    return app.findRecordById('lost_reasons', id).getBool('active')
  } catch (_) {
    return false
  }
}

function reasonName(app, id) {
  try {
    return app.findRecordById('lost_reasons', id).getString('name')
  } catch (_) {
    return id
  }
}

/** ¥88,000, or 未填写 for no value. */
function yuan(value) {
  if (!value) return messages.activity.valueNone
  return '¥' + String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Whether the lead's first move off 待处理 is the one an undo back to 待处理 takes back: then it was
 * never contacted, and its first-contact time goes with it.
 */
function onlyContactWasUndone(app, leadId) {
  const row = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS n FROM {{activity_log}} WHERE [[collection_name]] = 'form_submissions' AND [[record_id]] = {:id} AND [[action]] = 'status_changed' AND json_extract([[details]], '$.from') = 'pending' AND COALESCE(json_extract([[details]], '$.undo'), 0) = 0",
    )
    .bind({ id: leadId })
    .one(row)
  return row.n <= 1
}

/** onRecordUpdateRequest handler for form_submissions. */
function updateLead(e) {
  const info = e.requestInfo()
  // As sent (PocketBase has cast a JSON body to the field types: "88000" would be a number by now).
  const raw = rawLeadBody(e, info)
  const body = raw.body || info.body || {}
  // The back office's 撤销 sends the change back with `undo: true` (not a field): logged as an undo.
  const undo = body.undo === true
  if (!info.hasSuperuserAuth()) {
    const fieldNames = e.collection.fields.fieldNames()
    const errors = staffUpdateErrors(body, fieldNames, enums.submissionStatuses, messages)
    const original = e.record.original()
    // A new 负责人 is an active account of a role that works leads (the 负责人 choice lists only those).
    const assignee = e.record.getString('assignee')
    if (!errors.assignee && assignee && assignee !== original.getString('assignee') && !isAssignable(e.app, assignee)) {
      errors.assignee = { code: 'validation_invalid_assignee', message: messages.leads.assigneeInvalid }
    }
    const reason = e.record.getString('lost_reason')
    if (!errors.lost_reason && reason && reason !== original.getString('lost_reason') && !isActiveReason(e.app, reason)) {
      errors.lost_reason = { code: 'validation_invalid_lost_reason', message: messages.leads.lostReasonInvalid }
    }
    // A lead is lost for a reason: moving it to 已流失 (or keeping it there) needs one.
    if (!errors.status && !errors.lost_reason && e.record.getString('status') === stages.lost && !reason) {
      errors.lost_reason = { code: 'validation_required', message: messages.leads.lostReasonRequired }
    }
    if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  }

  const actorRecord = e.auth
  const app = e.app
  let notified = 0
  // PocketBase writes the response only once this transaction has committed.
  app.runInTransaction((txApp) => {
    e.app = txApp
    // The lead as it stands now, not as this request first read it: writes run one at a time, so of
    // ten identical assignments sent at once only the first is a change, logged and announced once.
    const current = txApp.findRecordById('form_submissions', e.record.id)
    const from = current.getString('status')
    const assignedBefore = current.getString('assignee')
    const valueBefore = current.getInt('expected_value')
    if (current.getString('contacted_at')) e.record.set('contacted_at', current.getString('contacted_at'))
    // Only a lost lead has a reason: moving on from 已流失 drops it (the timeline keeps it).
    if (e.record.getString('status') !== stages.lost) e.record.set('lost_reason', '')
    const to = e.record.getString('status')
    if (undo && to === 'pending' && from !== 'pending' && onlyContactWasUndone(txApp, e.record.id)) e.record.set('contacted_at', '')
    else markContacted(e.record)
    e.next()
    const label = (status) => enums.submissionStatuses[status] || status
    if (to !== from) {
      let summary = format(undo ? messages.activity.statusUndone : messages.activity.statusChanged, { from: label(from), to: label(to) })
      const reason = e.record.getString('lost_reason')
      if (to === stages.lost && reason) summary = format(messages.activity.lostReason, { summary, reason: reasonName(txApp, reason) })
      logActivity(txApp, {
        action: 'status_changed',
        collectionName: 'form_submissions',
        recordId: e.record.id,
        recordLabel: e.record.getString('name'),
        summary,
        details: undo ? { from, to, undo: true } : reason && to === stages.lost ? { from, to, lost_reason: reason } : { from, to },
        actorRecord,
      })
    }
    const value = e.record.getInt('expected_value')
    if (value !== valueBefore) {
      logActivity(txApp, {
        action: 'value_changed',
        collectionName: 'form_submissions',
        recordId: e.record.id,
        recordLabel: e.record.getString('name'),
        summary: format(messages.activity.valueChanged, { from: yuan(valueBefore), to: yuan(value) }),
        details: { from: valueBefore, to: value },
        actorRecord,
      })
    }
    const assignee = e.record.getString('assignee')
    if (assignee !== assignedBefore) {
      const name = (id) => (id ? staffName(txApp, id) || id : messages.activity.unassigned)
      logActivity(txApp, {
        action: 'assigned',
        collectionName: 'form_submissions',
        recordId: e.record.id,
        recordLabel: e.record.getString('name'),
        summary: format(messages.activity.assigned, { from: name(assignedBefore), to: name(assignee) }),
        details: { from: assignedBefore, to: assignee },
        actorRecord,
      })
      // The team's robots (with an @ of the new 负责人) and the 负责人's own mailbox hear who has it
      // now (queued with the change, sent by the delivery).
      notified = notifyAssignee(txApp, e.record, actorRecord, new Date())
    }
  })
  // Committed: the robots' sender delivers the new 负责人's messages now (lib/mail/robot-wake.js).
  if (notified > 0) wakeSender(app)
}

/**
 * onRecordDeleteRequest handler for form_submissions: the lead goes with its personal data everywhere else
 * (lib/privacy/places.js: its mails emptied, unsent ones discarded, its notes deleted, its timeline keeping
 * who did what and when without the name), in the same transaction.
 */
function deleteLead(e) {
  const record = e.record
  const actorRecord = e.auth
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    const finding = findLeads(txApp, [record.id])
    finding.found[LEADS] = []
    eraseFinding(txApp, finding, new Date())
    e.next()
    logActivity(txApp, {
      action: 'deleted',
      collectionName: 'form_submissions',
      recordId: record.id,
      recordLabel: privacy.erasedText,
      summary: messages.activity.leadDeleted,
      details: { form_type: record.getString('form_type') },
      actorRecord,
    })
  })
}

/**
 * The insert of the activity row of a lead about to be saved, from a visitor or an operator: every
 * stored lead starts its timeline here, in the lead's own transaction (lib/leads/leads.js), which
 * runs the statement built here beforehand.
 */
function leadCreatedInsert(app, lead, now) {
  const formType = lead.getString('form_type')
  const entry = {
    action: 'created',
    collectionName: 'form_submissions',
    recordId: lead.id,
    recordLabel: lead.getString('name'),
    summary: format(messages.activity.leadCreated, { formType: enums.formTypes[formType] || formType }),
    details: { form_type: formType },
  }
  return activityInsert(app, entry, now)
}

module.exports = { fieldOfKey, staffUpdateErrors, updateLead, deleteLead, leadCreatedInsert, yuan }
