// Which button links may be stored (a slide's 按钮链接), shared by the hook and the back office form.
// The public site puts the link straight into an href, so the server refuses anything else.
// Pure: no PocketBase globals, so the browser can import this file.

const BUTTON_LINK_MESSAGE = '请输入以 / 开头的站内地址，或完整的网址'

// What a browser's URL parser (WHATWG URL) ignores before reading a link: C0 controls and spaces
// at either end, and ASCII tab, line feed and carriage return anywhere.
// eslint-disable-next-line no-control-regex
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const TAB_OR_NEWLINE = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** A link as a browser reads it: `' /a\tb\n'` -> `'/ab'`. Not a string: ''. */
function normalizeLink(link) {
  return typeof link === 'string' ? link.replace(EDGES, '').replace(TAB_OR_NEWLINE, '') : ''
}

/**
 * A site address (`/…` with exactly one leading slash) or an http(s) address without spaces,
 * judged on the link as a browser reads it (normalizeLink), where `\` is a `/` too: so `/\t/x`,
 * `//x`, `/\x` and `\\x`, which all open another host, are refused. Anything else (`javascript:`,
 * `data:`, a bare word, a control character) would be a broken or unsafe button. An empty text is no link at all, so it
 * is not an allowed link either.
 */
function isAllowedLink(link) {
  const text = normalizeLink(link)
  // Any control left inside is no address a person typed; refused rather than guessed at.
  if (CONTROL.test(text)) return false
  const slashed = text.replace(/\\/g, '/')
  if (/^\/(?!\/)/.test(slashed)) return true
  return /^https?:\/\/[^\s/?#]+/i.test(slashed) && !/\s/.test(text)
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest body for carousels: a 400 for a link not allowed
 * (none is fine); an allowed one is stored as a browser reads it, so what was checked is what is served.
 */
function checkButtonLinkRequest(e, respondInvalid) {
  const link = normalizeLink(e.record.getString('button_link'))
  if (link !== '' && !isAllowedLink(link)) {
    return respondInvalid(e, { button_link: { code: 'validation_invalid_link', message: BUTTON_LINK_MESSAGE } })
  }
  e.record.set('button_link', link)
  return e.next()
}

module.exports = { BUTTON_LINK_MESSAGE, normalizeLink, isAllowedLink, checkButtonLinkRequest }
