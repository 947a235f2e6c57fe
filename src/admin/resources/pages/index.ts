// 页面管理: every public route's SEO title, description and share image, and the legal pages' text
// (/admin/pages), each edited with drafts, preview, publication, schedule and history; loaded when first opened.
import WebIcon from '@mui/icons-material/Web'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./page-list').then((module) => ({ default: module.PageList }))),
  edit: lazy(() => import('./page-edit').then((module) => ({ default: module.PageEdit }))),
  icon: WebIcon,
  recordRepresentation: (page: RaRecord) => `${String(page.title ?? '')} ${String(page.path ?? '')}`.trim(),
}
