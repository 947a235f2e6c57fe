// The production stack (`npm run prod:local`: Debian's nginx with deploy/nginx, TLS, HTTP/2, in front of
// PocketBase with PB_TRUSTED_PROXY_HEADERS=X-Real-IP): a visitor's pages and lead go through it; the
// stored IP, the rate limits and the staff IP allowlist see the visitor's address, never nginx's;
// pages come from nginx's cache while the API, /admin and /_/ never do, and a page cached for one kind of
// browser (WeChat's, whose CSP allows its JS-SDK) is never served to the other; a staff change shows within
// the promised seconds; the shipped production config passes `nginx -t` inside Debian's nginx.conf.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json'
import limits from '../../pb_hooks/lib/shared/limits.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import wechatShare from '../../pb_hooks/lib/shared/wechat-share.json'
import { ensureNginx, selfSignedCertificateArgs } from '../../scripts/lib/nginx.mjs'
import { root } from '../../scripts/lib/pocketbase.mjs'
import { validLead } from '../support/lead-cases'
import { CHANGE_SHOWS_WITHIN_SECONDS, PAGE_CACHE_CONTROL } from '../support/page-caching'
import { h2Client, startProdStack } from '../support/prod-stack'

const LEADS = '/api/collections/form_submissions/records'
const leadLimit = limits.rateLimits.find((rule) => rule.label === 'form_submissions:create')!
// Polling for a change: one look every quarter second, for the promise and two seconds of slack
// (nginx counts in whole seconds; the page is rebuilt once after the change).
const POLL_MS = 250
const POLL_LIMIT_MS = (CHANGE_SHOWS_WITHIN_SECONDS + 2) * 1000

let stack: Awaited<ReturnType<typeof startProdStack>>
let su: PocketBase
const clients: ReturnType<typeof h2Client>[] = []

/** A visitor connecting from `address` (a loopback address of its own). */
function visitor(address: string) {
  const client = h2Client(stack.url, stack.certificate, address)
  clients.push(client)
  return client
}

beforeAll(async () => {
  stack = await startProdStack({ LEAD_CHALLENGE: 'off' })
  su = new PocketBase(stack.pocketbaseUrl)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(stack.superuser.email, stack.superuser.password)
}, 300_000)

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await stack?.stop()
})

async function staffToken(client: ReturnType<typeof h2Client>) {
  const res = await client.postJson('/api/collections/staff/auth-with-password', { identity: stack.staff.username, password: stack.staff.password })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { token: string }).token
}

/** Repeats `look` until it returns true; the seconds it took, or a failure past the promise. */
async function secondsUntil(look: () => Promise<boolean>) {
  const start = Date.now()
  while (Date.now() - start < POLL_LIMIT_MS) {
    if (await look()) return (Date.now() - start) / 1000
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`not seen within ${POLL_LIMIT_MS / 1000} s`)
}

