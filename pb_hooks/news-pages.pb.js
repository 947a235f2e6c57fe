/// <reference path="jsvm.d.ts" />
// The served news pages and the sitemap (lib/pages/news-pages.js). These patterns are more specific than
// the catch-all `GET /{path...}` of site.pb.js, so they win whatever order the files load in; GET
// patterns also answer HEAD.

routerAdd('GET', '/news', (e) => require(`${__hooks}/lib/pages/news-pages.js`).serveList(e), $apis.skipSuccessActivityLog())
routerAdd('GET', '/news/{id}', (e) => require(`${__hooks}/lib/pages/news-pages.js`).serveArticle(e), $apis.skipSuccessActivityLog())
routerAdd('GET', '/sitemap.xml', (e) => require(`${__hooks}/lib/pages/news-pages.js`).serveSitemap(e), $apis.skipSuccessActivityLog())
