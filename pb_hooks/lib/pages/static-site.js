// Serves the prerendered site from --publicDir: real 404s, the admin shell, the maintenance 503, cache and security headers.
// Public pages go out with their live content filled in (lib/pages/page-assembly.js), cached as finished bytes.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const precompressed = require(`${__hooks}/lib/shared/precompressed.json`)
const pageCaching = require(`${__hooks}/lib/shared/page-caching.json`)
const pageCache = require(`${__hooks}/lib/pages/page-cache.js`)
const { assemblePage, fillSiteName } = require(`${__hooks}/lib/pages/page-assembly.js`)
const { ENTRY_LOADER, loaderCspSource } = require(`${__hooks}/lib/shared/entry-loader.js`)
const { isWeChatAgent } = require(`${__hooks}/lib/shared/wechat-agent.js`)
const wechatShare = require(`${__hooks}/lib/shared/wechat-share.json`)

/** The site's CSP, its scripts from this origin, the entry loader by its hash, and `moreScripts`. */
function contentSecurityPolicy(moreScripts) {
  return [
    "default-src 'self'",
    // Files of this origin, and the pages' one inline script (the entry loader) by its hash.
    `script-src 'self' ${loaderCspSource($security.sha256(ENTRY_LOADER))}${moreScripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy('')
// Inside WeChat only, a page loads the JS-SDK for its share card from WeChat's own host
// (src/site/wechat/wechat-share.ts); no other browser is allowed to load it.
const WECHAT_CONTENT_SECURITY_POLICY = contentSecurityPolicy(` ${wechatShare.sdkOrigin}`)

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'SAMEORIGIN',
}

/**
 * Sets the security headers of the site's answers: the CSP for the visitor's browser (WeChat's allows the
 * JS-SDK's host). nginx's page cache keys pages by the same split (deploy/nginx), and a page says
 * `Vary: User-Agent` (sendPageEntry).
 */
function setSecurityHeaders(e) {
  const headers = e.response.header()
  Object.keys(SECURITY_HEADERS).forEach((name) => headers.set(name, SECURITY_HEADERS[name]))
  if (isWeChatAgent(e.request.header.get('User-Agent'))) headers.set('Content-Security-Policy', WECHAT_CONTENT_SECURITY_POLICY)
}

// Prefetch/prerender of same-origin pages on hover or touch (public/speculation-rules.json); a
// header, so the CSP needs no inline script.
const SPECULATION_RULES = '"/speculation-rules.json"'
const SPECULATION_RULES_FILE = 'speculation-rules.json'

const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  // Public pages (and the 404 and maintenance pages): a shared cache (nginx) keeps them a few seconds
  // and serves them a few seconds stale while it fetches them again, so a viral day reaches
  // PocketBase about once per page per interval; browsers revalidate every time (ETag).
  page:
    'public, max-age=0, s-maxage=' +
    pageCaching.sharedMaxAgeSeconds +
    ', stale-while-revalidate=' +
    pageCaching.staleWhileRevalidateSeconds,
  // The back office's shell and other HTML: never kept by a shared cache.
  html: 'no-cache',
  file: 'public, max-age=3600',
}

// Hashed build output (`assets/name.Bx3kd9aZ.js`, named so in vite.config.ts): safe to cache
// forever because a changed file gets a new name. Unhashed files under assets/ (the course
// handbook, the event video) are not.
const IMMUTABLE_FILE = /^assets\/(?:[^/]+\/)*[^/]+\.[A-Za-z0-9_-]{8}\.[a-z0-9]+$/
const ADMIN_PREFIX = 'admin'
const ADMIN_SHELL = 'admin/index.html'
const NOT_FOUND_PAGE = '404.html'
const MAINTENANCE_PAGE = 'maintenance.html'
const MAINTENANCE_RETRY_AFTER_SECONDS = '3600'
// Served only through their status codes, never as pages of their own.
const INTERNAL_PAGES = [NOT_FOUND_PAGE, MAINTENANCE_PAGE]
// PocketBase's own API and dashboard: an unknown path there gets PocketBase's JSON 404.
const BACKEND_PREFIXES = ['/api/', '/_/']
const BACKEND_ROOTS = ['/api', '/_']

// Explicit types so responses do not depend on the host's /etc/mime.types.
const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
}

const FALLBACK_BODIES = {
  404: '<!doctype html><meta charset="utf-8"><title>页面未找到</title><h1>页面未找到</h1>',
  503: '<!doctype html><meta charset="utf-8"><title>网站维护中</title><h1>网站维护中，请稍后再访问</h1>',
}

/** The --publicDir flag as given on the command line (`--publicDir=x` or `--publicDir x`). */
function publicDir(args, hooksDir) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.indexOf('--publicDir=') === 0) return arg.slice('--publicDir='.length)
    if (arg === '--publicDir' && i + 1 < args.length) return args[i + 1]
  }
  return hooksDir + '/../pb_public'
}

function contentType(file) {
  if (file === SPECULATION_RULES_FILE) return 'application/speculationrules+json'
  const dot = file.lastIndexOf('.')
  if (dot < 0 || dot < file.lastIndexOf('/')) return ''
  return CONTENT_TYPES[file.slice(dot + 1).toLowerCase()] || ''
}

function cacheControl(file) {
  if (IMMUTABLE_FILE.test(file)) return CACHE.immutable
  if (contentType(file) === CONTENT_TYPES.html) return CACHE.html
  return CACHE.file
}

function isBackendPath(urlPath) {
  return BACKEND_ROOTS.indexOf(urlPath) >= 0 || BACKEND_PREFIXES.some((prefix) => urlPath.indexOf(prefix) === 0)
}

/**
 * Path segments under the public dir, or null when the path tries to leave it. The path arrives
 * decoded once; a `%` left in it means double encoding, which no built file name has.
 */
function safeSegments(urlPath) {
  const segments = urlPath.split('/').filter((segment) => segment !== '')
  const unsafe = segments.some(
    (segment) =>
      segment === '.' || segment === '..' || segment.indexOf('\\') >= 0 || segment.indexOf('\0') >= 0 || segment.indexOf('%') >= 0,
  )
  return unsafe ? null : segments
}

function withQuery(location, rawQuery) {
  return rawQuery ? location + '?' + rawQuery : location
}

/**
 * What a GET for `urlPath` should answer, decided from the file tree alone:
 * `{kind: 'file' | 'page' | 'admin', file}`, `{kind: 'redirect', location}` or `{kind: 'notFound'}`.
 * `isFile(rel)` tells whether `rel` (relative to the public dir) is a regular file.
 */
function resolve(urlPath, rawQuery, isFile) {
  const segments = safeSegments(urlPath)
  if (segments === null) return { kind: 'notFound' }
  const rel = segments.join('/')
  const trailingSlash = urlPath.length > 1 && urlPath.charAt(urlPath.length - 1) === '/'

  if (rel === '') return isFile('index.html') ? { kind: 'page', file: 'index.html' } : { kind: 'notFound' }

  // The back office routes in the browser: every path under /admin gets its shell.
  if (segments[0] === ADMIN_PREFIX) {
    if (!trailingSlash && isFile(rel)) return { kind: 'file', file: rel }
    return { kind: 'admin', file: ADMIN_SHELL }
  }

  if (segments[segments.length - 1] === 'index.html') {
    const clean = '/' + segments.slice(0, -1).join('/')
    return isFile(rel) ? { kind: 'redirect', location: withQuery(clean, rawQuery) } : { kind: 'notFound' }
  }
  if (INTERNAL_PAGES.indexOf(rel) >= 0) return { kind: 'notFound' }

  const page = rel + '/index.html'
  if (trailingSlash) {
    return isFile(page) ? { kind: 'redirect', location: withQuery('/' + rel, rawQuery) } : { kind: 'notFound' }
  }
  if (isFile(rel)) return { kind: 'file', file: rel }
  if (isFile(page)) return { kind: 'page', file: page }
  return { kind: 'notFound' }
}

/** One primary-key lookup per page request, so toggling maintenance takes effect at once. */
function maintenanceOn(settings) {
  // No settings record (fresh or half-migrated database): the site stays up.
  return settings !== null && settings.getBool('maintenance_mode')
}

function readOrNull(path) {
  try {
    return $os.readFile(path)
  } catch (_) {
    return null
  }
}

function sendHtmlFile(e, dir, file, status, settings) {
  const body = readOrNull(dir + '/' + file)
  e.response.header().set('Cache-Control', CACHE.page)
  if (body === null) return e.html(status, FALLBACK_BODIES[status])
  // The status pages name the site too (网站名称); with the build's name they go out as they are.
  return e.blob(status, CONTENT_TYPES.html, settings ? toBytes(fillSiteName(toString(body), settings)) : body)
}

/**
 * The first encoding, in the server's order of preference, that the Accept-Encoding header
 * allows (a q of 0 refuses it) and `hasCopy(suffix)` confirms; null for the file itself.
 */
function chooseEncoding(acceptEncoding, hasCopy) {
  const accepted = {}
  String(acceptEncoding || '')
    .split(',')
    .forEach((part) => {
      const pieces = part.trim().toLowerCase().split(';')
      const q = pieces.slice(1).map((param) => param.trim()).filter((param) => param.indexOf('q=') === 0)[0]
      if (pieces[0]) accepted[pieces[0]] = q === undefined || parseFloat(q.slice(2)) > 0
    })
  const encodings = precompressed.encodings
  for (let i = 0; i < encodings.length; i++) {
    const encoding = encodings[i]
    const allowed = encoding.name in accepted ? accepted[encoding.name] : accepted['*'] === true
    if (allowed && hasCopy(encoding.suffix)) return encoding
  }
  return null
}

function sendFile(e, dir, file) {
  const headers = e.response.header()
  headers.set('Cache-Control', cacheControl(file))
  const type = contentType(file)
  if (type) headers.set('Content-Type', type)
  // The build wrote compressed copies of text files (scripts/site/precompress.mjs).
  const isFile = isRegularFile(dir)
  const dot = file.lastIndexOf('.')
  if (dot > file.lastIndexOf('/') && precompressed.extensions.indexOf(file.slice(dot + 1).toLowerCase()) >= 0) {
    headers.add('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(e.request.header.get('Accept-Encoding'), (suffix) => isFile(file + suffix))
    if (encoding) {
      headers.set('Content-Encoding', encoding.name)
      return e.fileFS($os.dirFS(dir), file + encoding.suffix)
    }
  }
  // fileFS answers HEAD, ranges and conditional requests (304) for us.
  return e.fileFS($os.dirFS(dir), file)
}

const GZIP = precompressed.encodings.filter((encoding) => encoding.name === 'gzip')[0]

/**
 * `body` gzipped once, when the page is cached (the JSVM has no compressor of its own; the gzip
 * tool is part of every Debian and Alpine base). null when it cannot be run: the page then goes
 * out uncompressed.
 */
function gzipOnce(body) {
  const file = $os.tempDir() + '/pb-page-' + $security.randomString(16) + '.html'
  try {
    // os.FileMode is a Go number: the runtime converts the JS number.
    $os.writeFile(file, body, /** @type {any} */ (0o600))
    return $os.cmd('gzip', '-c', '-9', '-n', file).output()
  } catch (_) {
    return null
  } finally {
    try {
      $os.remove(file)
    } catch (_) {
      // already gone
    }
  }
}

/** The path a page file is served at: `products/index.html` -> `/products`. */
function routePathOf(file) {
  return '/' + file.slice(0, -'index.html'.length).replace(/\/$/, '')
}

/**
 * A page's finished bytes `{body, gzip, etag}`, from the cache under `key` or made now from
 * `buildHtml()` (null: no such page, nothing kept). The cache generation is read before
 * `buildHtml` reads any record, so a page built across a staff change is not kept.
 */
function cachedPage(key, buildHtml) {
  const cached = pageCache.get(key)
  if (cached) return cached
  const generation = pageCache.generation()
  const html = buildHtml()
  if (html === null) return null
  const body = toBytes(html)
  const entry = { body, gzip: body.length >= precompressed.minBytes ? gzipOnce(html) : null, etag: '"' + $security.sha256(html).slice(0, 32) + '"' }
  pageCache.set(key, entry, generation)
  return entry
}

/** Answers with a finished page: the page caching, the speculation rules, ETag/304, gzip when accepted. */
function sendPageEntry(e, entry) {
  const headers = e.response.header()
  headers.set('Cache-Control', CACHE.page)
  headers.set('Content-Type', CONTENT_TYPES.html)
  headers.set('Speculation-Rules', SPECULATION_RULES)
  headers.add('Vary', 'Accept-Encoding')
  // Its CSP depends on whether the browser is WeChat's (setSecurityHeaders).
  headers.add('Vary', 'User-Agent')
  const encoding = entry.gzip ? chooseEncoding(e.request.header.get('Accept-Encoding'), (suffix) => suffix === GZIP.suffix) : null
  // One tag per coding of the same page (as Apache does); either one revalidates it.
  const tags = [entry.etag, entry.etag.slice(0, -1) + '-gzip"']
  headers.set('ETag', encoding ? tags[1] : tags[0])
  const ifNoneMatch = e.request.header.get('If-None-Match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tags.indexOf(tag.trim().replace(/^W\//, '')) >= 0)) {
    return e.noContent(304)
  }
  if (encoding) {
    headers.set('Content-Encoding', encoding.name)
    return e.blob(200, CONTENT_TYPES.html, entry.gzip)
  }
  return e.blob(200, CONTENT_TYPES.html, entry.body)
}

/**
 * A prerendered page with its live content (lib/pages/page-assembly.js). The cache key carries the file's
 * modification time, so a new build is picked up without a restart.
 */
function sendPage(e, dir, file, settings) {
  const path = dir + '/' + file
  let modified = ''
  try {
    modified = String($os.stat(path).modTime().unixNano())
  } catch (_) {
    return sendFile(e, dir, file)
  }
  const entry = cachedPage('page:' + file + '@' + modified, () => {
    const raw = readOrNull(path)
    return raw === null ? null : assemblePage(e.app, toString(raw), routePathOf(file), settings)
  })
  return entry === null ? sendFile(e, dir, file) : sendPageEntry(e, entry)
}

/** The maintenance page (503, with Retry-After) or the not-found page (404). */
function sendStatusPage(e, dir, status, settings) {
  if (status !== 503) return sendHtmlFile(e, dir, NOT_FOUND_PAGE, 404, settings)
  e.response.header().set('Retry-After', MAINTENANCE_RETRY_AFTER_SECONDS)
  return sendHtmlFile(e, dir, MAINTENANCE_PAGE, 503, settings)
}

function isRegularFile(dir) {
  return (rel) => {
    try {
      return !$os.stat(dir + '/' + rel).isDir()
    } catch (_) {
      return false
    }
  }
}

/** The catch-all GET handler. */
function serve(e) {
  const urlPath = e.request.url.path
  if (isBackendPath(urlPath)) throw new NotFoundError()

  setSecurityHeaders(e)

  const dir = publicDir($os.args, __hooks)
  const target = resolve(urlPath, e.request.url.rawQuery, isRegularFile(dir))

  if (target.kind === 'redirect') return e.redirect(301, target.location)
  const settings = target.kind === 'page' || target.kind === 'notFound' ? findSiteSettings(e.app) : null
  if (maintenanceOn(settings)) return sendStatusPage(e, dir, 503, settings)
  if (target.kind === 'notFound') return sendStatusPage(e, dir, 404, settings)
  if (target.kind === 'page') return sendPage(e, dir, target.file, settings)
  return sendFile(e, dir, target.file)
}

module.exports = {
  CONTENT_SECURITY_POLICY,
  PAGE_CACHE_CONTROL: CACHE.page,
  SECURITY_HEADERS,
  WECHAT_CONTENT_SECURITY_POLICY,
  cachedPage,
  chooseEncoding,
  maintenanceOn,
  publicDir,
  readOrNull,
  resolve,
  sendPageEntry,
  sendStatusPage,
  serve,
  setSecurityHeaders,
}
