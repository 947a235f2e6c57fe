// The activity log: one row per change staff should be able to see later (lead timeline, dashboard).

// Required once per JS runtime.
const { formatMessage: format } = require(`${__hooks}/lib/shared/text-checks.js`)
const { serverRowInsert } = require(`${__hooks}/lib/core/server-rows.js`)

const LABEL_MAX = 200
const SUMMARY_MAX = 500

/**
 * Who did it, as stored: a staff member is linked and named by username; an operator (superuser)
 * has no staff record to link, so only their e-mail is kept; visitors and the system are ''.
 * @returns {{actor: string, actorName: string}}
 */
function describeActor(actorRecord) {
  if (!actorRecord) return { actor: '', actorName: '' }
  const collectionName = actorRecord.collection().name
  if (collectionName === 'staff') return { actor: actorRecord.id, actorName: actorRecord.getString('username') }
  if (collectionName === '_superusers') return { actor: '', actorName: actorRecord.getString('email') }
  return { actor: '', actorName: '' }
}

/**
 * The stored columns of an activity entry.
 * @param {{action: string, collectionName: string, recordId: string, recordLabel?: string,
 *   summary: string, details?: any, actorRecord?: any}} entry
 */
function activityValues({ action, collectionName, recordId, recordLabel, summary, details, actorRecord }) {
  const { actor, actorName } = describeActor(actorRecord)
  return {
    action,
    collection_name: collectionName,
    record_id: recordId,
    record_label: String(recordLabel || '').slice(0, LABEL_MAX),
    summary: String(summary || '').slice(0, SUMMARY_MAX),
    details: details === undefined ? null : details,
    actor,
    actor_name: actorName,
  }
}

/**
 * Writes one activity row with `app` (pass the transaction's app so the row stands or falls with
 * the change it describes). Saved as a record, so screens watching the log see it at once.
 * @param {any} app
 * @param {{action: string, collectionName: string, recordId: string, recordLabel?: string,
 *   summary: string, details?: any, actorRecord?: any}} entry
 */
function logActivity(app, entry) {
  const row = new Record(app.findCachedCollectionByNameOrId('activity_log'))
  row.load(activityValues(entry))
  app.save(row)
  return row
}

/**
 * The same row as an insert (lib/core/server-rows.js): for the lead pipeline, where the row is
 * built before the lead's transaction, written inside it, and nobody watches it being created.
 */
function activityInsert(app, entry, now) {
  const values = activityValues(entry)
  if (values.details === null) delete values.details
  return serverRowInsert(app, 'activity_log', values, now)
}

module.exports = { format, describeActor, logActivity, activityInsert }
