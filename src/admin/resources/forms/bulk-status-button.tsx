// Bulk action: set the status of every selected lead at once.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { leadStatuses } from './lead-status'

export function BulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext()
  const notify = useNotify()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const [updateMany, { isPending }] = useUpdateMany()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const apply = (status: string) => {
    setAnchor(null)
    updateMany(
      'forms',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.forms.status.updated', { type: 'success' })
          onUnselectItems()
        },
        onError: () => notify('app.forms.status.failed', { type: 'error' }),
      },
    )
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHorizIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
      >
        {translate(isPending ? 'app.forms.status.updating' : 'app.forms.status.bulk')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {leadStatuses.map((status) => (
          <MenuItem key={status} onClick={() => apply(status)}>
            {enumLabel('submissionStatuses', status)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
