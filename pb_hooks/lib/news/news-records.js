// news.published_at is decided by the server: stamped whenever an article is published, kept on unpublishing.
// news.content is sanitised by the server on every save (lib/shared/news-html.js, allow-list in lib/shared/article-allowlist.json).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

/**
 * Request-level: a client never chooses published_at. The original of a new record is blank, so a
 * create starts without a date and an update keeps the stored one.
 */
function ignoreClientPublishedAt(e) {
  e.record.set('published_at', e.record.original().get('published_at'))
}

/**
 * Model-level (every save): publishing stamps "now" (admin spec §4: a draft published, or an
 * article published again after being taken offline); a published article without a date gets one
 * too. Unpublishing and other edits keep the stored date.
 */
function stampPublishedAt(record) {
  if (!record.getBool('published')) return
  const publishing = record.isNew() || !record.original().getBool('published')
  if (publishing || record.getDateTime('published_at').isZero()) {
    record.set('published_at', new DateTime())
  }
}

/**
 * Request-level (REST create/update, the dashboard): the body is sanitised; a body with nothing
 * visible left (blank, or only a script) answers 400 with the Chinese message on `content`.
 */
function sanitizeContentRequest(e) {
  const { html, empty } = sanitizeNewsHtml(e.record.getString('content'))
  if (empty) return respondInvalid(e, { content: fieldError('validation_required', messages.newsContent.required) })
  e.record.set('content', html)
  return e.next()
}

/** Model-level (every save, $app.save included): the body is stored only in its sanitised form. */
function sanitizeContent(record) {
  record.set('content', sanitizeNewsHtml(record.getString('content')).html)
}

module.exports = { ignoreClientPublishedAt, stampPublishedAt, sanitizeContentRequest, sanitizeContent }
