// A slide's row buttons: 上移 / 下移 (one server-side swap with its neighbour on the page, disabled at the
// ends) and the eye that switches it on or off (its accessible name says what a click does: 停用 / 启用).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { Box, IconButton, Tooltip } from '@mui/material'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent, ReactNode } from 'react'
import { useDataProvider, useListContext, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import type { StaffDataProvider } from '../../providers/data-provider'

export type MoveDirection = 'up' | 'down'

/** Where the slide sits in the listed page: the list shows every slide of one page, in order. */
function useEnds(id: unknown) {
  const { data } = useListContext()
  const rows = data ?? []
  const position = rows.findIndex((row) => row.id === id)
  return { first: position <= 0, last: position < 0 || position === rows.length - 1 }
}

function ActionButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      disabled={disabled}
      onClick={(event: MouseEvent) => {
        // The buttons sit in a clickable row: a click must not also open the slide.
        event.stopPropagation()
        onClick()
      }}
    >
      {children}
    </IconButton>
  )
  // A disabled button gets no pointer events; the tooltip needs a wrapper that does.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  )
}

export function MoveButtons() {
  const record = useRecordContext()
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const dataProvider = useDataProvider() as unknown as StaffDataProvider
  const { first, last } = useEnds(record?.id)
  const move = useMutation({
    mutationFn: (direction: MoveDirection) =>
      dataProvider.send(`/api/carousels/${encodeURIComponent(String(record?.id))}/move`, { method: 'POST', body: { direction } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['carousels'] }),
    onError: () => notify('resources.carousels.notifications.orderFailed', { type: 'error' }),
  })
  if (!record) return null
  return (
    <>
      <ActionButton label={translate('resources.carousels.actions.moveUp')} disabled={first || move.isPending} onClick={() => move.mutate('up')}>
        <ArrowUpwardIcon fontSize="small" />
      </ActionButton>
      <ActionButton label={translate('resources.carousels.actions.moveDown')} disabled={last || move.isPending} onClick={() => move.mutate('down')}>
        <ArrowDownwardIcon fontSize="small" />
      </ActionButton>
    </>
  )
}

export function ToggleActiveButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const active = Boolean(record.active)
  const toggle = () => {
    const toast = startToast('resources.carousels.notifications.saving')
    update(
      'carousels',
      // Only `active` differs from previousData, so only `active` is sent.
      { id: record.id, data: { active: !active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success('resources.carousels.notifications.updated'),
        onError: () => toast.error('resources.carousels.notifications.saveFailed'),
      },
    )
  }
  return (
    <ActionButton label={translate(active ? 'resources.carousels.actions.disable' : 'resources.carousels.actions.enable')} disabled={isPending} onClick={toggle}>
      {active ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
    </ActionButton>
  )
}

/** 上移, 下移 and the eye, side by side. */
export function SlideActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <MoveButtons />
      <ToggleActiveButton />
    </Box>
  )
}
