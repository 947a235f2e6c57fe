// news.published_at is decided by the server: stamped on first publication, kept on unpublishing.

/**
 * Request-level: a client never chooses published_at. The original of a new record is blank, so a
 * create starts without a date and an update keeps the stored one.
 */
function ignoreClientPublishedAt(e) {
  e.record.set('published_at', e.record.original().get('published_at'))
}

/** Model-level (every save): a published article without a date gets "now". */
function stampPublishedAt(record) {
  if (record.getBool('published') && record.getDateTime('published_at').isZero()) {
    record.set('published_at', new DateTime())
  }
}

module.exports = { ignoreClientPublishedAt, stampPublishedAt }
