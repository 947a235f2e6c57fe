// The records the public pages read, as the API gives them and as the server puts them into a
// page's data block (./page-data.ts): one module both the block and the loaders import.
import type { CarouselsRecord, IsvPartnersRecord, NewsRecord, SiteSettingsRecord } from '../../types/pocketbase'
import type { Intake } from '../content/courses/intakes'
import type { CourseId } from '../content/courses/types'

export type Slide = CarouselsRecord & { collectionId: string }
export type Partner = IsvPartnersRecord & { collectionId: string }
/** A published article: its scheduled publication time (publish_at, staff's) is empty once published. */
export type NewsItem = Omit<NewsRecord, 'publish_at'> & { collectionId: string }
/**
 * A news item as the rails list it. The page's data leaves out its body (page-data.json
 * `newsItems.omitted`), which is fetched when the visitor opens the article.
 */
export type NewsSummary = Omit<NewsItem, 'content'> & { content?: string }
export type SiteSettings = Pick<
  SiteSettingsRecord,
  'registration_enabled' | 'contact_phone' | 'contact_email' | 'contact_address' | 'working_hours' | 'icp_number' | 'police_number'
> &
  Partial<Pick<SiteSettingsRecord, 'site_name'>>

/** Every course's intakes, as the page words them. */
export type IntakesByCourse = Readonly<Record<CourseId, readonly Intake[]>>
