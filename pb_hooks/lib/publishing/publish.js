// Publishing: values (a draft's, a restored version's, or a scheduled article) become a record's
// published state in one transaction with their revision, the draft they came from removed. The
// page cache empties once it commits (pages.pb.js), so the public pages show it at the next request.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { applyValues, checkValues } = require(`${__hooks}/lib/publishing/content-records.js`)
const { writeRevision } = require(`${__hooks}/lib/publishing/revisions.js`)
const { deleteDraft, draftValues, dueDrafts } = require(`${__hooks}/lib/publishing/drafts.js`)

/**
 * Publishes `values` (checked already) on the record `id` of `collection`: saved, its revision
 * written and its draft removed, all in one transaction. Returns the saved record.
 * @param {{action: string, actorName: string, restoredFrom?: number}} how
 */
function publishValues(app, collection, id, values, how) {
  let saved = null
  app.runInTransaction((txApp) => {
    const record = txApp.findRecordById(collection, id)
    applyValues(record, values)
    // A restored or scheduled article goes public: published_at is stamped by its save (news.pb.js).
    if (collection === 'news') {
      record.set('published', true)
      record.set('publish_at', '')
    }
    txApp.save(record)
    writeRevision(txApp, collection, record, how)
    if (collection !== 'news') deleteDraft(txApp, collection, id)
    saved = record
  })
  return saved
}

/** PocketBase's stored form of a time, for filters: '2026-11-27 08:00:00.000Z'. */
function storedTime(date) {
  return new DateTime(date.toISOString()).string()
}

/**
 * Publishes what is due at `now`: every draft whose 定时发布 time has come, and every unpublished
 * news article whose publish_at has. The cron job runs it each minute; `POST /api/content/publish-due`
 * runs it at once. A draft or article that cannot be published (its values no longer pass the rules)
 * keeps its content, loses its time and is logged, so it is not tried again every minute.
 * @returns {{published: number, failed: number}}
 */
function publishDue(app, now) {
  const at = storedTime(now)
  let published = 0
  let failed = 0
  dueDrafts(app, at).forEach((draft) => {
    const collection = draft.getString('target_collection')
    const id = draft.getString('target_id')
    try {
      const record = app.findRecordById(collection, id)
      const checked = checkValues(collection, record, draftValues(draft))
      if (Object.keys(checked.errors).length > 0) throw new Error(JSON.stringify(checked.errors))
      // The revision names who scheduled it.
      publishValues(app, collection, id, checked.values, { action: 'scheduled', actorName: draft.getString('author_name') })
      published++
    } catch (error) {
      failed++
      app.logger().error('Scheduled publication failed', 'collection', collection, 'id', id, 'error', String(error))
      draft.set('publish_at', '')
      app.save(draft)
    }
  })
  app.findRecordsByFilter('news', "published = false && publish_at != '' && publish_at <= {:at}", 'publish_at', 0, 0, { at }).forEach((article) => {
    try {
      publishValues(app, 'news', article.id, {}, { action: 'scheduled', actorName: '' })
      published++
    } catch (error) {
      failed++
      app.logger().error('Scheduled news publication failed', 'id', article.id, 'error', String(error))
      article.set('publish_at', '')
      app.save(article)
    }
  })
  return { published, failed }
}

module.exports = { publishDue, publishValues, storedTime }
