// 个人信息请求 (/admin/privacy): find, export and erase a person's data, the request log and the retention
// job's record (pb_hooks/privacy.pb.js); admins handle requests, sales may look up; loaded when first opened.
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./privacy-page').then((module) => ({ default: module.PrivacyPage }))),
  icon: PrivacyTipIcon,
  recordRepresentation: (request: RaRecord) => String(request.contact_masked ?? ''),
}
