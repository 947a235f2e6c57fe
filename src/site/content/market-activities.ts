// Copy of the market activities page: its three news rails, in page order.
import type { NewsCategory } from '../../types/pocketbase'

/** How a rail shows its items: a one-at-a-time banner, brief cards, or full news cards. */
export type NewsRailVariant = 'banner' | 'brief' | 'full'

export interface NewsRailContent {
  /** Anchor id of the section. */
  id: string
  category: NewsCategory
  variant: NewsRailVariant
  title: string
  subtitle: string
  /** Shown when the category has no published items. */
  empty: string
}

export const marketActivityRails: readonly NewsRailContent[] = [
  {
    id: 'huawei',
    category: 'huawei',
    variant: 'banner',
    title: '走近华为',
    subtitle: '了解华为云的最新动态、生态政策与联合活动，把握云上 AI 转型的新机会。',
    empty: '暂无走近华为相关内容',
  },
  {
    id: 'isv',
    category: 'isv',
    variant: 'brief',
    title: '走近ISV',
    subtitle: '走进生态伙伴，看他们如何把 AI 能力做成可落地的行业解决方案。',
    empty: '暂无走近ISV相关内容',
  },
  {
    id: 'news',
    category: 'news',
    variant: 'full',
    title: '新闻资讯',
    subtitle: '公司动态、行业观察与活动回顾，第一时间了解我们的最新进展。',
    empty: '暂无新闻资讯',
  },
]
