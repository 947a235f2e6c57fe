// The back office dashboard's figures: a handful of GROUP BY / SUM queries over indexed columns.
//
// Days are calendar days in the site's timezone (Beijing unless site_settings says otherwise), the
// same days page_views is counted in. "This week" is the 7 days ending today (today included),
// "last week" the 7 days before. Per card:
// - carousels, news, leads: the total now, and how many were created this week / last week
//   (the 较上周 change compares those additions; deletions leave no trace to count);
// - visits: today's page views, and the views summed over this week / last week;
// - privacy: personal-data requests waiting, and how many of them are past their due day.
// Each staff role is answered only the figures the roles table shows it (roles.json `dashboard`): an editor
// the content, the visits and the leads' total; sales the leads; 最近动态 only the rows the role may read.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { routes } = require(`${__hooks}/lib/shared/routes.json`)
const { siteTimezone, offsetMinutes, today } = require(`${__hooks}/lib/core/site-time.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)
const { showsFigure, visibleRows } = require(`${__hooks}/lib/core/roles.js`)
const { requestBacklog } = require(`${__hooks}/lib/privacy/requests.js`)

const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_DAYS = 7
const TOP_PAGES = 10
const RECENT_ACTIVITY = 20

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** PocketBase's stored date text of the instant local midnight begins on `day`. */
function startOfDay(day, offset) {
  return dbDate(new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60000).toISOString())
}

/** Runs a read query; `shape` names the columns and their zero values. */
function rows(app, sql, params, shape) {
  const result = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(result)
  return result
}

function one(app, sql, params, shape) {
  const result = new DynamicModel(shape)
  app.db().newQuery(sql).bind(params).one(result)
  return result
}

/** Total, additions this week and last week, plus one extra flag count (`extra` is a fixed SQL condition). */
function createdCounts(app, table, extra, window) {
  const row = one(
    app,
    `SELECT COUNT(*) AS total,
       COALESCE(SUM(CASE WHEN ${extra} THEN 1 ELSE 0 END), 0) AS flagged,
       COALESCE(SUM(CASE WHEN [[created]] >= {:weekStart} THEN 1 ELSE 0 END), 0) AS this_week,
       COALESCE(SUM(CASE WHEN [[created]] >= {:prevStart} AND [[created]] < {:weekStart} THEN 1 ELSE 0 END), 0) AS last_week
     FROM {{${table}}}`,
    window,
    { total: 0, flagged: 0, this_week: 0, last_week: 0 },
  )
  return { total: row.total, flagged: row.flagged, thisWeek: row.this_week, lastWeek: row.last_week }
}

/** `{day: views}` for the page_views days from..to (the (day, path) index serves the range). */
function viewsByDay(app, from, to) {
  const byDay = {}
  rows(app, 'SELECT [[day]] AS day, SUM([[count]]) AS views FROM {{page_views}} WHERE [[day]] >= {:from} AND [[day]] <= {:to} GROUP BY [[day]]', { from, to }, { day: '', views: 0 }).forEach(
    (row) => (byDay[row.day] = row.views),
  )
  return byDay
}

/** `{day: leads}` for leads created since `since`, grouped by the local day (index on created). */
function leadsByDay(app, since, offset) {
  const byDay = {}
  const shift = `${offset >= 0 ? '+' : '-'}${Math.abs(offset)} minutes`
  rows(
    app,
    'SELECT substr(datetime([[created]], {:shift}), 1, 10) AS day, COUNT(*) AS leads FROM {{form_submissions}} WHERE [[created]] >= {:since} GROUP BY day',
    { since, shift },
    { day: '', leads: 0 },
  ).forEach((row) => (byDay[row.day] = row.leads))
  return byDay
}

function sumDays(byDay, days) {
  return days.reduce((sum, day) => sum + (byDay[day] || 0), 0)
}

/** The most viewed public pages over `from..to`, with their route titles (shared/routes.json). */
function topPages(app, from, to) {
  const titles = {}
  routes.forEach((route) => (titles[route.path] = route.title))
  return rows(
    app,
    'SELECT [[path]] AS path, SUM([[count]]) AS views FROM {{page_views}} WHERE [[day]] >= {:from} AND [[day]] <= {:to} GROUP BY [[path]] ORDER BY views DESC, path ASC LIMIT {:limit}',
    { from, to, limit: TOP_PAGES },
    { path: '', views: 0 },
  ).map((row) => ({ path: row.path, title: titles[row.path] || '', views: row.views }))
}

/** The newest activity rows (index on created); with `rows`, only those whose `rows.field` is one of `rows.values`. */
function recentActivity(app, rows) {
  const params = {}
  const filter = rows
    ? rows.values
        .map((value, i) => {
          params[`v${i}`] = value
          return `${rows.field} = {:v${i}}`
        })
        .join(' || ') || "id = ''"
    : ''
  return app.findRecordsByFilter('activity_log', filter, '-created,-@rowid', RECENT_ACTIVITY, 0, params).map((record) => {
    let details = null
    const raw = record.getString('details')
    if (raw && raw !== 'null') details = JSON.parse(raw)
    return {
      id: record.id,
      action: record.getString('action'),
      collection_name: record.getString('collection_name'),
      record_id: record.getString('record_id'),
      record_label: record.getString('record_label'),
      summary: record.getString('summary'),
      details,
      actor_name: record.getString('actor_name'),
      created: record.getString('created'),
    }
  })
}

/**
 * Every figure of the dashboard. Days are listed oldest first; the per-day maps hold only days
 * with data (the back office fills the rest with 0). `activityRows` narrows 最近动态 (roles.js visibleRows).
 * @param {any} app
 * @param {{field: string, values: string[]} | null} [activityRows]
 */
function dashboardStats(app, activityRows = null) {
  const timezone = siteTimezone(app)
  const offset = offsetMinutes(timezone)
  const day = today(timezone)
  const weekFirst = addDays(day, -(WEEK_DAYS - 1))
  const prevFirst = addDays(day, -(2 * WEEK_DAYS - 1))
  const window = { weekStart: startOfDay(weekFirst, offset), prevStart: startOfDay(prevFirst, offset) }

  const days = []
  for (let i = WEEK_DAYS - 1; i >= 0; i--) days.push(addDays(day, -i))
  const previousDays = days.map((d) => addDays(d, -WEEK_DAYS))

  const views = viewsByDay(app, prevFirst, day)
  const leadDays = leadsByDay(app, window.prevStart, offset)
  const carousels = createdCounts(app, 'carousels', '[[active]] = TRUE', window)
  const news = createdCounts(app, 'news', '[[published]] = TRUE', window)
  const leads = createdCounts(app, 'form_submissions', "[[status]] = 'pending'", window)

  const pick = (byDay) => {
    const picked = {}
    days.forEach((d) => {
      if (byDay[d]) picked[d] = byDay[d]
    })
    return picked
  }

  return {
    day,
    timezone,
    cards: {
      carousels: { total: carousels.total, active: carousels.flagged, thisWeek: carousels.thisWeek, lastWeek: carousels.lastWeek },
      news: { total: news.total, published: news.flagged, thisWeek: news.thisWeek, lastWeek: news.lastWeek },
      leads: { total: leads.total, pending: leads.flagged, thisWeek: leads.thisWeek, lastWeek: leads.lastWeek },
      visits: { today: views[day] || 0, thisWeek: sumDays(views, days), lastWeek: sumDays(views, previousDays) },
    },
    days,
    visitsByDay: pick(views),
    leadsByDay: pick(leadDays),
    topPages: topPages(app, weekFirst, day),
    activity: recentActivity(app, activityRows),
    privacy: requestBacklog(app),
  }
}

/**
 * The figures `shows(figure)` allows, nothing else: a card, a chart line, the top pages. The leads' card
 * of a viewer shown only `leadTotal` holds the total alone (no pending count, no weekly additions).
 */
function figuresFor(stats, shows) {
  const cards = {}
  if (shows('carousels')) cards.carousels = stats.cards.carousels
  if (shows('news')) cards.news = stats.cards.news
  if (shows('leads')) cards.leads = stats.cards.leads
  else if (shows('leadTotal')) cards.leads = { total: stats.cards.leads.total }
  if (shows('visits')) cards.visits = stats.cards.visits
  const answer = { day: stats.day, timezone: stats.timezone, cards, days: stats.days, activity: stats.activity }
  if (shows('visits')) {
    answer.visitsByDay = stats.visitsByDay
    answer.topPages = stats.topPages
  }
  if (shows('leads')) answer.leadsByDay = stats.leadsByDay
  if (shows('privacy')) answer.privacy = stats.privacy
  return answer
}

/** GET /api/admin/dashboard: the figures, or a logged failure answered 500 (the cards show 暂无数据). */
function dashboardRequest(e) {
  let stats
  try {
    stats = figuresFor(dashboardStats(e.app, visibleRows(e, 'activity_log')), (figure) => showsFigure(e, figure))
  } catch (error) {
    e.app.logger().error('Dashboard stats failed', 'error', String(error))
    throw new InternalServerError('', null)
  }
  return e.json(200, stats)
}

module.exports = { addDays, startOfDay, dashboardStats, figuresFor, dashboardRequest }
