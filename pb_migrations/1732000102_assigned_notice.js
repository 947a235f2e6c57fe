/// <reference path="../pb_data/types.d.ts" />
// Outbox kind `assigned_notice`: the message to the team's group robots naming a lead's new 负责人
// when staff assign or reassign it (pb_hooks/lib/leads/lead-assignee.js).
const KIND = 'assigned_notice'

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('mail_outbox')
    const field = collection.fields.getByName('kind')
    if (field.values.indexOf(KIND) < 0) field.values = [...field.values, KIND]
    app.save(collection)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'assigned_notice'").execute()
    const collection = app.findCollectionByNameOrId('mail_outbox')
    const field = collection.fields.getByName('kind')
    field.values = field.values.filter((value) => value !== KIND)
    app.save(collection)
  },
)
