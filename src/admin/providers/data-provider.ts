// The back office's data provider: our PocketBase provider, configured for the spec's routes and our collections.
import { pb } from '../../lib/pocketbase'
import { pocketbaseDataProvider } from '../ra-data-pocketbase'
import { photoUpload } from '../ui/photo-upload'

/** react-admin resource (the spec's route) → PocketBase collection. */
export const collections = {
  carousels: 'carousels',
  news: 'news',
  forms: 'form_submissions',
  'isv-partners': 'isv_partners',
  settings: 'site_settings',
  outbox: 'mail_outbox',
  'lead-notes': 'lead_notes',
  'news-images': 'news_images',
  activity: 'activity_log',
  'page-views': 'page_views',
  intakes: 'course_intakes',
  // 课程管理 and 页面管理, their drafts and their (and the news articles') published versions.
  courses: 'courses',
  pages: 'pages',
  'content-drafts': 'content_drafts',
  'content-revisions': 'content_revisions',
  // 安全设置's password change: the signed-in staff member's own record.
  staff: 'staff',
} as const

export const dataProvider = pocketbaseDataProvider(pb, {
  collections,
  searchFields: {
    forms: ['name', 'email', 'phone', 'company', 'message'],
    outbox: ['recipient', 'subject'],
    news: ['title', 'summary'],
    carousels: ['title', 'subtitle'],
    'isv-partners': ['name', 'field'],
    pages: ['path', 'title', 'description'],
  },
  fileFields: {
    // Slides and covers are photographs: uploaded as JPEG (src/admin/ui/photo-upload.ts).
    carousels: { image: { thumb: '640x360', prepare: photoUpload } },
    news: { image: { thumb: '400x225', prepare: photoUpload } },
    'isv-partners': { logo: { thumb: '200x200' } },
    pages: { share_image: { thumb: '400x210', prepare: photoUpload } },
    courses: { handbook: {} },
  },
})

export type StaffDataProvider = typeof dataProvider
