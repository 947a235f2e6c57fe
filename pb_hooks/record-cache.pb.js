/// <reference path="jsvm.d.ts" />
// Rows a lead create reads on every request are kept in memory (lib/records/record-cache.js): any
// committed change to their collections drops them, so the next lead reads the new rows.

// Top-level code runs at registration, so the list can be shared (handlers cannot see it).
const cachedCollections = ['site_settings', 'notify_channels']

onModelAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/records/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedCollections)
onModelAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/records/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedCollections)
onModelAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/records/record-cache.js`).dropCachedRows(e.app, e.model.tableName())
  e.next()
}, ...cachedCollections)
