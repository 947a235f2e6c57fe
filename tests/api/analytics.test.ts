// Results counted on a live server: the page-view, vitals and form-step beacons (each validated, a
// crawler's not counted, each rate-limited per IP) and GET /api/admin/analytics, the contract the
// 效果分析 screen reads: sources (UTM source as sent, Baidu by its referrer) with views, visitors and
// what became of their leads (credited to their first touch), courses, landing pages, drop-off, field
// speed p75 per route and browser family, a finished month read from its summed row.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import analytics from '../../pb_hooks/lib/shared/analytics.json'
import beacons from '../../pb_hooks/lib/shared/beacons.json'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { postLead } from '../support/post-lead'
import { runSqlMigration } from '../support/sql-migration'
import { staffSession, startTestServer, superuserSession, type TestServer } from '../support/test-server'

// Its own server, so every count is exact.
let server: TestServer
let su: PocketBase
let staff: PocketBase

const DAY_MS = 86_400_000
/** The Beijing calendar day `n` days from today (the site's days; UTC+8, no daylight saving). */
const beijingDay = (n = 0) => new Date(Date.now() + 8 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10)

const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
}

interface Row {
  [key: string]: unknown
}
interface Report {
  totals: Row
  sources: (Row & { source: string; details: Row[] })[]
  courses: Row[]
  pages: Row[]
  daily: Row[]
  families: Row[]
  forms: Row[]
  handbook: Row[]
  vitals: (Row & { path: string; families: Row[] })[]
  vitals_families: Row[]
}

function beacon(url: string, route: string, body: unknown, userAgent = UA.desktop, contentType = 'application/json') {
  return fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': contentType, 'user-agent': userAgent }, body: typeof body === 'string' ? body : JSON.stringify(body) })
}
const pageview = (body: unknown, userAgent?: string) => beacon(server.url, beacons.routes.pageview, body, userAgent)
const vitals = (body: unknown, userAgent?: string) => beacon(server.url, beacons.routes.vitals, body, userAgent)
const formStep = (body: unknown, userAgent?: string) => beacon(server.url, beacons.routes.formStep, body, userAgent)

async function report(from = beijingDay(), to = beijingDay(), token = staff.authStore.token): Promise<{ status: number; body: Report & Row }> {
  const res = await fetch(`${server.url}${analytics.routes.report}?from=${from}&to=${to}`, { headers: token ? { authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as Report & Row }
}

const sourceRow = (body: Report, source: string) => body.sources.find((row) => row.source === source)
const messagesOf = (body: Row) => Object.fromEntries(Object.entries(body.data as Record<string, { message: string }>).map(([field, error]) => [field, error.message]))

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  staff = await staffSession(server)
})

afterAll(async () => server?.stop())

describe('page views by source', () => {
  it('counts a Baidu search visit under a source naming 百度, and a UTM source as sent with its medium and campaign', async () => {
    expect((await pageview({ path: '/courses/strategy', referrer: 'https://www.baidu.com/link?url=abc' })).status).toBe(204)
    expect((await pageview({ path: '/courses/strategy', referrer: 'https://www.baidu.com/link?url=abc', since_last_view: 1 })).status).toBe(204)
    expect((await pageview({ path: '/', utm_source: 'WeChat_Article', utm_medium: 'social', utm_campaign: '春季公开课', referrer: '' })).status).toBe(204)

    const { status, body } = await report()
    expect(status).toBe(200)
    const baidu = body.sources.find((row) => row.source.includes('百度'))
    expect(baidu).toMatchObject({ kind: 'referrer', views: 2, visitors: 1 })
    expect(baidu?.details).toEqual([expect.objectContaining({ host: 'www.baidu.com', views: 2 })])
    const utm = sourceRow(body, 'WeChat_Article')
    expect(utm).toMatchObject({ kind: 'utm', views: 1, visitors: 1 })
    expect(utm?.details).toEqual([expect.objectContaining({ medium: 'social', campaign: '春季公开课', views: 1 })])
  })

  it('counts a visitor once a day: a browser that viewed a page earlier today is no new visitor', async () => {
    const before = (await report()).body.totals
    await pageview({ path: '/about' })
    await pageview({ path: '/about', since_last_view: 1 })
    await pageview({ path: '/about', since_last_view: 3 * 86_400 })
    const after = (await report()).body.totals
    expect(Number(after.views) - Number(before.views)).toBe(3)
    expect(Number(after.visitors) - Number(before.visitors)).toBe(2)
  })

  it('credits a visit that arrived from WeChat without a referrer to 微信, and counts views per browser family', async () => {
    const before = (await report()).body
    await pageview({ path: '/guanghe' }, UA.wechat)
    const after = (await report()).body
    expect(Number(sourceRow(after, '微信')?.views ?? 0) - Number(sourceRow(before, '微信')?.views ?? 0)).toBe(1)
    const wechatViews = (body: Report) => Number(body.families.find((row) => row.family === 'wechat')?.views ?? 0)
    expect(wechatViews(after) - wechatViews(before)).toBe(1)
  })

  it('stores nothing about the visitor: only the day, route, source, browser family and counts', async () => {
    await pageview({ path: '/legal/terms', referrer: 'https://www.example.com/a?b=c' })
    const row = await su.collection('page_views').getFirstListItem(su.filter('path = {:path} && day = {:day}', { path: '/legal/terms', day: beijingDay() }))
    expect(Object.keys(row).sort()).toEqual(
      ['campaign', 'collectionId', 'collectionName', 'count', 'created', 'day', 'family', 'host', 'id', 'medium', 'path', 'source', 'updated', 'visitors'].sort(),
    )
    expect(row).toMatchObject({ source: '其他网站', host: 'www.example.com', family: 'desktop' })
  })
})

