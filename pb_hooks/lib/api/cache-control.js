// Keeps API answers out of browser and proxy caches: they carry staff data, leads and sign-in tokens.

/**
 * routerUse middleware body. Every /api/ answer gets `Cache-Control: no-store` before the route
 * runs, so refusals and sign-in answers (a guest's request, a staff token in the answer) are
 * covered too; a route that sets its own Cache-Control replaces it. Files keep PocketBase's own
 * caching: their URLs are the same for everyone, and hidden ones are checked on every request.
 */
function noStoreForApi(e) {
  const path = e.request.url.path
  if (path.indexOf('/api/') === 0 && path.indexOf('/api/files/') !== 0) {
    e.response.header().set('Cache-Control', 'no-store')
  }
  return e.next()
}

module.exports = { noStoreForApi }
