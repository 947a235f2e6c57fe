// The publishing routes staff use from 课程管理 and 页面管理 (and the news history): save or discard a
// draft (with its 定时发布 time), publish, restore a version, and publish what is due now. Every
// value is checked with the shared rules and answered in Chinese per field, as a REST save would be.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/content-rules.json`)
const { publishAtError } = require(`${__hooks}/lib/shared/content-validation.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { DRAFT_COLLECTIONS, checkValues, editableFields } = require(`${__hooks}/lib/publishing/content-records.js`)
const { deleteDraft, draftValues, findDraft, saveDraft } = require(`${__hooks}/lib/publishing/drafts.js`)
const { actorNameOf, findRevision, revisionSnapshot } = require(`${__hooks}/lib/publishing/revisions.js`)
const { publishDue, publishValues, storedTime } = require(`${__hooks}/lib/publishing/publish.js`)

const RESTORABLE_COLLECTIONS = ['courses', 'pages', 'news']

function notFound(e, message) {
  return e.json(404, { status: 404, message, data: {} })
}

/** The record the route's {collection}/{id} names, or null once a 404 has been answered. */
function targetOf(e, collections) {
  const collection = e.request.pathValue('collection')
  if (collections.indexOf(collection) < 0) {
    notFound(e, rules.messages.unknownCollection)
    return null
  }
  try {
    return { collection, record: e.app.findRecordById(collection, e.request.pathValue('id')) }
  } catch (_) {
    notFound(e, rules.messages.notFound)
    return null
  }
}

/** The request's JSON body as an object. */
function bodyOf(e) {
  const body = e.requestInfo().body
  return body && typeof body === 'object' ? body : {}
}

/** `PUT /api/content/{collection}/{id}/draft` `{values, publish_at?}`: saves the draft (定时发布 when publish_at is set). */
function saveDraftRequest(e) {
  const target = targetOf(e, DRAFT_COLLECTIONS)
  if (!target) return
  const body = bodyOf(e)
  const checked = checkValues(target.collection, target.record, body.values && typeof body.values === 'object' ? body.values : {})
  const errors = checked.errors
  let publishAt = ''
  if (body.publish_at !== undefined && body.publish_at !== null && body.publish_at !== '') {
    const problem = publishAtError(body.publish_at, new Date(), rules)
    if (problem) errors.publish_at = problem
    else publishAt = storedTime(new Date(Date.parse(String(body.publish_at).replace(' ', 'T'))))
  }
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.json(200, saveDraft(e.app, target.collection, target.record, checked.values, publishAt, actorNameOf(e.auth)))
}

/** `DELETE /api/content/{collection}/{id}/draft`: discards the draft (放弃草稿). */
function deleteDraftRequest(e) {
  const target = targetOf(e, DRAFT_COLLECTIONS)
  if (!target) return
  deleteDraft(e.app, target.collection, target.record.id)
  return e.noContent(204)
}

/**
 * `POST /api/content/{collection}/{id}/publish` `{values?}`: publishes the values given (what the
 * editor shows), or else the saved draft; the draft is removed either way.
 */
function publishRequest(e) {
  const target = targetOf(e, DRAFT_COLLECTIONS)
  if (!target) return
  const body = bodyOf(e)
  let values = body.values && typeof body.values === 'object' ? body.values : null
  if (values === null) {
    const draft = findDraft(e.app, target.collection, target.record.id)
    if (!draft) return e.json(400, { status: 400, message: rules.messages.noDraft, data: {} })
    values = draftValues(draft)
  }
  const checked = checkValues(target.collection, target.record, values)
  if (Object.keys(checked.errors).length > 0) return respondInvalid(e, checked.errors)
  const record = publishValues(e.app, target.collection, target.record.id, checked.values, { action: 'published', actorName: actorNameOf(e.auth) })
  return e.json(200, record)
}

/**
 * `POST /api/content/{collection}/{id}/restore` `{version}`: publishes that version's values again
 * (a new version of its own; files stay as they are). A restored news article is published.
 */
function restoreRequest(e) {
  const target = targetOf(e, RESTORABLE_COLLECTIONS)
  if (!target) return
  const version = Number(bodyOf(e).version)
  const revision = Number.isInteger(version) && version > 0 ? findRevision(e.app, target.collection, target.record.id, version) : null
  if (!revision) return notFound(e, rules.messages.versionNotFound)
  const snapshot = revisionSnapshot(revision)
  const values = {}
  editableFields(target.collection, target.record).forEach((name) => {
    if (Object.prototype.hasOwnProperty.call(snapshot, name)) values[name] = snapshot[name]
  })
  const checked = checkValues(target.collection, target.record, values)
  if (Object.keys(checked.errors).length > 0) return respondInvalid(e, checked.errors)
  const record = publishValues(e.app, target.collection, target.record.id, checked.values, {
    action: 'restored',
    actorName: actorNameOf(e.auth),
    restoredFrom: version,
  })
  return e.json(200, record)
}

/** `POST /api/content/publish-due`: what the minute's cron job does, now (`{published, failed}`). */
function publishDueRequest(e) {
  return e.json(200, publishDue(e.app, new Date()))
}

module.exports = { deleteDraftRequest, publishDueRequest, publishRequest, restoreRequest, saveDraftRequest }
