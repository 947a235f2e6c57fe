/// <reference path="../pb_data/types.d.ts" />
// Superusers (the operators' dashboard, /_/) need a stronger password than staff: the rule of the
// day (2026-11-25) is at least 16 characters with a letter and a digit. Set on the password field, so
// every way of setting one (the dashboard, `pocketbase superuser upsert`, the API) is checked.
const SUPERUSER_PASSWORD = { min: 16, pattern: '^(?:.*[A-Za-z].*[0-9]|.*[0-9].*[A-Za-z]).*$' }

migrate(
  (app) => {
    const superusers = app.findCollectionByNameOrId('_superusers')
    const password = superusers.fields.getByName('password')
    password.min = SUPERUSER_PASSWORD.min
    password.pattern = SUPERUSER_PASSWORD.pattern
    app.save(superusers)
  },
  (app) => {
    const superusers = app.findCollectionByNameOrId('_superusers')
    const password = superusers.fields.getByName('password')
    password.min = 8
    password.pattern = ''
    app.save(superusers)
  },
)
