/// <reference path="jsvm.d.ts" />
// Publishing what visitors read (lib/publishing/): courses and pages seeded from the build's content at
// start, drafts, publication with a revision in the same transaction (through the routes of 课程管理 and
// 页面管理, and through REST saves), restoring a version, 定时发布 by cron, and the history of news
// articles. Also applied to courses and pages: the page cache (pages.pb.js), the preview route
// (pages.pb.js), the share image's upload checks (uploads.pb.js).

// Every start makes the course and page records that are missing (never changes one that exists).
onBootstrap((e) => {
  e.next()
  try {
    const created = require(`${__hooks}/lib/publishing/seed.js`).seedContent(e.app)
    if (created > 0) e.app.logger().info('Created course and page records from the build content', 'records', created)
  } catch (error) {
    // Another process starting at the same moment may have created them first.
    e.app.logger().error('Seeding course and page records failed', 'error', String(error))
  }
})

// A REST save of a course or page publishes it: checked in Chinese, a revision in its transaction.
onRecordCreateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).publishOnSave(e), 'courses', 'pages')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).publishOnSave(e), 'courses', 'pages')
// A legal page's body is stored only as the article sanitiser leaves it, whoever saves it.
onRecordCreate((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).sanitizeBodyOnSave(e), 'pages')
onRecordUpdate((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).sanitizeBodyOnSave(e), 'pages')

// News: a scheduled time must lie ahead; publishing an article writes its revision.
onRecordCreateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).newsOnSave(e), 'news')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).newsOnSave(e), 'news')

// Drafts and revisions are written by the server only, operators included.
onRecordCreateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).refuseServerRowWrite(e), 'content_drafts', 'content_revisions')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).refuseServerRowWrite(e), 'content_drafts', 'content_revisions')
onRecordDeleteRequest((e) => require(`${__hooks}/lib/publishing/rest-hooks.js`).refuseServerRowWrite(e), 'content_drafts', 'content_revisions')

// 保存草稿 (and 定时发布), 放弃草稿, 发布, 恢复此版本: staff only (operators with a superuser token too).
routerAdd('PUT', '/api/content/{collection}/{id}/draft', (e) => require(`${__hooks}/lib/publishing/routes.js`).saveDraftRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('DELETE', '/api/content/{collection}/{id}/draft', (e) => require(`${__hooks}/lib/publishing/routes.js`).deleteDraftRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/content/{collection}/{id}/publish', (e) => require(`${__hooks}/lib/publishing/routes.js`).publishRequest(e), $apis.requireAuth('staff', '_superusers'))
routerAdd('POST', '/api/content/{collection}/{id}/restore', (e) => require(`${__hooks}/lib/publishing/routes.js`).restoreRequest(e), $apis.requireAuth('staff', '_superusers'))

// 定时发布: every minute, what is due is published; staff (and the tests) can run it at once.
cronAdd('content_scheduled_publishing', '* * * * *', () => {
  require(`${__hooks}/lib/publishing/publish.js`).publishDue($app, new Date())
})
routerAdd('POST', '/api/content/publish-due', (e) => require(`${__hooks}/lib/publishing/routes.js`).publishDueRequest(e), $apis.requireAuth('staff', '_superusers'))
