// The one HTML escaper: every text and attribute value the server writes into a page, a fragment,
// a mail or the sitemap, and what the build writes into a document's head. It escapes the five
// characters React escapes, so a value the server fills in reads as the prerendered text would.

const ESCAPES = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#x27;'],
]

/**
 * `value` as HTML text or a quoted attribute value. Split and join rather than a regular
 * expression: PocketBase's JS engine runs every global regex with a backtracking matcher, and a
 * lead's mails pass through here on every create.
 * @param {unknown} value
 * @returns {string}
 */
function escapeHtml(value) {
  let out = String(value)
  for (let i = 0; i < ESCAPES.length; i++) {
    if (out.indexOf(ESCAPES[i][0]) >= 0) out = out.split(ESCAPES[i][0]).join(ESCAPES[i][1])
  }
  return out
}

module.exports = { escapeHtml }
