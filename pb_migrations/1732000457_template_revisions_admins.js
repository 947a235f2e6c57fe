/// <reference path="../pb_data/types.d.ts" />
// The mail and robot templates are admins' (1732000440), and so are their drafts (1732000456); their
// published versions in content_revisions were still read by editors through the REST API. Editors now
// read the versions of what they edit: courses, pages and news (roles.json `rows`). Values of the day
// (2026-11-27), inline.
const staffIn = (roles) => `(@request.auth.collectionName = "staff" && (${roles.map((role) => `@request.auth.role = "${role}"`).join(' || ')}))`
const READ = `${staffIn(['admin'])} || (${staffIn(['editor'])} && (target_collection = "courses" || target_collection = "pages" || target_collection = "news"))`
const READ_BEFORE = staffIn(['admin', 'editor'])

migrate(
  (app) => {
    const revisions = app.findCollectionByNameOrId('content_revisions')
    revisions.listRule = READ
    revisions.viewRule = READ
    app.save(revisions)
  },
  (app) => {
    const revisions = app.findCollectionByNameOrId('content_revisions')
    revisions.listRule = READ_BEFORE
    revisions.viewRule = READ_BEFORE
    app.save(revisions)
  },
)
