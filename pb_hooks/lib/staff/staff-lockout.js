// Sign-in hardening for staff and superusers (the operators' dashboard): a lockout per account after repeated wrong
// passwords, and, for staff, no session extension by refresh.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const limits = require(`${__hooks}/lib/shared/limits.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)

const COUNTERS = '_staff_login_failures'

// Counter keys per auth collection (staff keep the keys they had before superusers were counted too).
const KEY_PREFIXES = {
  staff: { account: 'staff:', identity: 'identity:' },
  _superusers: { account: '_superusers:', identity: '_superusers:identity:' },
}

/**
 * Failures of an existing account count together whichever identity (username or e-mail, any case) was
 * typed; an identity that matches no account counts by its lower-cased text, so unknown names lock
 * exactly like real ones and a lock tells nothing about which accounts exist.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function identityKey(e) {
  const prefixes = KEY_PREFIXES[/** @type {keyof typeof KEY_PREFIXES} */ (/** @type {core.Collection} */ (e.collection).name)]
  return e.record ? prefixes.account + e.record.id : prefixes.identity + String(e.identity || '').toLowerCase()
}

function findCounter(app, key) {
  try {
    return app.findFirstRecordByFilter(COUNTERS, 'identity_key = {:key}', { key })
  } catch (_) {
    return null
  }
}

function millis(record, field) {
  const value = record.getDateTime(field)
  return value.isZero() ? 0 : value.time().unixMilli()
}

/** PocketBase's stored date text, so SQL comparisons on the column work. */
function dateText(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** Milliseconds the counter's lock still lasts (0 when none). */
function remainingLock(counter, now) {
  if (!counter) return 0
  const until = millis(counter, 'locked_until')
  return until > now ? until - now : 0
}

/** Checks the password the way PocketBase does, spending the same hashing time when there is no such account. */
function passwordMatches(app, e) {
  if (e.record) return e.record.validatePassword(e.password)
  try {
    const any = new Record()
    app.recordQuery(/** @type {core.Collection} */ (e.collection).name).limit(1).one(any)
    any.validatePassword('')
  } catch (_) {
    // No account at all: nothing to compare against, and nothing to protect.
  }
  return false
}

/**
 * Counts one wrong password and locks the identity at the last allowed one. Runs inside a transaction,
 * so failures sent at once are counted one after the other.
 */
function recordFailure(txApp, key, now, rule) {
  let counter = findCounter(txApp, key)
  if (!counter) {
    // Rows whose window and lock are both over mean nothing any more; prune them as new ones arrive.
    txApp
      .db()
      .newQuery(
        `DELETE FROM ${COUNTERS} WHERE first_failure_at < {:windowStart} AND (locked_until = '' OR locked_until < {:now})`,
      )
      .bind({ windowStart: dateText(now - rule.windowSeconds * 1000), now: dateText(now) })
      .execute()
    counter = new Record(txApp.findCollectionByNameOrId(COUNTERS))
    counter.set('identity_key', key)
  }
  const lockEnded = millis(counter, 'locked_until') > 0
  const windowOver = millis(counter, 'first_failure_at') < now - rule.windowSeconds * 1000
  if (lockEnded || windowOver) {
    counter.set('failures', 0)
    counter.set('first_failure_at', dateText(now))
    counter.set('locked_until', '')
  }
  const failures = counter.getInt('failures') + 1
  counter.set('failures', failures)
  if (failures >= rule.maxFailures) counter.set('locked_until', dateText(now + rule.lockSeconds * 1000))
  txApp.save(counter)
}

/** 429 with the lock's remaining time; a validation-shaped body carries a code clients can recognise. */
function respondLocked(e, remainingMs) {
  const seconds = Math.ceil(remainingMs / 1000)
  const message = messages.staffAuth.locked.replace('{minutes}', String(Math.ceil(seconds / 60)))
  // The record event wraps the request event; its response fields are not promoted to the JS object.
  e.requestEvent.response.header().set('Retry-After', String(seconds))
  return e.json(429, { status: 429, message, data: { identity: { code: limits.staffLockout.errorCode, message } } })
}

/**
 * `onRecordAuthWithPasswordRequest` for staff and superusers. 429 while the identity is locked, even with the right
 * password (429 rather than 400: a client can tell "wait" from "wrong password", and it says nothing
 * about the password). A wrong password counts; the last allowed one still answers PocketBase's 400, the
 * next attempt 429. A success clears the count.
 */
function guardPasswordSignIn(e) {
  const rule = limits.staffLockout
  const key = identityKey(e)

  // No hashing for a locked identity: it is refused whatever the password.
  const early = remainingLock(findCounter(e.app, key), Date.now())
  if (early > 0) return respondLocked(e, early)

  const matches = passwordMatches(e.app, e)
  let locked = 0
  e.app.runInTransaction((txApp) => {
    const now = Date.now()
    const counter = findCounter(txApp, key)
    // Another attempt may have locked it while this one was hashing.
    locked = remainingLock(counter, now)
    if (locked > 0) return
    if (matches) {
      if (counter) txApp.delete(counter)
    } else {
      recordFailure(txApp, key, now, rule)
    }
  })
  if (locked > 0) return respondLocked(e, locked)
  // PocketBase's own answer, word for word, without hashing the password a second time.
  if (!matches) throw new BadRequestError('Failed to authenticate.')
  return e.next()
}

/**
 * Staff passwords and e-mails are changed by operators (`npm run staff`), never through PocketBase's
 * mail flows, which would send its English mail straight to SMTP (not through the outbox) and take a
 * new password without the staff rule. A request for a reset or a verification answers as PocketBase
 * answers an unknown address (204, nothing sent), so it tells nothing about which accounts exist; a
 * confirmation or an e-mail change (signed in) is refused in Chinese.
 * @param {core.RequestEvent} e
 */
function ignoreMailRequest(e) {
  return e.noContent(204)
}

/** @param {core.RequestEvent} e */
function refuseMailFlow(e) {
  return e.json(403, { status: 403, message: messages.staffAuth.mailFlowsOff, data: {} })
}

/**
 * `onRecordAuthRefreshRequest` for staff: PocketBase would issue a fresh 24 h token, extending the session
 * past 24 h from sign-in. The back office never refreshes; anything else asking is told why not.
 */
function refuseRefresh(e) {
  return e.json(403, { status: 403, message: messages.staffAuth.refreshRefused, data: {} })
}

module.exports = { guardPasswordSignIn, ignoreMailRequest, refuseMailFlow, refuseRefresh }
