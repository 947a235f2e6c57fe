// 员工管理 (/admin/staff): the staff accounts, their roles and sign-in, for admins (the roles table keeps the menu
// entry and the pages to them); loaded when first opened.
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./staff-list').then((module) => ({ default: module.StaffList }))),
  create: lazy(() => import('./staff-create').then((module) => ({ default: module.StaffCreate }))),
  edit: lazy(() => import('./staff-edit').then((module) => ({ default: module.StaffEdit }))),
  icon: ManageAccountsIcon,
  recordRepresentation: (account: RaRecord) => String(account.name || account.username),
}
