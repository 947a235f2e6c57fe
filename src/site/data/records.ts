// What the public pages read from PocketBase: active slides, active partners, published news and
// the public site settings, each in the order the spec gives, plus file URLs with thumbnails. A page
// served with its data block (./page-data.ts) answers from it without asking the API.
import { Collections, type CarouselsPageId, type NewsCategory } from '../../types/pocketbase'
import records from '@shared/records.json' with { type: 'json' }
import { pb } from '../../lib/pocketbase'
import { readPageData } from './page-data'
import type { NewsItem, NewsSummary, Partner, SiteSettings, Slide } from './types'

/** Thumbnail sizes the migrations declare, per collection and file field. */
export const thumbs = {
  slide: { wide: '1920x800', medium: '1200x500', small: '640x360' },
  logo: { large: '400x400', medium: '200x200', small: '100x100' },
  news: { large: '1200x630', medium: '800x450', small: '400x225', tiny: '160x120' },
} as const

/** URL of a record's file, optionally a thumbnail size it declares; '' when it has no file. */
export function fileUrl(record: { id: string; collectionId: string }, filename: string, thumb?: string): string {
  if (!filename) return ''
  return pb.files.getURL(record, filename, thumb ? { thumb } : undefined)
}

/** The page's slides as the server put them into it, or null when it did not. */
export function servedSlides(pageId: CarouselsPageId): Slide[] | null {
  const served = readPageData()?.slides
  return served && served.pageId === pageId && Array.isArray(served.items) ? served.items : null
}

/** Active slides of one page, by order_index. The server already hides inactive ones from guests. */
export function listSlides(pageId: CarouselsPageId): Promise<Slide[]> {
  const served = servedSlides(pageId)
  if (served) return Promise.resolve(served)
  return pb.collection(Collections.Carousels).getFullList<Slide>({
    filter: pb.filter('active = true && page_id = {:pageId}', { pageId }),
    sort: 'order_index,created',
  })
}

/**
 * Active partners by order_index, then created. Guests may not filter or sort partners (the server
 * refuses it so no filter can probe the partners' private contact e-mail); the list rule already
 * gives them the active ones only, and they are ordered here.
 */
export async function listPartners(): Promise<Partner[]> {
  const served = readPageData()?.partners
  if (Array.isArray(served)) return served
  const partners = await pb.collection(Collections.IsvPartners).getFullList<Partner>()
  return partners
    .filter((partner) => partner.active)
    .sort((a, b) => a.order_index - b.order_index || a.created.localeCompare(b.created))
}

/** The published news of one category as the server put it into the page, or null when it did not. */
export function servedNews(category: NewsCategory): NewsSummary[] | null {
  const served = readPageData()?.news?.[category]
  return Array.isArray(served) ? served : null
}

/** Published news of one category, newest first (from the page's data, without their bodies). */
export function listNews(category: NewsCategory, limit = 20): Promise<NewsSummary[]> {
  const served = servedNews(category)
  if (served) return Promise.resolve(served.slice(0, limit))
  return pb
    .collection(Collections.News)
    .getList<NewsItem>(1, limit, {
      filter: pb.filter('published = true && category = {:category}', { category }),
      sort: '-published_at,-created',
    })
    .then((page) => page.items)
}

/** Articles asked for while on the page, by id: a press on a card starts the fetch its click then uses. */
const articles = new Map<string, Promise<NewsItem>>()

/**
 * One published article with its body: the one the visitor opens, or a shared `?news=<id>` address.
 * Asked for once per page; a failed fetch is forgotten, so the next ask tries again.
 */
export function getNews(id: string): Promise<NewsItem> {
  let article = articles.get(id)
  if (!article) {
    article = pb.collection(Collections.News).getOne<NewsItem>(id, { requestKey: null })
    articles.set(id, article)
    article.catch(() => articles.delete(id))
  }
  return article
}

/** The public fields of the one site_settings record. */
export function getSiteSettings(): Promise<SiteSettings> {
  const served = readPageData()?.settings
  if (served && typeof served === 'object') return Promise.resolve(served)
  return pb.collection(Collections.SiteSettings).getOne<SiteSettings>(records.siteSettingsId)
}
