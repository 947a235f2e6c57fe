// The catch-all route that serves the built site (here the fixture site) from PocketBase.
import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { apiContext, client } from '../support/clients'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { SCRIPT_SRC } from '../support/entry-loader'
import { PAGE_CACHE_CONTROL } from '../support/page-caching'

const { siteSettingsId } = sharedRecords

const CSP =
  `default-src 'self'; ${SCRIPT_SRC}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
  "font-src 'self' data:; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'self'"
const ASSET = '/assets/app.3f9a2c1b.js'

const url = (path: string) => `${apiContext().url}${path}`
const get = (path: string, init: RequestInit = {}) => fetch(url(path), { redirect: 'manual', ...init })

/** Sends the path byte for byte: fetch would normalise `..` and `%2e%2e` before sending. */
function rawGet(path: string): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(apiContext().url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Follows redirects with raw requests, the way a client that does not normalise paths would. */
async function rawFollow(path: string) {
  let current = path
  for (let hop = 0; hop < 5; hop++) {
    const res = await rawGet(current)
    if (!res.location) return res
    current = new URL(res.location, apiContext().url).pathname
  }
  throw new Error(`too many redirects from ${path}`)
}

async function setMaintenance(on: boolean) {
  await client('staff').collection('site_settings').update(siteSettingsId, { maintenance_mode: on })
}

describe('pages', () => {
  it('serves the home page with the page caching', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await res.text()).toContain('data-page="home"')
  })

  it('serves a prerendered route from its index.html with the page caching', async () => {
    const res = await get('/products')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await res.text()).toContain('data-page="products"')
  })

  it('redirects a trailing slash to the canonical route, keeping the query', async () => {
    const res = await get('/products/?from=nav')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/products?from=nav')
  })

  it('redirects an explicit index.html to its clean URL', async () => {
    const res = await get('/products/index.html')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/products')
  })

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const res = await get('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await res.text()).toContain('data-page="not-found"')
  })

  it('does not serve the 404 and maintenance pages as pages of their own', async () => {
    for (const path of ['/404.html', '/maintenance.html']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('data-page="not-found"')
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const res = await get('/products', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('')
  })
})

describe('admin shell', () => {
  it.each(['/admin', '/admin/', '/admin/anything', '/admin/news/abc123/show'])('serves the admin shell with 200 for %s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('data-page="admin-shell"')
  })
})

describe('files', () => {
  it('serves a hashed asset as immutable with its content type', async () => {
    const res = await get(ASSET)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves a hashed stylesheet as text/css', async () => {
    const res = await get('/assets/app.3f9a2c1b.css')
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves an unhashed file under /assets (the handbook) with an hour of caching, not forever', async () => {
    const res = await get('/assets/course-handbook.pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('serves robots.txt with an hour of caching', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await res.text()).toContain('User-agent: *')
  })

  it('writes sitemap.xml per request, with the page caching (a new article shows within seconds)', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await res.text()).toContain('<urlset')
  })

  it('answers 404 for a missing asset', async () => {
    const res = await get('/assets/app.00000000.js')
    expect(res.status).toBe(404)
  })
})

describe('security headers', () => {
  it.each(['/', '/products', '/no-such-page', '/admin/x', ASSET, '/robots.txt'])('sends them on %s', async (path) => {
    const res = await get(path)
    expect(res.headers.get('content-security-policy')).toBe(CSP)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('leaves PocketBase’s dashboard with its own CSP', async () => {
    const res = await get('/_/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).not.toBe(CSP)
  })
})

describe('path traversal', () => {
  it.each([
    '/../../../../etc/passwd',
    '/assets/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/..%5c..%5c..%5cetc%5cpasswd',
    '/assets/%252e%252e/%252e%252e/etc/passwd',
    '//etc/passwd',
  ])('never leaves the public dir for %s', async (path) => {
    const res = await rawFollow(path)
    expect(res.status).toBe(404)
    expect(res.body).not.toContain('root:')
  })
})

describe('backend paths', () => {
  it('leaves an unknown /api path to PocketBase’s JSON 404', async () => {
    const res = await get('/api/no-such-endpoint')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })
})

describe('maintenance mode', () => {
  afterAll(() => setMaintenance(false))

  it('answers public pages with 503, Retry-After and the maintenance page while on', async () => {
    await setMaintenance(true)
    try {
      for (const path of ['/', '/products', '/no-such-page']) {
        const res = await get(path)
        expect(res.status, path).toBe(503)
        expect(res.headers.get('retry-after'), path).toBe('3600')
        expect(res.headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL)
        expect(res.headers.get('content-security-policy'), path).toBe(CSP)
        expect(await res.text(), path).toContain('data-page="maintenance"')
      }
    } finally {
      await setMaintenance(false)
    }
  })

  it('keeps the API, the dashboard, the admin shell and the assets working while on', async () => {
    await setMaintenance(true)
    try {
      for (const path of ['/api/health', '/api/collections/news/records', '/_/', '/admin/x', ASSET]) {
        const res = await get(path)
        expect(res.status, path).toBe(200)
      }
      expect(await (await get('/admin/x')).text()).toContain('data-page="admin-shell"')
    } finally {
      await setMaintenance(false)
    }
  })

  it('takes effect and ends immediately when toggled', async () => {
    await setMaintenance(true)
    try {
      expect((await get('/')).status).toBe(503)
    } finally {
      await setMaintenance(false)
    }
    expect((await get('/')).status).toBe(200)
  })
})
