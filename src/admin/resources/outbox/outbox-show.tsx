// One mail as it was sent: its envelope and state, the HTML in a sandboxed frame and the plain text.
import { Box, Card, CardContent, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate, Link, type RaRecord } from 'react-admin'
import { beijingDateTime } from '../../format/beijing-time'
import { mailKindLabel } from './mail-labels'
import { MailStatusChip } from './mail-status-chip'
import { RetryMailButton } from './outbox-actions'

function MailView() {
  const mail = useRecordContext<RaRecord>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (!mail) return null
  const rows: [string, ReactNode][] = [
    ['kind', mailKindLabel(mail.kind)],
    ['recipient', mail.recipient],
    ['subject', mail.subject],
    ['status', <MailStatusChip key="status" />],
    ['attempts', mail.attempts],
    ['last_error', mail.last_error || '—'],
    ['created', beijingDateTime(mail.created)],
    ['next_attempt_at', mail.status === 'queued' ? beijingDateTime(mail.next_attempt_at) : '—'],
    ['sent_at', beijingDateTime(mail.sent_at) || '—'],
    [
      'submission',
      mail.submission ? (
        <Link key="lead" to={createPath({ resource: 'forms', id: mail.submission, type: 'show' })}>
          {translate('app.outbox.openLead')}
        </Link>
      ) : (
        '—'
      ),
    ],
  ]
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8em 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.outbox.fields.${name}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
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
          <RetryMailButton />
        </TopToolbar>
      }
    >
      <MailView />
    </Show>
  )
}
