/// <reference path="../pb_data/types.d.ts" />
// Images of records a guest cannot see (inactive slides and partners, unpublished news) are not
// served to guests. A protected file field makes PocketBase check the record's view rule before it
// serves the file or makes a thumbnail; guests still get visible records' files by their plain URL,
// staff and operators add a file token (`?token=`, from POST /api/files/token).
const imageFields = { carousels: 'image', news: 'image', isv_partners: 'logo' }

function setProtected(app, value) {
  for (const name of Object.keys(imageFields)) {
    const collection = app.findCollectionByNameOrId(name)
    collection.fields.getByName(imageFields[name]).protected = value
    app.save(collection)
  }
}

migrate(
  (app) => setProtected(app, true),
  (app) => setProtected(app, false),
)
