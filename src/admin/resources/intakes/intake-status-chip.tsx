// An intake's state as a coloured chip: 报名中 / 已满 / 已结束.
import { Chip } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { statusColor } from './intake-labels'

export function IntakeStatusChip() {
  const intake = useRecordContext()
  const enumLabel = useEnumLabel()
  return <Chip size="small" color={statusColor(intake?.status)} label={enumLabel('intakeStatuses', intake?.status)} />
}
