// The mail log's server actions: 立即投递 (deliver now), 重新发送 (a failed mail back to the queue), and the
// banner saying mail waits because SMTP is not configured.
import ReplayIcon from '@mui/icons-material/Replay'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Button, CircularProgress } from '@mui/material'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'

export interface OutboxStatus {
  smtpConfigured: boolean
  queued: number
  failed: number
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

export function RetryMailButton() {
  const mail = useRecordContext()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const refresh = useRefreshOutbox()
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.send(outboxPaths.retry(id), { method: 'POST' }),
    onSuccess: () => {
      notify('app.outbox.retry.done', { type: 'success' })
      void refresh()
    },
    onError: (error: Error) => notify(error.message || 'app.outbox.retry.failed', { type: 'error' }),
  })
  if (!mail || mail.status !== 'failed') return null
  return (
    <Button
      size="small"
      variant="outlined"
      color="warning"
      onClick={(event: MouseEvent) => {
        event.stopPropagation()
        mutate(String(mail.id))
      }}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : <ReplayIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.outbox.retry.label')}
    </Button>
  )
}

export function SmtpBanner() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const translate = useTranslate()
  const { data } = useQuery({
    queryKey: ['outbox', 'status'],
    queryFn: ({ signal }) => dataProvider.send<OutboxStatus>(outboxPaths.status, { signal }),
  })
  if (!data || data.smtpConfigured || data.queued === 0) return null
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('app.outbox.noSmtp', { count: data.queued })}
    </Alert>
  )
}
