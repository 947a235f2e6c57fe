/// <reference path="../pb_data/types.d.ts" />
// Every word a visitor reads is staff's to change (issue 38, phase 2), with the values of the day
// (2026-11-27): each course's and each page's words (names, hero, section headings and bodies, FAQ,
// faculty, curriculum, the page texts) live in the record's `texts`, one JSON object checked field by
// field by the server (pb_hooks/lib/shared/content-texts.js). Records made before this get the build's
// texts at the next start (pb_hooks/lib/publishing/seed.js), so they look as they did.
const TEXTS_MAX_BYTES = 500000

migrate(
  (app) => {
    for (const name of ['courses', 'pages']) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new JSONField({ name: 'texts', maxSize: TEXTS_MAX_BYTES }))
      app.save(collection)
    }
  },
  (app) => {
    for (const name of ['courses', 'pages']) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName('texts')
      app.save(collection)
    }
  },
)