describe('leads by their first touch', () => {
  it('counts leads, those that reached 已联系 or later, 已完成, and the median time to 已联系', async () => {
    const touch = { first_utm_source: 'contract-src', first_utm_medium: 'cpc', first_utm_campaign: 'c1', first_landing_path: '/courses/practical', form_path: '/contact' }
    const ids = [await postLead(server.url, touch), await postLead(server.url, touch), await postLead(server.url, touch)]
    await staff.collection('form_submissions').update(ids[1], { status: 'contacted' })
    await staff.collection('form_submissions').update(ids[2], { status: 'contacted' })
    await staff.collection('form_submissions').update(ids[2], { status: 'completed' })
    // Contacted 10 and 30 minutes after arriving: the median is 20.
    const created = Date.now() - 60 * 60_000
    const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ')
    await runSqlMigration(
      server,
      [
        [ids[1], 10],
        [ids[2], 30],
      ]
        .map(
          ([id, minutes]) =>
            `app.db().newQuery('UPDATE form_submissions SET created = {:created}, contacted_at = {:contacted} WHERE id = {:id}').bind({ id: ${JSON.stringify(id)}, created: ${JSON.stringify(stamp(created))}, contacted: ${JSON.stringify(stamp(created + Number(minutes) * 60_000))} }).execute()`,
        )
        .join('\n'),
    )

    const { body } = await report()
    const row = sourceRow(body, 'contract-src')
    expect(row).toMatchObject({ kind: 'utm', views: 0, leads: 3, contacted: 2, completed: 1, median_contact_ms: 20 * 60_000 })
    expect(row?.completion_rate).toBeCloseTo(1 / 3, 3)
    expect(row?.details).toEqual([expect.objectContaining({ medium: 'cpc', campaign: 'c1', leads: 3 })])
    expect(body.pages.find((page) => page.path === '/courses/practical')).toMatchObject({ leads: 3, contacted: 2, completed: 1 })
  })

  it('credits a lead sent without a first touch to the visit it was sent in', async () => {
    await postLead(server.url, { referrer: 'https://m.sogou.com/web', landing_path: '/contact' })
    expect(sourceRow((await report()).body, '搜狗')).toMatchObject({ leads: 1 })
  })

  it('counts registrations and consultations sent from a course page, and its handbook requests', async () => {
    await postLead(server.url, { form_type: 'course_registration', course_id: 'marketing', course_name: 'AI 营销工作坊', form_path: '/courses/marketing' })
    await postLead(server.url, { form_type: 'consultation', form_path: '/courses/marketing/' })
    await postLead(server.url, { form_type: 'consultation', form_path: '/contact' })
    await formStep({ path: '/courses/marketing', form: beacons.formSteps.handbook.form, step: beacons.formSteps.handbook.step })
    await pageview({ path: '/courses/marketing' })
    const course = (await report()).body.courses.find((row) => row.course === 'marketing')
    expect(course).toMatchObject({ path: '/courses/marketing', title: 'AI 营销工作坊', views: 1, visitors: 1, registrations: 1, consultations: 1, leads: 2, handbook: 1 })
  })
})

