// The pure parts of the 推广渠道 (reach) integrations, WeChat share cards and Baidu link push: the JS-SDK's
// SHA-1 signature, which addresses the site signs for, WeChat's and Baidu's requests and answers read
// into Chinese, how long a token or ticket is kept, Baidu's daily quota day, masking and field checks.
// No I/O here (lib/integrations/ calls the platforms); tests/unit/integration-rules.test.ts checks it.

/** @type {any} */
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const { fill, parseAddress, transportFailureKind } = require(`${__hooks}/lib/shared/notify-rules.js`)

const text = integrations.messages

/** The UTF-8 bytes of a text, as numbers (charCodeAt: PocketBase's JS engine iterates a string slowly). */
function utf8Bytes(value) {
  const text = String(value)
  const bytes = []
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i)
    if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1)
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
        i++
      }
    }
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return bytes
}

/**
 * SHA-1 of a text's UTF-8 bytes, as lower-case hex (FIPS 180-4). WeChat's JS-SDK signature is SHA-1,
 * which PocketBase's `$security` does not offer (it has MD5 and the SHA-2 family only). Written for
 * PocketBase's interpreted JS engine (every visitor's share config runs it): 32-bit words in plain
 * arrays, the rounds inline, no function call per step (a first, plainer version took about 4 ms).
 * @param {string} value
 */
function sha1Hex(value) {
  const bytes = utf8Bytes(value)
  const length = bytes.length
  const blocks = ((length + 8) >> 6) + 1
  const x = new Array(blocks * 16)
  for (let i = 0; i < x.length; i++) x[i] = 0
  for (let i = 0; i < length; i++) x[i >> 2] |= bytes[i] << (24 - (i & 3) * 8)
  x[length >> 2] |= 0x80 << (24 - (length & 3) * 8)
  // The length in bits, in the block's last word (texts here are far below 2^32 bits).
  x[blocks * 16 - 1] = length * 8
  const w = new Array(80)
  let h0 = 0x67452301
  let h1 = 0xefcdab89 | 0
  let h2 = 0x98badcfe | 0
  let h3 = 0x10325476
  let h4 = 0xc3d2e1f0 | 0
  for (let block = 0; block < x.length; block += 16) {
    let a = h0
    let b = h1
    let c = h2
    let d = h3
    let e = h4
    for (let j = 0; j < 80; j++) {
      let t
      if (j < 16) t = w[j] = x[block + j]
      else {
        t = w[j - 3] ^ w[j - 8] ^ w[j - 14] ^ w[j - 16]
        t = w[j] = (t << 1) | (t >>> 31)
      }
      // The round's function plus its constant (0x8f1bbcdc and 0xca62c1d6 written as 32-bit signed).
      const f =
        j < 20 ? ((b & c) | (~b & d)) + 0x5a827999 : j < 40 ? (b ^ c ^ d) + 0x6ed9eba1 : j < 60 ? ((b & c) | (b & d) | (c & d)) - 0x70e44324 : (b ^ c ^ d) - 0x359d3e2a
      t = (((a << 5) | (a >>> 27)) + f + e + t) | 0
      e = d
      d = c
      c = (b << 30) | (b >>> 2)
      b = a
      a = t
    }
    h0 = (h0 + a) | 0
    h1 = (h1 + b) | 0
    h2 = (h2 + c) | 0
    h3 = (h3 + d) | 0
    h4 = (h4 + e) | 0
  }
  let hex = ''
  for (const word of [h0, h1, h2, h3, h4]) hex += ('00000000' + (word >>> 0).toString(16)).slice(-8)
  return hex
}

/** The address a page is signed for: WeChat signs the page's URL without its `#` part. */
function shareUrl(url) {
  const value = String(url || '')
  const hash = value.indexOf('#')
  return hash >= 0 ? value.slice(0, hash) : value
}

/**
 * The string WeChat's JS-SDK signature covers (its documentation, 附录1): the four fields sorted by
 * name (jsapi_ticket, noncestr, timestamp, url), `key=value` joined with `&`, nothing encoded.
 * @param {{ticket: string, nonceStr: string, timestamp: number | string, url: string}} params
 */
function signatureInput({ ticket, nonceStr, timestamp, url }) {
  return `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${shareUrl(url)}`
}

/** The JS-SDK's `signature`: SHA-1 hex of signatureInput(). */
function shareSignature(params) {
  return sha1Hex(signatureInput(params))
}

