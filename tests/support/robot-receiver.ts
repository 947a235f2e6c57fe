// A real HTTP server on loopback that plays the three group-robot platforms: it checks each one's
// documented request (WeCom: the key in the URL; DingTalk: access_token, timestamp and an
// HMAC-SHA256 `sign` of `timestamp + "\n" + secret` in the URL; Feishu: timestamp and the HMAC with
// `timestamp + "\n" + secret` as key over an empty message in the body) and answers as the
// platform does, errors included (a WeCom text over 2,048 bytes, a DingTalk or Feishu body over 20 KB),
// and records each message's text, its @-mentions and when it arrived. Tests can make it fail the next
// requests or hold its answers.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Platform = 'wecom' | 'dingtalk' | 'feishu'

export interface ReceivedMessage {
  platform: Platform
  /** The robot's token (WeCom key, DingTalk access_token, Feishu hook id). */
  token: string
  text: string
  /** Whether the platform accepted it (a message it refused was not posted to the group). */
  accepted: boolean
  /** The mobile numbers it @-mentions (WeCom's mentioned_mobile_list, DingTalk's at.atMobiles). */
  mentions: string[]
  /** When it arrived (ms since 1970). */
  at: number
}

export interface RobotReceiver {
  /** `127.0.0.1:port`, for NOTIFY_WEBHOOK_HOSTS. */
  host: string
  /** The robot addresses, shaped as each platform hands them out. */
  urls: Record<Platform, string>
  /** The signing secrets the receiver expects (DingTalk, Feishu). */
  secrets: { dingtalk: string; feishu: string }
  /** Every request it answered, in order. */
  received: ReceivedMessage[]
  /** The next `count` requests to `platform` are refused with the platform's rate-limit error. */
  failNext: (platform: Platform, count: number) => void
  /** The next `count` requests get no answer: their connection is closed (a platform unreachable). */
  dropNext: (count: number) => void
  /** Holds every answer until release() (a slow platform). */
  hold: () => void
  release: () => void
  /** Requests that arrived and wait for release(). */
  held: () => number
  stop: () => Promise<void>
}

const sign = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64')

// Each platform's own answers (from their documentation).
const ANSWERS = {
  wecom: {
    ok: { errcode: 0, errmsg: 'ok' },
    badKey: { errcode: 93000, errmsg: 'invalid webhook url, hint: [1732000000_1], from ip: 127.0.0.1' },
    tooFast: { errcode: 45009, errmsg: 'api freq out of limit' },
    badBody: { errcode: 40008, errmsg: 'invalid message type' },
  },
  dingtalk: {
    ok: { errcode: 0, errmsg: 'ok' },
    badKey: { errcode: 300001, errmsg: 'token is not exist' },
    badSign: { errcode: 310000, errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]' },
    tooFast: { errcode: 410100, errmsg: 'send too fast, exceed 20 times per minute' },
    badBody: { errcode: 40035, errmsg: '缺少参数 json' },
  },
  feishu: {
    ok: { code: 0, msg: 'success', data: {} },
    badKey: { code: 19001, msg: 'param invalid: incoming webhook access token invalid' },
    badSign: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
    tooFast: { code: 11232, msg: 'frequency limited psm[lark.oapi.app_platform_runtime]appID[1]' },
    badBody: { code: 9499, msg: 'Bad Request' },
  },
} as const

const ONE_HOUR_MS = 60 * 60 * 1000

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The numbers a WeCom (`text.mentioned_mobile_list`) or DingTalk (`at.atMobiles`) message @-mentions. */
function mentionsOf(body: Record<string, unknown> | null): string[] {
  const listed = (body?.text as Record<string, unknown> | undefined)?.mentioned_mobile_list ?? (body?.at as Record<string, unknown> | undefined)?.atMobiles
  return Array.isArray(listed) ? listed.filter((item): item is string => typeof item === 'string') : []
}

/** A WeCom or DingTalk text message's content: `{msgtype: 'text', text: {content}}`. */
function textContent(body: Record<string, unknown> | null): string | null {
  if (body?.msgtype !== 'text') return null
  const value = (body.text as Record<string, unknown> | undefined)?.content
  return typeof value === 'string' && value !== '' ? value : null
}

