// The lead forms' proof-of-work challenge (ALTCHA protocol v1): issued by GET /api/lead-challenge,
// solved in the visitor's browser, verified once in the lead create hook.
//
// challenge = sha256(salt + number), signature = hmac-sha256(challenge, key). The salt carries its
// expiry (`<hex>?expires=<unix>&`, as altcha-lib writes it) so the signature covers it too.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const settings = require(`${__hooks}/lib/shared/lead-rules.json`).challenge
const { ID_ALPHABET } = require(`${__hooks}/lib/core/server-rows.js`)

const USED_TABLE = '_lead_challenges_used'
const PRUNE_KEY = 'leadChallengePrunedAt'
const PRUNE_EVERY_SECONDS = 60

/** Whether the server checks challenges: on unless LEAD_CHALLENGE=off (load tests, scripted checks). */
function challengeEnabled() {
  return ($os.getenv('LEAD_CHALLENGE') || '').trim().toLowerCase() !== 'off'
}

/**
 * The HMAC key. LEAD_CHALLENGE_SECRET when the operator sets one; otherwise derived from the
 * superusers' token secret, which PocketBase generates at install and keeps server-side, so the
 * key survives restarts without a table of its own (rotating that secret rotates this key too).
 */
function challengeKey(app) {
  const fromEnv = ($os.getenv('LEAD_CHALLENGE_SECRET') || '').trim()
  if (fromEnv !== '') return fromEnv
  const superusers = app.findCachedCollectionByNameOrId('_superusers')
  return $security.hs256('lead-challenge-v1', superusers.authToken.secret)
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A cryptographically random integer in [0, max] (rejection sampling over decimal digits). */
function randomNumber(max) {
  const digits = String(max).length
  for (;;) {
    const n = parseInt($security.randomStringWithAlphabet(digits, '0123456789'), 10)
    if (n <= max) return n
  }
}

/** A fresh challenge: `{algorithm, challenge, maxnumber, salt, signature}`; the number stays secret. */
function issueChallenge(app) {
  const expires = nowSeconds() + settings.ttlSeconds
  const salt = `${$security.randomStringWithAlphabet(24, '0123456789abcdef')}?expires=${expires}&`
  const challenge = $security.sha256(salt + randomNumber(settings.maxNumber))
  return {
    algorithm: settings.algorithm,
    challenge,
    maxnumber: settings.maxNumber,
    salt,
    signature: $security.hs256(challenge, challengeKey(app)),
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Decodes base64 of ASCII text (the payload is JSON of hex, digits and the salt); null if malformed. */
function decodeBase64Ascii(text) {
  const clean = String(text).replace(/=+$/, '')
  if (clean.length > 2000 || /[^A-Za-z0-9+/]/.test(clean)) return null
  let bits = 0
  let value = 0
  let out = ''
  for (let i = 0; i < clean.length; i++) {
    value = (value << 6) | BASE64.indexOf(clean[i])
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out += String.fromCharCode((value >> bits) & 0xff)
    }
  }
  return out
}

/** The payload object from the `altcha` body field, or null when it is not one. */
function parsePayload(raw) {
  if (typeof raw !== 'string' || raw === '') return null
  const json = decodeBase64Ascii(raw)
  if (json === null) return null
  try {
    const payload = JSON.parse(json)
    const strings = ['algorithm', 'challenge', 'salt', 'signature'].every((key) => typeof payload[key] === 'string')
    return strings && typeof payload.number === 'number' && Number.isInteger(payload.number) ? payload : null
  } catch (_err) {
    return null
  }
}

/** The salt's `expires` parameter in unix seconds, or 0 when it has none. */
function expiresOf(salt) {
  const match = /[?&]expires=(\d{1,12})(&|$)/.exec(salt)
  return match ? parseInt(match[1], 10) : 0
}

/**
 * Forgets spent challenges whose expiry has passed, at most once a minute (the one key this module
 * keeps in the app's memory).
 * @param {core.App} app
 * @param {number} now Unix seconds
 */
function pruneUsed(app, now) {
  const store = app.store()
  const last = store.get(PRUNE_KEY) || 0
  if (now - last < PRUNE_EVERY_SECONDS) return
  store.set(PRUNE_KEY, now)
  app.db().newQuery('DELETE FROM `' + USED_TABLE + '` WHERE `expires` < {:now}').bind({ now: now }).execute()
}

/**
 * Marks `challenge` spent until `expires`: true for the first use, false when it was spent before.
 * One INSERT that does nothing on a known challenge, so of two requests racing with one solution
 * only one inserts (the database has a single writer).
 * @param {core.App} app
 * @param {string} challenge
 * @param {number} expires
 * @param {number} now
 */
function markUsed(app, challenge, expires, now) {
  pruneUsed(app, now)
  const result = app
    .db()
    .newQuery('INSERT INTO `' + USED_TABLE + '` (`id`, `challenge`, `expires`) VALUES ({:id}, {:challenge}, {:expires}) ON CONFLICT (`challenge`) DO NOTHING')
    .bind({ id: $security.randomStringWithAlphabet(15, ID_ALPHABET), challenge: challenge, expires: expires })
    .execute()
  return result.rowsAffected() === 1
}

/**
 * Checks a solved challenge and marks it used, so one solution buys one lead. Returns null when it
 * holds, else why not: 'missing', 'malformed', 'expired', 'invalid', 'replayed'.
 *
 * Spent challenges are kept in the database (_lead_challenges_used) until they expire, so a restart
 * does not make a spent solution good again.
 */
function verifySolution(app, raw) {
  if (raw === undefined || raw === null || raw === '') return 'missing'
  const payload = parsePayload(raw)
  if (payload === null) return 'malformed'
  const now = nowSeconds()
  const expires = expiresOf(payload.salt)
  if (payload.algorithm !== settings.algorithm) return 'invalid'
  if (expires === 0 || expires < now) return 'expired'
  if (payload.number < 0 || payload.number > settings.maxNumber) return 'invalid'
  if (!$security.equal($security.sha256(payload.salt + payload.number), payload.challenge)) return 'invalid'
  if (!$security.equal($security.hs256(payload.challenge, challengeKey(app)), payload.signature)) return 'invalid'

  return markUsed(app, payload.challenge, expires, now) ? null : 'replayed'
}

module.exports = { challengeEnabled, challengeKey, issueChallenge, verifySolution, parsePayload, decodeBase64Ascii }
