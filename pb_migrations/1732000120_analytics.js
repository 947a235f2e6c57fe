/// <reference path="../pb_data/types.d.ts" />
// Results counted cheaply (issue 40): per-day aggregate rows, one write per beacon.
// - page_views gains the visit's source (UTM source as sent, or the referrer classified), medium,
//   campaign, referrer host, browser family and a visitors count; its unique key becomes the day, path
//   and all of these, so a page view adds one to one row.
// - _vitals_days: field speed per day, path and browser family as histograms (a count per bucket of
//   LCP, INP and CLS: 62, 61 and 38 buckets, pb_hooks/lib/shared/analytics.json of the day).
// - _form_steps: per day, path, form and step (opened, started, submitted; the handbook requested).
// - _analytics_months: a finished month's aggregates in one row, so a year's report reads twelve rows.
// - form_submissions gains the first touch (the visit the browser first came on, kept in its own
//   storage), the page the form was sent from, and the server-decided source of the lead. Leads stored
//   before this get their only touch as first touch and its source by the rules of the day, inline.
// - Rate limits for the two new beacons. Values of the day (2026-11-27), inline.
const BUCKETS = { lcp: 62, inp: 61, cls: 38 }
const NEW_LIMITS = [
  { label: 'POST /api/site/vitals', maxRequests: 60, duration: 60 },
  { label: 'POST /api/site/form-step', maxRequests: 120, duration: 60 },
]
const PAGE_VIEW_FIELDS = [
  ['source', 200],
  ['medium', 200],
  ['campaign', 200],
  ['host', 255],
  ['family', 20],
]
const LEAD_FIELDS = [
  ['first_referrer', 2000],
  ['first_landing_path', 500],
  ['first_utm_source', 200],
  ['first_utm_medium', 200],
  ['first_utm_campaign', 200],
  ['form_path', 500],
  ['source', 200],
  ['source_host', 255],
]
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

// The source rules of the day, for the leads already stored.
const REFERRER_SOURCES = [
  ['百度搜索', ['baidu.com']],
  ['360搜索', ['so.com', '360.cn', 'haosou.com']],
  ['搜狗', ['sogou.com']],
  ['必应', ['bing.com']],
  ['企业微信', ['work.weixin.qq.com', 'com.tencent.wework']],
  ['微信', ['weixin.qq.com', 'wx.qq.com', 'com.tencent.mm']],
  ['钉钉', ['dingtalk.com', 'com.alibaba.android.rimet']],
  ['飞书', ['feishu.cn', 'larksuite.com', 'com.ss.android.lark']],
  ['知乎', ['zhihu.com', 'com.zhihu.android']],
]
const APP_SOURCES = [
  [/wxwork/i, '企业微信'],
  [/MicroMessenger/i, '微信'],
  [/DingTalk/i, '钉钉'],
  [/Lark\/|Feishu/i, '飞书'],
]

function storedSource(lead) {
  if (lead.utm_source) return { source: lead.utm_source, host: '' }
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:]*)/i.exec(String(lead.referrer || '').trim())
  const host = match ? match[1].toLowerCase() : ''
  if (host) {
    const known = REFERRER_SOURCES.find(([, domains]) => domains.some((d) => host === d || host.slice(-(d.length + 1)) === `.${d}`))
    return { source: known ? known[0] : '其他网站', host }
  }
  const app = APP_SOURCES.find(([pattern]) => pattern.test(String(lead.user_agent || '')))
  return { source: app ? app[1] : '直接访问', host: '' }
}

function histogramFields() {
  const fields = []
  Object.keys(BUCKETS).forEach((metric) => {
    for (let i = 0; i < BUCKETS[metric]; i++) fields.push({ name: `${metric}_${i < 10 ? '0' : ''}${i}`, type: 'number', onlyInt: true, min: 0 })
  })
  return fields
}

