// Sessions end when they should: a realtime connection when its token expires, and every session of an
// auth collection when two-step sign-in (MFA) is switched on for it, wherever it is switched.

/** Where a realtime client keeps the expiry (Unix seconds) of the token it subscribed with. */
const EXPIRES_KEY = 'authExpires'

/** The request's token as PocketBase's auth middleware reads it (the "Bearer " prefix is optional). */
function requestToken(e) {
  const header = String(e.requestInfo().headers.authorization || '')
  return header.length > 7 && header.slice(0, 7).toLowerCase() === 'bearer ' ? header.slice(7) : header
}

/** The `exp` claim (Unix seconds) of a token PocketBase has already verified, or 0. */
function tokenExpiry(token) {
  if (!token) return 0
  try {
    const exp = Number($security.parseUnverifiedJWT(token).exp)
    return exp > 0 ? exp : 0
  } catch (_) {
    return 0
  }
}

/**
 * onRealtimeSubscribeRequest: PocketBase checks a realtime client's token only here and keeps the
 * record, not the token, so the client would go on receiving events as that record until the
 * connection's 30-minute limit. The token's expiry is kept with the client for the send check below.
 */
function rememberTokenExpiry(e) {
  const expires = e.auth ? tokenExpiry(requestToken(e)) : 0
  if (expires > 0) e.client.set(EXPIRES_KEY, expires)
  else e.client.unset(EXPIRES_KEY)
  return e.next()
}

/**
 * onRealtimeMessageSend: a message for a client whose token has expired is dropped and the connection
 * ends (its channel closed, so PocketBase's send loop returns). A client that connects again is a guest
 * until it subscribes with a valid token. A changed token key (password change, account deleted, two-step
 * sign-in switched on) is handled by PocketBase itself: it clears the client's auth at once.
 */
function endExpiredConnection(e) {
  const expires = Number(e.client.get(EXPIRES_KEY) || 0)
  if (expires > 0 && Date.now() / 1000 >= expires) {
    e.client.unset(EXPIRES_KEY)
    e.client.unsubscribe()
    e.client.discard()
    return undefined
  }
  return e.next()
}

/**
 * onCollectionUpdateExecute for staff (inside the save's transaction): when MFA goes from off to on, by
 * 安全设置 or in the operators' dashboard, every account gets a new token key, so every token signed in
 * with the password alone is refused from then on and PocketBase clears the accounts' realtime sign-ins.
 */
function endSessionsWhenMfaSwitchedOn(e) {
  const stored = e.app.findCollectionByNameOrId(e.collection.id)
  const switchedOn = !stored.mfa.enabled && e.collection.mfa.enabled
  e.next()
  if (!switchedOn) return
  for (const record of e.app.findAllRecords(e.collection)) {
    record.refreshTokenKey()
    e.app.save(record)
  }
}

module.exports = { requestToken, tokenExpiry, rememberTokenExpiry, endExpiredConnection, endSessionsWhenMfaSwitchedOn }
