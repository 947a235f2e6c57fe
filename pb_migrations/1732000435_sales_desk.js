/// <reference path="../pb_data/types.d.ts" />
// The sales desk beyond the lead itself (issue 43), with the values of the day (2026-11-28):
//   contacts               one per person: name, company (staff group by it), merged_into (a contact staff or
//                          the server merged into another, kept so the merge can be undone), root (the
//                          contact it is grouped under now: empty while merged into none),
//                          not_same_as (contacts staff said are someone else: never merged automatically)
//   contact_overview       a view: each contact not merged into another, with its leads' count, newest time,
//                          phones and e-mails (their keys: one each however written; the contacts list reads it)
//   form_submissions       contact, and the keys that match a person: phone_key, email_key (normalised,
//                          pb_hooks/lib/shared/contact-keys.js); existing leads get them from the server's
//                          minute job (pb_hooks/sales.pb.js), which uses that one normaliser
//   lead_tasks             follow-ups (跟进任务): a lead, what to do, when, whose; done, when reminded
//   reply_templates        the replies staff keep for answering a lead by mail (not the site's own mails)
//   mail_outbox            kinds task_reminder and lead_reply; request_id (one send per click), reply_to
//                          (a reply's answers go to the staff member); the mobiles a robot @s are 1732000431's `mentions`
//   staff.mobile           a staff member's mobile, for the robots' @ (WeCom, DingTalk)
//   activity_log           the actions of tasks, replies and merges; sales see the contacts' and templates' rows
// Rules as the roles table (pb_hooks/lib/shared/roles.json) said that day: admins and sales.
const LEADS = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin" || @request.auth.role = "sales"))'
const ADMIN = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin"))'
const about = (names) => `(${names.map((name) => `collection_name = "${name}"`).join(' || ')})`
const salesIn = '(@request.auth.collectionName = "staff" && (@request.auth.role = "sales"))'
const editorIn = '(@request.auth.collectionName = "staff" && (@request.auth.role = "editor"))'
const EDITOR_ROWS = ['carousels', 'news', 'isv_partners', 'course_intakes']
const SALES_ROWS_BEFORE = ['form_submissions', 'mail_outbox']
const SALES_ROWS = ['form_submissions', 'mail_outbox', 'contacts', 'reply_templates']
const activityRule = (salesRows) => `${ADMIN} || (${salesIn} && ${about(salesRows)}) || (${editorIn} && ${about(EDITOR_ROWS)})`

const MAIL_KINDS = ['task_reminder', 'lead_reply']
const ACTIONS = ['task_added', 'task_updated', 'task_completed', 'task_reopened', 'task_deleted', 'reply_sent', 'contact_merged', 'contact_unmerged']
const MOBILE_PATTERN = '^1[3-9]\\d{9}$'

const timestamps = () => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
]

// Each contact not merged into another, with what its group's leads say (every contact whose root it is).
const OVERVIEW = `SELECT c.id AS id, c.name AS name, c.company AS company, c.created AS created,
  CAST(COUNT(l.id) AS INTEGER) AS lead_count,
  CAST(COALESCE(MAX(l.created), '') AS TEXT) AS last_lead_at,
  CAST(COALESCE(GROUP_CONCAT(DISTINCT NULLIF(l.phone_key, '')), '') AS TEXT) AS phones,
  CAST(COALESCE(GROUP_CONCAT(DISTINCT NULLIF(l.email_key, '')), '') AS TEXT) AS emails
FROM contacts c
LEFT JOIN contacts m ON m.id = c.id OR m.root = c.id
LEFT JOIN form_submissions l ON l.contact = m.id
WHERE c.merged_into = ''
GROUP BY c.id`

