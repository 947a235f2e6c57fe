// Carousel pages the site no longer shows. 课程中心 (`courses`) was a page option whose slides no
// page displayed: the course centre is a text page with no carousel. Its slides move to 产品服务
// (the course centre's parent page), switched off and placed after that page's slides, so nothing
// appears on the site unannounced and staff find them there; then the option goes.

const RETIRED = { courses: 'products' }

/** Moves the slides of every retired page and narrows the field's options to `pageIds`. */
function retireCarouselPages(app, pageIds) {
  Object.keys(RETIRED).forEach((retired) => {
    const target = RETIRED[retired]
    const slides = app.findRecordsByFilter('carousels', 'page_id = {:page}', 'order_index,created,id', 0, 0, { page: retired })
    if (slides.length === 0) return
    const last = app.findRecordsByFilter('carousels', 'page_id = {:page}', '-order_index', 1, 0, { page: target })
    let next = last.length > 0 ? last[0].getInt('order_index') + 1 : 1
    slides.forEach((slide) => {
      slide.set('page_id', target)
      slide.set('active', false)
      slide.set('order_index', next++)
      app.saveNoValidate(slide)
    })
  })
  const collection = app.findCollectionByNameOrId('carousels')
  const field = collection.fields.getByName('page_id')
  field.values = pageIds
  app.save(collection)
}

module.exports = { retireCarouselPages }
