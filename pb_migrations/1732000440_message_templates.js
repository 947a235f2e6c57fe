/// <reference path="../pb_data/types.d.ts" />
// The mail and robot templates staff publish in 系统设置 → 邮件模板 (issue 38): message_templates, one
// record per template once staff publish it (none until then: the defaults are the views that ship
// with the hooks), readable by admins only and written only by the server's routes; their history in
// content_revisions (a new target, and the action `reset` for 恢复默认); and the outbox kind of a
// template's test send. Values of the day (2026-11-27), inline.
const KEYS = ['auto_reply', 'team_notification', 'robot_lead']
const ADMIN = '(@request.auth.collectionName = "staff" && @request.auth.role = "admin")'
const REVISION_TARGET = 'message_templates'
const REVISION_ACTION = 'reset'
const OUTBOX_KIND = 'template_test'

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'message_templates',
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'key', type: 'select', required: true, maxSelect: 1, values: KEYS, presentable: true },
          { name: 'subject', type: 'text', required: true, max: 200 },
          { name: 'html', type: 'text', max: 20000 },
          { name: 'text', type: 'text', required: true, max: 5000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_message_templates_key` ON `message_templates` (`key`)'],
      }),
    )

    const revisions = app.findCollectionByNameOrId('content_revisions')
    const target = revisions.fields.getByName('target_collection')
    if (target.values.indexOf(REVISION_TARGET) < 0) target.values = [...target.values, REVISION_TARGET]
    const action = revisions.fields.getByName('action')
    if (action.values.indexOf(REVISION_ACTION) < 0) action.values = [...action.values, REVISION_ACTION]
    app.save(revisions)

    const outbox = app.findCollectionByNameOrId('mail_outbox')
    const kind = outbox.fields.getByName('kind')
    if (kind.values.indexOf(OUTBOX_KIND) < 0) kind.values = [...kind.values, OUTBOX_KIND]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM content_revisions WHERE target_collection = 'message_templates'").execute()
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'template_test'").execute()
    app.delete(app.findCollectionByNameOrId('message_templates'))
    const revisions = app.findCollectionByNameOrId('content_revisions')
    const target = revisions.fields.getByName('target_collection')
    target.values = target.values.filter((value) => value !== REVISION_TARGET)
    const action = revisions.fields.getByName('action')
    action.values = action.values.filter((value) => value !== REVISION_ACTION)
    app.save(revisions)
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    const kind = outbox.fields.getByName('kind')
    kind.values = kind.values.filter((value) => value !== OUTBOX_KIND)
    app.save(outbox)
  },
)
