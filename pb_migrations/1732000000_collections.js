/// <reference path="../pb_data/types.d.ts" />
// The project's collections, their API rules and indexes (squashed initial schema). Every value is
// written here as it was on the day (2026-11-22): later changes to an enumeration or a limit are
// migrations of their own (1732000005 for the staff sign-in limit, 1732000011 for the carousel pages).
const FORM_TYPES = ['course_registration', 'contact', 'consultation', 'partner_application']
const SUBMISSION_STATUSES = ['pending', 'contacted', 'completed']
const MAIL_STATUSES = ['queued', 'sent', 'failed']
const CAROUSEL_PAGES = ['home', 'products', 'guanghe', 'about', 'courses']
const NEWS_CATEGORIES = ['huawei', 'isv', 'news', 'activity', 'announcement']
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US']
const TIMEZONES = ['Asia/Shanghai', 'UTC', 'America/New_York']
const IMAGE_MAX_BYTES = 5242880
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
const STAFF_TOKEN_SECONDS = 86400

migrate(
  (app) => {
    const STAFF = '@request.auth.collectionName = "staff"'

    // Code-created collections get no autodate fields by themselves.
    const timestamps = () => [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ]
    const text = (name, max, extra) => ({ name, type: 'text', max, ...extra })
    const image = (name, thumbs) => ({
      name,
      type: 'file',
      maxSelect: 1,
      maxSize: IMAGE_MAX_BYTES,
      mimeTypes: IMAGE_TYPES,
      thumbs,
      protected: false,
    })
    const stringList = (name) => ({ name, type: 'json', maxSize: 2000 })

    // PocketBase's default `users` collection allows public sign-up; the site has no visitor accounts.
    const users = app.findAllCollections('auth').find((c) => c.name === 'users')
    if (users) app.delete(users)

    const staff = new Collection({
      type: 'auth',
      name: 'staff',
      listRule: 'id = @request.auth.id',
      viewRule: 'id = @request.auth.id',
      createRule: null,
      updateRule: 'id = @request.auth.id',
      deleteRule: null,
      fields: [
        text('username', 50, { required: true, min: 3, pattern: '^[a-zA-Z0-9_.-]+$', presentable: true }),
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_staff_username` ON `staff` (`username` COLLATE NOCASE)'],
      passwordAuth: { enabled: true, identityFields: ['username', 'email'] },
      authToken: { duration: STAFF_TOKEN_SECONDS },
      // Every mail the site sends goes through our outbox; PocketBase's English login alert would not.
      authAlert: { enabled: false },
    })
    app.save(staff)

    const submissions = new Collection({
      type: 'base',
      name: 'form_submissions',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: '',
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        { name: 'form_type', type: 'select', required: true, maxSelect: 1, values: FORM_TYPES },
        text('name', 50),
        { name: 'email', type: 'email' },
        text('phone', 11),
        text('company', 100),
        text('position', 50),
        text('message', 500),
        text('course_id', 50),
        text('course_name', 100),
        text('company_size', 50),
        text('industry', 50),
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: SUBMISSION_STATUSES },
        text('ip_address', 64),
        text('user_agent', 500),
        text('referrer', 2000),
        text('landing_path', 500),
        text('utm_source', 200),
        text('utm_medium', 200),
        text('utm_campaign', 200),
        { name: 'consent', type: 'bool' },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX `idx_form_submissions_created` ON `form_submissions` (`created`)',
        'CREATE INDEX `idx_form_submissions_status_created` ON `form_submissions` (`status`, `created`)',
        'CREATE INDEX `idx_form_submissions_type_created` ON `form_submissions` (`form_type`, `created`)',
      ],
    })
    app.save(submissions)

    app.save(
      new Collection({
        type: 'base',
        name: 'mail_outbox',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: STAFF,
        deleteRule: null,
        fields: [
          { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['team_notification', 'auto_reply'] },
          { name: 'recipient', type: 'email', required: true },
          text('subject', 300),
          text('html', 500000),
          text('text', 200000),
          { name: 'status', type: 'select', required: true, maxSelect: 1, values: MAIL_STATUSES },
          { name: 'attempts', type: 'number', onlyInt: true, min: 0 },
          text('last_error', 2000),
          { name: 'next_attempt_at', type: 'date' },
          { name: 'sent_at', type: 'date' },
          {
            name: 'submission',
            type: 'relation',
            collectionId: submissions.id,
            maxSelect: 1,
            cascadeDelete: false,
          },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX `idx_mail_outbox_status_next` ON `mail_outbox` (`status`, `next_attempt_at`)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'carousels',
        listRule: `active = true || ${STAFF}`,
        viewRule: `active = true || ${STAFF}`,
        createRule: STAFF,
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          text('title', 100, { required: true, presentable: true }),
          text('subtitle', 200),
          text('description', 1000),
          image('image', ['1920x800', '1200x500', '640x360', '100x100']),
          text('button_text', 50),
          text('button_link', 500),
          { name: 'page_id', type: 'select', required: true, maxSelect: 1, values: CAROUSEL_PAGES },
          { name: 'order_index', type: 'number', onlyInt: true, min: 0 },
          { name: 'active', type: 'bool' },
          { name: 'stats', type: 'json', maxSize: 2000 },
          text('background', 200),
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX `idx_carousels_page_active_order` ON `carousels` (`page_id`, `active`, `order_index`)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'isv_partners',
        listRule: `active = true || ${STAFF}`,
        viewRule: `active = true || ${STAFF}`,
        createRule: STAFF,
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          text('name', 100, { required: true, presentable: true }),
          image('logo', ['200x200', '400x400', '100x100']),
          text('field', 100, { required: true }),
          text('description', 1000, { required: true }),
          stringList('achievements'),
          stringList('tags'),
          { name: 'website_url', type: 'url' },
          { name: 'contact_email', type: 'email' },
          { name: 'order_index', type: 'number', onlyInt: true, min: 1 },
          { name: 'active', type: 'bool' },
          { name: 'featured', type: 'bool' },
          ...timestamps(),
        ],
        indexes: ['CREATE INDEX `idx_isv_partners_active_order` ON `isv_partners` (`active`, `order_index`)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'news',
        listRule: `published = true || ${STAFF}`,
        viewRule: `published = true || ${STAFF}`,
        createRule: STAFF,
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          text('title', 200, { required: true, presentable: true }),
          text('summary', 500, { required: true }),
          { name: 'content', type: 'editor', required: true, convertURLs: false },
          image('image', ['1200x630', '800x450', '400x225', '160x120', '100x100']),
          { name: 'category', type: 'select', required: true, maxSelect: 1, values: NEWS_CATEGORIES },
          { name: 'published', type: 'bool' },
          { name: 'featured', type: 'bool' },
          text('author', 50),
          stringList('tags'),
          { name: 'published_at', type: 'date' },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX `idx_news_published_created` ON `news` (`published`, `created`)',
          'CREATE INDEX `idx_news_category_published_at` ON `news` (`category`, `published`, `published_at`)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'site_settings',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: STAFF,
        deleteRule: null,
        fields: [
          text('site_name', 100, { required: true, presentable: true }),
          text('site_description', 500),
          { name: 'notification_email', type: 'email' },
          { name: 'language', type: 'select', maxSelect: 1, values: LANGUAGES },
          { name: 'timezone', type: 'select', maxSelect: 1, values: TIMEZONES },
          { name: 'notifications_enabled', type: 'bool' },
          { name: 'registration_enabled', type: 'bool' },
          { name: 'maintenance_mode', type: 'bool' },
          text('contact_phone', 50),
          { name: 'contact_email', type: 'email' },
          text('contact_address', 200),
          text('working_hours', 100),
          text('icp_number', 100),
          text('police_number', 100),
          ...timestamps(),
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'page_views',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          text('path', 200, { required: true }),
          text('day', 10, { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          { name: 'count', type: 'number', onlyInt: true, min: 0 },
          ...timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_page_views_day_path` ON `page_views` (`day`, `path`)'],
      }),
    )
  },
  (app) => {
    const names = ['page_views', 'site_settings', 'news', 'isv_partners', 'carousels', 'mail_outbox', 'form_submissions', 'staff']
    for (const name of names) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
