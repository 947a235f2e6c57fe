// @vitest-environment node
// Where an article of each category appears, as the news editor says it: 走近华为, 走近ISV and 新闻资讯
// have a section on 市场活动 (the rails the server fills, page-data.json); 活动通知 and 重要通知 only /news.
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { categoryPlacementKey, marketCategories } from '../../src/admin/resources/news/news-categories'

type Catalogue = { resources: { news: { form: Record<string, string> } } }
const zh = (catalogues['zh-CN'] as unknown as () => Catalogue)()
const text = (key: string) => zh.resources.news.form[key.split('.').pop()!]

describe('news category placement', () => {
  it('puts the market page’s rails on 市场活动 and the rest only on /news', () => {
    expect(marketCategories).toEqual(['huawei', 'isv', 'news'])
    for (const category of ['huawei', 'isv', 'news']) expect(text(categoryPlacementKey(category))).toBe('显示在“市场活动”页的“%{category}”栏目，也显示在新闻列表页')
    for (const category of ['activity', 'announcement']) expect(text(categoryPlacementKey(category))).toBe('只显示在新闻列表页和文章页，不在“市场活动”页显示')
    // An unknown category reads as 新闻资讯.
    expect(categoryPlacementKey('other')).toBe(categoryPlacementKey('news'))
  })
})
