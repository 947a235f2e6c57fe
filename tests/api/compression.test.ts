// Text files go out compressed: the build writes Brotli and gzip copies (scripts/site/precompress.mjs)
// and the site route sends the one the browser accepts, with the original's type and caching.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../scripts/site/precompress.mjs'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

const SCRIPT = '/assets/large.0a1b2c3d.js'
let siteDir: string
let server: TestServer
let original: Buffer

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'site-'))
  await cp(fixtureSiteDir, siteDir, { recursive: true })
  // Big enough to be worth compressing; the fixture's own files are below the threshold.
  await writeFile(join(siteDir, SCRIPT), `export const lines = [\n${'  "课程报名与咨询",\n'.repeat(400)}]\n`)
  original = await readFile(join(siteDir, SCRIPT))
  const totals = await precompress(siteDir)
  expect(totals.files).toBe(1)
  server = await startTestServer({ publicDir: siteDir })
})

afterAll(async () => {
  await server?.stop()
  if (siteDir) await rm(siteDir, { recursive: true, force: true })
})

const get = (path: string, acceptEncoding: string) => fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } })

/** The body as the browser sees it: fetch decodes the Content-Encoding it was sent. */
async function body(res: Response) {
  return Buffer.from(await res.arrayBuffer())
}

describe('precompressed files', () => {
  it('sends Brotli when the browser accepts it, with the original type and caching', async () => {
    const res = await get(SCRIPT, 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    expect((await body(res)).equals(original)).toBe(true)
  })

  it('sends gzip to a browser without Brotli', async () => {
    const res = await get(SCRIPT, 'gzip')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect((await body(res)).equals(original)).toBe(true)
  })

  it('sends the file itself when compression is refused or not offered', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await get(SCRIPT, accept)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect((await body(res)).equals(original)).toBe(true)
    }
  })

  it('wrote copies that decode to the file', async () => {
    expect(brotliDecompressSync(await readFile(join(siteDir, `${SCRIPT}.br`))).equals(original)).toBe(true)
    expect(gunzipSync(await readFile(join(siteDir, `${SCRIPT}.gz`))).equals(original)).toBe(true)
  })

  it('leaves small files and files without copies uncompressed', async () => {
    const res = await get('/assets/app.3f9a2c1b.js', 'br, gzip')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
  })
})
