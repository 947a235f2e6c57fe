// Everything a visitor reads on the news rails and the news detail modal.
import enums from '@shared/enums.json' with { type: 'json' }
import newsRails from '@shared/news-rails.json' with { type: 'json' }

type CategoryId = keyof typeof enums.newsCategories

/** Badge label of each category id: the one definition in pb_hooks/lib/shared/enums.json. */
export const categoryBadges: Record<CategoryId, string> = enums.newsCategories

/** Categories the site does not know display as news. */
export const fallbackCategory = newsRails.fallbackCategory as CategoryId

export function categoryBadge(category: string): string {
  return Object.hasOwn(categoryBadges, category) ? categoryBadges[category as CategoryId] : categoryBadges[fallbackCategory]
}

export const newsText = {
  learnMore: '了解详情',
  viewDetails: '查看详情',
  readMore: '阅读全文',
  previous: '上一页',
  next: '下一页',
  /** A pager dot's name; the server words the served pager's dots with the same pattern. */
  page: (n: number) => newsRails.pageLabel.split('{n}').join(String(n)),
  /** A rail's pager's name; the server words the served pager with the same pattern from the published heading. */
  pager: (title: string) => newsRails.pagerLabel.split('{title}').join(title),
  loading: '加载中...',
  loadFailed: '获取新闻数据失败，请稍后刷新重试',
  featured: '置顶推荐',
  close: '关闭',
  share: '分享',
  shareArticle: '分享这篇文章',
  author: '作者',
  publishedOn: '发布时间',
  tags: '标签',
  readComplete: '已阅读完毕',
  linkCopied: '链接已复制',
  copyManually: '复制失败，请长按或手动复制下面的链接：',
  articleLoadFailed: '获取新闻详情失败',
  /** A shared ?news=<id> address whose article was unpublished or deleted. */
  articleGone: '文章不存在或已下线',
  publishedBy: (siteName: string) => `本文由${siteName}发布`,
} as const
