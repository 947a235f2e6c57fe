// @ts-check
// The HTML documents the build writes (and the dev server serves): one template, whose only inline
// script is the public pages' entry loader (pb_hooks/lib/shared/entry-loader.js, allowed by its hash).

import { createRequire } from 'node:module'

// The one HTML escaper, shared with the server's fills (pb_hooks/lib/shared/escape-html.js).
/** @type {{ escapeHtml: (value: unknown) => string }} */
const { escapeHtml } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/escape-html.js')
export { escapeHtml }
/** @type {{ ENTRY_ATTRIBUTE: string, ENTRY_LOADER: string }} */
const { ENTRY_ATTRIBUTE, ENTRY_LOADER } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/entry-loader.js')
export { ENTRY_LOADER }

/**
 * @typedef {object} PageAssets
 * @property {string[]} scripts module entry scripts (URL paths), requested with the page
 * @property {string} [afterPaint] the module entry the entry loader starts once the page has painted
 *   (or at the visitor's first touch): public pages (URL path)
 * @property {string[]} preloads chunks the entries import, fetched in parallel (URL paths)
 * @property {string[]} styles stylesheets (URL paths)
 * @property {{ templateId: string, urls: string[] }} [idlePrefetch] code the page fetches (without
 *   running it) once the browser is idle: prefetch links inside an inert <template> with that id,
 *   which the page's script puts into the document then (src/site/layout/consultation-opener.ts)
 */

/** @param {PageAssets['idlePrefetch']} idlePrefetch */
function idlePrefetchTemplate(idlePrefetch) {
  if (!idlePrefetch || idlePrefetch.urls.length === 0) return ''
  // In CORS mode like the module scripts that will use them: the server varies its answer on Origin,
  // so a plain prefetch (sent without one) would be cached for nothing.
  const links = idlePrefetch.urls.map((href) => `<link rel="prefetch" href="${escapeHtml(href)}" crossorigin>`).join('')
  return `<template id="${escapeHtml(idlePrefetch.templateId)}">${links}</template>`
}

/**
 * @param {object} page
 * @param {string} page.head title, meta and link tags, already escaped
 * @param {string} [page.styles] inline critical CSS <style> tags
 * @param {string} page.body the markup of #root
 * @param {PageAssets} page.assets
 * @param {string} [page.noscript] what to show when JavaScript is off (pages that need it)
 */
export function htmlDocument({ head, styles = '', body, assets, noscript }) {
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    head,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    styles,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    assets.afterPaint ? `<script ${ENTRY_ATTRIBUTE}="${escapeHtml(assets.afterPaint)}">${ENTRY_LOADER}</script>` : '',
    idlePrefetchTemplate(assets.idlePrefetch),
  ].filter(Boolean)
  const fallback = noscript ? `<noscript>${escapeHtml(noscript)}</noscript>` : ''
  return `<!doctype html>
<html lang="zh-CN">
<head>
${lines.join('\n')}
</head>
<body>
${fallback}<div id="root">${body}</div>
</body>
</html>
`
}