/** The host names of the site's own addresses (SITE_URL, PB_APP_URL), lower-cased, each once. */
function siteHosts(addresses) {
  const hosts = []
  ;(addresses || []).forEach((address) => {
    const parts = parseAddress(String(address || '').trim())
    if (parts && hosts.indexOf(parts.host) < 0) hosts.push(parts.host)
  })
  return hosts
}

/**
 * Why the site will not sign `url` for a share card, or null: it must be an http(s) address on one of
 * the site's own host names (`hosts`, siteHosts()), so the endpoint signs nobody else's pages.
 * @param {string} url
 * @param {string[]} hosts
 */
function shareUrlProblem(url, hosts) {
  const value = String(url || '').trim()
  if (value === '') return text.shareUrlMissing
  if (value.length > integrations.wechat.urlMax) return text.shareUrlInvalid
  const parts = parseAddress(shareUrl(value))
  if (!parts) return text.shareUrlInvalid
  if (hosts.indexOf(parts.host) < 0) return fill(text.shareUrlForeign, { hosts: hosts.join(' / ') })
  return null
}

/**
 * How long (ms) a token or ticket WeChat gave with `expiresIn` seconds is used before it is fetched
 * again: until shortly before it expires (refreshMarginSeconds, or a quarter of a short lifetime), so
 * no visitor is ever signed with one that runs out meanwhile.
 * @param {number} expiresIn
 */
function keepForMs(expiresIn) {
  const lifetime = Math.max(0, Number(expiresIn) || 0) * 1000
  return lifetime - Math.min(integrations.wechat.refreshMarginSeconds * 1000, lifetime / 4)
}

/**
 * WeChat's code in Chinese: the known ones explained, any other with WeChat's own words. An IP refused
 * (40164) is named as WeChat saw it (`invalid ip 1.2.3.4 ...`): the address to add to the whitelist.
 */
function wechatError(code, errmsg) {
  const ip = Number(code) === 40164 ? /invalid ip ([0-9A-Fa-f.:]+)/.exec(String(errmsg || '')) : null
  if (ip) return fill(text.wechatIpNotWhitelisted, { ip: ip[1] })
  const known = integrations.wechatErrors[String(code)]
  return known || fill(text.wechatFailed, { code, message: String(errmsg || '') })
}

/** Whether WeChat refused the access token itself (expired, or replaced by a newer one): fetch another. */
function isTokenError(code) {
  return integrations.wechatTokenErrors.indexOf(Number(code)) >= 0
}

/**
 * A WeChat API answer read: `{ok: true, data}` or `{ok: false, code, message}` (Chinese). The token API
 * answers `{access_token, expires_in}` or `{errcode, errmsg}`; the ticket API always has `errcode`.
 * @param {number} status
 * @param {string} body
 * @param {string} field the value a successful answer carries (access_token, ticket)
 */
function readWeChatAnswer(status, body, field) {
  if (status < 200 || status >= 300) return { ok: false, code: status, message: fill(text.wechatHttpFailed, { status }) }
  let parsed = null
  try {
    parsed = JSON.parse(body)
  } catch (_) {
    parsed = null
  }
  if (!parsed || typeof parsed !== 'object') return { ok: false, code: 0, message: text.wechatUnreadable }
  if (parsed.errcode !== undefined && parsed.errcode !== 0) return { ok: false, code: parsed.errcode, message: wechatError(parsed.errcode, parsed.errmsg) }
  if (typeof parsed[field] !== 'string' || parsed[field] === '' || !(Number(parsed.expires_in) > 0)) return { ok: false, code: 0, message: text.wechatUnreadable }
  return { ok: true, data: parsed }
}

/** The token request's URL (WeChat's 获取 Access token). */
function tokenUrl(base, appId, secret) {
  return `${base}${integrations.platforms.wechat.tokenPath}?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`
}

/** The jsapi_ticket request's URL. */
function ticketUrl(base, token) {
  return `${base}${integrations.platforms.wechat.ticketPath}?access_token=${encodeURIComponent(token)}&type=jsapi`
}

/**
 * Baidu's link push request (普通收录 API 提交): POST `endpoint?site=&token=`, the addresses as plain
 * text, one a line.
 * @param {string} endpoint
 * @param {string} site
 * @param {string} token
 * @param {string[]} urls
 */
function baiduRequest(endpoint, site, token, urls) {
  return { url: `${endpoint}?site=${encodeURIComponent(site)}&token=${encodeURIComponent(token)}`, body: urls.join('\n') }
}

