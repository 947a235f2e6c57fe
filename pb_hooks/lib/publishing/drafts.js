// Staff's unpublished changes to a course or a page: at most one content_drafts row per record, holding
// the values as they would be published, who saved them last, and an optional publication time
// (定时发布). Never served: the public pages read only the records; the preview (lib/pages/preview.js)
// and the publication read the drafts.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { jsonValue } = require(`${__hooks}/lib/publishing/content-records.js`)

const COLLECTION = 'content_drafts'

/** The draft of a record, or null. */
function findDraft(app, collection, id) {
  const rows = app.findRecordsByFilter(COLLECTION, 'target_collection = {:collection} && target_id = {:id}', '', 1, 0, { collection, id })
  return rows.length > 0 ? rows[0] : null
}

/** A draft's values. */
function draftValues(draft) {
  return jsonValue(draft, 'data') || {}
}

/** Every draft's values by collection and record id: `{courses: {<id>: {...}}, pages: {...}}` (the preview applies them all). */
function allDraftValues(app) {
  const drafts = { courses: {}, pages: {} }
  app.findRecordsByFilter(COLLECTION, '', '', 0, 0).forEach((draft) => {
    const collection = draft.getString('target_collection')
    if (drafts[collection]) drafts[collection][draft.getString('target_id')] = draftValues(draft)
  })
  return drafts
}

/**
 * Saves `values` (checked already) as the draft of `target`, replacing the one it had.
 * @param {string} publishAt '' (none) or the scheduled time
 */
function saveDraft(app, collection, target, values, publishAt, actorName) {
  const draft = findDraft(app, collection, target.id) || new Record(app.findCachedCollectionByNameOrId(COLLECTION))
  draft.load({
    target_collection: collection,
    target_id: target.id,
    data: values,
    publish_at: publishAt,
    author_name: String(actorName || '').slice(0, 200),
  })
  app.save(draft)
  return draft
}

/** Removes the draft of a record, if it has one. */
function deleteDraft(app, collection, id) {
  const draft = findDraft(app, collection, id)
  if (draft) app.delete(draft)
  return draft !== null
}

/** Drafts whose publication time has come. */
function dueDrafts(app, now) {
  return app.findRecordsByFilter(COLLECTION, "publish_at != '' && publish_at <= {:now}", 'publish_at', 0, 0, { now })
}

module.exports = { allDraftValues, deleteDraft, draftValues, dueDrafts, findDraft, saveDraft }
