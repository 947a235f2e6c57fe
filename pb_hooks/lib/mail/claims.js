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

/** A row delivered: sent now, its error cleared. */
function markSent(app, mail, result) {
  mail.set('status', 'sent')
  mail.set('sent_at', new Date().toISOString())
  mail.set('last_error', '')
  mail.set('attempts', mail.getInt('attempts') + 1)
  app.save(mail)
  result.sent++
}

/** A failed attempt: due again after the back-off, or failed for good after the last. */
function markFailed(app, mail, error, attemptedAt, result, permanent = false) {
  const attempts = mail.getInt('attempts') + 1
  mail.set('attempts', attempts)
  mail.set('last_error', error)
  if (permanent) {
    // Refused for good (no such mailbox): retrying for hours would change nothing.
    mail.set('status', 'bounced')
    result.failed++
  } else if (attempts >= BACKOFF_MINUTES.length) {
    mail.set('status', 'failed')
    result.failed++
  } else {
    mail.set('next_attempt_at', minutesFrom(attemptedAt, BACKOFF_MINUTES[attempts - 1]))
    result.waiting++
  }
  app.save(mail)
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
