/// <reference path="../pb_data/types.d.ts" />
// Back office for leads: read-only outbox for staff, lead notes and the activity log, with the values
// of the day (2026-11-23); 1732000008 added the audit trail's actions since.
const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'status_changed', 'note_added', 'mail_retried']
const NOTE_MAX_LENGTH = 2000

migrate(
  (app) => {
    const STAFF = '@request.auth.collectionName = "staff"'
    const timestamps = () => [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ]

    // Staff only list, view and retry (a route of ours); a mail's content is what was sent.
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.updateRule = null
    app.save(outbox)

    const submissions = app.findCollectionByNameOrId('form_submissions')
    const staff = app.findCollectionByNameOrId('staff')

    app.save(
      new Collection({
        type: 'base',
        name: 'lead_notes',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: STAFF,
        // A note is a record of what was said or done: kept as written.
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'submission', type: 'relation', required: true, collectionId: submissions.id, maxSelect: 1, cascadeDelete: true },
          { name: 'body', type: 'text', required: true, max: NOTE_MAX_LENGTH },
          { name: 'author', type: 'relation', collectionId: staff.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX `idx_lead_notes_submission_created` ON `lead_notes` (`submission`, `created`)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'activity_log',
        listRule: STAFF,
        viewRule: STAFF,
        // Written by hooks only (pb_hooks/lib/records/activity.js), so it can be trusted as a history.
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'action', type: 'select', required: true, maxSelect: 1, values: ACTIVITY_ACTIONS },
          { name: 'collection_name', type: 'text', max: 100 },
          { name: 'record_id', type: 'text', max: 100 },
          { name: 'record_label', type: 'text', max: 200 },
          { name: 'summary', type: 'text', max: 500 },
          { name: 'details', type: 'json', maxSize: 20000 },
          { name: 'actor', type: 'relation', collectionId: staff.id, maxSelect: 1, cascadeDelete: false },
          { name: 'actor_name', type: 'text', max: 200 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE INDEX `idx_activity_log_record_created` ON `activity_log` (`collection_name`, `record_id`, `created`)',
          'CREATE INDEX `idx_activity_log_created` ON `activity_log` (`created`)',
        ],
      }),
    )
  },
  (app) => {
    for (const name of ['activity_log', 'lead_notes']) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.updateRule = '@request.auth.collectionName = "staff"'
    app.save(outbox)
  },
)
