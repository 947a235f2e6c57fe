// The mail log's server actions: 立即投递 (deliver now), 重新发送 / 放弃发送 (a failed or held mail back to
// the queue, or never sent), and the banners: mail waits because SMTP is not configured, or held from a
// restored backup.
import BlockIcon from '@mui/icons-material/Block'
import ReplayIcon from '@mui/icons-material/Replay'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Button, CircularProgress, Stack } from '@mui/material'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'

export interface OutboxStatus {
  smtpConfigured: boolean
  queued: number
  failed: number
  held: number
}

interface DeliveryResult {
  sent: number
  failed: number
  waiting: number
}

export const outboxPaths = {
  deliver: '/api/outbox/deliver',
  status: '/api/outbox/status',
  retry: (id: string) => `/api/outbox/${encodeURIComponent(id)}/retry`,
  discard: (id: string) => `/api/outbox/${encodeURIComponent(id)}/discard`,
}

/** Everything about mail (the list, a lead's mails, the banner) is keyed under `outbox`. */
function useRefreshOutbox() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['outbox'] })
}

export function DeliverNowButton() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const refresh = useRefreshOutbox()
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.send<DeliveryResult>(outboxPaths.deliver, { method: 'POST' }),
    onSuccess: (result) => {
      notify('app.outbox.deliver.done', { type: 'success', messageArgs: { ...result } })
      void refresh()
    },
    onError: () => notify('app.outbox.deliver.failed', { type: 'error' }),
  })
  return (
    <Button size="small" onClick={() => mutate()} disabled={isPending} startIcon={isPending ? <CircularProgress size={14} /> : <SendIcon />}>
      {translate(isPending ? 'app.outbox.deliver.running' : 'app.outbox.deliver.label')}
    </Button>
  )
}

/** Mail waiting for staff: failed every retry, or held from a restored backup. Only these can be sent again or discarded. */
const waitingForStaff = new Set(['failed', 'held'])

function MailDecisionButton({ decision }: { decision: 'retry' | 'discard' }) {
  const mail = useRecordContext()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const refresh = useRefreshOutbox()
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.send(outboxPaths[decision](id), { method: 'POST' }),
    onSuccess: () => {
      notify(`app.outbox.${decision}.done`, { type: 'success' })
      void refresh()
    },
    onError: (error: Error) => notify(error.message || `app.outbox.${decision}.failed`, { type: 'error' }),
  })
  if (!mail || !waitingForStaff.has(mail.status)) return null
  return (
    <Button
      size="small"
      variant="outlined"
      color={decision === 'retry' ? 'warning' : 'inherit'}
      onClick={(event: MouseEvent) => {
        event.stopPropagation()
        mutate(String(mail.id))
      }}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : decision === 'retry' ? <ReplayIcon /> : <BlockIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`app.outbox.${decision}.label`)}
    </Button>
  )
}

/** 重新发送 and 放弃发送, for a mail waiting for staff. */
export function MailDecisionButtons() {
  return (
    <Stack direction="row" spacing={1}>
      <MailDecisionButton decision="retry" />
      <MailDecisionButton decision="discard" />
    </Stack>
  )
}

/** Mail held from a restored backup waits for staff: say so above the mail log. */
export function HeldMailBanner() {
  const translate = useTranslate()
  const { data } = useOutboxStatus()
  if (!data || data.held === 0) return null
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('app.outbox.held', { count: data.held })}
    </Alert>
  )
}

function useOutboxStatus() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  return useQuery({
    queryKey: ['outbox', 'status'],
    queryFn: ({ signal }) => dataProvider.send<OutboxStatus>(outboxPaths.status, { signal }),
  })
}

export function SmtpBanner() {
  const translate = useTranslate()
  const { data } = useOutboxStatus()
  if (!data || data.smtpConfigured || data.queued === 0) return null
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('app.outbox.noSmtp', { count: data.queued })}
    </Alert>
  )
}
