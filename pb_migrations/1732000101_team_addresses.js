/// <reference path="../pb_data/types.d.ts" />
// site_settings.notification_email (通知邮箱) from one e-mail field to text holding one or more
// addresses (pb_hooks/lib/shared/team-addresses.js splits and checks them). PocketBase cannot change
// a field's type, so the old field is renamed, its value copied into the new one, then dropped.
const NAME = 'notification_email'
const OLD = 'notification_email_single'

function swap(app, field, copy) {
  const collection = app.findCollectionByNameOrId('site_settings')
  collection.fields.getByName(NAME).name = OLD
  collection.fields.add(field)
  app.save(collection)
  app.db().newQuery(copy).execute()
  collection.fields.removeByName(OLD)
  app.save(collection)
}

migrate(
  (app) => {
    swap(app, new TextField({ name: NAME, max: 2000 }), 'UPDATE site_settings SET notification_email = notification_email_single')
  },
  (app) => {
    // Going back keeps the first address of a list.
    swap(
      app,
      new EmailField({ name: NAME }),
      "UPDATE site_settings SET notification_email = TRIM(CASE WHEN INSTR(notification_email_single, ',') > 0 THEN SUBSTR(notification_email_single, 1, INSTR(notification_email_single, ',') - 1) ELSE notification_email_single END)",
    )
  },
)
