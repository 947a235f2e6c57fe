/// <reference path="jsvm.d.ts" />
// The served pages carry live records (lib/pages/page-assembly.js): any change to them empties the page
// cache (lib/pages/page-cache.js), so the next request builds the page from the new data. After-success
// hooks run once the change is committed.

onModelAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/pages/page-cache.js`).clear()
    e.next()
  },
  'carousels',
  'news',
  'isv_partners',
  'course_intakes',
  'site_settings',
)
onModelAfterUpdateSuccess(
  (e) => {
    require(`${__hooks}/lib/pages/page-cache.js`).clear()
    e.next()
  },
  'carousels',
  'news',
  'isv_partners',
  'course_intakes',
  'site_settings',
)
onModelAfterDeleteSuccess(
  (e) => {
    require(`${__hooks}/lib/pages/page-cache.js`).clear()
    e.next()
  },
  'carousels',
  'news',
  'isv_partners',
  'course_intakes',
  'site_settings',
)
