// The back office's data provider: our PocketBase provider, configured for the spec's routes and our collections.
import { pb } from '../../lib/pocketbase'
import { pocketbaseDataProvider } from '../ra-data-pocketbase'
import { photoUpload } from '../ui/photo-upload'
import { collections } from './collections'

export { collections }

export const dataProvider = pocketbaseDataProvider(pb, {
  collections,
  searchFields: {
    forms: ['name', 'email', 'phone', 'company', 'message'],
    outbox: ['recipient', 'subject'],
    news: ['title', 'summary'],
    carousels: ['title', 'subtitle'],
    'isv-partners': ['name', 'field'],
    staff: ['username', 'name', 'email'],
    pages: ['path', 'title', 'description'],
    'contact-overview': ['name', 'company', 'phones', 'emails'],
    'reply-templates': ['title', 'subject', 'body'],
    tasks: ['title'],
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
