// Addresses of a record's uploaded files as the served pages write them: same-origin paths (what the
// SDK's files.getURL() writes), or absolute at the app's public address (PB_APP_URL) for Open Graph.

/** `/api/files/...` URL of a record's file (same origin), optionally a thumbnail. */
function fileUrl(record, filename, thumb) {
  const path = '/api/files/' + encodeURIComponent(record.collection().id) + '/' + encodeURIComponent(record.id) + '/' + encodeURIComponent(filename)
  return thumb ? path + '?thumb=' + encodeURIComponent(thumb) : path
}

/** `path` at the app's public address (settings' appURL); as it is when none is set. */
function absoluteUrl(app, path) {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '') + path
}

module.exports = { absoluteUrl, fileUrl }
