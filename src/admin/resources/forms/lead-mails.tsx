// The mails and robot messages queued for a lead, with their delivery status, each linking to the mail log; a bounced
// auto-reply is called out above them (the visitor's address is likely wrong).
import { Alert, Box, Chip, Link as MuiLink, Typography } from '@mui/material'
import { Link, useCreatePath, useGetList, useTranslate, type Identifier } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { Email } from '../../ui/email'
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
      {/* A list, not a four-column table: in the page's narrow column a table left addresses a few characters wide. */}
      <Box component="ul" aria-label={translate('app.forms.show.mails')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.map((mail) => (
          <Box component="li" key={mail.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <MuiLink component={Link} to={createPath({ resource: 'outbox', id: mail.id, type: 'show' })} sx={{ py: 0.5 }}>
                {enumLabel('mailKinds', mail.kind)}
              </MuiLink>
              <Chip size="small" color={mailStatusColor(mail.status)} label={enumLabel('mailStatuses', mail.status)} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {mail.recipient ? <Email address={mail.recipient} /> : enumLabel('mailChannels', mail.channel)}
              {' · '}
              {staffDateTime(mail.sent_at) || translate('app.forms.show.notSent')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
