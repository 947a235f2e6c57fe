/// <reference path="../pb_data/types.d.ts" />
// News body images get thumbnails, so an article offers each screen the width it needs (srcset) and a
// phone never loads a 4000-pixel original: `<width>x6000f` fits the image in a box that wide and as tall
// as the tallest upload (6000 px, uploads.json of the day), never enlarging it, so each thumbnail is as
// wide as its width or as the image itself. Values of the day (2026-11-27), as
// pb_hooks/lib/shared/news-images.json has them.
const THUMBS = ['480x6000f', '800x6000f', '1200x6000f', '1600x6000f']

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('news_images')
    collection.fields.getByName('file').thumbs = THUMBS
    app.save(collection)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('news_images')
    collection.fields.getByName('file').thumbs = []
    app.save(collection)
  },
)
