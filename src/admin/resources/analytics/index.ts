// 效果分析 (/admin/analytics): a screen of its own over GET /api/admin/analytics, no record list; loaded when first opened.
import InsightsIcon from '@mui/icons-material/Insights'
import { lazy } from 'react'

export default {
  list: lazy(() => import('./analytics-page').then((module) => ({ default: module.AnalyticsPage }))),
  icon: InsightsIcon,
}
