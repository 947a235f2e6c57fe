// The five news categories and their badge labels, from the enums shared with the hooks; an unknown value reads as 新闻资讯.
import enums from '@shared/enums.json' with { type: 'json' }

export type NewsCategory = keyof typeof enums.newsCategories

export const defaultNewsCategory: NewsCategory = 'news'

export const newsCategoryChoices = Object.entries(enums.newsCategories).map(([id, name]) => ({ id, name }))

export function newsCategoryLabel(category: unknown): string {
  const labels = enums.newsCategories as Record<string, string>
  return (typeof category === 'string' && labels[category]) || labels[defaultNewsCategory]
}

/** A badge colour per category (the admin theme's colours all carry white text at AA contrast). */
export function newsCategoryColor(category: unknown): 'primary' | 'secondary' | 'info' | 'warning' | 'error' {
  switch (category) {
    case 'huawei':
      return 'error'
    case 'isv':
      return 'secondary'
    case 'activity':
      return 'warning'
    case 'announcement':
      return 'info'
    default:
      return 'primary'
  }
}
