/// <reference path="../pb_data/types.d.ts" />
// Record invariants: private fields kept from guests, JSON list shapes, news publication date, leads.

onRecordEnrich((e) => {
  require(`${__hooks}/lib/visibility.js`).hidePrivateFields(e)
  e.next()
}, 'form_submissions', 'isv_partners', 'site_settings')
onRecordsListRequest(
  (e) => require(`${__hooks}/lib/visibility.js`).refusePrivateFieldQueries(e),
  'form_submissions',
  'isv_partners',
  'site_settings',
)
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/visibility.js`).refusePrivateFieldSubscriptions(e))

onRecordCreateRequest((e) => require(`${__hooks}/lib/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/json-lists.js`).normaliseListsRequest(e), 'isv_partners', 'news', 'carousels')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/news.js`).ignoreClientPublishedAt(e)
  e.next()
}, 'news')
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/news.js`).ignoreClientPublishedAt(e)
  e.next()
}, 'news')

onRecordCreate((e) => {
  require(`${__hooks}/lib/news.js`).stampPublishedAt(e.record)
  e.next()
}, 'news')
onRecordUpdate((e) => {
  require(`${__hooks}/lib/news.js`).stampPublishedAt(e.record)
  e.next()
}, 'news')

onRecordCreateRequest((e) => require(`${__hooks}/lib/leads.js`).acceptLead(e), 'form_submissions')
