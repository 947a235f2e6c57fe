// The robots' fast lane: a new lead (or a new 负责人) reaches the team's group robots within seconds,
// not at the outbox's next minute. PocketBase's JS hooks have no timers and cron ticks once a minute, so
// a minute's cron job starts a sender that stays awake for that minute: it sleeps in short steps,
// reading a wake-up mark the lead's request sets in the app's store after its transaction committed
// (the visitor's request only sets the mark; it never waits on a robot), and delivers that robot's
// due rows at once. One sender runs at a time (a lease in the store). A robot gets at most one fast
// message a minute: leads that follow within the minute go in the outbox's minute run, summarised, as
// before (lib/mail/delivery.js), so a burst is still one message, never a flood.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const notify = require(`${__hooks}/lib/shared/notify.json`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { deliverRobotRows } = require(`${__hooks}/lib/mail/robot-batches.js`)

const WAKE_KEY = 'notify:wake'
const LEASE_KEY = 'notify:sender'
const FAST_KEY = 'notify:fast:'
// How often the sender looks at the mark (the store is memory: a look costs nothing).
const STEP_MS = 500
// The sender of one minute hands over to the next one's: it stops before the next tick.
const AWAKE_MS = 58 * 1000
// How long the next minute's job waits for this one to hand over.
const HANDOVER_MS = 3000
// A robot's fast lane: one message in this window, the rest wait for the minute's run.
const FAST_WINDOW_MS = 60 * 1000
// The kinds a person waits for: a new lead, a lead given to someone. (Overdue reminders keep the minute.)
const FAST_KINDS = ['team_notification', 'assigned_notice']

/** Marks that robot rows were just queued (called after their transaction committed): the sender delivers them now. */
function wakeSender(app) {
  app.store().set(WAKE_KEY, String(Date.now()) + ':' + $security.randomString(6))
}

/** Takes the sender's lease for `ms` when free (or expired): whether this job now is the sender. */
function takeLease(app, token, ms) {
  let mine = false
  app.store().setFunc(LEASE_KEY, (old) => {
    const held = old ? JSON.parse(String(old)) : null
    if (held && held.token !== token && held.until > Date.now()) return old
    mine = true
    return JSON.stringify({ token, until: Date.now() + ms })
  })
  return mine
}

function releaseLease(app, token) {
  app.store().setFunc(LEASE_KEY, (old) => {
    const held = old ? JSON.parse(String(old)) : null
    return held && held.token === token ? null : old
  })
}

/** Whether a sender is awake now (the 通知 tab and the outbox's status say so). */
function senderAwake(app) {
  const held = app.store().get(LEASE_KEY)
  return held ? JSON.parse(String(held)).until > Date.now() : false
}

/** Takes a robot's fast lane for this minute: false when it already sent fast within the window. */
function takeFastLane(app, channel, now) {
  let taken = false
  app.store().setFunc(FAST_KEY + channel, (old) => {
    if (old && now - Number(old) < FAST_WINDOW_MS) return old
    taken = true
    return String(now)
  })
  return taken
}

/**
 * Delivers, per ready robot whose fast lane is free, its due rows of the kinds people wait for: a
 * lone lead goes as its own message, rows queued together as one summary. Returns `{sent, failed, waiting}`.
 */
function deliverFast(app) {
  const result = { sent: 0, failed: 0, waiting: 0 }
  const now = new Date()
  robots.readyChannels(app).forEach((settings) => {
    const channel = settings.getString('channel')
    const due = app.findRecordsByFilter(
      'mail_outbox',
      `channel = {:channel} && status = 'queued' && next_attempt_at <= {:now} && (${FAST_KINDS.map((_, i) => `kind = {:kind${i}}`).join(' || ')})`,
      'next_attempt_at',
      50,
      0,
      Object.assign({ channel, now: dbDate(now.toISOString()) }, ...FAST_KINDS.map((kind, i) => ({ [`kind${i}`]: kind }))),
    )
    if (due.length === 0 || !takeFastLane(app, channel, now.getTime())) return
    FAST_KINDS.forEach((kind) => {
      const rows = due.filter((row) => row.getString('kind') === kind)
      if (rows.length > 0) deliverRobotRows(app, channel, kind, rows, result)
    })
  })
  return result
}

/**
 * The cron job: stays awake until just before the next minute's job, delivering whenever a wake-up
 * mark is new. Only one sender at a time; a job that finds one still awake waits briefly for its
 * hand-over, then gives up (that sender covers the minute).
 */
function runSender(app) {
  const token = $security.randomString(12)
  const started = Date.now()
  let leased = takeLease(app, token, AWAKE_MS + HANDOVER_MS)
  while (!leased && Date.now() - started < HANDOVER_MS) {
    sleep(STEP_MS)
    leased = takeLease(app, token, AWAKE_MS + HANDOVER_MS)
  }
  if (!leased) return
  let seen = app.store().get(WAKE_KEY)
  try {
    while (Date.now() - started < AWAKE_MS) {
      const mark = app.store().get(WAKE_KEY)
      if (mark !== seen) {
        seen = mark
        try {
          deliverFast(app)
        } catch (err) {
          // The minute's run delivers what this could not; the sender stays awake.
          app.logger().warn('Robot fast lane failed', 'error', String(err))
        }
      }
      sleep(STEP_MS)
    }
  } finally {
    releaseLease(app, token)
  }
}

module.exports = { wakeSender, runSender, deliverFast, senderAwake, instantSeconds: notify.instantSeconds }
