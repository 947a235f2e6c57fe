// Delivery of the outbox's robot rows (channel wecom/dingtalk/feishu): a run's due rows of one robot
// and kind go as one message, within the platform's rate limit (lib/notify/robots.js posts it).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { summaryText } = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { claimRows, markFailed, markSent, waitWithReason } = require(`${__hooks}/lib/mail/claims.js`)

/** The mobile numbers the rows at-mention (their new 负责人), each once. */
function mentionsOf(rows) {
  const numbers = []
  rows.forEach((row) => {
    let listed = null
    try {
      listed = JSON.parse(row.getString('mentions') || 'null')
    } catch (_) {
      listed = null
    }
    if (Array.isArray(listed)) listed.forEach((number) => typeof number === 'string' && numbers.indexOf(number) < 0 && numbers.push(number))
  })
  return numbers
}

/**
 * A robot channel's due rows in one request: each row is claimed as a mail is, then the claimed
 * rows go as one message (the row's own text, or one summary of several, each with the fields staff
 * chose while they fit the platform's size: a burst of leads is one message, never a run of throttled
 * ones), naming (at-mentioning) the new 负责人 the rows name. A request goes only while the platform's rate limit
 * has room; otherwise the rows are due again at the next run.
 */
function deliverRobotRows(app, channel, kind, rows, result) {
  const settings = robots.findChannel(app, channel)
  if (!robots.channelReady(settings)) {
    waitWithReason(app, rows, notify.messages.channelOff, result)
    return
  }
  const claimed = claimRows(app, rows)
  if (claimed.length === 0) return
  const slot = robots.takeSlot(app, channel)
  if (!slot.allowed) {
    // Due again when the limit has room (taken by the run after that), unchanged otherwise.
    claimed.forEach((row) => {
      row.set('next_attempt_at', new Date(slot.retryAt).toISOString())
      app.save(row)
      result.waiting++
    })
    return
  }
  const text =
    claimed.length === 1
      ? claimed[0].getString('text')
      : summaryText(
          claimed.map((row) => row.getString('text')),
          robots.leadLink(app, ''),
          kind,
          notify.channels[channel].maxTextBytes,
        )
  const attemptedAt = new Date()
  // Everyone the rows @ (a lead's new 负责人, a task's owner), once each, in the one message.
  const answer = robots.postToRobot(settings, text, mentionsOf(claimed))
  claimed.forEach((row) => (answer.ok ? markSent(app, row, result) : markFailed(app, row, answer.message, attemptedAt, result)))
}

module.exports = { deliverRobotRows }
