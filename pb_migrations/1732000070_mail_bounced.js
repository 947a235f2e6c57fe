/// <reference path="../pb_data/types.d.ts" />
// Mail status `bounced`: a mail the recipient's server refused for good (an SMTP 5xx reply such as
// 550 mailbox unavailable), ended at once instead of retried for hours (pb_hooks/lib/mail/smtp-failure.js).
const STATUS = 'bounced'

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('mail_outbox')
    const field = collection.fields.getByName('status')
    if (field.values.indexOf(STATUS) < 0) field.values = [...field.values, STATUS]
    app.save(collection)
  },
  (app) => {
    // Going back, a bounced mail is a failed one (sent again only by staff).
    app.db().newQuery("UPDATE mail_outbox SET status = 'failed' WHERE status = 'bounced'").execute()
    const collection = app.findCollectionByNameOrId('mail_outbox')
    const field = collection.fields.getByName('status')
    field.values = field.values.filter((value) => value !== STATUS)
    app.save(collection)
  },
)
