// How the site's name (网站名称) is split for the header brand and follows a page's title, shared by the
// prerender and the server that fills a renamed site (and a title staff publish) into the served pages. Pure: no PocketBase globals, so the browser can import it.

/**
 * The name without its parenthesised note, and the note as a badge: 「AI 企业转型学院」「内测版」.
 * @param {string} name
 * @returns {{main: string, note: string}}
 */
function brandParts(name) {
  const match = /^(.*?)[（(]([^）)]+)[）)]$/.exec(name)
  return match ? { main: match[1].trim(), note: match[2] } : { main: name, note: '' }
}

/** The slot names the public pages mark for the site name (src/site/ui/template-slots.ts siteNameSlots). */
const SLOTS = { name: 'siteName', main: 'siteNameMain', note: 'siteNameNote' }

/**
 * The values that fill those slots for `name`.
 * @param {string} name
 * @returns {Record<string, string>}
 */
function siteNameValues(name) {
  const parts = brandParts(name)
  /** @type {Record<string, string>} */
  const values = {}
  values[SLOTS.name] = name
  values[SLOTS.main] = parts.main
  values[SLOTS.note] = parts.note
  return values
}

/**
 * A page's document title: its own title, then the site's name (just the name when they are the same).
 * @param {string} title
 * @param {string} siteName
 */
function documentTitle(title, siteName) {
  return title === siteName ? siteName : title + ' | ' + siteName
}

module.exports = { SLOTS, brandParts, documentTitle, siteNameValues }
