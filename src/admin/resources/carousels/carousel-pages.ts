// The pages a slide can belong to (the collection's select values, shared with the server), 首页 first and by default.
import enums from '@shared/enums.json' with { type: 'json' }

export type CarouselPageId = keyof typeof enums.carouselPages

export const defaultPage: CarouselPageId = 'home'

export const pageChoices = (Object.entries(enums.carouselPages) as Array<[CarouselPageId, string]>).map(([id, name]) => ({ id, name }))

/** The page's Chinese name; an unknown value is shown as it is. */
export function pageLabel(id: unknown): string {
  return (enums.carouselPages as Record<string, string>)[String(id)] ?? String(id ?? '')
}

/** The page id a list filter holds, 首页 when it holds none or an unknown one. */
export function currentPage(filter: unknown): CarouselPageId {
  const value = (filter as { page_id?: unknown } | null)?.page_id
  return typeof value === 'string' && value in enums.carouselPages ? (value as CarouselPageId) : defaultPage
}
