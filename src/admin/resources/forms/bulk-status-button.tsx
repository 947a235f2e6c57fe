// Bulk action: set the status of every selected lead at once.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useListContext, useTranslate, useUpdateMany } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { useEnumLabel } from '../../providers/enum-labels'
import { leadStatuses } from './lead-status'

export function BulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext()
  const startToast = useActionToast()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const [updateMany, { isPending }] = useUpdateMany()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const apply = (status: string) => {
    setAnchor(null)
    const toast = startToast('app.forms.status.updating')
    updateMany(
      'forms',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.forms.status.updated')
          onUnselectItems()
        },
        onError: () => toast.error('app.forms.status.failed'),
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
