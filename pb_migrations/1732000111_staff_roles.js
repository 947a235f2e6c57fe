/// <reference path="../pb_data/types.d.ts" />
// Staff roles (issue 39): every staff account gets a `role` (admin 管理员, sales 销售, editor 内容编辑;
// every existing account becomes admin, as all could do everything before), `disabled` (a disabled
// account cannot sign in: the auth rule), `must_change_password` (an account on a one-time password
// an admin made must set its own at its first sign-in), `last_sign_in_at` and a display `name`; the
// activity actions of staff management; and every collection's rules by role, as the roles table
// (pb_hooks/lib/shared/roles.json) said on the day (2026-11-27). Frozen: a later change to the table is
// a migration of its own, and tests/api/rules-matrix.test.ts fails until it is written.
const ROLES = ['admin', 'sales', 'editor']
const NAME_MAX = 50
const ACTIONS = ['role_changed', 'password_reset']

/** Staff of one of `roles` (PocketBase's rules compare the signed-in account's own fields). */
const staffIn = (roles) => `(@request.auth.collectionName = "staff" && (${roles.map((role) => `@request.auth.role = "${role}"`).join(' || ')}))`
const ADMIN = staffIn(['admin'])
const LEADS = staffIn(['admin', 'sales'])
const CONTENT = staffIn(['admin', 'editor'])
const OWN = 'id = @request.auth.id'
/** activity_log rows: admins see all, sales the leads' (and their mails'), editors the content's. */
const about = (names) => `(${names.map((name) => `collection_name = "${name}"`).join(' || ')})`
const ACTIVITY = `${ADMIN} || (${staffIn(['sales'])} && ${about(['form_submissions', 'mail_outbox'])}) || (${staffIn(['editor'])} && ${about(['carousels', 'news', 'isv_partners', 'course_intakes'])})`

/** Each collection's rules after this step (the fields left out keep theirs). */
const RULES = {
  // manageRule: admins set a colleague's e-mail (PocketBase lets only managers change another's).
  staff: { listRule: `${OWN} || ${ADMIN}`, viewRule: `${OWN} || ${ADMIN}`, createRule: ADMIN, updateRule: `${OWN} || ${ADMIN}`, deleteRule: ADMIN, authRule: 'disabled = false', manageRule: ADMIN },
  form_submissions: { listRule: LEADS, viewRule: LEADS, updateRule: LEADS, deleteRule: ADMIN },
  lead_notes: { listRule: LEADS, viewRule: LEADS, createRule: LEADS },
  mail_outbox: { listRule: LEADS, viewRule: LEADS },
  activity_log: { listRule: ACTIVITY, viewRule: ACTIVITY },
  carousels: { listRule: `active = true || ${CONTENT}`, viewRule: `active = true || ${CONTENT}`, createRule: CONTENT, updateRule: CONTENT, deleteRule: CONTENT },
  isv_partners: { listRule: `active = true || ${CONTENT}`, viewRule: `active = true || ${CONTENT}`, createRule: CONTENT, updateRule: CONTENT, deleteRule: CONTENT },
  news: { listRule: `published = true || ${CONTENT}`, viewRule: `published = true || ${CONTENT}`, createRule: CONTENT, updateRule: CONTENT, deleteRule: CONTENT },
  news_images: { listRule: CONTENT, viewRule: CONTENT, createRule: CONTENT },
  course_intakes: { createRule: CONTENT, updateRule: CONTENT, deleteRule: CONTENT },
  site_settings: { updateRule: ADMIN },
  page_views: { listRule: ADMIN, viewRule: ADMIN },
}

/** The rules before this step: any staff account, whatever it was. */
const STAFF = '@request.auth.collectionName = "staff"'
const BEFORE = {
  staff: { listRule: OWN, viewRule: OWN, createRule: null, updateRule: OWN, deleteRule: null, authRule: '', manageRule: null },
  form_submissions: { listRule: STAFF, viewRule: STAFF, updateRule: STAFF, deleteRule: STAFF },
  lead_notes: { listRule: STAFF, viewRule: STAFF, createRule: STAFF },
  mail_outbox: { listRule: STAFF, viewRule: STAFF },
  activity_log: { listRule: STAFF, viewRule: STAFF },
  carousels: { listRule: `active = true || ${STAFF}`, viewRule: `active = true || ${STAFF}`, createRule: STAFF, updateRule: STAFF, deleteRule: STAFF },
  isv_partners: { listRule: `active = true || ${STAFF}`, viewRule: `active = true || ${STAFF}`, createRule: STAFF, updateRule: STAFF, deleteRule: STAFF },
  news: { listRule: `published = true || ${STAFF}`, viewRule: `published = true || ${STAFF}`, createRule: STAFF, updateRule: STAFF, deleteRule: STAFF },
  news_images: { listRule: STAFF, viewRule: STAFF, createRule: STAFF },
  course_intakes: { createRule: STAFF, updateRule: STAFF, deleteRule: STAFF },
  site_settings: { updateRule: STAFF },
  page_views: { listRule: STAFF, viewRule: STAFF },
}

function applyRules(app, rules) {
  Object.keys(rules).forEach((name) => {
    const collection = app.findCollectionByNameOrId(name)
    Object.keys(rules[name]).forEach((key) => (collection[key] = rules[name][key]))
    app.save(collection)
  })
}

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    if (!staff.fields.getByName('role')) {
      staff.fields.add(new SelectField({ name: 'role', required: true, maxSelect: 1, values: ROLES }))
      staff.fields.add(new BoolField({ name: 'disabled' }))
      staff.fields.add(new BoolField({ name: 'must_change_password' }))
      staff.fields.add(new DateField({ name: 'last_sign_in_at' }))
      staff.fields.add(new TextField({ name: 'name', max: NAME_MAX }))
      app.save(staff)
    }
    // Every account there is could do everything: it stays able to.
    app.db().newQuery("UPDATE staff SET role = 'admin' WHERE role = ''").execute()

    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = [...action.values, ...ACTIONS.filter((value) => action.values.indexOf(value) < 0)]
    app.save(activity)

    applyRules(app, RULES)
  },
  (app) => {
    applyRules(app, BEFORE)
    app.db().newQuery("DELETE FROM activity_log WHERE action IN ('role_changed', 'password_reset')").execute()
    const activity = app.findCollectionByNameOrId('activity_log')
    const action = activity.fields.getByName('action')
    action.values = action.values.filter((value) => ACTIONS.indexOf(value) < 0)
    app.save(activity)
    const staff = app.findCollectionByNameOrId('staff')
    ;['role', 'disabled', 'must_change_password', 'last_sign_in_at', 'name'].forEach((name) => staff.fields.removeByName(name))
    app.save(staff)
  },
)
