// A mail's delivery status as a coloured chip.
import { Chip } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { mailStatusColor } from './mail-labels'

export function MailStatusChip() {
  const mail = useRecordContext()
  const enumLabel = useEnumLabel()
  return <Chip size="small" color={mailStatusColor(mail?.status)} label={enumLabel('mailStatuses', mail?.status)} />
}
