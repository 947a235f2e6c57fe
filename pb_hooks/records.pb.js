/// <reference path="jsvm.d.ts" />
// Record invariants: private fields kept from guests, JSON list shapes, news publication date and
// sanitised article HTML, leads.

onRecordEnrich((e) => {
  require(`${__hooks}/lib/records/visibility.js`).hidePrivateFields(e)
  e.next()
}, 'form_submissions', 'isv_partners', 'site_settings')
onRecordsListRequest(
  (e) => require(`${__hooks}/lib/records/visibility.js`).refusePrivateFieldQueries(e),
  'form_submissions',
  'isv_partners',
  'site_settings',
)
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/records/visibility.js`).refusePrivateFieldSubscriptions(e))

onRecordCreateRequest((e) => require(`${__hooks}/lib/records/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/records/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')

// news: published_at belongs to the server; content is sanitised (a 400 on content when nothing
// visible is left), and sanitised again on every model save so $app.save paths are covered too.
onRecordCreateRequest((e) => {
  const news = require(`${__hooks}/lib/news/news.js`)
  news.ignoreClientPublishedAt(e)
  return news.sanitizeContentRequest(e)
}, 'news')
onRecordUpdateRequest((e) => {
  const news = require(`${__hooks}/lib/news/news.js`)
  news.ignoreClientPublishedAt(e)
  return news.sanitizeContentRequest(e)
}, 'news')

onRecordCreate((e) => {
  const news = require(`${__hooks}/lib/news/news.js`)
  news.sanitizeContent(e.record)
  news.stampPublishedAt(e.record)
  e.next()
}, 'news')
onRecordUpdate((e) => {
  const news = require(`${__hooks}/lib/news/news.js`)
  news.sanitizeContent(e.record)
  news.stampPublishedAt(e.record)
  e.next()
}, 'news')

onRecordCreateRequest((e) => require(`${__hooks}/lib/leads/leads.js`).acceptLead(e), 'form_submissions')
