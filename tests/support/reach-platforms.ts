// A real HTTP server on loopback that plays WeChat's official-account API and Baidu's link push API, as
// tests/support/robot-receiver.ts plays the robots. WeChat (WECHAT_API_BASE): GET /cgi-bin/token
// (grant_type, appid, secret) hands out access tokens, GET /cgi-bin/ticket/getticket (access_token,
// type=jsapi) jsapi tickets, each with an expiry the test sets, and WeChat's errors (40013 unknown AppID,
// 40125 wrong AppSecret, 40164 an IP not whitelisted, 40001 a token it no longer takes, 42001 an expired
// one). Baidu (BAIDU_PUSH_ENDPOINT): POST /urls?site=...&token=... with one address a line, answered
// `{success, remain, not_same_site}` within a daily quota, or `{error, message}` as Baidu refuses.
// Tests can hold the answers (to make requests overlap) and count every request.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BaiduPush {
  site: string
  token: string
  urls: string[]
  /** Baidu's answer: its HTTP status and body. */
  status: number
  answer: Record<string, unknown>
}

export interface ReachPlatforms {
  /** For WECHAT_API_BASE. */
  wechatBase: string
  /** For BAIDU_PUSH_ENDPOINT. */
  baiduEndpoint: string
  /** The official account the stand-in knows. */
  appId: string
  appSecret: string
  /** The push token Baidu knows for `baiduSite`. */
  baiduToken: string
  /** The site the token is registered for (set it to the server's own address). */
  baiduSite: string
  setBaiduSite: (site: string) => void
  /** What WeChat's token and ticket APIs were asked, in order. */
  tokenRequests: { appid: string; secret: string }[]
  ticketRequests: { token: string }[]
  /** Every push Baidu answered. */
  pushes: BaiduPush[]
  /** The newest jsapi_ticket handed out (a signature is checked against it). */
  latestTicket: () => string
  /** Lifetimes (seconds) of the next tokens and tickets handed out. */
  setLifetimes: (lifetimes: { token?: number; ticket?: number }) => void
  /** WeChat refuses this server's IP from now on (40164), or takes it again. */
  blockIp: (blocked: boolean) => void
  /** Every token handed out so far is no longer taken (another server fetched a newer one). */
  revokeTokens: () => void
  /** What Baidu lets through today (counted down by every address it takes). */
  setBaiduQuota: (remain: number) => void
  /** The next `count` pushes get Baidu's 500. */
  failBaidu: (count: number) => void
  /** Holds every answer until release() (a slow platform, so that requests overlap). */
  hold: () => void
  release: () => void
  held: () => number
  stop: () => Promise<void>
}

const json = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

const secret = () => randomBytes(24).toString('base64url')

