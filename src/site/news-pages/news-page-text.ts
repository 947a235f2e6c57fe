// Everything a visitor reads on /news and /news/<id> besides the articles themselves.
export const newsPageText = {
  listTitle: '新闻动态',
  listDescription: '走近华为、走近ISV、新闻资讯与活动通知：我们的全部文章，按发布时间从新到旧排列。',
  listLead: '我们的全部文章，按发布时间从新到旧排列。',
  empty: '暂无文章，敬请期待。',
  backToActivities: '返回市场活动',
  allArticles: '全部文章',
  previous: '上一页',
  next: '下一页',
  pager: '文章列表翻页',
  publishedOn: '发布时间',
  author: '作者',
  breadcrumb: '面包屑导航',
} as const
