// Staff notes on a lead: the author is whoever is signed in, the body is kept as written (text, escaped
// where shown: "预算<5万" stays), and each note is logged on the lead's timeline in the same transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { plainText, toText } = require(`${__hooks}/lib/shared/lead-validation.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)

/** onRecordCreateRequest handler for lead_notes (PocketBase has already checked the create rule). */
function createNote(e) {
  const body = e.requestInfo().body || {}

  // A note is several lines of text: its line breaks, tabs, `<` and `>` stay.
  const text = plainText(toText(body.body), rules)
  const errors = {}
  if (text === '') errors.body = { code: 'validation_required', message: messages.leadNotes.bodyRequired }
  else if (text.length > limits.leadNoteMaxLength) {
    errors.body = { code: 'validation_max', message: format(messages.leadNotes.bodyTooLong, { max: limits.leadNoteMaxLength }) }
  }
  let lead = null
  try {
    lead = e.app.findRecordById('form_submissions', toText(body.submission))
  } catch (_) {
    errors.submission = { code: 'validation_missing_submission', message: messages.leadNotes.submissionMissing }
  }
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)

  const actorRecord = e.auth
  e.record.set('body', text)
  e.record.set('author', actorRecord && actorRecord.collection().name === 'staff' ? actorRecord.id : '')
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    logActivity(txApp, {
      action: 'note_added',
      collectionName: 'form_submissions',
      recordId: lead.id,
      recordLabel: lead.getString('name'),
      summary: messages.activity.noteAdded,
      details: { note: text, noteId: e.record.id },
      actorRecord,
    })
  })
}

module.exports = { createNote }