migrate(
  (app) => {
    const contacts = new Collection({
      type: 'base',
      name: 'contacts',
      listRule: LEADS,
      viewRule: LEADS,
      createRule: null,
      updateRule: LEADS,
      deleteRule: null,
      fields: [{ name: 'name', type: 'text', max: 100, presentable: true }, { name: 'company', type: 'text', max: 200 }, ...timestamps()],
    })
    app.save(contacts)
    contacts.fields.add(new RelationField({ name: 'merged_into', collectionId: contacts.id, maxSelect: 1, cascadeDelete: false }))
    contacts.fields.add(new RelationField({ name: 'root', collectionId: contacts.id, maxSelect: 1, cascadeDelete: false }))
    contacts.fields.add(new RelationField({ name: 'not_same_as', collectionId: contacts.id, maxSelect: 50, cascadeDelete: false }))
    contacts.addIndex('idx_contacts_merged_into', false, 'merged_into', '')
    contacts.addIndex('idx_contacts_root', false, 'root', '')
    contacts.addIndex('idx_contacts_company', false, 'company', '')
    app.save(contacts)

    const leads = app.findCollectionByNameOrId('form_submissions')
    leads.fields.add(new RelationField({ name: 'contact', collectionId: contacts.id, maxSelect: 1, cascadeDelete: false }))
    leads.fields.add(new TextField({ name: 'phone_key', max: 40 }))
    leads.fields.add(new TextField({ name: 'email_key', max: 254 }))
    leads.addIndex('idx_form_submissions_contact', false, 'contact', '')
    leads.addIndex('idx_form_submissions_phone_key', false, 'phone_key', '')
    leads.addIndex('idx_form_submissions_email_key', false, 'email_key', '')
    app.save(leads)

    app.save(
      new Collection({
        type: 'view',
        name: 'contact_overview',
        listRule: LEADS,
        viewRule: LEADS,
        viewQuery: OVERVIEW,
      }),
    )

    // The owners' notices of the same issue add this very field too (their migration may run first): one field.
    const staff = app.findCollectionByNameOrId('staff')
    if (!staff.fields.getByName('mobile')) {
      staff.fields.add(new TextField({ name: 'mobile', max: 11, pattern: MOBILE_PATTERN }))
      app.save(staff)
    }

    app.save(
      new Collection({
        type: 'base',
        name: 'lead_tasks',
        listRule: LEADS,
        viewRule: LEADS,
        createRule: LEADS,
        updateRule: LEADS,
        deleteRule: LEADS,
        fields: [
          { name: 'submission', type: 'relation', required: true, maxSelect: 1, collectionId: leads.id, cascadeDelete: true },
          { name: 'title', type: 'text', required: true, max: 100, presentable: true },
          { name: 'due_at', type: 'date', required: true },
          { name: 'owner', type: 'relation', required: true, maxSelect: 1, collectionId: staff.id, cascadeDelete: false },
          { name: 'done', type: 'bool' },
          { name: 'completed_at', type: 'date' },
          { name: 'completed_by', type: 'relation', maxSelect: 1, collectionId: staff.id, cascadeDelete: false },
          { name: 'created_by', type: 'relation', maxSelect: 1, collectionId: staff.id, cascadeDelete: false },
          { name: 'reminded_at', type: 'date' },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX `idx_lead_tasks_done_due` ON `lead_tasks` (`done`, `due_at`)',
          'CREATE INDEX `idx_lead_tasks_owner_done_due` ON `lead_tasks` (`owner`, `done`, `due_at`)',
          'CREATE INDEX `idx_lead_tasks_submission` ON `lead_tasks` (`submission`)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'reply_templates',
        listRule: LEADS,
        viewRule: LEADS,
        createRule: LEADS,
        updateRule: LEADS,
        deleteRule: LEADS,
        fields: [
          { name: 'title', type: 'text', required: true, max: 50, presentable: true },
          { name: 'subject', type: 'text', required: true, max: 200 },
          { name: 'body', type: 'text', required: true, max: 5000 },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_reply_templates_title` ON `reply_templates` (`title`)'],
      }),
    )

    const outbox = app.findCollectionByNameOrId('mail_outbox')
    const kind = outbox.fields.getByName('kind')
    kind.values = [...kind.values, ...MAIL_KINDS.filter((value) => kind.values.indexOf(value) < 0)]
    outbox.fields.add(new TextField({ name: 'request_id', max: 64 }))
    outbox.fields.add(new EmailField({ name: 'reply_to' }))
    outbox.addIndex('idx_mail_outbox_request_id', true, 'request_id', "request_id != ''")
    app.save(outbox)

    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = [...action.values, ...ACTIONS.filter((value) => action.values.indexOf(value) < 0)]
    activity.listRule = activityRule(SALES_ROWS)
    activity.viewRule = activityRule(SALES_ROWS)
    app.save(activity)
  },
  (app) => {
    const activity = app.findCollectionByNameOrId('activity_log')
    app.db().newQuery(`DELETE FROM activity_log WHERE action IN (${ACTIONS.map((a) => `'${a}'`).join(', ')}) OR collection_name IN ('contacts', 'reply_templates')`).execute()
    const action = activity.fields.getByName('action')
    action.values = action.values.filter((value) => ACTIONS.indexOf(value) < 0)
    activity.listRule = activityRule(SALES_ROWS_BEFORE)
    activity.viewRule = activityRule(SALES_ROWS_BEFORE)
    app.save(activity)

    app.db().newQuery("DELETE FROM mail_outbox WHERE kind IN ('task_reminder', 'lead_reply')").execute()
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.removeIndex('idx_mail_outbox_request_id')
    ;['request_id', 'reply_to'].forEach((name) => outbox.fields.removeByName(name))
    const kind = outbox.fields.getByName('kind')
    kind.values = kind.values.filter((value) => MAIL_KINDS.indexOf(value) < 0)
    app.save(outbox)

    for (const name of ['reply_templates', 'lead_tasks', 'contact_overview']) app.delete(app.findCollectionByNameOrId(name))

    const staff = app.findCollectionByNameOrId('staff')
    staff.fields.removeByName('mobile')
    app.save(staff)

    const leads = app.findCollectionByNameOrId('form_submissions')
    ;['idx_form_submissions_contact', 'idx_form_submissions_phone_key', 'idx_form_submissions_email_key'].forEach((name) => leads.removeIndex(name))
    ;['contact', 'phone_key', 'email_key'].forEach((name) => leads.fields.removeByName(name))
    app.save(leads)

    app.delete(app.findCollectionByNameOrId('contacts'))
  },
)
