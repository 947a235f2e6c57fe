// The five news categories and their badge labels, from the enums shared with the hooks; an unknown value reads as 新闻资讯.
import enums from '@shared/enums.json' with { type: 'json' }
import pageData from '@shared/page-data.json' with { type: 'json' }
import { enumChoices } from '../../providers/enum-labels'

export type NewsCategory = keyof typeof enums.newsCategories

export const defaultNewsCategory: NewsCategory = 'news'

/**
 * The categories with a section of their own on 市场活动 (its rails, in page-data.json). The others
 * (活动通知, 重要通知) appear only on /news and their article pages, as the spec's market page says.
 */
export const marketCategories: readonly string[] = pageData.routes['/market-activities'].news

/** Where an article of `category` appears: the message key of the editor's hint. */
export function categoryPlacementKey(category: unknown): string {
  return marketCategories.includes(displayedNewsCategory(category)) ? 'resources.news.form.categoryOnMarket' : 'resources.news.form.categoryNewsOnly'
}

/** The select's choices, named by message key (the inputs translate them). */
export const newsCategoryChoices = enumChoices('newsCategories')

/** The category a badge shows: an unknown or missing value reads as the default one. */
export function displayedNewsCategory(category: unknown): NewsCategory {
  return typeof category === 'string' && Object.hasOwn(enums.newsCategories, category) ? (category as NewsCategory) : defaultNewsCategory
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
