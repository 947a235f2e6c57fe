// An outbox row's way through delivery: claimed by one run, then sent, due again after a back-off,
// or failed for good. Shared by the mail (lib/mail/delivery.js) and robot (lib/mail/robot-batches.js) paths.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)

// Minutes to wait after the 1st, 2nd, ... failed attempt; after the last the mail is marked failed.
const BACKOFF_MINUTES = [1, 2, 5, 10, 30, 60, 120, 360]
// A claimed mail is not due again for this long: longer than any one send can take.
const CLAIM_MINUTES = 10

function minutesFrom(now, minutes) {
  return new Date(now.getTime() + minutes * 60 * 1000).toISOString()
}

/**
 * Takes a due mail for this run: one conditional UPDATE that only one run can win, however many
 * overlap (SQLite runs writes one at a time). The winner moves next_attempt_at past the time a
 * send can take, so the row is no longer due for anyone else. Returns the fresh record, or null
 * when another run took it (or it is no longer due).
 */
function claim(app, id, now) {
  const result = app
    .db()
    .newQuery(
      "UPDATE {{mail_outbox}} SET [[next_attempt_at]] = {:claimUntil} WHERE [[id]] = {:id} AND [[status]] = 'queued' AND [[next_attempt_at]] <= {:now}",
    )
    .bind({ id, now: dbDate(now.toISOString()), claimUntil: dbDate(minutesFrom(now, CLAIM_MINUTES)) })
    .execute()
  if (result.rowsAffected() !== 1) return null
  return app.findRecordById('mail_outbox', id)
}

/** Claims each of `rows` (claim()): the fresh records this run won, in order. */
function claimRows(app, rows) {
  const claimed = []
  rows.forEach((candidate) => {
    const row = claim(app, candidate.id, new Date())
    if (row !== null) claimed.push(row)
  })
  return claimed
}

/**
 * Applies an attempt's outcome to the row as it stands now, not as it was claimed: the row is read again
 * in the outcome's own transaction, and `apply(row, status)` decides from its status. A row erased while
 * its attempt ran (lib/privacy: discarded and emptied) is never written back with its recipient and content.
 */
function saveOutcome(app, mail, apply) {
  app.runInTransaction((txApp) => {
    const current = txApp.findRecordById('mail_outbox', mail.id)
    if (apply(current, current.getString('status'))) txApp.save(current)
  })
}

/**
 * A row delivered: sent now, its error cleared. One erased while it was being sent went out all the same:
 * it becomes 已发送 with its time, still without recipient and content. `fields` are saved with it (a
 * push's `response`).
 */
function markSent(app, mail, result, fields = {}) {
  saveOutcome(app, mail, (row, status) => {
    if (status !== 'queued' && status !== 'discarded') return false
    row.set('status', 'sent')
    row.set('sent_at', new Date().toISOString())
    row.set('last_error', '')
    row.set('attempts', mail.getInt('attempts') + 1)
    Object.keys(fields).forEach((name) => row.set(name, fields[name]))
    return true
  })
  result.sent++
}

/** A failed attempt: due again after the back-off, or failed for good after the last (a row erased meanwhile stays as it is). */
function markFailed(app, mail, error, attemptedAt, result, permanent = false) {
  const attempts = mail.getInt('attempts') + 1
  if (permanent) {
    // Refused for good (no such mailbox): retrying for hours would change nothing.
    result.failed++
  } else if (attempts >= BACKOFF_MINUTES.length) {
    result.failed++
  } else {
    result.waiting++
  }
  saveOutcome(app, mail, (row, status) => {
    if (status !== 'queued') return false
    row.set('attempts', attempts)
    row.set('last_error', error)
    if (permanent) row.set('status', 'bounced')
    else if (attempts >= BACKOFF_MINUTES.length) row.set('status', 'failed')
    else row.set('next_attempt_at', minutesFrom(attemptedAt, BACKOFF_MINUTES[attempts - 1]))
    return true
  })
}

/** Marks rows that wait for a setting with the reason (saved only when it changes). */
function waitWithReason(app, rows, reason, result) {
  rows.forEach((row) => {
    if (row.getString('last_error') !== reason) {
      row.set('last_error', reason)
      app.save(row)
    }
    result.waiting++
  })
}

module.exports = { claim, claimRows, markSent, markFailed, waitWithReason }
