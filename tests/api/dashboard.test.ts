// GET /api/admin/dashboard: exact figures from seeded data (Beijing days, this week against last
// week), only the figures each staff role is shown, the route's time with 10,000 leads and 100,000
// page-view rows, and a logged failure.
import type PocketBase from 'pocketbase'
import type { DashboardStats } from '../../src/admin/dashboard/dashboard-figures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validLead } from '../support/lead-cases'
import { runSqlMigration } from '../support/sql-migration'
import { staffSession, startTestServer, superuserSession, type TestServer } from '../support/test-server'

// Its own server, so the counts are exact.
let server: TestServer
let su: PocketBase
let staff: PocketBase


async function dashboard(token?: string) {
  const res = await fetch(`${server.url}/api/admin/dashboard`, { headers: token ? { authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as DashboardStats }
}


const withSql = (body: string) => runSqlMigration(server, body)

const DAY_MS = 86_400_000
/** The Beijing calendar day `n` days from today. */
const beijingDay = (n = 0) => new Date(Date.now() + 8 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10)
/** PocketBase's stored date text of a Beijing wall-clock time on `day`. */
const stored = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+08:00`)).toISOString().replace('T', ' ')

/** Sets `created` of records with SQL (the API cannot backdate an autodate field). */
function backdate(table: string, created: Record<string, string>) {
  return withSql(
    Object.entries(created)
      .map(([id, at]) => `app.db().newQuery('UPDATE ${table} SET created = {:at} WHERE id = {:id}').bind({ at: ${JSON.stringify(at)}, id: ${JSON.stringify(id)} }).execute()`)
      .join('\n'),
  )
}

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  staff = await staffSession(server)
})

afterAll(async () => server?.stop())

describe('the dashboard route', () => {
  it('is refused to guests', async () => {
    expect((await dashboard()).status).toBe(401)
  })

  it('answers zeros and seven empty Beijing days on an empty site', async () => {
    const { status, body } = await dashboard(staff.authStore.token)
    expect(status).toBe(200)
    expect(body).toEqual({
      day: beijingDay(),
      timezone: 'Asia/Shanghai',
      cards: {
        carousels: { total: 0, active: 0, thisWeek: 0, lastWeek: 0 },
        news: { total: 0, published: 0, thisWeek: 0, lastWeek: 0 },
        leads: { total: 0, pending: 0, thisWeek: 0, lastWeek: 0 },
        visits: { today: 0, thisWeek: 0, lastWeek: 0 },
      },
      days: [-6, -5, -4, -3, -2, -1, 0].map(beijingDay),
      visitsByDay: {},
      leadsByDay: {},
      topPages: [],
      // The one row of an empty site: the operator made the staff account (tests/support/test-server.ts).
      activity: [expect.objectContaining({ action: 'created', collection_name: 'staff', record_label: server.staff.username })],
      privacy: { pending: 0, overdue: 0 },
    })
  })

  it('counts seeded content, leads and page views exactly, by Beijing day', async () => {
    const slides = []
    for (const [i, active] of [true, true, true, false, true].entries()) {
      slides.push(await staff.collection('carousels').create({ title: `仪表盘轮播${i}`, page_id: 'home', active, stats: [{ label: '服务企业', value: '1000+' }] }))
    }
    const articles = []
    for (const [i, published] of [true, false, true, false].entries()) {
      articles.push(await staff.collection('news').create({ title: `仪表盘新闻${i}`, summary: '摘要', content: '<p>正文</p>', category: 'news', published }))
    }
    const leads = []
    for (const name of ['线索甲', '线索乙', '线索丙', '线索丁', '线索戊', '线索己']) leads.push(await su.collection('form_submissions').create({ ...validLead, name }))
    await su.collection('form_submissions').update(leads[0].id, { status: 'contacted' })
    await su.collection('form_submissions').update(leads[1].id, { status: 'completed' })

    // Slides: 3 this week, 1 last week (13 days ago, the window's first day), 1 older.
    await backdate('carousels', { [slides[3].id]: stored(beijingDay(-13), '00:00:00'), [slides[4].id]: stored(beijingDay(-14), '23:59:59') })
    // News: 2 this week (one at the week's first Beijing minute), 2 last week.
    await backdate('news', {
      [articles[0].id]: stored(beijingDay(-6), '00:00:00'),
      [articles[1].id]: stored(beijingDay(-7), '23:59:59'),
      [articles[2].id]: stored(beijingDay(-10), '12:00:00'),
    })
    // Leads: 2 today, one at 00:30 Beijing three days ago (still the previous UTC day), 2 last
    // week, 1 a month ago.
    await backdate('form_submissions', {
      [leads[2].id]: stored(beijingDay(-3), '00:30:00'),
      [leads[3].id]: stored(beijingDay(-8), '09:00:00'),
      [leads[4].id]: stored(beijingDay(-12), '18:00:00'),
      [leads[5].id]: stored(beijingDay(-30), '10:00:00'),
    })

    const views: [number, string, number][] = [
      [0, '/', 5],
      [0, '/contact', 2],
      [-2, '/', 3],
      [-2, '/about', 4],
      [-6, '/contact', 1],
      [-7, '/', 10],
      [-13, '/about', 6],
      [-14, '/', 100],
    ]
    for (const [n, path, count] of views) await su.collection('page_views').create({ day: beijingDay(n), path, count })

    await staff.collection('carousels').update(slides[0].id, { subtitle: '最后一个动作' })

    const { status, body } = await dashboard(staff.authStore.token)
    expect(status).toBe(200)
    expect(body.cards).toEqual({
      carousels: { total: 5, active: 4, thisWeek: 3, lastWeek: 1 },
      news: { total: 4, published: 2, thisWeek: 2, lastWeek: 2 },
      leads: { total: 6, pending: 4, thisWeek: 3, lastWeek: 2 },
      visits: { today: 7, thisWeek: 15, lastWeek: 16 },
    })
    expect(body.visitsByDay).toEqual({ [beijingDay(0)]: 7, [beijingDay(-2)]: 7, [beijingDay(-6)]: 1 })
    expect(body.leadsByDay).toEqual({ [beijingDay(0)]: 2, [beijingDay(-3)]: 1 })
    expect(body.topPages).toEqual([
      { path: '/', title: 'AI 企业转型培训与咨询', views: 8 },
      { path: '/about', title: '关于我们', views: 4 },
      { path: '/contact', title: '联系我们', views: 3 },
    ])
    // The staff account + 5 slides + 4 articles + 6 leads + 2 status changes + the last edit = 19 rows, newest first.
    expect(body.activity).toHaveLength(19)
    expect(body.activity[0]).toMatchObject({ action: 'updated', summary: '修改了轮播图', record_label: '仪表盘轮播0', actor_name: 'tester', collection_name: 'carousels' })
    expect(body.activity[1]).toMatchObject({ action: 'status_changed', summary: '状态由 待处理 改为 已完成', record_label: '线索乙', actor_name: server.superuser.email })
    const times = body.activity.map((a) => a.created)
    expect([...times].sort().reverse()).toEqual(times)

    // Operators read the same figures.
    expect((await dashboard(su.authStore.token)).body.cards).toEqual(body.cards)
  })

  it('answers each staff role only the figures the roles table shows it', async () => {
    const signIn = async (role: string) => {
      const username = `dash_${role}`
      await su.collection('staff').create({ username, email: `${username}@example.test`, role, password: 'dash-pass-1234', passwordConfirm: 'dash-pass-1234' })
      return (await fetch(`${server.url}/api/collections/staff/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: username, password: 'dash-pass-1234' }),
      }).then((res) => res.json())) as { token: string }
    }
    const full = (await dashboard(staff.authStore.token)).body
    const about = (entries: DashboardStats['activity']) => [...new Set(entries.map((entry) => entry.collection_name))].sort()

    const sales = (await dashboard((await signIn('sales')).token)).body
    expect(Object.keys(sales).sort()).toEqual(['activity', 'cards', 'day', 'days', 'leadsByDay', 'timezone'])
    expect(sales.cards).toEqual({ leads: full.cards.leads })
    expect(sales.leadsByDay).toEqual(full.leadsByDay)
    expect(about(sales.activity)).toEqual(['form_submissions'])

    const editor = (await dashboard((await signIn('editor')).token)).body
    expect(Object.keys(editor).sort()).toEqual(['activity', 'cards', 'day', 'days', 'timezone', 'topPages', 'visitsByDay'])
    // Of the leads, an editor is told the total alone.
    expect(editor.cards).toEqual({ carousels: full.cards.carousels, news: full.cards.news, visits: full.cards.visits, leads: { total: full.cards.leads.total } })
    expect(editor.topPages).toEqual(full.topPages)
    expect(about(editor.activity)).toEqual(['carousels', 'news'])
  })

  it('lists at most the 20 newest activity rows', async () => {
    for (let i = 0; i < 3; i++) await staff.collection('news').create({ title: `仪表盘更多${i}`, summary: '摘要', content: '<p>正文</p>', category: 'isv' })
    const { body } = await dashboard(staff.authStore.token)
    expect(body.activity).toHaveLength(20)
    expect(body.activity.slice(0, 3).map((a) => a.record_label)).toEqual(['仪表盘更多2', '仪表盘更多1', '仪表盘更多0'])
  })
})