describe('by role', () => {
  /** A staff account of `role`, signed in. */
  async function signedIn(role: string) {
    const username = `analytics_${role}_${Date.now()}`
    await su.collection('staff').create({ username, role, password: 'analytics-pass-1', passwordConfirm: 'analytics-pass-1' })
    const client = new PocketBase(server.url)
    await client.collection('staff').authWithPassword(username, 'analytics-pass-1')
    return client
  }

  it('gives sales the lead figures, and editors the views and speed without them', async () => {
    await postLead(server.url, { first_utm_source: 'role-src', first_landing_path: '/' })
    await pageview({ path: '/', utm_source: 'role-src' })
    await formStep({ path: '/contact', form: 'contact', step: 'opened' })
    const sales = (await report(beijingDay(), beijingDay(), (await signedIn('sales')).authStore.token)).body
    expect(sourceRow(sales, 'role-src')).toMatchObject({ views: 1, leads: 1, contacted: 0 })
    expect(sales.forms.length).toBeGreaterThan(0)

    const editor = await report(beijingDay(), beijingDay(), (await signedIn('editor')).authStore.token)
    expect(editor.status).toBe(200)
    const row = sourceRow(editor.body, 'role-src')!
    expect(row).toMatchObject({ views: 1, visitors: 1 })
    // The lead columns (the full list is report.js LEAD_FIGURES, checked in the unit tier).
    for (const key of ['leads', 'conversion', 'contacted', 'completed', 'completion_rate', 'median_contact_ms']) expect(row, key).not.toHaveProperty(key)
    expect(editor.body.totals).not.toHaveProperty('leads')
    expect(editor.body).not.toHaveProperty('forms')
    expect(editor.body.vitals).toEqual(sales.vitals)
  })
})

describe('form drop-off', () => {
  it('counts each form’s opened, started and submitted steps per page', async () => {
    for (const step of ['opened', 'opened', 'started', 'submitted']) expect((await formStep({ path: '/about', form: 'contact', step })).status).toBe(204)
    expect((await report()).body.forms).toContainEqual({ form: 'contact', path: '/about', title: '关于我们', opened: 2, started: 1, submitted: 1 })
  })
})

describe('field speed', () => {
  it('answers p75 per route and per browser family from the histograms', async () => {
    for (const lcp of [1200, 1800, 2600, 5000]) expect((await vitals({ path: '/products', lcp, cls: 0 })).status).toBe(204)
    expect((await vitals({ path: '/products', inp: 180, lcp: 3000, cls: 0.3 }, UA.wechat)).status).toBe(204)

    const { body } = await report()
    const row = body.vitals.find((entry) => entry.path === '/products')
    expect(row).toMatchObject({ samples: 5, lcp_samples: 5, lcp_p75: 3000, inp_samples: 1, inp_p75: 180, cls_samples: 5, cls_p75: 0 })
    expect(row?.families).toEqual([
      expect.objectContaining({ family: 'wechat', samples: 1, lcp_p75: 3000, inp_p75: 180, cls_p75: 0.3 }),
      expect.objectContaining({ family: 'desktop', samples: 4, lcp_p75: 2600, inp_p75: null, cls_p75: 0 }),
    ])
    expect(body.vitals_families.find((entry) => entry.family === 'wechat')).toMatchObject({ samples: 1, lcp_p75: 3000 })
  })
})

describe('crawlers', () => {
  it('are answered 204 and counted nowhere', async () => {
    const before = (await report()).body
    expect((await pageview({ path: '/contact', referrer: 'https://www.baidu.com/' }, UA.baiduspider)).status).toBe(204)
    expect((await vitals({ path: '/contact', lcp: 900 }, UA.baiduspider)).status).toBe(204)
    expect((await formStep({ path: '/contact', form: 'contact', step: 'opened' }, UA.baiduspider)).status).toBe(204)
    const after = (await report()).body
    expect(after.totals.views).toBe(before.totals.views)
    expect(after.vitals).toEqual(before.vitals)
    expect(after.forms).toEqual(before.forms)
  })
})

