/// <reference path="../pb_data/types.d.ts" />
// Drops the carousel page 课程中心 (`courses`): no page showed its slides (the course centre is a
// text page with no carousel). Its slides move to 产品服务 (the course centre's parent page),
// switched off and placed after that page's slides, so nothing appears on the site unannounced and
// staff find them there; then the option goes. Written out here, so this step stays what it was.
const PAGES = ['home', 'products', 'guanghe', 'about']
const RETIRED = 'courses'
const MOVED_TO = 'products'

migrate(
  (app) => {
    const slides = app.findRecordsByFilter('carousels', 'page_id = {:page}', 'order_index,created,id', 0, 0, { page: RETIRED })
    if (slides.length > 0) {
      const last = app.findRecordsByFilter('carousels', 'page_id = {:page}', '-order_index', 1, 0, { page: MOVED_TO })
      let next = last.length > 0 ? last[0].getInt('order_index') + 1 : 1
      slides.forEach((slide) => {
        slide.set('page_id', MOVED_TO)
        slide.set('active', false)
        slide.set('order_index', next++)
        app.saveNoValidate(slide)
      })
    }
    const collection = app.findCollectionByNameOrId('carousels')
    collection.fields.getByName('page_id').values = PAGES
    app.save(collection)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('carousels')
    collection.fields.getByName('page_id').values = PAGES.concat([RETIRED])
    app.save(collection)
  },
)
