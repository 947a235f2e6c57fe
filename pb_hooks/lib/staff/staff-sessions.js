// Sessions end when they should: a realtime connection when its token expires, every session of an
// auth collection when two-step sign-in (MFA) is switched on for it, wherever it is switched, and every
// session of one account when an admin disables it, changes its role, resets its password or deletes it.

/** Where a realtime client keeps the expiry (Unix seconds) of the token it subscribed with. */
const EXPIRES_KEY = 'authExpires'
/** Where it keeps the staff account it subscribed as: `{id, role, tokenKey}` at that moment. */
const STAFF_KEY = 'staffAccount'
/**
 * The realtime topic a back office listens on for the end of its own session (src/admin/layout/
 * session-end.ts): `{reason}` is 'disabled', 'role', 'password' or 'deleted' (shared/staff-session.json).
 */
const SESSION_TOPIC = require(`${__hooks}/lib/shared/staff-session.json`).topic

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
  if (e.auth && e.auth.collection().name === 'staff') {
    e.client.set(STAFF_KEY, { id: e.auth.id, role: e.auth.getString('role'), tokenKey: e.auth.tokenKey() })
  } else {
    e.client.unset(STAFF_KEY)
  }
  return e.next()
}

/** Why an admin's change to `record` ends its sessions, or '' when it does not (its own password change). */
function endReason(record, subscribedAs) {
  if (record.getBool('disabled')) return 'disabled'
  if (subscribedAs.role !== record.getString('role')) return 'role'
  if (record.getBool('must_change_password')) return 'password'
  return ''
}

/**
 * Every realtime connection of the staff account `record` subscribed under an older token key (or, with
 * `deleted`, any) is told why its session ended, on SESSION_TOPIC, and closed, so an open back office
 * goes to the login page at once; PocketBase has already cleared the connection's sign-in. A staff member's
 * own password change ends nothing here (their browser signs in again with the new password).
 * Called after the change is committed (onRecordAfterUpdateSuccess / onRecordAfterDeleteSuccess).
 */
function endSessionsOf(app, record, deleted) {
  for (const chunk of app.subscriptionsBroker().chunkedClients(500)) {
    for (const client of chunk) {
      const subscribedAs = client.get(STAFF_KEY)
      if (!subscribedAs || subscribedAs.id !== record.id || client.isDiscarded()) continue
      if (!deleted && subscribedAs.tokenKey === record.tokenKey()) continue
      const reason = deleted ? 'deleted' : endReason(record, subscribedAs)
      if (!reason) continue
      client.unset(STAFF_KEY)
      client.send(new SubscriptionMessage({ name: SESSION_TOPIC, data: JSON.stringify({ reason }) }))
      client.unsubscribe()
      client.discard()
    }
  }
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

module.exports = { SESSION_TOPIC, requestToken, tokenExpiry, rememberTokenExpiry, endExpiredConnection, endSessionsWhenMfaSwitchedOn, endSessionsOf }
