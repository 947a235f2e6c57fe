// WeChat share cards, server side: the official account's access token and jsapi_ticket, fetched once for
// the whole site and kept in the app's store (shared by every JS runtime of the process) until shortly
// before they expire; concurrent requests share one refresh (a lease in the store; the others wait for
// its result, or keep using a ticket still valid meanwhile); WeChat's refusals in Chinese, kept a few
// seconds so a broken setting does not send every visitor's request to WeChat; and the page signature.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const rules = require(`${__hooks}/lib/shared/integration-rules.js`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const { findIntegration } = require(`${__hooks}/lib/integrations/integration-rows.js`)

const platform = integrations.platforms.wechat
const text = integrations.messages
const TIMEOUT_SECONDS = integrations.limits.requestTimeoutSeconds

// The token and ticket as last fetched: {generation, appId, token, tokenRefreshAt, ticket, ticketRefreshAt,
// ticketExpiresAt, failure: {message, code, at, until}}.
const STATE_KEY = 'integrations:wechat:state'
// Who is refreshing: {id, until}. Held at most for two requests' timeouts and a margin.
const LEASE_KEY = 'integrations:wechat:lease'
const LEASE_MS = (2 * TIMEOUT_SECONDS + 5) * 1000
// Bumped when the settings change: a state of an older generation is never used (a refresh that started
// with the old AppSecret and finished after the change stores a state nobody reads).
const GENERATION_KEY = 'integrations:wechat:generation'
const POLL_MS = 50
// A page's signature, kept per ticket (`<prefix><ticketId>:<sha256 of the address>`): SHA-1 in this JS
// engine costs milliseconds, and a viral article brings hundreds of WeChat visitors a second to a few
// addresses. Reused for a few minutes (WeChat checks the signature, not the age of its timestamp), at
// most SIGNATURES_MAX addresses a ticket (more are signed each time), dropped with their ticket.
const SIGNATURE_PREFIX = 'integrations:wechat:sig:'
const SIGNATURE_REUSE_MS = 10 * 60 * 1000
const SIGNATURES_MAX = 2000

/** WeChat's API address: its own https host, or WECHAT_API_BASE (the tests' and the bench's stand-in). */
function apiBase() {
  return String($os.getenv(platform.apiBaseVariable) || platform.apiBase).replace(/\/+$/, '')
}

function generation(app) {
  return Number(app.store().get(GENERATION_KEY) || 0)
}

function readState(app) {
  const value = app.store().get(STATE_KEY)
  if (value === null || value === undefined || value === '') return null
  try {
    return JSON.parse(String(value))
  } catch (_) {
    return null
  }
}

/** Forgets the token and ticket: the settings changed. */
function dropCache(app) {
  app.store().setFunc(GENERATION_KEY, (old) => Number(old || 0) + 1)
  app.store().remove(STATE_KEY)
}

/** onRecordAfterUpdateSuccess of integrations: the WeChat row changed (its AppID or AppSecret). */
function dropCacheOnChange(e) {
  if (e.record && e.record.getString('platform') === 'wechat') dropCache(e.app)
}

/** Takes the refresh lease when nobody holds it: its id, or null. */
function takeLease(app, now) {
  const id = $security.randomString(12)
  let taken = false
  app.store().setFunc(LEASE_KEY, (old) => {
    let lease = null
    try {
      lease = old ? JSON.parse(String(old)) : null
    } catch (_) {
      lease = null
    }
    if (lease && lease.until > now) return old
    taken = true
    return JSON.stringify({ id, until: now + LEASE_MS })
  })
  return taken ? id : null
}

function releaseLease(app, id) {
  app.store().setFunc(LEASE_KEY, (old) => {
    try {
      return old && JSON.parse(String(old)).id === id ? '' : old
    } catch (_) {
      return ''
    }
  })
}