migrate(
  (app) => {
    const views = app.findCollectionByNameOrId('page_views')
    PAGE_VIEW_FIELDS.forEach(([name, max]) => views.fields.add(new TextField({ name, max })))
    views.fields.add(new NumberField({ name: 'visitors', onlyInt: true, min: 0 }))
    views.removeIndex('idx_page_views_day_path')
    views.addIndex('idx_page_views_day_key', true, 'day, path, source, medium, campaign, host, family', '')
    app.save(views)

    // Written by pb_hooks/lib/analytics/ only; superusers alone may read them through the API (the
    // leading underscore keeps them out of the generated client types): staff read the report.
    app.save(
      new Collection({
        type: 'base',
        name: '_vitals_days',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'day', type: 'text', required: true, max: 10, pattern: DAY_PATTERN },
          { name: 'path', type: 'text', required: true, max: 200 },
          { name: 'family', type: 'text', max: 20 },
          { name: 'samples', type: 'number', onlyInt: true, min: 0 },
          ...histogramFields(),
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_vitals_days_key` ON `_vitals_days` (`day`, `path`, `family`)'],
      }),
    )
    app.save(
      new Collection({
        type: 'base',
        name: '_form_steps',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'day', type: 'text', required: true, max: 10, pattern: DAY_PATTERN },
          { name: 'path', type: 'text', required: true, max: 200 },
          { name: 'form', type: 'text', required: true, max: 50 },
          { name: 'step', type: 'text', required: true, max: 20 },
          { name: 'count', type: 'number', onlyInt: true, min: 0 },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_form_steps_key` ON `_form_steps` (`day`, `path`, `form`, `step`)'],
      }),
    )
    app.save(
      new Collection({
        type: 'base',
        name: '_analytics_months',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'month', type: 'text', required: true, max: 7, pattern: '^\\d{4}-\\d{2}$' },
          { name: 'data', type: 'json', maxSize: 10485760 },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_analytics_months_month` ON `_analytics_months` (`month`)'],
      }),
    )

    const leads = app.findCollectionByNameOrId('form_submissions')
    LEAD_FIELDS.forEach(([name, max]) => leads.fields.add(new TextField({ name, max })))
    app.save(leads)
    const stored = arrayOf(new DynamicModel({ id: '', referrer: '', landing_path: '', utm_source: '', utm_medium: '', utm_campaign: '', user_agent: '' }))
    app.db().newQuery('SELECT id, referrer, landing_path, utm_source, utm_medium, utm_campaign, user_agent FROM form_submissions').all(stored)
    stored.forEach((lead) => {
      const { source, host } = storedSource(lead)
      app
        .db()
        .newQuery(
          'UPDATE form_submissions SET first_referrer = referrer, first_landing_path = landing_path, first_utm_source = utm_source, first_utm_medium = utm_medium, first_utm_campaign = utm_campaign, source = {:source}, source_host = {:host} WHERE id = {:id}',
        )
        .bind({ id: lead.id, source, host })
        .execute()
    })

    const settings = app.settings()
    const rules = settings.rateLimits.rules.filter((rule) => !NEW_LIMITS.some((added) => added.label === rule.label))
    const after = rules.findIndex((rule) => rule.label === 'POST /api/site/pageview')
    rules.splice(after + 1, 0, ...NEW_LIMITS.map((rule) => ({ audience: '', ...rule })))
    settings.rateLimits.rules = rules
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !NEW_LIMITS.some((added) => added.label === rule.label))
    app.save(settings)

    const leads = app.findCollectionByNameOrId('form_submissions')
    LEAD_FIELDS.forEach(([name]) => leads.fields.removeByName(name))
    app.save(leads)
    ;['_analytics_months', '_form_steps', '_vitals_days'].forEach((name) => app.delete(app.findCollectionByNameOrId(name)))

    // Rows that differ only in source or family fold back into one per day and path, counts summed.
    app
      .db()
      .newQuery(
        'UPDATE page_views SET count = (SELECT SUM(p.count) FROM page_views p WHERE p.day = page_views.day AND p.path = page_views.path) WHERE rowid IN (SELECT MIN(rowid) FROM page_views GROUP BY day, path)',
      )
      .execute()
    app.db().newQuery('DELETE FROM page_views WHERE rowid NOT IN (SELECT MIN(rowid) FROM page_views GROUP BY day, path)').execute()
    const views = app.findCollectionByNameOrId('page_views')
    views.removeIndex('idx_page_views_day_key')
    PAGE_VIEW_FIELDS.forEach(([name]) => views.fields.removeByName(name))
    views.fields.removeByName('visitors')
    views.addIndex('idx_page_views_day_path', true, 'day, path', '')
    app.save(views)
  },
)
