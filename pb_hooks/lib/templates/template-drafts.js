// A mail or robot template's draft (保存草稿 in 邮件模板): staff's unpublished values, kept as the
// publishing domain keeps a course's or page's (content_drafts, one per template), never read by the
// outbox, which renders the published template only (lib/core/message-templates.js).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { COLLECTION } = require(`${__hooks}/lib/core/message-templates.js`)
const { deleteDraft, draftValues, findDraft, saveDraft } = require(`${__hooks}/lib/publishing/drafts.js`)

// A draft names its target by a record id, but a template has no record until its first publication:
// each template's draft has an id made from its key instead (auto_reply → autoreply000000: content_drafts'
// pattern, unique per target collection), the same before and after the first publication.
function draftIdOf(key) {
  return key.replace(/[^a-z0-9]/g, '').slice(0, 15).padEnd(15, '0')
}

/** The draft row of template `key`, or null. */
function findTemplateDraft(app, key) {
  return findDraft(app, COLLECTION, draftIdOf(key))
}

/** What staff see of a draft: its values, who saved it last and when; null without one. */
function draftState(draft) {
  if (!draft) return null
  return { values: draftValues(draft), author_name: draft.getString('author_name'), updated: draft.getString('updated') }
}

/** Saves `values` (checked already) as template `key`'s draft, replacing the one it had. */
function saveTemplateDraft(app, key, values, actorName) {
  return saveDraft(app, COLLECTION, { id: draftIdOf(key) }, values, '', actorName)
}

/** Removes template `key`'s draft, if it has one (放弃草稿, and every publication of the template). */
function deleteTemplateDraft(app, key) {
  return deleteDraft(app, COLLECTION, draftIdOf(key))
}

module.exports = { deleteTemplateDraft, draftState, findTemplateDraft, saveTemplateDraft }
