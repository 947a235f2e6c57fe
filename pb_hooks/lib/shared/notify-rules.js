// Team notification robots (WeCom, DingTalk, Feishu), the pure parts the hooks and the 通知 tab share:
// which addresses a robot may have, masking them, each platform's request and answer, the signing
// string, a failed request's reason, the rate limiter and the burst summary. No I/O here (lib/notify/robots.js sends).

/** @type {any} */
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { formatMessage: fill } = require('../shared/text-checks.js')

const URL_MAX = 1000
const SECRET_MAX = 200

/**
 * `scheme://host[:port]/rest` taken apart, or null. No URL class in PocketBase's JS engine, so the
 * shape is read strictly: no user info, a host of letters, digits, dots and dashes, a decimal port.
 * @param {string} url
 */
function parseAddress(url) {
  const match = /^(https?):\/\/([A-Za-z0-9.-]+)(?::(\d{1,5}))?([/?#][^\s]*)?$/i.exec(String(url))
  if (!match) return null
  return { scheme: match[1].toLowerCase(), host: match[2].toLowerCase(), port: match[3] || '', rest: match[4] || '' }
}

/** The operator's extra hosts (env NOTIFY_WEBHOOK_HOSTS: a comma list of host[:port]), lower-cased. */
function extraHosts(envValue) {
  return String(envValue || '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
}

/**
 * Why `url` cannot be `channel`'s robot address, or null when it can: https on the platform's own
 * host (no other port), or any scheme on a host[:port] the operator listed.
 * @param {string} channel
 * @param {string} url
 * @param {string} [envHosts]
 */
function addressProblem(channel, url, envHosts) {
  const platform = notify.channels[channel]
  const text = notify.messages
  if (!platform) return text.channelUnknown
  const value = String(url || '').trim()
  if (value === '') return text.urlRequired
  if (value.length > URL_MAX) return fill(text.urlTooLong, { max: URL_MAX })
  const parts = parseAddress(value)
  if (!parts) return text.urlInvalid
  const hostPort = parts.port ? `${parts.host}:${parts.port}` : parts.host
  if (extraHosts(envHosts).indexOf(hostPort) >= 0) return null
  if (parts.scheme === 'https' && !parts.port && platform.hosts.indexOf(parts.host) >= 0) return null
  return fill(text.hostNotAllowed, { label: platform.label, hosts: platform.hosts.join(' / ') })
}

/** Why `secret` cannot be stored, or null. A platform that signs requires one. */
function secretProblem(channel, secret) {
  const platform = notify.channels[channel]
  const value = String(secret || '').trim()
  if (value.length > SECRET_MAX) return fill(notify.messages.secretTooLong, { max: SECRET_MAX })
  if (platform && platform.secret && value === '') return fill(notify.messages.secretRequired, { label: platform.label })
  return null
}

/** A robot address as staff see it after saving: scheme and host, then only its last 4 characters. */
function maskAddress(url) {
  const value = String(url || '')
  if (value === '') return ''
  const parts = parseAddress(value)
  const head = parts ? `${parts.scheme}://${parts.host}${parts.port ? ':' + parts.port : ''}/` : ''
  return `${head}••••${value.slice(-4)}`
}

/** Whether `content` is a list of known message fields, each once. */
function contentValid(content) {
  if (!Array.isArray(content)) return false
  const known = Object.keys(notify.contentFields)
  return content.every((field, i) => typeof field === 'string' && known.indexOf(field) >= 0 && content.indexOf(field) === i)
}

/**
 * What a signing platform's HMAC-SHA256 covers: `{key, message}`. DingTalk: key = the secret over
 * `timestamp + "\n" + secret` (milliseconds); Feishu: key = `timestamp + "\n" + secret` (seconds)
 * over the empty message. WeCom does not sign (the key is in the address).
 * @param {string} channel
 * @param {string} secret
 * @param {string} timestamp
 */
function signingInput(channel, secret, timestamp) {
  const joined = `${timestamp}\n${secret}`
  if (channel === 'dingtalk') return { key: secret, message: joined }
  if (channel === 'feishu') return { key: joined, message: '' }
  return null
}

/** The timestamp a platform signs: DingTalk milliseconds, Feishu seconds. */
function signingTimestamp(channel, nowMs) {
  return channel === 'feishu' ? String(Math.floor(nowMs / 1000)) : String(nowMs)
}

/**
 * A text as a Feishu text message shows it: Feishu reads `<at user_id="…">` tags in one, so a visitor's
 * `<` (as in `<at user_id="all">`, which would call the whole group) goes as the full-width `＜`; the
 * others read no markup in a text message.
 * @param {string} text
 */
function feishuText(text) {
  return String(text).split('<').join('＜')
}

/**
 * The HTTP request that posts `text` to a robot: `{url, body}` (JSON text). `signature` is the
 * base64 HMAC of signingInput() for signing platforms. `mentions` (mobile numbers) are at-mentioned
 * where the platform mentions by number: WeCom lists them beside the text; DingTalk lists them and
 * needs each `@number` in the text; Feishu mentions only by its own user ids, so none there.
 * @param {string} channel
 * @param {string} url
 * @param {string} text
 * @param {{timestamp?: string, signature?: string}} [signed]
 * @param {string[]} [mentions]
 */
function robotRequest(channel, url, text, signed, mentions) {
  const sign = signed || {}
  const numbers = (mentions || []).filter((number, i, all) => typeof number === 'string' && number !== '' && all.indexOf(number) === i)
  if (channel === 'dingtalk') {
    const query = sign.signature ? `${url.indexOf('?') >= 0 ? '&' : '?'}timestamp=${sign.timestamp}&sign=${encodeURIComponent(sign.signature)}` : ''
    const content = numbers.length > 0 ? `${text}\n${numbers.map((number) => `@${number}`).join(' ')}` : text
    const at = numbers.length > 0 ? { at: { atMobiles: numbers, isAtAll: false } } : {}
    return { url: url + query, body: JSON.stringify({ msgtype: 'text', text: { content }, ...at }) }
  }
  if (channel === 'feishu') {
    const head = sign.signature ? { timestamp: sign.timestamp, sign: sign.signature } : {}
    return { url, body: JSON.stringify({ ...head, msg_type: 'text', content: { text: feishuText(text) } }) }
  }
  const listed = numbers.length > 0 ? { mentioned_mobile_list: numbers } : {}
  return { url, body: JSON.stringify({ msgtype: 'text', text: { content: text, ...listed } }) }
}

/**
 * A platform's answer read: `{ok, message}`. WeCom and DingTalk answer `{errcode, errmsg}`, Feishu
 * `{code, msg}` (older robots `{StatusCode, StatusMessage}`); anything but code 0 is a failure.
 * @param {number} status
 * @param {string} body
 */
function readAnswer(status, body) {
  const text = notify.messages
  let parsed = null
  try {
    parsed = JSON.parse(body)
  } catch (_) {
    parsed = null
  }
  if (status < 200 || status >= 300) {
    const detail = parsed ? readAnswer(200, body).message : ''
    return { ok: false, message: fill(text.httpFailed, { status }) + (detail && detail !== text.unreadable ? ` ${detail}` : '') }
  }
  if (!parsed || typeof parsed !== 'object') return { ok: false, message: text.unreadable }
  const code = 'errcode' in parsed ? parsed.errcode : 'code' in parsed ? parsed.code : 'StatusCode' in parsed ? parsed.StatusCode : undefined
  const said = parsed.errmsg !== undefined ? parsed.errmsg : parsed.msg !== undefined ? parsed.msg : parsed.StatusMessage
  if (code === undefined) return { ok: false, message: text.unreadable }
  if (code === 0) return { ok: true, message: String(said === undefined ? 'ok' : said) }
  return { ok: false, message: fill(text.platformFailed, { code, message: String(said === undefined ? '' : said) }) }
}

// How Go's HTTP client words a failed request (net, net/http, crypto/tls), most telling first.
const TRANSPORT_FAILURES = [
  { pattern: /no such host|server misbehaving|lookup /i, message: 'unreachableDns' },
  { pattern: /timeout|deadline exceeded/i, message: 'unreachableTimeout' },
  { pattern: /connection refused/i, message: 'unreachableRefused' },
  { pattern: /x509|tls|certificate/i, message: 'unreachableTls' },
]

/**
 * Which kind of failure Go's error for a request that got no answer is: the key of its Chinese
 * reason (`unreachableDns`, `unreachableTimeout`, ...; `unreachable` when none fits). The platforms
 * of lib/integrations word the same kinds for their own servers.
 * @param {string} error
 */
function transportFailureKind(error) {
  const known = TRANSPORT_FAILURES.find((failure) => failure.pattern.test(String(error)))
  return known ? known.message : 'unreachable'
}

/**
 * What staff read when a request to a robot failed before any answer: a Chinese reason, never Go's
 * English error, which quotes the robot's address and the server's own resolver or network addresses.
 * @param {string} error
 */
function transportFailure(error) {
  return notify.messages[transportFailureKind(error)]
}

/**
 * The rate limiter of one robot: given the times (ms) of its recent requests, whether one more may
 * go now, the times to keep, and when refused, the time (ms) a request may go again. Each
 * platform's limits are kept with a safety margin, and a second's limit as well where it has one.
 * @param {string} channel
 * @param {number[]} times
 * @param {number} now
 * @returns {{allowed: boolean, times: number[], retryAt: number}}
 */
function takeSlot(channel, times, now) {
  const platform = notify.channels[channel]
  const recent = (times || []).filter((t) => now - t < 60 * 1000).sort((a, b) => a - b)
  const perMinute = Math.max(1, Math.floor(platform.perMinute * notify.safetyMargin))
  if (recent.length >= perMinute) return { allowed: false, times: recent, retryAt: recent[recent.length - perMinute] + 60 * 1000 }
  if (platform.perSecond > 0) {
    const perSecond = Math.max(1, Math.floor(platform.perSecond * notify.safetyMargin))
    const lastSecond = recent.filter((t) => now - t < 1000)
    if (lastSecond.length >= perSecond) return { allowed: false, times: recent, retryAt: lastSecond[lastSecond.length - perSecond] + 1000 }
  }
  return { allowed: true, times: recent.concat([now]), retryAt: now }
}

/** UTF-8 length of a text (WeCom counts a text message's bytes). */
function byteLength(text) {
  let n = 0
  for (const ch of String(text)) {
    const code = /** @type {number} */ (ch.codePointAt(0))
    n += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return n
}

/**
 * `text` cut to at most `maxBytes` of UTF-8, ending in '…' when cut (a robot message staff laid out
 * stays within what the platforms take).
 * @param {string} text
 * @param {number} maxBytes
 */
function clipBytes(text, maxBytes) {
  if (byteLength(text) <= maxBytes) return text
  let out = ''
  let bytes = 3 // the '…'
  for (const ch of String(text)) {
    bytes += byteLength(ch)
    if (bytes > maxBytes) break
    out += ch
  }
  return out + '…'
}

/**
 * One message for several waiting notifications of one kind (a burst): a title with the count (the
 * kind's own: new leads, overdue ones or newly assigned ones), then each notification as its own
 * message says it (every field the robot's content choice carries, its link), numbered, while the
 * whole stays within `maxBytes` (the platform's size of a text); only past that, how many more and
 * where to see them.
 * @param {string[]} texts the notifications' own texts (their first line the title, 【新线索】类型 - 姓名)
 * @param {string} listLink
 * @param {string} [kind]
 * @param {number} [maxBytes]
 * @returns {string}
 */
function summaryText(texts, listLink, kind, maxBytes) {
  const text = notify.messages
  const limit = maxBytes || notify.channels.wecom.maxTextBytes
  const titles = { overdue_reminder: text.overdueSummaryTitle, assigned_notice: text.assignedSummaryTitle, task_reminder: text.taskSummaryTitle }
  const title = titles[kind] || text.summaryTitle
  const blocks = texts.map((one, i) => {
    const lines = String(one).split('\n')
    // The title's 【新线索】 is the summary's own title already.
    return [`${i + 1}. ${lines[0].replace(/^【[^】]*】/, '')}`].concat(lines.slice(1)).join('\n')
  })
  let out = fill(title, { count: texts.length })
  let shown = 0
  for (let i = 0; i < blocks.length; i++) {
    const more = fill(text.summaryMore, { count: blocks.length - i - 1, link: listLink })
    const next = `${out}\n\n${blocks[i]}`
    const room = i === blocks.length - 1 ? 0 : byteLength(more) + 1
    if (byteLength(next) + room > limit) break
    out = next
    shown++
  }
  if (shown < blocks.length) out += '\n' + fill(text.summaryMore, { count: blocks.length - shown, link: listLink })
  return out
}

module.exports = {
  URL_MAX,
  SECRET_MAX,
  fill,
  parseAddress,
  extraHosts,
  addressProblem,
  secretProblem,
  maskAddress,
  contentValid,
  signingInput,
  signingTimestamp,
  feishuText,
  robotRequest,
  readAnswer,
  transportFailureKind,
  transportFailure,
  takeSlot,
  byteLength,
  clipBytes,
  summaryText,
}
