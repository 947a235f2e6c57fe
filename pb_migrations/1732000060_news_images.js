/// <reference path="../pb_data/types.d.ts" />
// Images inside news bodies: one uploaded file per record, stored like every other upload (same types,
// size, checks in lib/records/uploads.js) and shown on the public pages by its plain URL
// (/api/files/news_images/<id>/<file>), the only <img> the article sanitiser keeps. Staff upload and
// list them; nobody changes or deletes one, since a published article may show it. Values of the day
// (2026-11-25).
const IMAGE_MAX_BYTES = 5242880
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

migrate(
  (app) => {
    const STAFF = '@request.auth.collectionName = "staff"'
    app.save(
      new Collection({
        type: 'base',
        name: 'news_images',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: STAFF,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'file', type: 'file', required: true, maxSelect: 1, maxSize: IMAGE_MAX_BYTES, mimeTypes: IMAGE_TYPES, protected: false },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('news_images'))
  },
)
