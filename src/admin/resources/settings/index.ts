// 系统设置 (/admin/settings): one page over the site_settings record and the staff-only system routes; loaded when first opened.
import SettingsIcon from '@mui/icons-material/Settings'
import { lazy } from 'react'

export default {
  list: lazy(() => import('./settings-page').then((module) => ({ default: module.SettingsPage }))),
  icon: SettingsIcon,
}
