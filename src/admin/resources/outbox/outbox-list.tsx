// 通知发送记录 (/admin/outbox): every mail and robot message the site sends, newest first, with its delivery state; 立即投递, 重新发送 and 放弃发送.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { DataTable, List, Pagination, SelectInput, SimpleList, TopToolbar, useRecordContext, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { useEnumLabel } from '../../providers/enum-labels'
import { mailChannelChoices, mailStatusChoices } from './mail-labels'
import { MailStatusChip } from './mail-status-chip'
import { DeliverNowButton, HeldMailBanner, MailDecisionButtons, SmtpBanner } from './outbox-actions'

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const

const outboxFilters = [
  <SelectInput key="status" source="status" choices={mailStatusChoices} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={mailChannelChoices} alwaysOn />,
]

function OutboxActions() {
  return (
    <TopToolbar>
      <DeliverNowButton />
    </TopToolbar>
  )
}

function LastError() {
  const mail = useRecordContext()
  if (!mail?.last_error) return null
  return (
    <Typography variant="body2" color="error" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
      {mail.last_error}
    </Typography>
  )
}

export function OutboxList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const queryClient = useQueryClient()
  const enumLabel = useEnumLabel()
  useRealtimeRefresh('outbox')
  // A lead's mails are written in its own transaction without events of their own: a new lead is the signal.
  useRealtimeRefresh('forms', () => void queryClient.invalidateQueries({ queryKey: ['outbox'] }))
  return (
    <Box>
      <SmtpBanner />
      <HeldMailBanner />
      <List
        resource="outbox"
        sort={{ field: 'created', order: 'DESC' }}
        perPage={25}
        filters={outboxFilters}
        actions={<OutboxActions />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      >
        {isPhone ? (
          <SimpleList
            primaryText={(mail: RaRecord) => mail.subject}
            secondaryText={(mail: RaRecord) => `${enumLabel('mailKinds', mail.kind)} · ${mail.recipient || enumLabel('mailChannels', mail.channel)}`}
            tertiaryText={(mail: RaRecord) => enumLabel('mailStatuses', mail.status)}
            linkType="show"
          />
        ) : (
          <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <DataTable.Col source="created" render={(mail: RaRecord) => staffDateTime(mail.created)} cellSx={noWrap} />
            <DataTable.Col source="kind" render={(mail: RaRecord) => enumLabel('mailKinds', mail.kind)} cellSx={noWrap} />
            <DataTable.Col source="channel" render={(mail: RaRecord) => enumLabel('mailChannels', mail.channel || 'email')} cellSx={noWrap} />
            <DataTable.Col source="recipient" render={(mail: RaRecord) => mail.recipient || '—'} />
            <DataTable.Col source="subject" />
            <DataTable.Col source="status" field={MailStatusChip} cellSx={noWrap} />
            <DataTable.Col source="attempts" />
            <DataTable.Col source="last_error" disableSort field={LastError} />
            <DataTable.Col
              source="next_attempt_at"
              render={(mail: RaRecord) => (mail.status === 'queued' ? staffDateTime(mail.next_attempt_at) : '—')}
              cellSx={noWrap}
            />
            <DataTable.Col label="resources.outbox.fields.actions" disableSort>
              <MailDecisionButtons />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  )
}
