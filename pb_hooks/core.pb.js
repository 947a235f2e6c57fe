/// <reference path="jsvm.d.ts" />
// The bottom layer's own hooks (lib/core/): what each staff role may do (the roles table, on every request),
// private fields kept from guests on every path, and the rows a lead create reads on every request kept in
// memory until their collections change.

// After PocketBase has read the token (its auth middleware runs at a negative priority): a staff role
// reaches only the collections and routes the roles table gives it (lib/core/roles.js), else 403.
routerUse((e) => require(`${__hooks}/lib/core/roles.js`).guardRoles(e))

onRecordEnrich((e) => {
  require(`${__hooks}/lib/core/visibility.js`).hidePrivateFields(e)
  e.next()
}, 'form_submissions', 'isv_partners', 'site_settings')
onRecordsListRequest(
  (e) => require(`${__hooks}/lib/core/visibility.js`).refusePrivateFieldQueries(e),
  'form_submissions',
  'isv_partners',
  'site_settings',
)
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/core/visibility.js`).refusePrivateFieldSubscriptions(e))

// Any committed change to site_settings, notify_channels, pages (the privacy policy's version) or
// message_templates (the mails and robot messages staff publish) drops
// their cached rows (lib/core/record-cache.js), so the next lead reads the new ones. After-success hooks run once the change is committed.
const cachedRowCollections = ['site_settings', 'notify_channels', 'pages', 'message_templates']
onModelAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/core/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedRowCollections)
onModelAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/core/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedRowCollections)
onModelAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/core/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedRowCollections)
