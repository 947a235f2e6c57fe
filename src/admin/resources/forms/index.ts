// 表单数据: the leads desk (/admin/forms) and each lead's page, each loaded when first opened.
import InboxIcon from '@mui/icons-material/MoveToInbox'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./form-list').then((module) => ({ default: module.FormList }))),
  show: lazy(() => import('./form-show').then((module) => ({ default: module.FormShow }))),
  icon: InboxIcon,
  recordRepresentation: (lead: RaRecord) => String(lead.name ?? ''),
}