describe('with 10,000 leads and 100,000 page-view rows', () => {
  it('still answers with the right figures; prints its time', async () => {
    const before = (await dashboard(staff.authStore.token)).body
    // 10,000 leads spread over the last 100 days (100 a day, at 10:00 Beijing), all pending; and
    // 100,000 page-view rows: every public route on each of 7,143 days counted back from 8 years
    // ahead, so the range covers today (the unique (day, path) index allows one row per route
    // and day), 1 view each.
    await withSql(`
      const routes = require(\`\${__hooks}/lib/shared/routes.json\`).routes.map((r) => r.path)
      const DAY = 86400000
      const start = Date.parse(${JSON.stringify(`${beijingDay(-99)}T10:00:00+08:00`)})
      let values = []
      const flush = (sql) => { if (values.length) { app.db().newQuery(sql + values.join(',')).execute(); values = [] } }
      for (let i = 0; i < 10000; i++) {
        const at = new Date(start + Math.floor(i / 100) * DAY).toISOString().replace('T', ' ')
        values.push("('bulk" + String(i).padStart(11, '0') + "', 'contact', '批量线索', 'pending', '" + at + "', '" + at + "')")
        if (values.length === 500) flush('INSERT INTO form_submissions (id, form_type, name, status, created, updated) VALUES ')
      }
      flush('INSERT INTO form_submissions (id, form_type, name, status, created, updated) VALUES ')
      const first = Date.parse(${JSON.stringify(`${beijingDay(8 * 365)}T00:00:00Z`)})
      let n = 0
      for (let d = 0; n < 100000; d++) {
        const day = new Date(first - d * DAY).toISOString().slice(0, 10)
        for (let r = 0; r < routes.length && n < 100000; r++, n++) {
          values.push("('pv" + String(n).padStart(13, '0') + "', '" + routes[r] + "', '" + day + "', 1)")
          if (values.length === 500) flush('INSERT OR IGNORE INTO page_views (id, path, day, count) VALUES ')
        }
      }
      flush('INSERT OR IGNORE INTO page_views (id, path, day, count) VALUES ')
    `)
    const counts = await su.collection('page_views').getList(1, 1)
    expect(counts.totalItems).toBeGreaterThanOrEqual(100_000)

    const times: number[] = []
    let body = before
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      const res = await dashboard(staff.authStore.token)
      times.push(performance.now() - started)
      expect(res.status).toBe(200)
      body = res.body
    }
    times.sort((a, b) => a - b)
    console.log(`GET /api/admin/dashboard with 10,000 more leads and ${counts.totalItems} page-view rows: median ${times[10].toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms (20 requests)`)

    // 100 bulk leads a day for 100 days: 7 days this week, 7 last week.
    expect(body.cards.leads).toEqual({
      total: before.cards.leads.total + 10_000,
      pending: before.cards.leads.pending + 10_000,
      thisWeek: before.cards.leads.thisWeek + 700,
      lastWeek: before.cards.leads.lastWeek + 700,
    })
    for (const day of body.days) expect(body.leadsByDay[day]).toBe((before.leadsByDay[day] ?? 0) + 100)
    // Every public route has a row on each day: the ten most viewed are listed.
    expect(body.topPages).toHaveLength(10)
  })
})

describe('a failure', () => {
  it('is logged and answered 500, not with made-up figures', async () => {
    await withSql("app.db().newQuery('ALTER TABLE page_views RENAME TO page_views_gone').execute()")
    const res = await fetch(`${server.url}/api/admin/dashboard`, { headers: { authorization: staff.authStore.token } })
    expect(res.status).toBe(500)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).not.toHaveProperty('cards')
    await expect
      .poll(async () => (await su.logs.getList(1, 5, { filter: 'message = "Dashboard stats failed"' })).totalItems, { timeout: 15_000 })
      .toBeGreaterThan(0)
  })
})
