// The staff preview of what is not published yet: a public route assembled exactly as it is served,
// with every draft of 课程管理 and 页面管理 standing in for the published values (lib/pages/content-markup.js).
// Answered as JSON to a signed-in staff member only, never cached (every /api/ answer is no-store),
// and shown by the back office in a sandboxed frame at desktop and phone width.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/content-rules.json`)
const routesJson = require(`${__hooks}/lib/shared/routes.json`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { allDraftValues } = require(`${__hooks}/lib/publishing/drafts.js`)
const { publicDir, readOrNull } = require(`${__hooks}/lib/pages/static-site.js`)
const { assemblePage } = require(`${__hooks}/lib/pages/page-assembly.js`)

/** The built page file of a public route: `/` -> index.html, `/about` -> about/index.html. */
function pageFileOf(routePath) {
  return routePath === '/' ? 'index.html' : routePath.slice(1) + '/index.html'
}

// Scripts the sandboxed frame would refuse to run anyway (the entry loader, module scripts); the JSON
// blocks (page data, JSON-LD) are data and stay.
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g

/** `GET /api/content/preview?path=/courses/practical` -> `{path, html}`. */
function previewRequest(e) {
  const routePath = String(e.request.url.query().get('path') || '')
  const known = routesJson.routes.some((route) => route.path === routePath)
  const raw = known ? readOrNull(publicDir($os.args, __hooks) + '/' + pageFileOf(routePath)) : null
  if (raw === null) return e.json(400, { status: 400, message: rules.messages.previewPath, data: {} })
  const html = assemblePage(e.app, toString(raw), routePath, findSiteSettings(e.app), allDraftValues(e.app))
  return e.json(200, { path: routePath, html: html.replace(EXECUTABLE_SCRIPT, '') })
}

module.exports = { previewRequest }
