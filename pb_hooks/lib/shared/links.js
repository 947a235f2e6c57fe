// Which button links may be stored (a slide's 按钮链接), shared by the hook and the back office form.
// The public site puts the link straight into an href, so the server refuses anything else.
// Pure: no PocketBase globals, so the browser can import this file.

const BUTTON_LINK_MESSAGE = '请输入以 / 开头的站内地址，或完整的网址'

/**
 * A site address (`/…`, not `//…` or `/\…`, which browsers read as another host) or an http(s)
 * address without spaces. Anything else (`javascript:`, `data:`, a bare word) would be a broken or
 * unsafe button. An empty text is no link at all, so it is not an allowed link either.
 */
function isAllowedLink(link) {
  const text = typeof link === 'string' ? link.trim() : ''
  if (/^\/(?![/\\])/.test(text)) return true
  return /^https?:\/\/[^\s/?#]+/i.test(text) && !/\s/.test(text)
}

/** onRecordCreateRequest / onRecordUpdateRequest body for carousels: a 400 for a link not allowed (none is fine). */
function checkButtonLinkRequest(e, respondInvalid) {
  const link = e.record.getString('button_link').trim()
  if (link !== '' && !isAllowedLink(link)) {
    return respondInvalid(e, { button_link: { code: 'validation_invalid_link', message: BUTTON_LINK_MESSAGE } })
  }
  return e.next()
}

module.exports = { BUTTON_LINK_MESSAGE, isAllowedLink, checkButtonLinkRequest }
