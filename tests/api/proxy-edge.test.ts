// The edge of the production stack (`npm run prod:local`) against one abusive address and while
// PocketBase restarts: 3,000 idle connections from one address keep no other visitor out and are
// closed by the header timeout; an oversized body is refused from its Content-Length before nginx
// reads it; TLS 1.2 offers AEAD suites only and no session tickets; a CORS answer is never served to
// another origin; the HTTP redirect names the site, not the request's Host; and with PocketBase
// killed, nginx serves the cached pages and answers the rest in Chinese (the lead form's own text).
import { spawnSync } from 'node:child_process'
import { connect as netConnect } from 'node:net'
import { connect as tlsConnect, getCiphers, type TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { validLead } from '../support/lead-cases'
import { CHANGE_SHOWS_WITHIN_SECONDS } from '../support/page-caching'
import { h2Client, startProdStack } from '../support/prod-stack'

const LEADS = '/api/collections/form_submissions/records'
/** Mozilla's intermediate TLS 1.2 suites (OpenSSL names): forward secrecy and AEAD only. */
const INTERMEDIATE_TLS12 = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
]

let stack: Awaited<ReturnType<typeof startProdStack>>

beforeAll(async () => {
  stack = await startProdStack({ LEAD_CHALLENGE: 'off' })
}, 300_000)

afterAll(async () => {
  await stack?.stop()
})

const port = () => Number(new URL(stack.url).port)

/** A visitor's one request from `from`, on a connection of its own; the status, or the error it met. */
async function visit(from: string, path = '/') {
  const client = h2Client(stack.url, stack.certificate, from)
  try {
    return await Promise.race([
      client.get(path).then((res) => res.status),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 15 s'), 15_000)),
    ])
  } catch (error) {
    return String(error)
  } finally {
    void client.close()
  }
}

/** A TLS connection from `from` with these options; resolves once the handshake ends, or to the error. */
function handshake(from: string, options: { ciphers?: string; maxVersion?: 'TLSv1.2' | 'TLSv1.3' }) {
  return new Promise<TLSSocket | Error>((resolve) => {
    const socket = tlsConnect({
      socket: netConnect({ host: '127.0.0.1', port: port(), localAddress: from }),
      rejectUnauthorized: false,
      servername: 'localhost',
      ...options,
    })
    socket.once('secureConnect', () => resolve(socket))
    socket.once('error', (error) => resolve(error))
  })
}

describe('one address holding idle connections', () => {
  /** A TLS connection from `from` that sends the start of a request and never the rest (slowloris). */
  function halfSentRequest(from: string) {
    return new Promise<TLSSocket | null>((resolve) => {
      const socket = tlsConnect({ socket: netConnect({ host: '127.0.0.1', port: port(), localAddress: from }), rejectUnauthorized: false, servername: 'localhost', ALPNProtocols: ['http/1.1'] })
      socket.on('error', () => resolve(null))
      socket.once('secureConnect', () => {
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
        resolve(socket)
      })
    })
  }

  it('keeps no other visitor out, and the header timeout closes them', { timeout: 180_000 }, async () => {
    const held: TLSSocket[] = []
    let closed = 0
    try {
      // 3,000 connections from one address, each a request whose header never ends (nginx cannot
      // reuse these as it reuses connections that sent nothing yet).
      for (let batch = 0; batch < 15; batch++) {
        const sockets = await Promise.all(Array.from({ length: 200 }, () => halfSentRequest('127.0.0.30')))
        for (const socket of sockets) {
          if (!socket) continue
          socket.once('close', () => (closed += 1))
          held.push(socket)
        }
      }
      const opened = Date.now()
      const others = await Promise.all(Array.from({ length: 30 }, (_, i) => visit(`127.0.0.${40 + i}`, '/about')))
      expect(others.filter((status) => status !== 200)).toEqual([])
      expect(held.length).toBe(3000)
      // nginx closes a request whose header has not arrived within its header timeout (10 s), not after a minute.
      while (closed < held.length && Date.now() - opened < 40_000) await new Promise((resolve) => setTimeout(resolve, 500))
      expect(closed).toBe(held.length)
      console.log(`3,000 half-sent requests from one address: 30 of 30 other visitors served; all closed by nginx ${((Date.now() - opened) / 1000).toFixed(1)} s after the last was opened`)
    } finally {
      for (const socket of held) socket.destroy()
    }
  })
})

