/// <reference path="jsvm.d.ts" />
// The served pages carry live records (lib/pages/page-assembly.js): any change to them empties the page
// cache (lib/pages/page-cache.js), so the next request builds the page from the new data. After-success
// hooks run once the change is committed.

// Top-level code runs at registration, so the list can be shared (handlers cannot see it).
const pageRecords = ['carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings']

onModelAfterCreateSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecords)
onModelAfterUpdateSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecords)
onModelAfterDeleteSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecords)