/** GETs a WeChat API address: `{ok, data}` or `{ok: false, code, message}` in Chinese. */
function callWeChat(url, field, secrets) {
  try {
    const res = $http.send({ method: 'GET', url, timeout: TIMEOUT_SECONDS })
    const answer = rules.readWeChatAnswer(res.statusCode, toString(res.body), field)
    return answer.ok ? answer : { ok: false, code: answer.code, message: rules.scrub(answer.message, secrets) }
  } catch (err) {
    return { ok: false, code: 0, message: rules.unreachable(platform.label, String(err)) }
  }
}

function store(app, state) {
  app.store().set(STATE_KEY, JSON.stringify(state))
}

/** Counts one more address kept for the ticket: whether it is within SIGNATURES_MAX. */
function takeSignatureRoom(app, ticketId) {
  let count = 0
  app.store().setFunc(`${SIGNATURE_PREFIX}${ticketId}:#`, (old) => (count = Number(old || 0) + 1))
  return count <= SIGNATURES_MAX
}

/** Drops the kept signatures of every ticket but `ticketId` (once per new ticket, about every 2 hours). */
function dropSignatures(app, ticketId) {
  const keep = `${SIGNATURE_PREFIX}${ticketId}:`
  Object.keys(app.store().getAll()).forEach((name) => {
    if (name.indexOf(SIGNATURE_PREFIX) === 0 && name.indexOf(keep) !== 0) app.store().remove(name)
  })
}

/** Fetches what is missing or due (the token only when it is), under the lease. */
function refresh(app, gen, current) {
  const row = findIntegration(app, 'wechat')
  const appId = row ? row.getString('app_id') : ''
  const secret = row ? row.getString('secret') : ''
  if (appId === '' || secret === '') return { ok: false, notConfigured: true, message: text.wechatNotConfigured }
  const now = Date.now()
  const base = { generation: gen, appId }
  const fail = (answer, kept) => {
    const failure = { message: answer.message, code: answer.code, at: now, until: Date.now() + integrations.wechat.failureCacheSeconds * 1000 }
    store(app, { ...base, ...kept, failure })
    return { ok: false, code: answer.code, message: answer.message }
  }
  const fetchToken = () => callWeChat(rules.tokenUrl(apiBase(), appId, secret), 'access_token', [secret, appId])

  let token = current && current.appId === appId && current.token && now < current.tokenRefreshAt ? { value: current.token, refreshAt: current.tokenRefreshAt } : null
  let reused = token !== null
  if (!token) {
    const answer = fetchToken()
    if (!answer.ok) return fail(answer, {})
    token = { value: answer.data.access_token, refreshAt: Date.now() + rules.keepForMs(answer.data.expires_in) }
  }
  let ticket = callWeChat(rules.ticketUrl(apiBase(), token.value), 'ticket', [secret, token.value])
  // A token WeChat no longer takes (it expired early, or another server fetched a newer one): once more.
  if (!ticket.ok && reused && rules.isTokenError(ticket.code)) {
    reused = false
    const answer = fetchToken()
    if (!answer.ok) return fail(answer, {})
    token = { value: answer.data.access_token, refreshAt: Date.now() + rules.keepForMs(answer.data.expires_in) }
    ticket = callWeChat(rules.ticketUrl(apiBase(), token.value), 'ticket', [secret, token.value])
  }
  const kept = { token: token.value, tokenRefreshAt: token.refreshAt }
  if (!ticket.ok) return fail(ticket, kept)
  const fetchedAt = Date.now()
  const state = {
    ...base,
    ...kept,
    ticket: ticket.data.ticket,
    ticketId: $security.randomString(10),
    ticketRefreshAt: fetchedAt + rules.keepForMs(ticket.data.expires_in),
    ticketExpiresAt: fetchedAt + Number(ticket.data.expires_in) * 1000,
  }
  store(app, state)
  dropSignatures(app, state.ticketId)
  return ready(state)
}

function ready(state) {
  return { ok: true, appId: state.appId, ticket: state.ticket, ticketId: state.ticketId, expiresAt: state.ticketExpiresAt }
}

