// Staff work on stored leads: only the status and the 负责人 may change, and every create, status
// change, (re)assignment and delete lands in the activity log in the same transaction as the change; a
// deleted lead's personal data goes from its mails, notes and timeline too.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { format, logActivity, activityInsert } = require(`${__hooks}/lib/core/activity.js`)
const { markContacted } = require(`${__hooks}/lib/leads/lead-response.js`)
const { isAssignable, queueAssignedNotices } = require(`${__hooks}/lib/leads/lead-assignee.js`)
const privacy = require(`${__hooks}/lib/shared/privacy.json`)
const { LEADS, findLeads, eraseFinding } = require(`${__hooks}/lib/privacy/places.js`)

/** `name+`, `+name` and `name-` (PocketBase's modifiers) address the field `name`. */
function fieldOfKey(key) {
  return String(key).replace(/^\+/, '').replace(/[+-]$/, '')
}

/**
 * Field errors for a staff update body: every field of the lead except `status` is what the
 * visitor sent (or the server recorded) and is refused; `status` must be a known status.
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
    if (field === 'assignee') {
      // A staff id (PocketBase checks it exists) or '' to unassign.
      if (key !== 'assignee' || typeof body[key] !== 'string') errors.assignee = { code: 'validation_invalid_assignee', message: messages.leads.assigneeInvalid }
      return
    }
    if (field !== 'status') {
      errors[field] = { code: 'validation_read_only', message: messages.leads.submittedReadOnly }
      return
    }
    const value = body[key]
    if (key !== 'status' || typeof value !== 'string' || !Object.prototype.hasOwnProperty.call(statuses, value)) {
      errors.status = { code: 'validation_invalid_status', message: messages.leads.statusInvalid }
    }
  })
  return errors
}

/** onRecordUpdateRequest handler for form_submissions. */
function updateLead(e) {
  const info = e.requestInfo()
  if (!info.hasSuperuserAuth()) {
    const fieldNames = e.collection.fields.fieldNames()
    const errors = staffUpdateErrors(info.body, fieldNames, enums.submissionStatuses, messages)
    // A new 负责人 is an active account of a role that works leads (the 负责人 choice lists only those).
    const assignee = e.record.getString('assignee')
    if (!errors.assignee && assignee && assignee !== e.record.original().getString('assignee') && !isAssignable(e.app, assignee)) {
      errors.assignee = { code: 'validation_invalid_assignee', message: messages.leads.assigneeInvalid }
    }
    if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  }

  const actorRecord = e.auth
  // PocketBase writes the response only once this transaction has committed.
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    // The lead as it stands now, not as this request first read it: writes run one at a time, so of
    // ten identical assignments sent at once only the first is a change, logged and announced once.
    const current = txApp.findRecordById('form_submissions', e.record.id)
    const from = current.getString('status')
    const assignedBefore = current.getString('assignee')
    if (current.getString('contacted_at')) e.record.set('contacted_at', current.getString('contacted_at'))
    markContacted(e.record)
    e.next()
    const to = e.record.getString('status')
    if (to !== from) {
      const label = (status) => enums.submissionStatuses[status] || status
      logActivity(txApp, {
        action: 'status_changed',
        collectionName: 'form_submissions',
        recordId: e.record.id,
        recordLabel: e.record.getString('name'),
        summary: format(messages.activity.statusChanged, { from: label(from), to: label(to) }),
        details: { from, to },
        actorRecord,
      })
    }
    const assignee = e.record.getString('assignee')
    if (assignee !== assignedBefore) {
      const name = (id) => {
        if (!id) return messages.activity.unassigned
        try {
          return txApp.findRecordById('staff', id).getString('username')
        } catch (_) {
          return id
        }
      }
      logActivity(txApp, {
        action: 'assigned',
        collectionName: 'form_submissions',
        recordId: e.record.id,
        recordLabel: e.record.getString('name'),
        summary: format(messages.activity.assigned, { from: name(assignedBefore), to: name(assignee) }),
        details: { from: assignedBefore, to: assignee },
        actorRecord,
      })
      // The team's robots hear who has it now (queued with the change, sent by the delivery).
      queueAssignedNotices(txApp, e.record, new Date())
    }
  })
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

module.exports = { fieldOfKey, staffUpdateErrors, updateLead, deleteLead, leadCreatedInsert }
