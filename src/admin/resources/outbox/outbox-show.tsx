// One mail as it was sent: its envelope and state, the HTML in a sandboxed frame and the plain text.
import { Box, Card, CardContent, Typography } from '@mui/material'
import { ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate, Link, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { FactList, type Fact } from '../../ui/fact-list'
import { MailStatusChip } from './mail-status-chip'
import { MailDecisionButtons } from './outbox-actions'

function MailView() {
  const mail = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const enumLabel = useEnumLabel()
  if (!mail) return null
  const field = (name: string) => `resources.outbox.fields.${name}`
  const facts: Fact[] = [
    [field('kind'), enumLabel('mailKinds', mail.kind)],
    [field('recipient'), mail.recipient],
    [field('subject'), mail.subject],
    [field('status'), <MailStatusChip key="status" />],
    [field('attempts'), mail.attempts],
    [field('last_error'), mail.last_error],
    [field('response'), mail.response],
    [field('created'), staffDateTime(mail.created)],
    [field('next_attempt_at'), mail.status === 'queued' ? staffDateTime(mail.next_attempt_at) : ''],
    [field('sent_at'), staffDateTime(mail.sent_at)],
    [
      field('submission'),
      mail.submission && (
        <Link key="lead" to={createPath({ resource: 'forms', id: mail.submission, type: 'show' })}>
          {translate('app.outbox.openLead')}
        </Link>
      ),
    ],
  ]
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <FactList facts={facts} empty="—" labelWidth="8em" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.outbox.html')}
          </Typography>
          {/* An empty sandbox: the mail's HTML can neither run script nor reach the back office. */}
          <Box
            component="iframe"
            title={translate('app.outbox.html')}
            sandbox=""
            srcDoc={mail.html}
            sx={{ width: '100%', minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.outbox.text')}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, fontFamily: 'inherit' }}>
            {mail.text}
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}

export function OutboxShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
          <MailDecisionButtons />
        </TopToolbar>
      }
    >
      <MailView />
    </Show>
  )
}
