/// <reference path="jsvm.d.ts" />
// Serving the built site (lib/pages/static-site.js), counting page views (lib/pages/pageview.js), the
// page cache that every change to a page's live records empties (lib/pages/page-cache.js), and the staff
// preview of a page with the drafts of 课程管理 and 页面管理 applied (lib/pages/preview.js).

// Registered as `GET /{path...}` so the base binary's own static route (added at the end of OnServe
// only when that pattern is still free) is skipped. GET patterns also answer HEAD.
routerAdd(
  'GET',
  '/{path...}',
  (e) => require(`${__hooks}/lib/pages/static-site.js`).serve(e),
  $apis.skipSuccessActivityLog(),
)

// Rate-limited per IP by the `POST /api/site/pageview` rule in the settings migration.
// Not logged on success: the request log would keep the visitor's IP and user agent.
// The body is capped at a few hundred bytes: an oversized Content-Length gets our Chinese 413
// (priority -995: after the rate limiter at -1000, before PocketBase's body limit at -990, whose
// own 413 is English); a streamed body is cut off by the body limit when it passes the cap.
routerAdd(
  'POST',
  '/api/site/pageview',
  (e) => require(`${__hooks}/lib/pages/pageview.js`).handle(e),
  $apis.skipSuccessActivityLog(),
  new Middleware((e) => require(`${__hooks}/lib/pages/pageview.js`).refuseLargeBody(e), -995),
  $apis.bodyLimit(require(`${__hooks}/lib/pages/pageview.js`).MAX_BODY_BYTES),
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