describe('a visitor through nginx', () => {
  it('gets the site over TLS and HTTP/2 with PocketBase’s security headers, also from the cache', async () => {
    const client = visitor('127.0.0.7')
    const direct = await fetch(`${stack.pocketbaseUrl}/courses/strategy`)
    const first = await client.get('/courses/strategy', { 'accept-encoding': 'gzip' })
    const second = await client.get('/courses/strategy', { 'accept-encoding': 'gzip' })
    expect(await client.protocol()).toBe('h2')
    expect(first.status).toBe(200)
    expect(second.headers['x-cache-status']).toBe('HIT')
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'speculation-rules']) {
      expect(second.headers[name], name).toBe(direct.headers.get(name))
    }
    expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(second.headers['strict-transport-security']).toBe('max-age=31536000')
    // Compressed once by PocketBase, passed on as it is.
    expect(second.headers['content-encoding']).toBe('gzip')
  })

  it('redirects plain HTTP to HTTPS, except the certificate authority’s challenge files', async () => {
    const res = await fetch(`${stack.httpUrl}/contact?from=wechat`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`${stack.url}/contact?from=wechat`)
    const challenge = join(stack.runDir, 'acme', '.well-known', 'acme-challenge')
    mkdirSync(challenge, { recursive: true })
    writeFileSync(join(challenge, 'token-1'), 'token-1.key')
    const answer = await fetch(`${stack.httpUrl}/.well-known/acme-challenge/token-1`, { redirect: 'manual' })
    expect({ status: answer.status, body: await answer.text() }).toEqual({ status: 200, body: 'token-1.key' })
  })

  it('carries a visitor’s journey (pages, page view, lead) and stores the visitor’s address, whatever headers they send', async () => {
    const client = visitor('127.0.0.7')
    const forged = { 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.4' }
    const views = async () =>
      (await su.collection('page_views').getFullList({ filter: 'path = "/courses/strategy"' })).reduce((sum, row) => sum + Number(row.count), 0)
    expect((await client.get('/', forged)).status).toBe(200)
    expect((await client.get('/courses/strategy', forged)).status).toBe(200)
    const before = await views()
    expect((await client.postJson('/api/site/pageview', { path: '/courses/strategy' }, forged)).status).toBe(204)
    expect(await views()).toBe(before + 1)
    const res = await client.postJson(LEADS, { ...validLead, landing_path: '/courses/strategy' }, forged)
    expect(res.status).toBe(200)
    expect(res.headers['x-cache-status']).toBeUndefined()
    const { id } = JSON.parse(res.body) as { id: string }
    const stored = await su.collection('form_submissions').getOne(id)
    expect({ ip: stored.ip_address, landing: stored.landing_path }).toEqual({ ip: '127.0.0.7', landing: '/courses/strategy' })
  })

  it('counts the lead rate limit per visitor, not for the proxy as a whole', async () => {
    const busy = visitor('127.0.0.8')
    for (let i = 0; i < leadLimit.maxRequests; i++) expect((await busy.postJson(LEADS, validLead)).status).toBe(200)
    const refused = await busy.postJson(LEADS, validLead)
    expect({ status: refused.status, body: JSON.parse(refused.body) }).toEqual({ status: 429, body: { status: 429, message: leadRules.messages.tooMany, data: {} } })
    expect((await visitor('127.0.0.9').postJson(LEADS, validLead)).status).toBe(200)
  })

  it('applies the staff IP allowlist to the visitor’s address', async () => {
    const office = visitor('127.0.0.10')
    const elsewhere = visitor('127.0.0.11')
    const token = await staffToken(office)
    const settings = await su.collection('site_settings').getFirstListItem('')
    const path = `/api/collections/site_settings/records/${settings.id}`
    // Saving a list without one's own address names the address the server sees.
    const lockout = await office.patchJson(path, { ip_allowlist: '127.0.0.11' }, { authorization: token })
    expect(lockout.status).toBe(400)
    expect(JSON.parse(lockout.body).data.ip_allowlist.message).toBe(messages.security.ipLockout.replace('{ip}', '127.0.0.10'))
    expect((await office.patchJson(path, { ip_allowlist: '127.0.0.10' }, { authorization: token })).status).toBe(200)
    try {
      expect((await office.get(path, { authorization: token })).status).toBe(200)
      const outside = await elsewhere.get(path, { authorization: token })
      expect({ status: outside.status, message: JSON.parse(outside.body).message }).toEqual({ status: 403, message: messages.security.ipNotAllowed })
      const signIn = await elsewhere.postJson('/api/collections/staff/auth-with-password', { identity: stack.staff.username, password: stack.staff.password })
      expect(signIn.status).toBe(403)
    } finally {
      await su.collection('site_settings').update(settings.id, { ip_allowlist: '' })
    }
  })
})

