// A lead's status as a coloured chip; an unknown value shows as 待处理.
import { Chip } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { displayedStatus, statusColor, statusLabel } from './lead-status'

export function StatusChip({ status }: { status?: unknown }) {
  const record = useRecordContext()
  const value = status ?? record?.status
  return <Chip size="small" color={statusColor[displayedStatus(value)]} label={statusLabel(value)} />
}