/**
 * The jsapi_ticket to sign with: `{ok: true, appId, ticket, expiresAt}`, or `{ok: false, message,
 * notConfigured?}` (in Chinese). Fetched only when none is kept or it is due; a refusal is kept a few
 * seconds, unless `retryFailure` (the tab's test) asks WeChat again.
 * @param {{retryFailure?: boolean}} [options]
 */
function jsapiTicket(app, options) {
  const retryFailure = Boolean(options && options.retryFailure)
  const started = Date.now()
  /** What is kept for generation `gen` and may answer now: `{current, answer}` (answer null: fetch). */
  const kept = (gen) => {
    const saved = readState(app)
    const current = saved && saved.generation === gen ? saved : null
    const now = Date.now()
    if (current && current.ticket && now < current.ticketRefreshAt) return { current, answer: ready(current) }
    const failure = current && current.failure
    if (failure && now < failure.until && (!retryFailure || failure.at >= started)) return { current, answer: { ok: false, code: failure.code, message: failure.message } }
    return { current, answer: null }
  }
  for (;;) {
    const now = Date.now()
    const gen = generation(app)
    const { current, answer } = kept(gen)
    if (answer) return answer
    const lease = takeLease(app, now)
    if (lease !== null) {
      try {
        // A refresh that ended between the read above and taking the lease has kept its result: use it.
        const latest = kept(gen)
        return latest.answer || refresh(app, gen, latest.current)
      } finally {
        releaseLease(app, lease)
      }
    }
    // Another request is refreshing: a ticket that has not expired yet still signs meanwhile.
    if (current && current.ticket && now < current.ticketExpiresAt) return ready(current)
    if (now - started > LEASE_MS) return { ok: false, message: text.wechatBusy }
    sleep(POLL_MS)
  }
}

/** What the kept state says, without asking WeChat: `{state: 'ready' | 'failed' | 'unknown', message}`. */
function cachedStatus(app) {
  const saved = readState(app)
  const now = Date.now()
  if (!saved || saved.generation !== generation(app)) return { state: 'unknown', message: '' }
  if (saved.ticket && now < saved.ticketExpiresAt) return { state: 'ready', message: readyMessage(saved.ticketExpiresAt) }
  if (saved.failure) return { state: 'failed', message: saved.failure.message }
  return { state: 'unknown', message: '' }
}

function readyMessage(expiresAt) {
  return fill(text.wechatReady, { until: rules.beijingTime(expiresAt) })
}

/**
 * The share config of `url` (checked by the caller to be the site's own): `{appId, timestamp, nonceStr,
 * signature}` as wx.config takes them, or the failure of jsapiTicket().
 */
function shareConfig(app, url) {
  const ticket = jsapiTicket(app)
  if (!ticket.ok) return ticket
  const signed = rules.shareUrl(url)
  const key = `${SIGNATURE_PREFIX}${ticket.ticketId}:${$security.sha256(signed)}`
  const now = Date.now()
  let saved = null
  try {
    saved = JSON.parse(String(app.store().get(key) || 'null'))
  } catch (_) {
    saved = null
  }
  if (saved && now - saved.at < SIGNATURE_REUSE_MS) return { ok: true, config: { appId: ticket.appId, timestamp: saved.timestamp, nonceStr: saved.nonceStr, signature: saved.signature } }
  const nonceStr = $security.randomString(16)
  const timestamp = Math.floor(now / 1000)
  const signature = rules.shareSignature({ ticket: ticket.ticket, nonceStr, timestamp, url: signed })
  // An address signed again (its reuse ran out) keeps its room; a new one takes room while there is some.
  if (saved || takeSignatureRoom(app, ticket.ticketId)) app.store().set(key, JSON.stringify({ at: now, timestamp, nonceStr, signature }))
  return { ok: true, config: { appId: ticket.appId, timestamp, nonceStr, signature } }
}

module.exports = { apiBase, dropCache, dropCacheOnChange, jsapiTicket, cachedStatus, readyMessage, shareConfig }