describe('the page cache', () => {
  it('answers pages from nginx’s cache and never the API, /admin or /_/', async () => {
    const client = visitor('127.0.0.12')
    for (const path of ['/', '/courses/practical']) {
      await client.get(path)
      expect((await client.get(path)).headers['x-cache-status'], path).toBe('HIT')
    }
    for (const path of ['/api/health', '/api/collections/carousels/records', '/admin', '/admin/leads', '/_/']) {
      for (let i = 0; i < 2; i++) {
        const res = await client.get(path)
        expect(res.status, path).toBe(200)
        expect(res.headers['x-cache-status'], path).toBeUndefined()
      }
    }
  })

  it("keeps WeChat's pages apart: each kind of browser gets its own CSP, each from the cache", async () => {
    const client = visitor('127.0.0.12')
    const wechat = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/WIFI Language/zh_CN' }
    const other = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' }
    const policy = async (headers: Record<string, string>) => {
      const res = await client.get('/guanghe', headers)
      return [res.headers['x-cache-status'], String(res.headers['content-security-policy']).includes(wechatShare.sdkOrigin)]
    }
    expect(await policy(other)).toEqual(['MISS', false])
    expect(await policy(wechat)).toEqual(['MISS', true])
    expect(await policy(other)).toEqual(['HIT', false])
    expect(await policy(wechat)).toEqual(['HIT', true])
  })

  it('neither answers nor stores a request with a token or a cookie from the cache', async () => {
    const client = visitor('127.0.0.12')
    for (const headers of [{ authorization: 'some-token' }, { cookie: 'session=1' }] as Record<string, string>[]) {
      expect((await client.get('/about', headers)).headers['x-cache-status']).toBe('BYPASS')
    }
    expect((await client.get('/about')).headers['x-cache-status']).toBe('MISS')
  })

  it('shows a slide switched off by staff within the promised seconds', async () => {
    const client = visitor('127.0.0.13')
    const token = await staffToken(client)
    const slide = (await su.collection('carousels').getFullList({ filter: 'active = true && page_id = "home"' }))[0]
    const title = JSON.stringify(slide.title).slice(1, -1)
    const warm = await client.get('/')
    expect(warm.body).toContain(title)
    // Cached (after a refresh in flight, should the earlier test's copy have aged meanwhile).
    await secondsUntil(async () => (await client.get('/')).headers['x-cache-status'] === 'HIT')
    // As the back office does it: staff, through the proxy.
    const off = await client.patchJson(`/api/collections/carousels/records/${slide.id}`, { active: false }, { authorization: token })
    expect(off.status).toBe(200)
    try {
      const seconds = await secondsUntil(async () => !(await client.get('/')).body.includes(title))
      console.log(`slide switched off: gone from the served page after ${seconds.toFixed(1)} s (promise ${CHANGE_SHOWS_WITHIN_SECONDS} s)`)
    } finally {
      await su.collection('carousels').update(slide.id, { active: true })
    }
  }, 60_000)

  it('keeps the maintenance page no longer than the promise after maintenance ends', async () => {
    const client = visitor('127.0.0.14')
    const settings = await su.collection('site_settings').getFirstListItem('')
    await client.get('/contact')
    await su.collection('site_settings').update(settings.id, { maintenance_mode: true })
    try {
      await secondsUntil(async () => (await client.get('/contact')).status === 503)
      // Served from the cache too: a spike during maintenance does not reach PocketBase either.
      const closed = await client.get('/contact')
      expect(closed.headers['x-cache-status']).toBe('HIT')
      expect(closed.headers['retry-after']).toBe('3600')
      expect(closed.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    } finally {
      await su.collection('site_settings').update(settings.id, { maintenance_mode: false })
    }
    await secondsUntil(async () => (await client.get('/contact')).status === 200)
  }, 60_000)
})

describe('behind a CDN', () => {
  const nginx = ensureNginx()
  const reload = () => {
    const args = ['-p', stack.runDir, '-e', join(stack.runDir, 'error.log'), '-c', join(stack.runDir, 'nginx.conf'), '-s', 'reload']
    expect(spawnSync(String(nginx.bin), args).status).toBe(0)
  }
  const lastLogLine = () => readFileSync(join(stack.runDir, 'access.log'), 'utf8').trimEnd().split('\n').pop() ?? ''
  /**
   * Waits until nginx runs the reloaded config: five fresh connections in a row from `from` are logged
   * as `address` (an old worker may still take a connection or two while the new ones start).
   */
  const loggedAs = (from: string, headers: Record<string, string>, address: string) =>
    secondsUntil(async () => {
      for (let probe = 0; probe < 5; probe++) {
        const client = h2Client(stack.url, stack.certificate, from)
        await client.get('/api/health', headers)
        await client.close()
        if (!lastLogLine().startsWith(`${address} `)) return false
      }
      return true
    })
  const cdnDir = () => join(stack.runDir, 'cdn')

  afterAll(async () => {
    rmSync(cdnDir(), { recursive: true, force: true })
    reload()
    await loggedAs('127.0.0.20', { 'x-forwarded-for': '203.0.113.5' }, '127.0.0.20')
  })

  it('takes the visitor’s address from the edge’s X-Forwarded-For, and only from the edge', async () => {
    const example = readFileSync(join(root, 'deploy', 'nginx', 'cdn-real-ip.conf.example'), 'utf8')
    expect(example).toContain('set_real_ip_from 192.0.2.0/24;')
    mkdirSync(cdnDir(), { recursive: true })
    // The edge is 127.0.0.20 here.
    writeFileSync(join(cdnDir(), 'real-ip.conf'), example.replace('set_real_ip_from 192.0.2.0/24;', 'set_real_ip_from 127.0.0.20;'))
    reload()
    await loggedAs('127.0.0.20', { 'x-forwarded-for': '203.0.113.5' }, '203.0.113.5')

    const storedIp = async (from: string, forwardedFor: string) => {
      const client = h2Client(stack.url, stack.certificate, from)
      const res = await client.postJson(LEADS, validLead, { 'x-forwarded-for': forwardedFor })
      await client.close()
      expect(res.status).toBe(200)
      return (await su.collection('form_submissions').getOne((JSON.parse(res.body) as { id: string }).id)).ip_address
    }
    // The visitor wrote 198.51.100.1 themselves; the edge appended the address it saw.
    expect(await storedIp('127.0.0.20', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5')
    // Not the edge: the header is the visitor's own claim, and ignored.
    expect(await storedIp('127.0.0.21', '203.0.113.99')).toBe('127.0.0.21')
  }, 60_000)
})

describe('the shipped production config', () => {
  it('passes nginx -t inside Debian’s own nginx.conf given the edge’s connections, rendered for a domain with a test certificate', () => {
    const nginx = ensureNginx()
    expect(nginx.ok).toBe(true)
    const dir = mkdtempSync(join(tmpdir(), 'nginx-prod-'))
    try {
      const key = join(dir, 'key.pem')
      const certificate = join(dir, 'cert.pem')
      expect(spawnSync('openssl', selfSignedCertificateArgs(key, certificate)).status).toBe(0)
      const rendered = spawnSync(
        process.execPath,
        ['scripts/nginx-site.mjs', '--server-name', 'www.example.com', '--ssl-certificate', certificate, '--ssl-certificate-key', key, '--cache-dir', join(dir, 'cache'), '--access-log', join(dir, 'access.log')],
        { cwd: root, encoding: 'utf8' },
      )
      expect(rendered.status, rendered.stderr).toBe(0)
      writeFileSync(join(dir, 'ai-site.conf'), rendered.stdout)
      // Debian's nginx.conf (gzip on, its TLS protocols, the default site) with the site file where
      // conf.d/*.conf would bring it in.
      const debianConfig = '/etc/nginx/nginx.conf'
      expect(existsSync(debianConfig)).toBe(true)
      const main = readFileSync(debianConfig, 'utf8')
      expect(main).toContain('include /etc/nginx/conf.d/*.conf;')
      writeFileSync(join(dir, 'nginx.conf'), main.replace('include /etc/nginx/conf.d/*.conf;', `include ${join(dir, 'ai-site.conf')};`))
      // As the operator does: the edge's connections in nginx.conf.
      const tuned = spawnSync(process.execPath, ['scripts/nginx-site.mjs', '--tune-main-config', join(dir, 'nginx.conf')], { cwd: root, encoding: 'utf8' })
      expect(tuned.status, tuned.stderr).toBe(0)
      expect(readFileSync(join(dir, 'nginx.conf.orig'), 'utf8')).not.toBe(readFileSync(join(dir, 'nginx.conf'), 'utf8'))
      const test = spawnSync(String(nginx.bin), ['-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' })
      expect(test.stderr).toContain('test is successful')
      expect(test.stderr).not.toContain('[warn]')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
