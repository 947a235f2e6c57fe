// CORS: only the site's own origin (PB_APP_URL) and CORS_ORIGINS may read API answers from a
// browser; PocketBase's own default (`*`) would let any web page drive the API from its visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { corsOrigins } from '../../scripts/lib/pocketbase.mjs'
import { startTestServer, type TestServer } from '../support/test-server'

const site = 'https://www.site.example'
const admin = 'https://admin.site.example'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ env: { PB_APP_URL: `${site}/`, CORS_ORIGINS: ` ${admin} ,` } })
})

afterAll(async () => server?.stop())

const leadsUrl = () => `${server.url}/api/collections/form_submissions/records`

/** A lead POST as a cross-origin page's script would send it (no preflight needed for text/plain). */
const crossOriginPost = (origin: string) =>
  fetch(leadsUrl(), { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body: '{}' })

const preflight = (origin: string) =>
  fetch(leadsUrl(), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  })

describe('CORS', () => {
  it('gives another web page no Access-Control-Allow-Origin, so its scripts cannot read answers or send JSON', async () => {
    for (const res of [await fetch(`${server.url}/api/lead-challenge`, { headers: { origin: 'https://evil.example' } }), await crossOriginPost('https://evil.example')]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('vary')).toContain('Origin')
    }
    const refused = await preflight('https://evil.example')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('allows the site itself (PB_APP_URL) and the origins in CORS_ORIGINS', async () => {
    for (const origin of [site, admin]) {
      const res = await fetch(`${server.url}/api/lead-challenge`, { headers: { origin } })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      const allowed = await preflight(origin)
      expect(allowed.status).toBe(204)
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
      expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    }
  })

  it('does not allow a look-alike of an allowed origin', async () => {
    for (const origin of ['https://www.site.example.evil.example', 'http://www.site.example', 'https://evil-admin.site.example']) {
      const res = await fetch(`${server.url}/api/lead-challenge`, { headers: { origin } })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})

describe('the CORS origin list', () => {
  it('is the app URL (default http://127.0.0.1:8090) plus CORS_ORIGINS, as origins, without repeats', () => {
    expect(corsOrigins({})).toEqual(['http://127.0.0.1:8090'])
    expect(corsOrigins({ PB_APP_URL: 'https://site.example/path/', CORS_ORIGINS: 'https://a.example/, https://site.example,,' })).toEqual([
      'https://site.example',
      'https://a.example',
    ])
  })

  it('refuses a value that is not a URL rather than starting with a list it cannot mean', () => {
    expect(() => corsOrigins({ CORS_ORIGINS: 'admin.site.example' })).toThrow('CORS origin is not a URL: admin.site.example')
  })
})