/**
 * Baidu's answer read: `{ok, success, remain, notSameSite, notValid, overQuota, message}`. Success is
 * `{success, remain, not_same_site?, not_valid?}`; a refusal `{error, message}` with an HTTP error
 * status, its message explained in Chinese (`site` named where it matters).
 * @param {number} status
 * @param {string} body
 * @param {string} site
 */
function readBaiduAnswer(status, body, site) {
  let parsed = null
  try {
    parsed = JSON.parse(body)
  } catch (_) {
    parsed = null
  }
  const answer = { ok: false, success: 0, remain: /** @type {number | null} */ (null), notSameSite: /** @type {string[]} */ ([]), notValid: /** @type {string[]} */ ([]), overQuota: false, message: '' }
  if (status >= 200 && status < 300 && parsed && typeof parsed === 'object' && typeof parsed.success === 'number') {
    answer.ok = true
    answer.success = parsed.success
    answer.remain = typeof parsed.remain === 'number' ? parsed.remain : null
    answer.notSameSite = Array.isArray(parsed.not_same_site) ? parsed.not_same_site.map(String) : []
    answer.notValid = Array.isArray(parsed.not_valid) ? parsed.not_valid.map(String) : []
    answer.message = fill(text.baiduPushed, { success: answer.success, remain: answer.remain === null ? '—' : answer.remain })
    return answer
  }
  const said = parsed && typeof parsed === 'object' ? String(parsed.message || '') : ''
  const known = integrations.baiduErrors[said.trim().toLowerCase()]
  answer.overQuota = said.trim().toLowerCase() === 'over quota'
  if (answer.overQuota) answer.remain = 0
  if (known) answer.message = fill(known, { site })
  else if (status < 200 || status >= 300) answer.message = fill(text.baiduHttpFailed, { status, message: said || '—' })
  else answer.message = text.baiduUnreadable
  return answer
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

/** The day (YYYY-MM-DD) it is in Beijing at `ms`: Baidu's daily quota starts afresh at Beijing's midnight. */
function beijingDay(ms) {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant (ms) of the next midnight in Beijing after `ms`. */
function nextBeijingMidnight(ms) {
  const day = Date.parse(`${beijingDay(ms)}T00:00:00Z`) - BEIJING_OFFSET_MS
  return day + 24 * 60 * 60 * 1000
}

/** `YYYY-MM-DD HH:mm` in Beijing. */
function beijingTime(ms) {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 16)
}

/**
 * How many addresses may still be pushed today by what Baidu last said (`day`, `remain`): a number, or
 * null when unknown (no answer yet today: Baidu will say).
 */
function quotaLeft(day, remain, nowMs) {
  if (day !== beijingDay(nowMs) || remain === null || remain === undefined || remain === '') return null
  return Math.max(0, Number(remain) || 0)
}

/** A secret as staff see it once saved: only its last four characters. */
function maskSecret(secret) {
  const value = String(secret || '')
  return value === '' ? '' : `••••${value.slice(-4)}`
}

/** Why an AppID cannot be saved, or null (empty clears it). */
function appIdProblem(value) {
  const max = integrations.limits.appIdMax
  const id = String(value || '').trim()
  return id === '' || (id.length <= max && /^[A-Za-z0-9_-]+$/.test(id)) ? null : fill(text.appIdInvalid, { max })
}

/** Why a secret (the AppSecret, Baidu's token) cannot be saved, or null (empty clears it). */
function secretProblem(label, value) {
  const max = integrations.limits.secretMax
  const secret = String(value || '').trim()
  return secret === '' || (secret.length <= max && !/\s/.test(secret)) ? null : fill(text.secretInvalid, { label, max })
}

/** A request to a platform that got no answer, in Chinese, naming the platform and no address. */
function unreachable(platformLabel, error) {
  return fill(text[transportFailureKind(error)], { platform: platformLabel })
}

/** `value` with every secret in it replaced, and any query string dropped (a platform may quote our request). */
function scrub(value, secrets) {
  let out = String(value)
  ;(secrets || []).forEach((secret) => {
    if (secret) out = out.split(secret).join('••••')
  })
  return out.replace(/\?[^\s"]*/g, '?••••')
}

module.exports = {
  sha1Hex,
  shareUrl,
  signatureInput,
  shareSignature,
  siteHosts,
  shareUrlProblem,
  keepForMs,
  wechatError,
  isTokenError,
  readWeChatAnswer,
  tokenUrl,
  ticketUrl,
  baiduRequest,
  readBaiduAnswer,
  beijingDay,
  nextBeijingMidnight,
  beijingTime,
  quotaLeft,
  maskSecret,
  appIdProblem,
  secretProblem,
  unreachable,
  scrub,
}
