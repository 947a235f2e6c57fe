/// <reference path="jsvm.d.ts" />
// Results counted cheaply (lib/analytics/): the public site's beacons (a page view, a page's field speed,
// a lead form's step), each one write into a per-day aggregate row; the 效果分析 report for staff; and
// the nightly job that sums each finished month into one row.

// Each beacon is rate-limited per IP by its rule in limits.json (the settings migrations write them).
// Not logged on success: the request log would keep the visitor's IP and user agent.
// The body is capped (shared/analytics.json beaconMaxBytes): an oversized Content-Length gets our
// Chinese 413 (priority -995: after the rate limiter at -1000, before PocketBase's body limit at -990,
// whose own 413 is English); a streamed body is cut off by the body limit when it passes the cap.
routerAdd(
  'POST',
  '/api/site/pageview',
  (e) => require(`${__hooks}/lib/analytics/beacons.js`).handlePageView(e),
  $apis.skipSuccessActivityLog(),
  new Middleware((e) => require(`${__hooks}/lib/analytics/beacon-body.js`).refuseLargeBody(e), -995),
  $apis.bodyLimit(require(`${__hooks}/lib/analytics/beacon-body.js`).MAX_BODY_BYTES),
)

routerAdd(
  'POST',
  '/api/site/vitals',
  (e) => require(`${__hooks}/lib/analytics/beacons.js`).handleVitals(e),
  $apis.skipSuccessActivityLog(),
  new Middleware((e) => require(`${__hooks}/lib/analytics/beacon-body.js`).refuseLargeBody(e), -995),
  $apis.bodyLimit(require(`${__hooks}/lib/analytics/beacon-body.js`).MAX_BODY_BYTES),
)

routerAdd(
  'POST',
  '/api/site/form-step',
  (e) => require(`${__hooks}/lib/analytics/beacons.js`).handleFormStep(e),
  $apis.skipSuccessActivityLog(),
  new Middleware((e) => require(`${__hooks}/lib/analytics/beacon-body.js`).refuseLargeBody(e), -995),
  $apis.bodyLimit(require(`${__hooks}/lib/analytics/beacon-body.js`).MAX_BODY_BYTES),
)

routerAdd('GET', '/api/admin/analytics', (e) => require(`${__hooks}/lib/analytics/report.js`).analyticsRequest(e), $apis.requireAuth('staff', '_superusers'))

// A finished month summed into one row (lib/analytics/aggregates.js), at night, Beijing time.
cronAdd('analytics_months', '20 19 * * *', () => {
  require(`${__hooks}/lib/analytics/aggregates.js`).sumSettledMonths($app)
})

// A lead created, changed or deleted: its month's lead figures kept in memory are read again.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/analytics/lead-figures.js`).noteLeadChange(e.app, e.record)
  e.next()
}, 'form_submissions')
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/analytics/lead-figures.js`).noteLeadChange(e.app, e.record)
  e.next()
}, 'form_submissions')
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/analytics/lead-figures.js`).noteLeadChange(e.app, e.record)
  e.next()
}, 'form_submissions')

// A day row or a month's row written through the records API (not by a beacon, which only adds to
// today's rows): the settled days kept in memory are read again.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/analytics/aggregates.js`).noteAggregateChange(e.app)
  e.next()
}, 'page_views', '_vitals_days', '_form_steps', '_analytics_months')
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/analytics/aggregates.js`).noteAggregateChange(e.app)
  e.next()
}, 'page_views', '_vitals_days', '_form_steps', '_analytics_months')
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/analytics/aggregates.js`).noteAggregateChange(e.app)
  e.next()
}, 'page_views', '_vitals_days', '_form_steps', '_analytics_months')
