// A lead's status as a coloured chip; an unknown value shows as 待处理.
import { Chip } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedStatus, statusColor } from './lead-status'

export function StatusChip({ status }: { status?: unknown }) {
  const record = useRecordContext()
  const enumLabel = useEnumLabel()
  const value = displayedStatus(status ?? record?.status)
  return <Chip size="small" color={statusColor[value]} label={enumLabel('submissionStatuses', value)} />
}
