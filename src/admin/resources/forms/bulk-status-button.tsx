// Bulk action: set the status of every selected lead at once (undoable).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useListContext, useTranslate } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { leadStatuses, type LeadStatus } from './lead-status'
import { useSetLeadsStatus } from './set-lead-status'

export function BulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const { setStatus, isPending } = useSetLeadsStatus()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const apply = (status: LeadStatus) => {
    setAnchor(null)
    setStatus(selectedIds, status, onUnselectItems)
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
