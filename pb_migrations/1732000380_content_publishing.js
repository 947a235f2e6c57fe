/// <reference path="../pb_data/types.d.ts" />
// What visitors read becomes staff's to change (issue 38, phase 1), with the values of the day (2026-11-27):
//   courses            one record per course: price (whole yuan; empty = 仅限邀请), duration, seats,
//                      level, an optional handbook PDF replacing the generated one
//   pages              one record per public route: SEO title, description, share image; on the
//                      legal pages the rich-text body, version and effective date
//   content_drafts     staff's unpublished changes to a course or a page (one per record), with an
//                      optional publication time (定时发布); never readable by guests
//   content_revisions  every published version of a course, page or news article, written by the
//                      server in the publication's own transaction
//   news.publish_at    an article's scheduled publication time
//   form_submissions.privacy_version   the privacy policy version the visitor accepted, set by the server
// The records themselves are created by the server at start from the build's content
// (pb_hooks/lib/publishing/seed.js), not here: a migration is frozen, the content is not.
const COURSE_SLUGS = ['strategy', 'practical', 'marketing', 'ecosystem']
const DRAFT_COLLECTIONS = ['courses', 'pages']
const REVISION_COLLECTIONS = ['courses', 'pages', 'news']
const REVISION_ACTIONS = ['seeded', 'published', 'scheduled', 'restored']
const IMAGE_MAX_BYTES = 5242880
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
const HANDBOOK_MAX_BYTES = 20971520
const RECORD_ID_PATTERN = '^[a-z0-9]{15}$'
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

migrate(
  (app) => {
    // Content is the admins' and editors' (staff roles, migration 1732000111).
    const STAFF = '(@request.auth.collectionName = "staff" && (@request.auth.role = "admin" || @request.auth.role = "editor"))'
    const timestamps = () => [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ]

    // Published values are public; only admins and editors change them, and nobody adds or removes one through the
    // API (there is exactly one per course and per route).
    app.save(
      new Collection({
        type: 'base',
        name: 'courses',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: STAFF,
        deleteRule: null,
        fields: [
          { name: 'slug', type: 'select', required: true, maxSelect: 1, values: COURSE_SLUGS, presentable: true },
          { name: 'price', type: 'number', onlyInt: true, min: 0, max: 10000000 },
          { name: 'duration', type: 'text', required: true, max: 20 },
          { name: 'seats', type: 'number', required: true, onlyInt: true, min: 1, max: 1000 },
          { name: 'level', type: 'text', required: true, max: 40 },
          { name: 'handbook', type: 'file', maxSelect: 1, maxSize: HANDBOOK_MAX_BYTES, mimeTypes: ['application/pdf'], protected: false },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_courses_slug` ON `courses` (`slug`)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'pages',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: STAFF,
        deleteRule: null,
        fields: [
          { name: 'path', type: 'text', required: true, max: 100, pattern: '^/[a-z0-9/-]*$', presentable: true },
          { name: 'title', type: 'text', required: true, max: 40 },
          { name: 'description', type: 'text', required: true, max: 150 },
          {
            name: 'share_image',
            type: 'file',
            maxSelect: 1,
            maxSize: IMAGE_MAX_BYTES,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['1200x630', '400x210'],
            protected: false,
          },
          { name: 'body', type: 'editor', convertURLs: false, maxSize: 400000 },
          { name: 'version', type: 'text', max: 20 },
          { name: 'effective_date', type: 'text', max: 10, pattern: DAY_PATTERN },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_pages_path` ON `pages` (`path`)'],
      }),
    )

    // Written only by the publishing routes (pb_hooks/publishing.pb.js), which check every value.
    app.save(
      new Collection({
        type: 'base',
        name: 'content_drafts',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'target_collection', type: 'select', required: true, maxSelect: 1, values: DRAFT_COLLECTIONS },
          { name: 'target_id', type: 'text', required: true, min: 15, max: 15, pattern: RECORD_ID_PATTERN },
          { name: 'data', type: 'json', required: true, maxSize: 500000 },
          { name: 'publish_at', type: 'date' },
          { name: 'author_name', type: 'text', max: 200 },
          ...timestamps(),
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_content_drafts_target` ON `content_drafts` (`target_collection`, `target_id`)',
          'CREATE INDEX `idx_content_drafts_publish_at` ON `content_drafts` (`publish_at`)',
        ],
      }),
    )

    // A history: written by hooks only, in the publication's transaction (operators are refused too).
    app.save(
      new Collection({
        type: 'base',
        name: 'content_revisions',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'target_collection', type: 'select', required: true, maxSelect: 1, values: REVISION_COLLECTIONS },
          { name: 'target_id', type: 'text', required: true, min: 15, max: 15, pattern: RECORD_ID_PATTERN },
          { name: 'version', type: 'number', required: true, onlyInt: true, min: 1 },
          { name: 'action', type: 'select', required: true, maxSelect: 1, values: REVISION_ACTIONS },
          { name: 'restored_from', type: 'number', onlyInt: true, min: 0 },
          { name: 'snapshot', type: 'json', required: true, maxSize: 500000 },
          { name: 'actor_name', type: 'text', max: 200 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_content_revisions_version` ON `content_revisions` (`target_collection`, `target_id`, `version`)'],
      }),
    )

    const news = app.findCollectionByNameOrId('news')
    news.fields.add(new DateField({ name: 'publish_at' }))
    app.save(news)

    const submissions = app.findCollectionByNameOrId('form_submissions')
    submissions.fields.add(new TextField({ name: 'privacy_version', max: 20 }))
    app.save(submissions)
  },
  (app) => {
    for (const name of ['content_revisions', 'content_drafts', 'pages', 'courses']) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const news = app.findCollectionByNameOrId('news')
    news.fields.removeByName('publish_at')
    app.save(news)
    const submissions = app.findCollectionByNameOrId('form_submissions')
    submissions.fields.removeByName('privacy_version')
    app.save(submissions)
  },
)
