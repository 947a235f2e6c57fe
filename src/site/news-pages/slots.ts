// Where the served news pages' templates live and how they page. Their markers are those of
// ui/template-slots.ts; the document's first <title> holds the site suffix, and the server
// (pb_hooks/lib/news/news-pages.js) puts the page's title in front of it.

/** Where the build writes the two templates (inside dist/), and where the server reads them. */
export const templateFiles = { article: 'news/article.html', list: 'news/list.html' } as const

/** Articles per page of /news (the server pages with the same number; see pb_hooks/lib/news/news-pages.js). */
export const NEWS_PAGE_SIZE = 20