describe('bodies', () => {
  /** Sends only the headers of a request announcing `length` bytes; the status nginx answers with, within 5 s. */
  async function announce(method: string, path: string, length: number, from = '127.0.0.31') {
    const client = h2Client(stack.url, stack.certificate, from)
    try {
      const answer = client.request(path, { method, headers: { 'content-type': 'application/json', 'content-length': String(length) }, open: true })
      return await Promise.race([answer.then((res) => res.status), new Promise<string>((resolve) => setTimeout(() => resolve('waiting for the body'), 5000))])
    } finally {
      void client.close()
    }
  }

  it.each([
    ['GET', '/'],
    ['POST', '/api/site/pageview'],
    ['POST', LEADS],
    ['POST', '/api/collections/staff/auth-with-password'],
  ])('refuses a 99 MB body to %s %s before reading it', async (method, path) => {
    expect(await announce(method, path, 99_000_000)).toBe(413)
  })

  it('answers a too large lead with the lead form’s own Chinese text', async () => {
    const client = h2Client(stack.url, stack.certificate, '127.0.0.32')
    try {
      const res = await client.postJson(LEADS, { ...validLead, message: 'x'.repeat(40_000) })
      expect({ status: res.status, type: res.headers['content-type'], body: JSON.parse(res.body) }).toEqual({
        status: 413,
        type: 'application/json; charset=utf-8',
        body: { status: 413, message: leadRules.messages.requestTooLarge, data: {} },
      })
    } finally {
      await client.close()
    }
  })

  it('lets a staff upload of the image size through to PocketBase', async () => {
    const client = h2Client(stack.url, stack.certificate, '127.0.0.33')
    try {
      const boundary = 'edge-test'
      const file = Buffer.alloc(4 * 2 ** 20, 1)
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const res = await client.request('/api/collections/news_images/records', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body })
      // PocketBase's own refusal of a guest (it read the body), not nginx's 413.
      expect(res.status).not.toBe(413)
      expect(res.headers['x-cache-status']).toBeUndefined()
      expect(JSON.parse(res.body).status).toBe(res.status)
    } finally {
      await client.close()
    }
  })
})

describe('TLS', () => {
  it('offers TLS 1.2 with Mozilla’s intermediate AEAD suites only', async () => {
    const accepted: string[] = []
    for (const cipher of getCiphers().map((name) => name.toUpperCase()).filter((name) => !name.startsWith('TLS_'))) {
      const socket = await handshake('127.0.0.34', { ciphers: cipher, maxVersion: 'TLSv1.2' })
      if (!(socket instanceof Error)) {
        accepted.push(socket.getCipher().name)
        socket.destroy()
      }
    }
    expect(accepted.length).toBeGreaterThan(0)
    expect(accepted.filter((name) => !INTERMEDIATE_TLS12.includes(name))).toEqual([])
  })

  it('issues no session tickets', async () => {
    const socket = await handshake('127.0.0.34', { maxVersion: 'TLSv1.2' })
    if (socket instanceof Error) throw socket
    try {
      expect(socket.getProtocol()).toBe('TLSv1.2')
      expect(socket.getTLSTicket()).toBeUndefined()
    } finally {
      socket.destroy()
    }
  })
})

