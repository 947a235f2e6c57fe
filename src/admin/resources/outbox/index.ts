// 邮件发送记录: the mail log (/admin/outbox), read-only apart from 重新发送 and 立即投递.
import MailOutlineIcon from '@mui/icons-material/MailOutline'
import type { RaRecord } from 'react-admin'
import { OutboxList } from './outbox-list'
import { OutboxShow } from './outbox-show'

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: MailOutlineIcon,
  recordRepresentation: (mail: RaRecord) => String(mail.subject ?? ''),
}
