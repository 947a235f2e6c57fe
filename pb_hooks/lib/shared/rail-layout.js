// How many news cards a rail shows at once at a window width: one rule for the browser's rails
// (src/site/sections/news/rail-paging.ts) and the server that writes their first page
// (lib/pages/news-markup.js), so the served markup is the one the island hydrates. Pure: no
// PocketBase globals and no requires, so both sides can run it.

/**
 * Cards shown at once at `width` under `layout` (news-rails.json `layout`): `perView` below each
 * `below` width (first match wins), `widest` otherwise.
 * @param {{breakpoints: {below: number, perView: number}[], widest: number}} layout
 * @param {number} width
 * @returns {number}
 */
function perViewAt(layout, width) {
  for (const step of layout.breakpoints) if (width < step.below) return step.perView
  return layout.widest
}

module.exports = { perViewAt }
