/// <reference path="../pb_data/types.d.ts" />
// Drafts of the mail and robot templates (issue 38): 系统设置 → 邮件模板 keeps an unpublished change in
// content_drafts, as 课程管理 and 页面管理 do, so `message_templates` becomes a draft target. The templates
// are admins' (1732000440), so editors, who read the drafts of courses and pages, no longer read every
// draft: only those of courses and pages (roles.json `rows`). Values of the day (2026-11-27), inline.
const TARGET = 'message_templates'
const staffIn = (roles) => `(@request.auth.collectionName = "staff" && (${roles.map((role) => `@request.auth.role = "${role}"`).join(' || ')}))`
const READ = `${staffIn(['admin'])} || (${staffIn(['editor'])} && (target_collection = "courses" || target_collection = "pages"))`
const READ_BEFORE = staffIn(['admin', 'editor'])

migrate(
  (app) => {
    const drafts = app.findCollectionByNameOrId('content_drafts')
    const target = drafts.fields.getByName('target_collection')
    if (target.values.indexOf(TARGET) < 0) target.values = [...target.values, TARGET]
    drafts.listRule = READ
    drafts.viewRule = READ
    app.save(drafts)
  },
  (app) => {
    app.db().newQuery("DELETE FROM content_drafts WHERE target_collection = 'message_templates'").execute()
    const drafts = app.findCollectionByNameOrId('content_drafts')
    const target = drafts.fields.getByName('target_collection')
    target.values = target.values.filter((value) => value !== TARGET)
    drafts.listRule = READ_BEFORE
    drafts.viewRule = READ_BEFORE
    app.save(drafts)
  },
)
