/// <reference path="../pb_data/types.d.ts" />
// Drops the carousel page 课程中心 (`courses`): no page showed its slides. Existing ones move to
// 产品服务, switched off (pb_hooks/lib/retired-carousel-pages.js). The page list is written here,
// not read from enums.json, so this step stays what it was.
const PAGES = ['home', 'products', 'guanghe', 'about']

migrate(
  (app) => {
    require(`${__hooks}/lib/retired-carousel-pages.js`).retireCarouselPages(app, PAGES)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('carousels')
    collection.fields.getByName('page_id').values = PAGES.concat(['courses'])
    app.save(collection)
  },
)
