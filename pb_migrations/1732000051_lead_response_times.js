/// <reference path="../pb_data/types.d.ts" />
// Reply times and assignment of leads: when a lead becomes 即将超时 and 已超时 (set when it
// arrives, in working hours: pb_hooks/lib/shared/working-hours.js), when its reminder went, when it
// was first 已联系, and its 负责人 (a staff member); the settings that set the reply time (working
// hours, Beijing time, default 4 within 09:00-18:00); the audit action for assigning. Values of the
// day (2026-11-25), inline. Leads stored before this step have no due times and are never marked.
const ACTIONS = ['assigned']

migrate(
  (app) => {
    const leads = app.findCollectionByNameOrId('form_submissions')
    const staff = app.findCollectionByNameOrId('staff')
    leads.fields.add(new DateField({ name: 'soon_at' }))
    leads.fields.add(new DateField({ name: 'due_at' }))
    leads.fields.add(new DateField({ name: 'overdue_reminded_at' }))
    leads.fields.add(new DateField({ name: 'contacted_at' }))
    leads.fields.add(new RelationField({ name: 'assignee', collectionId: staff.id, maxSelect: 1, cascadeDelete: false }))
    leads.addIndex('idx_form_submissions_status_due', false, 'status, due_at', '')
    app.save(leads)

    const settings = app.findCollectionByNameOrId('site_settings')
    settings.fields.add(new NumberField({ name: 'response_hours', onlyInt: true, min: 1, max: 72 }))
    settings.fields.add(new TextField({ name: 'work_start', max: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }))
    settings.fields.add(new TextField({ name: 'work_end', max: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }))
    app.save(settings)
    app.db().newQuery("UPDATE site_settings SET response_hours = 4, work_start = '09:00', work_end = '18:00'").execute()

    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = [...action.values, ...ACTIONS.filter((value) => action.values.indexOf(value) < 0)]
    app.save(activity)
  },
  (app) => {
    app.db().newQuery("DELETE FROM activity_log WHERE action = 'assigned'").execute()
    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = action.values.filter((value) => ACTIONS.indexOf(value) < 0)
    app.save(activity)

    const settings = app.findCollectionByNameOrId('site_settings')
    ;['response_hours', 'work_start', 'work_end'].forEach((name) => settings.fields.removeByName(name))
    app.save(settings)

    const leads = app.findCollectionByNameOrId('form_submissions')
    leads.removeIndex('idx_form_submissions_status_due')
    ;['soon_at', 'due_at', 'overdue_reminded_at', 'contacted_at', 'assignee'].forEach((name) => leads.fields.removeByName(name))
    app.save(leads)
  },
)
