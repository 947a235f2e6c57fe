// A mail's delivery status as a coloured chip.
import { Chip } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { mailStatusColor, mailStatusLabel } from './mail-labels'

export function MailStatusChip() {
  const mail = useRecordContext()
  return <Chip size="small" color={mailStatusColor(mail?.status)} label={mailStatusLabel(mail?.status)} />
}
