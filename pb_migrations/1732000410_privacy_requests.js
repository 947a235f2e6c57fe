/// <reference path="../pb_data/types.d.ts" />
// Personal-data requests and retention (issue 41, PIPL), with the values of the day (2026-11-27):
//   privacy_requests   the request log: a person's request to see or copy (access) or erase their data,
//                      the contact only masked (139****4321), the day it came in, the day it is due
//                      (working days later), who handled it, when, and what was found; written by the
//                      server only; admins and sales read it
//   retention_runs     one line per month of the daily retention job: how often it ran, when last, the
//                      period then in force, and how many rows of each place it anonymised; admins read it
//   site_settings.lead_retention_months   线索保留期限 (months, 1 to 120, default 24)
//   site_settings.privacy_due_days        个人信息请求处理时限 (working days, 1 to 30, default 15)
//   form_submissions.anonymised_at        when a lead lost its personal data (erased or expired)
const REQUEST_TYPES = ['access', 'erase']
const REQUEST_STATUSES = ['pending', 'done', 'no_match']
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
const MONTH_PATTERN = '^\\d{4}-\\d{2}$'
const RETENTION_MONTHS = { min: 1, max: 120, default: 24 }
const DUE_DAYS = { min: 1, max: 30, default: 15 }

migrate(
  (app) => {
    // Staff of the roles that work leads (staff roles, migration 1732000111); the retention log is the admins'.
    const LEADS = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin" || @request.auth.role = "sales"))'
    const ADMIN = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin"))'
    const staff = app.findCollectionByNameOrId('staff')

    app.save(
      new Collection({
        type: 'base',
        name: 'privacy_requests',
        listRule: LEADS,
        viewRule: LEADS,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'type', type: 'select', required: true, maxSelect: 1, values: REQUEST_TYPES },
          { name: 'status', type: 'select', required: true, maxSelect: 1, values: REQUEST_STATUSES },
          { name: 'contact_masked', type: 'text', required: true, max: 120, presentable: true },
          { name: 'received_on', type: 'text', required: true, max: 10, pattern: DAY_PATTERN },
          { name: 'due_on', type: 'text', required: true, max: 10, pattern: DAY_PATTERN },
          { name: 'handled_at', type: 'date' },
          { name: 'handler', type: 'relation', collectionId: staff.id, maxSelect: 1, cascadeDelete: false },
          { name: 'handler_name', type: 'text', max: 200 },
          { name: 'counts', type: 'json', maxSize: 10000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX `idx_privacy_requests_status_due` ON `privacy_requests` (`status`, `due_on`)',
          'CREATE INDEX `idx_privacy_requests_created` ON `privacy_requests` (`created`)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'retention_runs',
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'month', type: 'text', required: true, max: 7, pattern: MONTH_PATTERN, presentable: true },
          { name: 'runs', type: 'number', onlyInt: true, min: 0 },
          { name: 'last_run_at', type: 'date' },
          { name: 'months', type: 'number', onlyInt: true, min: 0 },
          { name: 'counts', type: 'json', maxSize: 10000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_retention_runs_month` ON `retention_runs` (`month`)'],
      }),
    )

    const settings = app.findCollectionByNameOrId('site_settings')
    settings.fields.add(new NumberField({ name: 'lead_retention_months', onlyInt: true, min: RETENTION_MONTHS.min, max: RETENTION_MONTHS.max }))
    settings.fields.add(new NumberField({ name: 'privacy_due_days', onlyInt: true, min: DUE_DAYS.min, max: DUE_DAYS.max }))
    app.save(settings)
    app.db().newQuery(`UPDATE site_settings SET lead_retention_months = ${RETENTION_MONTHS.default}, privacy_due_days = ${DUE_DAYS.default}`).execute()

    const leads = app.findCollectionByNameOrId('form_submissions')
    leads.fields.add(new DateField({ name: 'anonymised_at' }))
    leads.addIndex('idx_form_submissions_anonymised_created', false, 'anonymised_at, created', '')
    app.save(leads)
  },
  (app) => {
    for (const name of ['retention_runs', 'privacy_requests']) app.delete(app.findCollectionByNameOrId(name))
    const settings = app.findCollectionByNameOrId('site_settings')
    ;['lead_retention_months', 'privacy_due_days'].forEach((name) => settings.fields.removeByName(name))
    app.save(settings)
    const leads = app.findCollectionByNameOrId('form_submissions')
    leads.removeIndex('idx_form_submissions_anonymised_created')
    leads.fields.removeByName('anonymised_at')
    app.save(leads)
  },
)
