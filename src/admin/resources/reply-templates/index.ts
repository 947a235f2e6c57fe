// 回复模板: the replies the team keeps for answering a lead by mail (not the site's own automatic mails), loaded
// when first opened; used on a lead's page (lead-reply-panel.tsx).
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./template-list').then((module) => ({ default: module.TemplateList }))),
  create: lazy(() => import('./template-form').then((module) => ({ default: module.TemplateCreate }))),
  edit: lazy(() => import('./template-form').then((module) => ({ default: module.TemplateEdit }))),
  icon: ForwardToInboxIcon,
  recordRepresentation: (template: RaRecord) => String(template.title ?? ''),
}
