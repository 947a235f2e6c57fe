// 通知发送记录 (/admin/outbox): every mail and robot message the site sends, newest first, with its delivery state; 立即投递, 重新发送 and 放弃发送.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { DataTable, List, Pagination, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { useEnumLabel } from '../../providers/enum-labels'
import { ColumnsChooser, fittedTableSx, TwoLineCell, useColumnsStoreKey } from '../../ui/list-columns'
import { mailChannelChoices, mailStatusChoices } from './mail-labels'
import { MailStatusChip } from './mail-status-chip'
import { DeliverNowButton, HeldMailBanner, MailDecisionButtons, SmtpBanner } from './outbox-actions'

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const

const outboxFilters = [
  <SelectInput key="status" source="status" choices={mailStatusChoices} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={mailChannelChoices} alwaysOn />,
]

function OutboxActions() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <TopToolbar>
      {!isPhone && <ColumnsChooser resource="outbox" />}
      <DeliverNowButton />
    </TopToolbar>
  )
}

/** Columns a staff member sees until they choose: the kind shows under the recipient, the attempts under the status, the last error under the subject. */
const hiddenByDefault = ['kind', 'attempts', 'last_error', 'next_attempt_at']

/** The status chip, with the attempts and when the next one is due under it while queued. */
function StatusCell() {
  const mail = useRecordContext()
  const translate = useTranslate()
  if (!mail) return null
  const attempts = Number(mail.attempts ?? 0)
  const next = mail.status === 'queued' && mail.next_attempt_at ? translate('resources.outbox.list.nextAttempt', { time: staffDateTime(mail.next_attempt_at) }) : ''
  const secondary = [attempts > 0 ? translate('resources.outbox.list.attempts', { smart_count: attempts }) : '', next].filter(Boolean).join(' · ')
  return <TwoLineCell main={<MailStatusChip />} secondary={secondary} nowrap />
}

/**
 * The subject, with the last error under it in red (two lines at most; the mail's page has all of it), or
 * the platform's answer to one that went (Baidu's count and remaining quota).
 */
function SubjectCell() {
  const mail = useRecordContext()
  if (!mail) return null
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2">{mail.subject}</Typography>
      {mail.response && !mail.last_error ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {mail.response}
        </Typography>
      ) : null}
      {mail.last_error ? (
        <Typography variant="caption" color="error" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {mail.last_error}
        </Typography>
      ) : null}
    </Box>
  )
}

function CreatedCell({ mail }: { mail: RaRecord }) {
  const [day, time] = staffDateTime(mail.created).split(' ')
  return <TwoLineCell main={day} secondary={time} nowrap />
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
  const columnsStoreKey = useColumnsStoreKey('outbox')
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
          <DataTable rowClick="show" bulkActionButtons={false} storeKey={columnsStoreKey} hiddenColumns={hiddenByDefault} sx={fittedTableSx}>
            <DataTable.Col source="created" render={(mail: RaRecord) => <CreatedCell mail={mail} />} />
            <DataTable.Col source="channel" render={(mail: RaRecord) => enumLabel('mailChannels', mail.channel || 'email')} cellSx={noWrap} />
            <DataTable.Col source="recipient" render={(mail: RaRecord) => <TwoLineCell main={mail.recipient || '—'} secondary={enumLabel('mailKinds', mail.kind)} />} />
            <DataTable.Col source="subject" field={SubjectCell} />
            <DataTable.Col source="status" field={StatusCell} />
            <DataTable.Col source="kind" render={(mail: RaRecord) => enumLabel('mailKinds', mail.kind)} cellSx={noWrap} />
            <DataTable.Col source="attempts" />
            <DataTable.Col source="last_error" disableSort field={LastError} />
            <DataTable.Col
              source="next_attempt_at"
              render={(mail: RaRecord) => (mail.status === 'queued' ? staffDateTime(mail.next_attempt_at) : '—')}
              cellSx={noWrap}
            />
            <DataTable.Col source="actions" label="resources.outbox.fields.actions" disableSort>
              <MailDecisionButtons />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  )
}
