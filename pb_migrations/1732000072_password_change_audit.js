/// <reference path="../pb_data/types.d.ts" />
// Activity action `password_changed`: a staff password change (安全设置, or an operator through the API)
// is written to the activity log with the save (pb_hooks/lib/staff/staff-security.js guardStaffUpdate).
const ACTION = 'password_changed'

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('activity_log')
    const field = collection.fields.getByName('action')
    if (field.values.indexOf(ACTION) < 0) field.values = [...field.values, ACTION]
    app.save(collection)
  },
  (app) => {
    app.db().newQuery("DELETE FROM activity_log WHERE action = 'password_changed'").execute()
    const collection = app.findCollectionByNameOrId('activity_log')
    const field = collection.fields.getByName('action')
    field.values = field.values.filter((value) => value !== ACTION)
    app.save(collection)
  },
)
