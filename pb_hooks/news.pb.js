/// <reference path="jsvm.d.ts" />
// News: the articles' record invariants (lib/news/news-records.js) and the served news pages and sitemap
// (lib/news/news-pages.js). Also applied to news: JSON tags (content.pb.js), the audit trail (audit.pb.js),
// the page cache (pages.pb.js) and image uploads (uploads.pb.js).

// published_at belongs to the server; content is sanitised (a 400 on content when nothing visible is
// left), and sanitised again on every model save so $app.save paths are covered too.
onRecordCreateRequest((e) => {
  const news = require(`${__hooks}/lib/news/news-records.js`)
  news.ignoreClientPublishedAt(e)
  return news.sanitizeContentRequest(e)
}, 'news')
onRecordUpdateRequest((e) => {
  const news = require(`${__hooks}/lib/news/news-records.js`)
  news.ignoreClientPublishedAt(e)
  return news.sanitizeContentRequest(e)
}, 'news')

onRecordCreate((e) => {
  const news = require(`${__hooks}/lib/news/news-records.js`)
  news.sanitizeContent(e.app, e.record)
  news.stampPublishedAt(e.record)
  e.next()
}, 'news')
onRecordUpdate((e) => {
  const news = require(`${__hooks}/lib/news/news-records.js`)
  news.sanitizeContent(e.app, e.record)
  news.stampPublishedAt(e.record)
  e.next()
}, 'news')

// These patterns are more specific than the catch-all `GET /{path...}` of pages.pb.js, so they win
// whatever order the files load in; GET patterns also answer HEAD.
routerAdd('GET', '/news', (e) => require(`${__hooks}/lib/news/news-pages.js`).serveList(e), $apis.skipSuccessActivityLog())
routerAdd('GET', '/news/{id}', (e) => require(`${__hooks}/lib/news/news-pages.js`).serveArticle(e), $apis.skipSuccessActivityLog())
routerAdd('GET', '/sitemap.xml', (e) => require(`${__hooks}/lib/news/news-pages.js`).serveSitemap(e), $apis.skipSuccessActivityLog())
