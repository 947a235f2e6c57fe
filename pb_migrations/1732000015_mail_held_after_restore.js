/// <reference path="../pb_data/types.d.ts" />
// Mail statuses for a restored backup (pb_hooks/lib/mail/restored-backup.js): `held`, mail that was
// queued when the backup was taken and waits for staff, and `discarded`, mail staff chose not to
// send; and the audit action for discarding. Listed here, not read from enums.json, so this step
// stays what it was when later steps add more.
const MAIL_STATUSES = ['held', 'discarded']
const ACTIONS = ['mail_discarded']

function addValues(app, collectionName, fieldName, added) {
  const collection = app.findCollectionByNameOrId(collectionName)
  const field = collection.fields.getByName(fieldName)
  field.values = [...field.values, ...added.filter((value) => field.values.indexOf(value) < 0)]
  app.save(collection)
}

function removeValues(app, collectionName, fieldName, removed) {
  const collection = app.findCollectionByNameOrId(collectionName)
  const field = collection.fields.getByName(fieldName)
  field.values = field.values.filter((value) => removed.indexOf(value) < 0)
  app.save(collection)
}

migrate(
  (app) => {
    addValues(app, 'mail_outbox', 'status', MAIL_STATUSES)
    addValues(app, 'activity_log', 'action', ACTIONS)
  },
  (app) => {
    // Going back, mail still waiting for staff waits as failed mail does (sent only by staff).
    app.db().newQuery("UPDATE mail_outbox SET status = 'failed' WHERE status IN ('held', 'discarded')").execute()
    app.db().newQuery("DELETE FROM activity_log WHERE action = 'mail_discarded'").execute()
    removeValues(app, 'mail_outbox', 'status', MAIL_STATUSES)
    removeValues(app, 'activity_log', 'action', ACTIONS)
  },
)
