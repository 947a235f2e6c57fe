/// <reference path="jsvm.d.ts" />
// Serving the built site (lib/pages/static-site.js), the page cache that every change to a page's live
// records empties (lib/pages/page-cache.js), and the staff preview of a page with the drafts of 课程管理
// and 页面管理 applied (lib/pages/preview.js). Page views are counted by analytics.pb.js.

// Registered as `GET /{path...}` so the base binary's own static route (added at the end of OnServe
// only when that pattern is still free) is skipped. GET patterns also answer HEAD.
routerAdd(
  'GET',
  '/{path...}',
  (e) => require(`${__hooks}/lib/pages/static-site.js`).serve(e),
  $apis.skipSuccessActivityLog(),
)

// The served pages carry live records (lib/pages/page-assembly.js): any committed change to them empties
// the page cache, so the next request builds the page from the new data. Top-level code runs at
// registration, so the list can be shared (handlers cannot see it; the name is unique across files,
// which share one scope at registration).
const pageRecordCollections = ['carousels', 'news', 'isv_partners', 'course_intakes', 'site_settings', 'courses', 'pages']
onModelAfterCreateSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecordCollections)
onModelAfterUpdateSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecordCollections)
onModelAfterDeleteSuccess((e) => require(`${__hooks}/lib/pages/page-cache.js`).clearAfter(e), ...pageRecordCollections)

// A page as it will look once the drafts are published: staff only, assembled afresh each time.
routerAdd('GET', '/api/content/preview', (e) => require(`${__hooks}/lib/pages/preview.js`).previewRequest(e), $apis.requireAuth('staff', '_superusers'))
