// Dates of news items in the Chinese long form (2026年11月22日), in China's time zone so the
// prerendered, the served and the browser's text agree (one definition: @shared/news-date.js).
import newsDate_ from '@shared/news-date.js'
import type { NewsItem } from '../../data/types'

/** When an item counts as published: published_at, else when the record was created. */
export function newsDate(item: Pick<NewsItem, 'published_at' | 'created'>): string {
  return item.published_at || item.created
}

/** `2026-11-22 08:00:00.000Z` (PocketBase's form) or ISO as 2026年11月22日; '' when unreadable. */
export function formatLongDate(value: string): string {
  return newsDate_.longChineseDate(value)
}
