/// <reference path="../pb_data/types.d.ts" />
// staff.password_generated: true while an account still has the password `npm start` generated and
// printed once (set by `pocketbase staff` when STAFF_PASSWORD_GENERATED=1, cleared by any later
// password change or reset). Hidden: only the server and operators see it; the dashboard's go-live
// checklist (pb_hooks/lib/records/go-live.js) lists it until it is cleared.
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('staff')
    if (!collection.fields.getByName('password_generated')) {
      collection.fields.add(new BoolField({ name: 'password_generated', hidden: true }))
      app.save(collection)
    }
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('staff')
    collection.fields.removeByName('password_generated')
    app.save(collection)
  },
)
