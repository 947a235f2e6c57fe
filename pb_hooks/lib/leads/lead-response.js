// Reply times of leads: a new lead's 即将超时/已超时 times (working hours, Beijing time, from the
// settings), when it was first 已联系, the one reminder to the team's robots once a lead is overdue,
// and the figures the dashboard shows (overdue count, median time to 已联系).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const hours = require(`${__hooks}/lib/shared/working-hours.js`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { queueLeadMails } = require(`${__hooks}/lib/mail/queue.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)

const DEFAULT_HOURS = 4
const DAY_MS = 24 * 60 * 60 * 1000

function replySettings(settings) {
  return {
    hours: (settings && settings.getInt('response_hours')) || DEFAULT_HOURS,
    day: hours.workingDay(settings ? settings.getString('work_start') : '', settings ? settings.getString('work_end') : ''),
  }
}

/** Sets a new lead's 即将超时 and 已超时 times from `now`. */
function setDeadlines(settings, record, now) {
  const reply = replySettings(settings)
  const { soon, due } = hours.replyDeadlines(now.getTime(), reply.hours, reply.day)
  record.set('soon_at', new Date(soon).toISOString())
  record.set('due_at', new Date(due).toISOString())
}

/** A staff status change: the first move off 待处理 is when the lead was contacted. */
function markContacted(record) {
  if (record.getString('status') !== 'pending' && !record.getString('contacted_at')) record.set('contacted_at', new Date().toISOString())
}

/**
 * Cron: each lead still 待处理 past its 已超时 time gets one reminder to every ready robot. The
 * lead is marked by one conditional UPDATE, so overlapping runs remind once; the reminder rows are
 * queued in the same transaction and go out like any robot message.
 */
function remindOverdue(app) {
  const now = new Date()
  const stamp = dbDate(now.toISOString())
  const overdue = app.findRecordsByFilter('form_submissions', "status = 'pending' && due_at != '' && due_at <= {:now} && overdue_reminded_at = ''", 'due_at', 50, 0, { now: stamp })
  if (overdue.length === 0) return 0
  const settings = findSiteSettings(app)
  const channels = robots.readyChannels(app)
  let reminded = 0
  overdue.forEach((lead) => {
    app.runInTransaction((txApp) => {
      const taken = txApp
        .db()
        .newQuery("UPDATE {{form_submissions}} SET [[overdue_reminded_at]] = {:now} WHERE [[id]] = {:id} AND [[overdue_reminded_at]] = ''")
        .bind({ id: lead.id, now: stamp })
        .execute()
      if (taken.rowsAffected() !== 1) return
      reminded++
      const formType = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
      const waited = hours.waitedText(now.getTime() - new Date(lead.getString('created').replace(' ', 'T')).getTime())
      const subject = fill(notify.messages.overdueTitle, { waited, formType, name: lead.getString('name') })
      const assignee = robots.assigneeName(txApp, lead)
      const notices = channels.map((row) => ({
        kind: 'overdue_reminder',
        channel: row.getString('channel'),
        recipient: '',
        subject,
        body: { html: '', text: [subject, ...robots.leadLines(txApp, lead, robots.contentOf(row), new Date(lead.getString('created').replace(' ', 'T')), settings, assignee)].join('\n') },
      }))
      queueLeadMails(txApp, lead, notices, now)
    })
  })
  return reminded
}

/** Counts of pending leads by urgency now: `{soon, overdue}`. */
function urgencyCounts(app, now) {
  const row = new DynamicModel({ soon: 0, overdue: 0 })
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(CASE WHEN [[due_at]] <= {:now} THEN 1 ELSE 0 END), 0) AS overdue, COALESCE(SUM(CASE WHEN [[soon_at]] <= {:now} AND [[due_at]] > {:now} THEN 1 ELSE 0 END), 0) AS soon FROM {{form_submissions}} WHERE [[status]] = 'pending' AND [[due_at]] != ''",
    )
    .bind({ now: dbDate(now.toISOString()) })
    .one(row)
  return { soon: row.soon, overdue: row.overdue }
}

/** The median time (ms) from arrival to 已联系 of leads that arrived in the last `days` days, and how many. */
function medianToContact(app, now, days) {
  const rows = arrayOf(new DynamicModel({ created: '', contacted_at: '' }))
  app
    .db()
    .newQuery("SELECT [[created]], [[contacted_at]] FROM {{form_submissions}} WHERE [[contacted_at]] != '' AND [[created]] >= {:since}")
    .bind({ since: dbDate(new Date(now.getTime() - days * DAY_MS).toISOString()) })
    .all(rows)
  const spans = rows.map((r) => Date.parse(r.contacted_at.replace(' ', 'T')) - Date.parse(r.created.replace(' ', 'T')))
  return { medianMs: hours.median(spans), count: spans.length }
}

/** `GET /api/admin/leads/response`: the dashboard's reply figures. */
function responseStats(app) {
  const now = new Date()
  const reply = replySettings(findSiteSettings(app))
  return { ...urgencyCounts(app, now), hours: reply.hours, days7: medianToContact(app, now, 7), days30: medianToContact(app, now, 30) }
}

module.exports = { setDeadlines, markContacted, remindOverdue, responseStats }
