// 表单数据: the leads desk (/admin/forms) and each lead's page.
import InboxIcon from '@mui/icons-material/MoveToInbox'
import type { RaRecord } from 'react-admin'
import { FormList } from './form-list'
import { FormShow } from './form-show'

export default {
  list: FormList,
  show: FormShow,
  icon: InboxIcon,
  recordRepresentation: (lead: RaRecord) => String(lead.name ?? ''),
}
