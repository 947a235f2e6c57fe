// Saves through the REST API (and the operators' dashboard) of what visitors read: a staff PATCH of a
// course's price or a page's title publishes it, checked with the shared rules in Chinese, with a
// revision written in the save's own transaction; the same for a news article being published. The
// revision and draft collections are written by the server only.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/content-rules.json`)
const { publishAtError } = require(`${__hooks}/lib/shared/content-validation.js`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { FIXED_FIELDS, applyValues, checkValues, editableFields, readValues } = require(`${__hooks}/lib/publishing/content-records.js`)
const { actorNameOf, isPublication, stateBefore, writeRevision } = require(`${__hooks}/lib/publishing/revisions.js`)

const PDF_MAGIC = '%PDF-'

/**
 * Runs the rest of the request chain inside a transaction and, when the record was written, calls
 * `after(txApp)` in it, so the revision stands or falls with the change (as lib/audit/audit.js does).
 * A handler further down that refused the request has written its answer: nothing is added then.
 */
function inTransaction(e, after) {
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    if (e.written()) return
    after(txApp)
  })
}

/** A handbook upload that is no PDF, or too large: `{code, message}`, else null. */
function handbookProblem(file) {
  const name = String(file.name).toLowerCase()
  const reader = file.reader.open()
  let head = ''
  try {
    head = toString(toBytes(reader, PDF_MAGIC.length))
  } finally {
    reader.close()
  }
  if (name.slice(-4) !== '.pdf' || head !== PDF_MAGIC) return fieldError('validation_invalid_mime_type', rules.messages.handbookInvalid)
  if (file.size > rules.limits.handbookMaxBytes) {
    return fieldError('validation_file_size_limit', rules.messages.handbookTooLarge.replace('{max}', String(Math.round(rules.limits.handbookMaxBytes / 1048576))))
  }
  return null
}

/**
 * The per-field errors of a course or page save: a changed slug or path, a field a page does not
 * have (a body on a page that is no legal page), any value against the shared rules, a handbook
 * that is no PDF. The checked values (texts trimmed, the body sanitised) are set on the record.
 */
function saveErrors(collection, record) {
  const errors = {}
  const fixed = FIXED_FIELDS[collection]
  if (!record.isNew() && record.getString(fixed) !== record.original().getString(fixed)) {
    errors[fixed] = fieldError('validation_fixed_field', rules.messages.fixedField)
  }
  const editable = editableFields(collection, record)
  ;(rules.fields[collection] || []).forEach((name) => {
    const changed = record.isNew() ? record.getString(name) !== '' : record.getString(name) !== record.original().getString(name)
    if (editable.indexOf(name) < 0 && changed) errors[name] = fieldError('validation_unknown_field', rules.messages.unknownField)
  })
  const checked = checkValues(collection, record, readValues(collection, record))
  Object.assign(errors, checked.errors)
  applyValues(record, checked.values)
  ;(rules.files[collection] || []).forEach((name) => {
    if (collection !== 'courses') return
    const files = record.getUnsavedFiles(name)
    for (let i = 0; i < files.length; i++) {
      const problem = handbookProblem(files[i])
      if (problem) errors[name] = problem
    }
  })
  return errors
}

/** onRecordCreateRequest / onRecordUpdateRequest handler for courses and pages: checked, then published with a revision. */
function publishOnSave(e) {
  const collection = e.collection.name
  const errors = saveErrors(collection, e.record)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const before = stateBefore(collection, e.record)
  const actorName = actorNameOf(e.auth)
  return inTransaction(e, (txApp) => {
    if (isPublication(collection, e.record, before)) writeRevision(txApp, collection, e.record, { action: 'published', actorName })
  })
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest handler for news: a published article has no
 * schedule; a newly set publish_at must lie ahead; publishing writes a revision in the transaction.
 */
function newsOnSave(e) {
  const record = e.record
  if (record.getBool('published')) record.set('publish_at', '')
  else {
    const publishAt = record.getString('publish_at')
    const changed = record.isNew() || publishAt !== record.original().getString('publish_at')
    const problem = publishAt !== '' && changed ? publishAtError(publishAt, new Date(), rules) : null
    if (problem) return respondInvalid(e, { publish_at: problem })
  }
  const before = stateBefore('news', record)
  const actorName = actorNameOf(e.auth)
  return inTransaction(e, (txApp) => {
    if (isPublication('news', e.record, before)) writeRevision(txApp, 'news', e.record, { action: 'published', actorName })
  })
}

/** Model-level (every save, $app.save included): a page's body is stored only as the article sanitiser leaves it. */
function sanitizeBodyOnSave(e) {
  const body = e.record.getString('body')
  if (body !== '') e.record.set('body', sanitizeNewsHtml(body).html)
  e.next()
}

/** Create/update/delete request handler on the drafts and revisions: 403 for everyone (written by the server only). */
function refuseServerRowWrite(e) {
  const message = e.collection.name === 'content_revisions' ? rules.messages.revisionsReadOnly : rules.messages.draftsReadOnly
  return e.json(403, { status: 403, message, data: {} })
}

module.exports = { newsOnSave, publishOnSave, refuseServerRowWrite, sanitizeBodyOnSave }
