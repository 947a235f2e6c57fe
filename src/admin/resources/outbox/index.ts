// 通知发送记录: the notification log (/admin/outbox: mail and robot messages), read-only apart from 重新发送 and 立即投递; loaded when first opened.
import MailOutlineIcon from '@mui/icons-material/MailOutline'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./outbox-list').then((module) => ({ default: module.OutboxList }))),
  show: lazy(() => import('./outbox-show').then((module) => ({ default: module.OutboxShow }))),
  icon: MailOutlineIcon,
  recordRepresentation: (mail: RaRecord) => String(mail.subject ?? ''),
}
