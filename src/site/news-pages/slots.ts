// The markers the served news pages are filled through (pb_hooks/lib/news-pages.js reads them):
//   data-slot="name"              the (empty) element's content: escaped text, or the sanitised body
//   data-attrs="attr:name ..."    attributes set to escaped values
//   <template data-template="x">  a fragment the server repeats (list items) or inserts when it applies
// The document's first <title> holds the site suffix; the server puts the page's title in front of it.

/** Builds the marker props of one element. */
export function slot(name: string): { 'data-slot': string } {
  return { 'data-slot': name }
}

export function attrs(map: Record<string, string>): { 'data-attrs': string } {
  return {
    'data-attrs': Object.entries(map)
      .map(([attribute, name]) => `${attribute}:${name}`)
      .join(' '),
  }
}

export function fragment(name: string): { 'data-template': string } {
  return { 'data-template': name }
}

/** Where the build writes the two templates (inside dist/), and where the server reads them. */
export const templateFiles = { article: 'news/article.html', list: 'news/list.html' } as const

/** Articles per page of /news (the server pages with the same number; see pb_hooks/lib/news-pages.js). */
export const NEWS_PAGE_SIZE = 20