describe('refusals', () => {
  const invalidPath = analytics.messages.invalidPath

  it('refuses a page view’s fields of the wrong type, each in Chinese, and counts nothing', async () => {
    const before = (await report()).body.totals.views
    const res = await pageview({ path: '/nope', referrer: 5, utm_source: ['baidu'], utm_campaign: { $gt: '' }, since_last_view: 'yesterday' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Row
    expect(messagesOf(body)).toEqual({
      path: invalidPath,
      referrer: analytics.messages.invalidText,
      utm_source: analytics.messages.invalidText,
      utm_campaign: analytics.messages.invalidText,
      since_last_view: analytics.messages.invalidVisit,
    })
    expect(body.message).toBe(invalidPath)
    expect((await report()).body.totals.views).toBe(before)
  })

  it('refuses speed values no browser measures, and a beacon without any', async () => {
    const res = await vitals({ path: '/', lcp: '1200', inp: -8, cls: 99 })
    expect(res.status).toBe(400)
    expect(messagesOf((await res.json()) as Row)).toEqual({ lcp: analytics.messages.invalidVital, inp: analytics.messages.invalidVital, cls: analytics.messages.invalidVital })
    const none = await vitals({ path: '/', lcp: null })
    expect(messagesOf((await none.json()) as Row)).toEqual({ lcp: analytics.messages.noVitals })
    expect(messagesOf((await (await vitals({ path: '/admin', lcp: 100 })).json()) as Row)).toEqual({ path: invalidPath })
  })

  it('refuses an unknown form or step', async () => {
    const unknownForm = await formStep({ path: '/contact', form: 'newsletter', step: 'opened' })
    expect(messagesOf((await unknownForm.json()) as Row)).toEqual({ form: analytics.messages.invalidForm })
    const unknownStep = await formStep({ path: '/contact', form: 'contact', step: 'closed' })
    expect(messagesOf((await unknownStep.json()) as Row)).toEqual({ step: analytics.messages.invalidStep })
    const handbookOpened = await formStep({ path: '/products/courses', form: beacons.formSteps.handbook.form, step: 'opened' })
    expect(messagesOf((await handbookOpened.json()) as Row)).toEqual({ step: analytics.messages.invalidStep })
  })

  it('refuses a body over the cap with 413 before reading it', async () => {
    const res = await vitals(JSON.stringify({ path: '/', lcp: 100, pad: 'x'.repeat(analytics.beaconMaxBytes) }))
    expect(res.status).toBe(413)
  })

  it('refuses a bad range in Chinese, and guests', async () => {
    const refusal = async (from: string, to: string) => messagesOf((await report(from, to)).body)
    expect(await refusal('2025-02-30', '2025-03-01')).toEqual({ from: analytics.messages.invalidDay })
    expect(await refusal('2025-03-02', '2025-03-01')).toEqual({ from: analytics.messages.rangeReversed })
    expect(await refusal('2024-01-01', '2025-12-31')).toEqual({ to: analytics.messages.rangeTooLong.replace('{max}', String(analytics.maxRangeDays)) })
    expect((await report(beijingDay(), beijingDay(), '')).status).toBe(401)
  })

  it('keeps the aggregate rows from guests and staff: only the report reads them', async () => {
    for (const collection of ['_vitals_days', '_form_steps', '_analytics_months']) {
      await expect(staff.collection(collection).getList(1, 1)).rejects.toMatchObject({ status: 403 })
    }
  })
})

describe('a finished month', () => {
  it('is summed into one row by the nightly job, and a range holding it reads that row', async () => {
    // 2025-03, every day: 10 views (4 visitors) from Baidu on /, one LCP of 2 s, one form opened.
    await runSqlMigration(
      server,
      `for (let d = 1; d <= 31; d++) {
        const day = '2025-03-' + String(d).padStart(2, '0')
        app.db().newQuery("INSERT INTO page_views (id, day, path, source, medium, campaign, host, family, count, visitors) VALUES ({:id}, {:day}, '/', '百度搜索', '', '', 'www.baidu.com', 'mobile', 10, 4)").bind({ id: 'pvmonth' + String(d).padStart(8, '0'), day }).execute()
        app.db().newQuery("INSERT INTO _vitals_days (id, day, path, family, samples, lcp_19) VALUES ({:id}, {:day}, '/', 'mobile', 1, 1)").bind({ id: 'vtmonth' + String(d).padStart(8, '0'), day }).execute()
        app.db().newQuery("INSERT INTO _form_steps (id, day, path, form, step, count) VALUES ({:id}, {:day}, '/contact', 'contact', 'opened', 1)").bind({ id: 'fsmonth' + String(d).padStart(8, '0'), day }).execute()
      }`,
    )
    const fromDays = (await report('2025-03-01', '2025-03-31')).body
    expect(sourceRow(fromDays, '百度搜索')).toMatchObject({ views: 310, visitors: 124 })
    expect(fromDays.vitals).toEqual([expect.objectContaining({ path: '/', samples: 31, lcp_p75: 2000 })])

    const run = await fetch(`${server.url}/api/crons/analytics_months`, { method: 'POST', headers: { authorization: su.authStore.token } })
    expect(run.status).toBe(204)
    // PocketBase runs the job in the background.
    await expect.poll(async () => (await su.collection('_analytics_months').getFullList()).map((row) => row.month)).toContain('2025-03')
    const fromMonth = (await report('2025-03-01', '2025-03-31')).body
    expect(fromMonth).toEqual(fromDays)

    // A day row changed after the month was summed shows only in ranges that do not hold the whole month.
    await runSqlMigration(server, "app.db().newQuery(\"UPDATE page_views SET count = count + 5 WHERE id = 'pvmonth00000015'\").execute()")
    expect(sourceRow((await report('2025-03-01', '2025-03-31')).body, '百度搜索')?.views).toBe(310)
    expect(sourceRow((await report('2025-03-02', '2025-03-31')).body, '百度搜索')?.views).toBe(300 + 5)
    expect(sourceRow((await report('2025-02-15', '2025-04-15')).body, '百度搜索')?.views).toBe(310)
  })

  it('shows a change to one of its leads in the next report', async () => {
    const id = await postLead(server.url, { first_utm_source: 'month-src', first_landing_path: '/' })
    await runSqlMigration(server, `app.db().newQuery("UPDATE form_submissions SET created = '2025-06-10 03:00:00.000Z' WHERE id = {:id}").bind({ id: ${JSON.stringify(id)} }).execute()`)
    const june = async () => sourceRow((await report('2025-06-01', '2025-06-30')).body, 'month-src')
    expect(await june()).toMatchObject({ leads: 1, contacted: 0 })
    // Read twice: the month's figures now come from memory, and a status change still shows.
    expect(await june()).toMatchObject({ leads: 1, contacted: 0 })
    await staff.collection('form_submissions').update(id, { status: 'contacted' })
    expect(await june()).toMatchObject({ leads: 1, contacted: 1 })
    await su.collection('form_submissions').delete(id)
    expect(await june()).toBeUndefined()
  })

  it('shows a status change of a lead from months ago in a year read before, whose older part is kept in memory', async () => {
    const id = await postLead(server.url, { first_utm_source: 'year-src', first_landing_path: '/' })
    const created = `${beijingDay(-120)} 03:00:00.000Z`
    await runSqlMigration(server, `app.db().newQuery("UPDATE form_submissions SET created = {:created} WHERE id = {:id}").bind({ id: ${JSON.stringify(id)}, created: ${JSON.stringify(created)} }).execute()`)
    const year = async () => sourceRow((await report(beijingDay(-364), beijingDay())).body, 'year-src')
    expect(await year()).toMatchObject({ leads: 1, contacted: 0, median_contact_ms: null })
    expect(await year()).toMatchObject({ leads: 1, contacted: 0 })
    await staff.collection('form_submissions').update(id, { status: 'contacted' })
    const contacted = await year()
    expect(contacted).toMatchObject({ leads: 1, contacted: 1 })
    // Contacted today, about 120 days after it arrived.
    expect(Number(contacted?.median_contact_ms)).toBeGreaterThan(100 * DAY_MS)
  })

  it('shows a settled day row written through the records API in a range read before', async () => {
    const day = beijingDay(-40)
    const views = async () => sourceRow((await report(beijingDay(-45), beijingDay(-35))).body, 'records-api-src')?.views
    expect(await views()).toBeUndefined()
    await su.collection('page_views').create({ day, path: '/', source: 'records-api-src', family: 'desktop', count: 7, visitors: 3 })
    expect(await views()).toBe(7)
  })
})

describe('the beacons’ rate limits, on an isolated server', () => {
  let isolated: TestServer

  beforeAll(async () => {
    isolated = await startTestServer()
  })

  afterAll(() => isolated?.stop())

  it.each([
    [beacons.routes.vitals, { path: '/', lcp: 1000 }],
    [beacons.routes.formStep, { path: '/contact', form: 'contact', step: 'opened' }],
  ])('answers %s with 429 past its per-IP limit', async (route, body) => {
    const rule = limits.rateLimits.find((entry) => entry.label === `POST ${route}`)!
    const statuses = await Promise.all(Array.from({ length: rule.maxRequests }, () => beacon(isolated.url, route, body).then((res) => res.status)))
    expect(statuses).toEqual(Array(rule.maxRequests).fill(204))
    expect((await beacon(isolated.url, route, body)).status).toBe(429)
  })
})
