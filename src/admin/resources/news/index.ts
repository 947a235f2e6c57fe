// 新闻管理: the article list (/admin/news) and its create/edit screens, each loaded when first opened;
// the rich-text editor (TipTap) comes only with create/edit.
import NewspaperIcon from '@mui/icons-material/Newspaper'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./news-list').then((module) => ({ default: module.NewsList }))),
  create: lazy(() => import('./news-form').then((module) => ({ default: module.NewsCreate }))),
  edit: lazy(() => import('./news-form').then((module) => ({ default: module.NewsEdit }))),
  icon: NewspaperIcon,
  recordRepresentation: (article: RaRecord) => String(article.title ?? ''),
}
