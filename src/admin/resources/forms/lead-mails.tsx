// The mails queued for a lead, with their delivery status, each linking to the mail log; a bounced
// auto-reply is called out above them (the visitor's address is likely wrong).
import { Alert, Box, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Link, useCreatePath, useGetList, useTranslate, type Identifier } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { mailStatusColor } from '../outbox/mail-labels'

export function LeadMails({ leadId }: { leadId: Identifier }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const enumLabel = useEnumLabel()
  const { data, isPending } = useGetList('outbox', {
    filter: { submission: leadId },
    sort: { field: 'created', order: 'ASC' },
    pagination: { page: 1, perPage: 20 },
  })
  if (isPending) return null
  if (!data || data.length === 0) return <Typography color="text.secondary">{translate('app.forms.show.noMails')}</Typography>
  const bounced = data.find((mail) => mail.kind === 'auto_reply' && mail.status === 'bounced')
  return (
    <Box>
      {bounced && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.forms.show.replyBounced', { reason: bounced.last_error })}
        </Alert>
      )}
      <Table size="small" aria-label={translate('app.forms.show.mails')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.outbox.fields.kind')}</TableCell>
            <TableCell>{translate('resources.outbox.fields.recipient')}</TableCell>
            <TableCell>{translate('resources.outbox.fields.status')}</TableCell>
            <TableCell>{translate('resources.outbox.fields.sent_at')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell>
                <MuiLink component={Link} to={createPath({ resource: 'outbox', id: mail.id, type: 'show' })}>
                  {enumLabel('mailKinds', mail.kind)}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.recipient}</TableCell>
              <TableCell>
                <Chip size="small" color={mailStatusColor(mail.status)} label={enumLabel('mailStatuses', mail.status)} />
              </TableCell>
              <TableCell>{staffDateTime(mail.sent_at) || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
