/// <reference path="../pb_data/types.d.ts" />
// Stages with value (issue 43): the lead pipeline gains 已报价 (`quoted`) and 已流失 (`lost`, with a
// reason from lost_reasons, a list staff keep) beside 待处理/已联系/已完成, where 已完成 is the won
// deal; an expected value in whole yuan; an index for the 负责人 views; the audit action of a value
// change. Existing leads keep their status: pending, contacted and completed mean what they meant
// (a completed lead is a won one, of no recorded value). Values of the day (2026-11-27), inline.
const STATUSES = ['pending', 'contacted', 'quoted', 'completed', 'lost']
const ADDED_STATUSES = ['quoted', 'lost']
const ACTIONS = ['value_changed']
const VALUE_MAX = 1000000000
const REASON_MAX = 30
const REASONS = ['价格超出预算', '时间安排不合适', '选择了其他机构', '需求不匹配', '联系不上', '其他']
const LEADS = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin" || @request.auth.role = "sales"))'

migrate(
  (app) => {
    const reasons = new Collection({
      type: 'base',
      name: 'lost_reasons',
      listRule: LEADS,
      viewRule: LEADS,
      createRule: LEADS,
      updateRule: LEADS,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: REASON_MAX },
        { name: 'sort_order', type: 'number', onlyInt: true, min: 0 },
        { name: 'active', type: 'bool' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_lost_reasons_name` ON `lost_reasons` (`name` COLLATE NOCASE)'],
    })
    app.save(reasons)
    REASONS.forEach((name, i) => {
      const row = new Record(reasons)
      row.load({ name, sort_order: i + 1, active: true })
      app.save(row)
    })

    const leads = app.findCollectionByNameOrId('form_submissions')
    const status = leads.fields.getByName('status')
    status.values = STATUSES.filter((value) => status.values.indexOf(value) >= 0 || ADDED_STATUSES.indexOf(value) >= 0)
    leads.fields.add(new NumberField({ name: 'expected_value', onlyInt: true, min: 0, max: VALUE_MAX }))
    leads.fields.add(new RelationField({ name: 'lost_reason', collectionId: reasons.id, maxSelect: 1, cascadeDelete: false }))
    leads.addIndex('idx_form_submissions_assignee_status', false, 'assignee, status', '')
    app.save(leads)

    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = [...action.values, ...ACTIONS.filter((value) => action.values.indexOf(value) < 0)]
    app.save(activity)
  },
  (app) => {
    app.db().newQuery("DELETE FROM activity_log WHERE action = 'value_changed'").execute()
    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = action.values.filter((value) => ACTIONS.indexOf(value) < 0)
    app.save(activity)

    // A quoted lead was contacted; a lost one is done with, as completed was the only end there was.
    app.db().newQuery("UPDATE form_submissions SET status = 'contacted' WHERE status = 'quoted'").execute()
    app.db().newQuery("UPDATE form_submissions SET status = 'completed' WHERE status = 'lost'").execute()
    const leads = app.findCollectionByNameOrId('form_submissions')
    leads.removeIndex('idx_form_submissions_assignee_status')
    ;['expected_value', 'lost_reason'].forEach((name) => leads.fields.removeByName(name))
    const status = leads.fields.getByName('status')
    status.values = status.values.filter((value) => ADDED_STATUSES.indexOf(value) < 0)
    app.save(leads)
    app.delete(app.findCollectionByNameOrId('lost_reasons'))
  },
)
