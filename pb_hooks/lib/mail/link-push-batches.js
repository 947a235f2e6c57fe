// Delivery of the outbox's Baidu link pushes (channel `baidu`): a run's due rows are claimed as mail is and
// go as one request (one address a line, each address once), within what is left of Baidu's daily quota;
// the rest, or everything once Baidu says the quota is spent, waits until Beijing's next midnight without
// counting as a failed attempt. Baidu's answer is kept on each row (lib/integrations/baidu.js pushes).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const rules = require(`${__hooks}/lib/shared/integration-rules.js`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const baidu = require(`${__hooks}/lib/integrations/baidu.js`)
const { configured, findIntegration, siteAddress } = require(`${__hooks}/lib/integrations/integration-rows.js`)
const { claimRows, markFailed, markSent, waitWithReason } = require(`${__hooks}/lib/mail/claims.js`)

const text = integrations.messages

function isLinkPush(channel) {
  return channel === baidu.CHANNEL
}

/** Rows that wait for Baidu's next day: due again at Beijing's midnight, their attempts untouched. */
function holdUntilTomorrow(app, rows, nowMs, result) {
  const until = rules.nextBeijingMidnight(nowMs)
  const reason = fill(text.baiduQuotaHeld, { time: rules.beijingTime(until) })
  rows.forEach((row) => {
    row.set('next_attempt_at', new Date(until).toISOString())
    row.set('last_error', reason)
    app.save(row)
    result.waiting++
  })
}

/** A row Baidu refused for good (not its site's, not valid): failed now, never retried by itself. */
function failForGood(app, row, reason, result) {
  row.set('attempts', row.getInt('attempts') + 1)
  row.set('status', 'failed')
  row.set('last_error', reason)
  app.save(row)
  result.failed++
}

/** Delivers a run's due Baidu rows (see the module comment); counts go into `result`. */
function deliverLinkPushRows(app, rows, result) {
  const settings = findIntegration(app, 'baidu')
  if (!configured(settings) || siteAddress(app) === '') {
    waitWithReason(app, rows, configured(settings) ? text.baiduSiteMissing : text.baiduNotConfigured, result)
    return
  }
  const settingsRow = /** @type {any} */ (settings)
  const nowMs = Date.now()
  const left = rules.quotaLeft(settingsRow.getString('quota_day'), settingsRow.getInt('quota_remain'), nowMs)
  if (left === 0) {
    // Spent today: not even claimed, nothing is asked of Baidu.
    holdUntilTomorrow(app, rows, nowMs, result)
    return
  }
  const claimed = claimRows(app, rows)
  if (claimed.length === 0) return

  // Each address once per request; what today's quota (or one request) cannot take waits.
  const urls = []
  claimed.forEach((row) => {
    if (urls.indexOf(row.getString('text')) < 0) urls.push(row.getString('text'))
  })
  const room = Math.min(integrations.platforms.baidu.maxUrlsPerRequest, left === null ? urls.length : left)
  const sending = urls.slice(0, room)
  const waiting = claimed.filter((row) => sending.indexOf(row.getString('text')) < 0)
  if (waiting.length > 0) holdUntilTomorrow(app, waiting, nowMs, result)
  const going = claimed.filter((row) => sending.indexOf(row.getString('text')) >= 0)

  const attemptedAt = new Date()
  const answer = baidu.push(app, settingsRow, sending)
  if (answer.overQuota) {
    holdUntilTomorrow(app, going, nowMs, result)
    return
  }
  const site = siteAddress(app)
  going.forEach((row) => {
    const url = row.getString('text')
    if (!answer.ok) return markFailed(app, row, answer.message, attemptedAt, result)
    if (answer.notSameSite.indexOf(url) >= 0) return failForGood(app, row, fill(text.baiduNotSameSite, { site }), result)
    if (answer.notValid.indexOf(url) >= 0) return failForGood(app, row, text.baiduNotValid, result)
    markSent(app, row, result, { response: answer.message })
  })
}

module.exports = { isLinkPush, deliverLinkPushRows }
