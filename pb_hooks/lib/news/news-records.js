// news.published_at is decided by the server: stamped whenever an article is published, kept on unpublishing.
// news.content is sanitised by the server on every save (lib/shared/news-html.js, allow-list in lib/shared/article-allowlist.json);
// a body image of ours stored without its width and height gets them from its file.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { displayedSize } = require(`${__hooks}/lib/shared/image-header.js`)

const BODY_IMAGE = /^\/api\/files\/news_images\/([a-z0-9]{15})\/([^/?#]+)$/
/**
 * How much of an image file is read for its size: a JPEG's frame header follows its metadata (EXIF,
 * an ICC profile), rarely more than a few dozen KB; a file whose header is further in keeps no size.
 */
const HEADER_BYTES = 256 * 1024

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

/**
 * `{width, height}` of one of our body images as a browser shows it (its file's header, EXIF
 * orientation applied), or null when there is no such file or its header cannot be read.
 * @param {core.App} app
 * @param {string} src `/api/files/news_images/<id>/<file>`, as the sanitiser keeps it
 */
function bodyImageSize(app, src) {
  const match = BODY_IMAGE.exec(src)
  if (!match) return null
  let record
  try {
    record = app.findRecordById('news_images', match[1])
  } catch (_) {
    return null
  }
  if (record.getString('file') !== match[2]) return null
  const fs = app.newFilesystem()
  try {
    const reader = fs.getReader(record.baseFilesPath() + '/' + match[2])
    try {
      return displayedSize(toBytes(reader, HEADER_BYTES))
    } finally {
      reader.close()
    }
  } catch (_) {
    return null
  } finally {
    fs.close()
  }
}

/**
 * Model-level (every save, $app.save included): the body is stored only in its sanitised form, and
 * each of our body images with its width and height (an image the editor inserted has them; one
 * written by other means, or before they were kept, gets them here), so it takes its room before
 * it loads.
 * @param {core.App} app
 */
function sanitizeContent(app, record) {
  record.set('content', sanitizeNewsHtml(record.getString('content'), { imageSize: (src) => bodyImageSize(app, src) }).html)
}

module.exports = { ignoreClientPublishedAt, stampPublishedAt, sanitizeContentRequest, sanitizeContent }