describe('CORS and the page cache', () => {
  it('never serves a page answered for one origin to a request from another or none', async () => {
    const client = h2Client(stack.url, stack.certificate, '127.0.0.35')
    try {
      // PB_APP_URL is the stack's own address: PocketBase allows it.
      const cors = await client.get('/legal/privacy', { origin: stack.url })
      expect(cors.headers['access-control-allow-origin']).toBe(stack.url)
      expect(cors.headers.vary).toMatch(/Origin/)
      for (const headers of [{}, {}, { origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
        const res = await client.get('/legal/privacy', headers)
        expect(res.status).toBe(200)
        expect(res.headers['access-control-allow-origin'], JSON.stringify(headers)).toBeUndefined()
      }
      expect((await client.get('/legal/privacy')).headers['x-cache-status']).toBe('HIT')
    } finally {
      await client.close()
    }
  })
})

describe('the HTTP redirect', () => {
  it('names the site’s own address, whatever Host the request names', async () => {
    const res = await new Promise<{ status: number; location: string }>((resolve, reject) => {
      const socket = netConnect({ host: '127.0.0.1', port: Number(new URL(stack.httpUrl).port) })
      let text = ''
      socket.on('data', (d) => (text += d))
      socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]), location: /^location: (.*)\r$/im.exec(text)?.[1] ?? '' }))
      socket.on('error', reject)
      socket.write('GET /contact?from=x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n')
    })
    expect(res).toEqual({ status: 301, location: `${stack.url}/contact?from=x` })
  })
})

describe('while PocketBase restarts', () => {
  /** The pid of the stack's PocketBase (`pocketbase serve --http=<its address>`). */
  function pocketbasePid() {
    const address = new URL(stack.pocketbaseUrl).host
    const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    const line = ps.stdout.split('\n').find((row) => row.includes(' serve ') && row.includes(`--http=${address}`))
    return Number(line?.trim().split(/\s+/)[0])
  }
  const pocketbaseAnswers = () => fetch(`${stack.pocketbaseUrl}/api/health`).then((res) => res.ok, () => false)

  it('serves cached pages, answers the rest in Chinese, and is back without a hand', { timeout: 120_000 }, async () => {
    const client = h2Client(stack.url, stack.certificate, '127.0.0.36')
    try {
      await client.get('/courses/marketing')
      expect((await client.get('/courses/marketing')).headers['x-cache-status']).toBe('HIT')
      // Past its s-maxage and stale-while-revalidate: only `proxy_cache_use_stale error` may serve it now.
      await new Promise((resolve) => setTimeout(resolve, (CHANGE_SHOWS_WITHIN_SECONDS + 1) * 1000))
      const pid = pocketbasePid()
      expect(pid).toBeGreaterThan(0)
      process.kill(pid, 'SIGKILL')
      while (await pocketbaseAnswers()) await new Promise((resolve) => setTimeout(resolve, 50))
      const killedAt = Date.now()

      const cached = await client.get('/courses/marketing')
      expect({ status: cached.status, cache: cached.headers['x-cache-status'] }).toEqual({ status: 200, cache: 'STALE' })

      const page = await client.get('/news?page=97')
      expect({ status: page.status, type: page.headers['content-type'] }).toEqual({ status: 503, type: 'text/html; charset=utf-8' })
      expect(page.body).toContain('<html lang="zh-CN">')
      expect(page.body).toContain(messages.apiErrors.status['503'])

      const lead = await client.postJson(LEADS, validLead)
      expect({ status: lead.status, body: JSON.parse(lead.body) }).toEqual({ status: 503, body: { status: 503, message: leadRules.messages.failed, data: {} } })

      // Any other API call, staff listing leads included, gets the API's own text.
      for (const path of ['/api/collections/carousels/records', LEADS]) {
        const api = await client.get(path)
        expect({ status: api.status, body: JSON.parse(api.body) }, path).toEqual({ status: 503, body: { status: 503, message: messages.apiErrors.status['503'], data: {} } })
      }
      expect(Date.now() - killedAt, 'the answers came while PocketBase was still down').toBeLessThan(5000)

      // prod:local starts PocketBase again as systemd would (RestartSec=5), nginx up all along.
      while (!(await pocketbaseAnswers())) {
        expect(Date.now() - killedAt).toBeLessThan(90_000)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      console.log(`PocketBase killed: serving again after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`)
      expect((await client.get('/api/health')).status).toBe(200)
    } finally {
      await client.close()
    }
  })
})
