// An account's role and state as chips: 管理员 / 销售 / 内容编辑, and 启用 / 已停用 / 待修改初始密码.
import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { accountState } from './staff-labels'

const roleColors = { admin: 'primary', sales: 'success', editor: 'info' } as const

export function RoleChip() {
  const record = useRecordContext()
  const enumLabel = useEnumLabel()
  const color = roleColors[record?.role as keyof typeof roleColors] ?? 'default'
  return <Chip size="small" variant="outlined" color={color} label={enumLabel('staffRoles', record?.role)} />
}

const stateColors = { active: 'success', disabled: 'default', mustChange: 'warning' } as const

export function AccountStateChip() {
  const record = useRecordContext()
  const translate = useTranslate()
  const state = accountState(record)
  return <Chip size="small" color={stateColors[state]} label={translate(`resources.staff.state.${state}`)} />
}
