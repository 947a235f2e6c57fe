// react-admin resources (the spec's routes) and the PocketBase collections behind them: one map, read by the
// data provider (which collection a call goes to) and the access rules (which grant of the roles table a screen needs).

/** react-admin resource (the spec's route) → PocketBase collection. */
export const collections = {
  carousels: 'carousels',
  news: 'news',
  forms: 'form_submissions',
  'isv-partners': 'isv_partners',
  settings: 'site_settings',
  outbox: 'mail_outbox',
  'lead-notes': 'lead_notes',
  // The reasons a lost lead is filed under (流失原因), kept by the roles that work leads.
  'lost-reasons': 'lost_reasons',
  'news-images': 'news_images',
  activity: 'activity_log',
  'page-views': 'page_views',
  intakes: 'course_intakes',
  // 课程管理 and 页面管理, their drafts and their (and the news articles') published versions.
  courses: 'courses',
  pages: 'pages',
  'content-drafts': 'content_drafts',
  'content-revisions': 'content_revisions',
  // The sales desk: 今日待办 (follow-up tasks), 联系人 (listed from their overview), 回复模板.
  tasks: 'lead_tasks',
  contacts: 'contacts',
  'contact-overview': 'contact_overview',
  'reply-templates': 'reply_templates',
  // 员工管理 (admins), and every account's own record (修改密码).
  staff: 'staff',
  // 个人信息请求: the request log (admins and sales), and the retention job's monthly lines (admins).
  privacy: 'privacy_requests',
  'retention-runs': 'retention_runs',
} as const

export type ResourceName = keyof typeof collections