export async function startReachPlatforms(): Promise<ReachPlatforms> {
  const appId = 'wx' + randomBytes(8).toString('hex')
  const appSecret = randomBytes(16).toString('hex')
  const baiduToken = randomBytes(8).toString('hex')
  let baiduSite = ''
  let lifetimes = { token: 7200, ticket: 7200 }
  let ipBlocked = false
  let baiduQuota = 10
  let baiduFailures = 0
  let holding = false
  let waiting: (() => void)[] = []
  /** Tokens handed out: value → when it expires (ms). */
  const tokens = new Map<string, number>()
  let ticket = ''
  const tokenRequests: { appid: string; secret: string }[] = []
  const ticketRequests: { token: string }[] = []
  const pushes: BaiduPush[] = []

  const send = (reply: () => void) => (holding ? waiting.push(reply) : reply())

  function wechat(url: URL, res: ServerResponse) {
    if (url.pathname === '/cgi-bin/token') {
      const appid = url.searchParams.get('appid') ?? ''
      const given = url.searchParams.get('secret') ?? ''
      tokenRequests.push({ appid, secret: given })
      // WeChat's own wording of each refusal.
      if (url.searchParams.get('grant_type') !== 'client_credential') return json(res, 200, { errcode: 40002, errmsg: 'invalid grant_type rid: 6747a1b2-1' })
      if (appid !== appId) return json(res, 200, { errcode: 40013, errmsg: 'invalid appid rid: 6747a1b2-2' })
      if (given !== appSecret) return json(res, 200, { errcode: 40125, errmsg: 'invalid appsecret, view more at http://t.cn/RAEkdVq rid: 6747a1b2-3' })
      if (ipBlocked) return json(res, 200, { errcode: 40164, errmsg: 'invalid ip 127.0.0.1 ipv6 ::ffff:127.0.0.1, not in whitelist rid: 6747a1b2-4' })
      const token = secret()
      tokens.set(token, Date.now() + lifetimes.token * 1000)
      return json(res, 200, { access_token: token, expires_in: lifetimes.token })
    }
    const token = url.searchParams.get('access_token') ?? ''
    ticketRequests.push({ token })
    const expires = tokens.get(token)
    if (expires === undefined) return json(res, 200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest rid: 6747a1b2-5' })
    if (expires <= Date.now()) return json(res, 200, { errcode: 42001, errmsg: 'access_token expired rid: 6747a1b2-6' })
    if (url.searchParams.get('type') !== 'jsapi') return json(res, 200, { errcode: 40097, errmsg: 'invalid args rid: 6747a1b2-7' })
    ticket = secret()
    return json(res, 200, { errcode: 0, errmsg: 'ok', ticket, expires_in: lifetimes.ticket })
  }

  function baidu(url: URL, body: string, res: ServerResponse) {
    const site = url.searchParams.get('site') ?? ''
    const token = url.searchParams.get('token') ?? ''
    const urls = body.split('\n').map((line) => line.trim()).filter((line) => line !== '')
    const answer = (status: number, reply: Record<string, unknown>) => {
      pushes.push({ site, token, urls, status, answer: reply })
      json(res, status, reply)
    }
    if (baiduFailures > 0) {
      baiduFailures -= 1
      return answer(500, { error: 500, message: 'internal error, please try later' })
    }
    if (token !== baiduToken) return answer(401, { error: 401, message: 'token is not valid' })
    if (site !== baiduSite) return answer(400, { error: 400, message: 'site error' })
    if (urls.length === 0) return answer(400, { error: 400, message: 'empty content' })
    if (urls.length > 2000) return answer(400, { error: 400, message: 'only 2000 urls are allowed once' })
    if (urls.length > baiduQuota) return answer(400, { error: 400, message: 'over quota' })
    const ours = urls.filter((address) => address === site || address.startsWith(`${site}/`))
    const others = urls.filter((address) => !ours.includes(address))
    baiduQuota -= ours.length
    return answer(200, { remain: baiduQuota, success: ours.length, ...(others.length > 0 ? { not_same_site: others } : {}) })
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const body = await readBody(req)
      if (url.pathname.startsWith('/cgi-bin/') && req.method === 'GET') return send(() => wechat(url, res))
      if (url.pathname === '/urls' && req.method === 'POST') {
        if (!String(req.headers['content-type']).startsWith('text/plain')) return send(() => json(res, 400, { error: 400, message: 'empty content' }))
        return send(() => baidu(url, body, res))
      }
      res.writeHead(404).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    wechatBase: origin,
    baiduEndpoint: `${origin}/urls`,
    appId,
    appSecret,
    baiduToken,
    get baiduSite() {
      return baiduSite
    },
    setBaiduSite: (site) => {
      baiduSite = site
    },
    tokenRequests,
    ticketRequests,
    pushes,
    latestTicket: () => ticket,
    setLifetimes: (next) => {
      lifetimes = { ...lifetimes, ...next }
    },
    blockIp: (blocked) => {
      ipBlocked = blocked
    },
    revokeTokens: () => tokens.clear(),
    setBaiduQuota: (remain) => {
      baiduQuota = remain
    },
    failBaidu: (count) => {
      baiduFailures = count
    },
    hold: () => {
      holding = true
    },
    release: () => {
      holding = false
      const replies = waiting
      waiting = []
      replies.forEach((reply) => reply())
    },
    held: () => waiting.length,
    stop: () =>
      new Promise<void>((resolve) => {
        waiting.forEach((reply) => reply())
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