export async function startRobotReceiver(): Promise<RobotReceiver> {
  const tokens = { wecom: 'wecom-key-6f1d2a', dingtalk: 'ding-token-9b3c', feishu: 'feishu-hook-4e7a' }
  const secrets = { dingtalk: 'SECd1n6-secret-value', feishu: 'feishu-secret-value' }
  const received: ReceivedMessage[] = []
  const failures: Record<Platform, number> = { wecom: 0, dingtalk: 0, feishu: 0 }
  let holding = false
  let waiting: (() => void)[] = []
  let drops = 0

  function answer(platform: Platform, token: string, text: string | null, verdict: Record<string, unknown>, res: ServerResponse, mentions: string[] = []) {
    let reply = verdict
    if (reply === ANSWERS[platform].ok && failures[platform] > 0) {
      failures[platform] -= 1
      reply = ANSWERS[platform].tooFast
    }
    const accepted = reply === ANSWERS[platform].ok
    received.push({ platform, token, text: text ?? '', accepted, mentions, at: Date.now() })
    const send = () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(reply))
    }
    if (holding) waiting.push(send)
    else send()
  }

  const server = createServer((req, res) => {
    if (drops > 0) {
      drops -= 1
      req.socket.destroy()
      return
    }
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://receiver')
      const raw = await readBody(req)
      const body = parseJson(raw)
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(405).end()
        return
      }
      if (url.pathname === '/cgi-bin/webhook/send') {
        const key = url.searchParams.get('key') ?? ''
        const text = textContent(body)
        // WeCom: a text message's content is at most 2,048 bytes; DingTalk and Feishu take a body of 20 KB at most.
        const verdict =
          key !== tokens.wecom ? ANSWERS.wecom.badKey : text === null || Buffer.byteLength(text) > 2048 ? ANSWERS.wecom.badBody : ANSWERS.wecom.ok
        answer('wecom', key, text, verdict, res, mentionsOf(body))
        return
      }
      if (url.pathname === '/robot/send') {
        const token = url.searchParams.get('access_token') ?? ''
        const timestamp = url.searchParams.get('timestamp') ?? ''
        const signature = url.searchParams.get('sign') ?? ''
        const text = textContent(body)
        const fresh = /^\d{13}$/.test(timestamp) && Math.abs(Date.now() - Number(timestamp)) < ONE_HOUR_MS
        const verdict =
          token !== tokens.dingtalk
            ? ANSWERS.dingtalk.badKey
            : !fresh || signature !== sign(secrets.dingtalk, `${timestamp}\n${secrets.dingtalk}`)
              ? ANSWERS.dingtalk.badSign
              : text === null || Buffer.byteLength(raw) > 20000
                ? ANSWERS.dingtalk.badBody
                : ANSWERS.dingtalk.ok
        answer('dingtalk', token, text, verdict, res, mentionsOf(body))
        return
      }
      const feishu = /^\/open-apis\/bot\/v2\/hook\/([\w-]+)$/.exec(url.pathname)
      if (feishu) {
        const token = feishu[1]
        const timestamp = String(body?.timestamp ?? '')
        const content = body?.content as Record<string, unknown> | undefined
        const text = body?.msg_type === 'text' && typeof content?.text === 'string' && content.text !== '' ? content.text : null
        const fresh = /^\d{10}$/.test(timestamp) && Math.abs(Date.now() - Number(timestamp) * 1000) < ONE_HOUR_MS
        const verdict =
          token !== tokens.feishu
            ? ANSWERS.feishu.badKey
            : !fresh || body?.sign !== sign(`${timestamp}\n${secrets.feishu}`, '')
              ? ANSWERS.feishu.badSign
              : text === null || Buffer.byteLength(raw) > 20 * 1024
                ? ANSWERS.feishu.badBody
                : ANSWERS.feishu.ok
        answer('feishu', token, text, verdict, res)
        return
      }
      res.writeHead(404).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const host = `127.0.0.1:${port}`
  return {
    host,
    urls: {
      wecom: `http://${host}/cgi-bin/webhook/send?key=${tokens.wecom}`,
      dingtalk: `http://${host}/robot/send?access_token=${tokens.dingtalk}`,
      feishu: `http://${host}/open-apis/bot/v2/hook/${tokens.feishu}`,
    },
    secrets,
    received,
    failNext: (platform, count) => {
      failures[platform] = count
    },
    dropNext: (count) => {
      drops = count
    },
    hold: () => {
      holding = true
    },
    release: () => {
      holding = false
      const answers = waiting
      waiting = []
      answers.forEach((send) => send())
    },
    held: () => waiting.length,
    stop: () =>
      new Promise<void>((resolve) => {
        waiting.forEach((send) => send())
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
