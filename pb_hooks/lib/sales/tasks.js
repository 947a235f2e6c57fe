// Follow-up tasks (跟进任务) on a lead: what to do, when and whose. Staff add, change, complete, reopen and
// delete them through the REST API; the server decides who made and completed one and when, and writes each
// step into the lead's timeline in the same transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const desk = require(`${__hooks}/lib/shared/sales-desk.json`)
const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
const { plainText, toText } = require(`${__hooks}/lib/shared/lead-validation.js`)
const { timeOf, rescheduled } = require(`${__hooks}/lib/shared/follow-ups.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { fieldOfKey } = require(`${__hooks}/lib/leads/lead-records.js`)
const { isAssignable } = require(`${__hooks}/lib/leads/lead-assignee.js`)

const text = desk.tasks.messages
const STAFF_FIELDS = ['submission', 'title', 'due_at', 'owner', 'done']
const SERVER_FIELDS = ['completed_at', 'completed_by', 'created_by', 'reminded_at', 'created', 'updated']

/** A staff member as a task's lines name them: their name, else their username (the id when the account is gone). */
function staffName(app, id) {
  try {
    const staff = app.findRecordById('staff', id)
    return staff.getString('name') || staff.getString('username')
  } catch (_) {
    return id
  }
}

/** `YYYY-MM-DD HH:mm` of a stored time in the site's zone. */
function dueText(app, due) {
  return localTime(new Date(timeOf(due)), siteTimezone(app)).slice(0, 16)
}

/**
 * Field errors of a staff body (create or update): only the fields staff set, each checked; the
 * cleaned title is put back into `values`.
 * @param {any} app
 * @param {any} record the task with the body loaded
 * @param {Record<string, unknown>} body
 * @param {boolean} creating
 */
function bodyErrors(app, record, body, creating, values) {
  const errors = {}
  Object.keys(body || {}).forEach((key) => {
    const field = fieldOfKey(key)
    if (SERVER_FIELDS.indexOf(field) >= 0) errors[field] = { code: 'validation_read_only', message: text.serverField }
    else if (STAFF_FIELDS.indexOf(field) >= 0 && key !== field) errors[field] = { code: 'validation_invalid_type', message: text.titleRequired }
  })
  if (Object.keys(errors).length > 0) return errors
  const has = (name) => creating || Object.prototype.hasOwnProperty.call(body, name)
  if (has('title')) {
    const title = plainText(toText(body.title), rules).replace(/\s*\n\s*/g, ' ')
    if (title === '') errors.title = { code: 'validation_required', message: text.titleRequired }
    else if (title.length > desk.tasks.titleMax) errors.title = { code: 'validation_max', message: format(text.titleTooLong, { max: desk.tasks.titleMax }) }
    values.title = title
  }
  // PocketBase has read the time into the record already (a body's text is not text any more by now).
  if (has('due_at') && !(timeOf(record.getString('due_at')) > 0)) errors.due_at = { code: 'validation_required', message: text.dueRequired }
  if (has('owner') && !(typeof body.owner === 'string' && body.owner !== '' && isAssignable(app, body.owner))) {
    // Staff leave it out to take the task themselves; a choice must be someone who works leads.
    if (!(creating && (body.owner === undefined || body.owner === ''))) errors.owner = { code: 'validation_invalid_owner', message: text.ownerInvalid }
  }
  if (creating) {
    try {
      values.lead = app.findRecordById('form_submissions', toText(body.submission))
    } catch (_) {
      errors.submission = { code: 'validation_missing_submission', message: text.submissionMissing }
    }
  } else if (has('submission')) errors.submission = { code: 'validation_read_only', message: text.submissionFixed }
  return errors
}

/** The activity row of a task step, on its lead's timeline. */
function logTaskStep(app, action, task, lead, summary, actorRecord) {
  logActivity(app, {
    action,
    collectionName: 'form_submissions',
    recordId: lead.id,
    recordLabel: lead.getString('name'),
    summary,
    details: { task: task.id, title: task.getString('title'), due_at: task.getString('due_at'), owner: task.getString('owner') },
    actorRecord,
  })
}

const staffId = (auth) => (auth && auth.collection().name === 'staff' ? auth.id : '')

/** onRecordCreateRequest for lead_tasks. */
function createTask(e) {
  const info = e.requestInfo()
  const values = {}
  const errors = bodyErrors(e.app, e.record, info.body, true, values)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const actorRecord = e.auth
  const record = e.record
  record.set('title', values.title)
  // Without a choice the task is its maker's (an operator must choose: they work no leads).
  if (!record.getString('owner')) record.set('owner', staffId(actorRecord))
  if (!record.getString('owner')) return respondInvalid(e, { owner: { code: 'validation_invalid_owner', message: text.ownerInvalid } })
  record.set('created_by', staffId(actorRecord))
  record.set('done', false)
  record.set('completed_at', '')
  record.set('completed_by', '')
  record.set('reminded_at', '')
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    const summary = format(desk.activity.taskAdded, { title: record.getString('title'), due: dueText(txApp, record.getString('due_at')), owner: staffName(txApp, record.getString('owner')) })
    logTaskStep(txApp, 'task_added', record, values.lead, summary, actorRecord)
  })
}

/** onRecordUpdateRequest for lead_tasks: done and undone, a new title, time or owner; each step logged. */
function updateTask(e) {
  const info = e.requestInfo()
  const values = {}
  const errors = info.hasSuperuserAuth() ? {} : bodyErrors(e.app, e.record, info.body, false, values)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  if (values.title !== undefined) e.record.set('title', values.title)
  const actorRecord = e.auth
  const record = e.record
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    // The task as it stands now: of two 完成 clicks at once, only the first completes it.
    const current = txApp.findRecordById('lead_tasks', record.id)
    const lead = txApp.findRecordById('form_submissions', current.getString('submission'))
    const now = new Date()
    const completed = record.getBool('done') && !current.getBool('done')
    const reopened = !record.getBool('done') && current.getBool('done')
    if (completed) {
      record.set('completed_at', now.toISOString())
      record.set('completed_by', staffId(actorRecord))
    } else if (reopened) {
      record.set('completed_at', '')
      record.set('completed_by', '')
    } else {
      record.set('completed_at', current.getString('completed_at'))
      record.set('completed_by', current.getString('completed_by'))
    }
    const edited = ['title', 'due_at', 'owner'].some((name) => timeOrText(current, name) !== timeOrText(record, name))
    // A new time still ahead, or a new owner, is reminded anew.
    const remindAgain = rescheduled(current.getString('due_at'), record.getString('due_at'), now.getTime()) || current.getString('owner') !== record.getString('owner')
    record.set('reminded_at', remindAgain ? '' : current.getString('reminded_at'))
    e.next()
    const title = record.getString('title')
    if (edited) {
      const summary = format(desk.activity.taskUpdated, { title, due: dueText(txApp, record.getString('due_at')), owner: staffName(txApp, record.getString('owner')) })
      logTaskStep(txApp, 'task_updated', record, lead, summary, actorRecord)
    }
    if (completed) logTaskStep(txApp, 'task_completed', record, lead, format(desk.activity.taskCompleted, { title }), actorRecord)
    if (reopened) logTaskStep(txApp, 'task_reopened', record, lead, format(desk.activity.taskReopened, { title }), actorRecord)
  })
}

/** A field's value to compare: times by their instant (the body's ISO and the stored form differ). */
function timeOrText(record, name) {
  return name === 'due_at' ? String(timeOf(record.getString(name))) : record.getString(name)
}

/** onRecordDeleteRequest for lead_tasks. */
function deleteTask(e) {
  const actorRecord = e.auth
  const record = e.record
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    let lead = null
    try {
      lead = txApp.findRecordById('form_submissions', record.getString('submission'))
    } catch (_) {
      lead = null
    }
    e.next()
    if (lead) logTaskStep(txApp, 'task_deleted', record, lead, format(desk.activity.taskDeleted, { title: record.getString('title') }), actorRecord)
  })
}

module.exports = { bodyErrors, createTask, updateTask, deleteTask, dueText, staffName }
