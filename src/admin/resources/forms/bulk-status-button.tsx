// Bulk action: set the stage of every selected lead at once (已流失 with one reason for all); 撤销 sends each
// back to its own stage.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useListContext, useTranslate } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { leadStatuses, LOST, type LeadStatus } from './lead-status'
import { LostReasonDialog } from './lost-reason-dialog'
import { useSetLeadsStatus } from './set-lead-status'

export function BulkStatusButton() {
  const { selectedIds, data = [], onUnselectItems } = useListContext()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const { setStatus, isPending } = useSetLeadsStatus()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [askReason, setAskReason] = useState(false)
  const selected = data.filter((lead) => selectedIds.includes(lead.id))

  const apply = (status: LeadStatus, lostReason?: string) => {
    setAnchor(null)
    if (status === LOST && !lostReason) {
      setAskReason(true)
      return
    }
    void setStatus(selected, { status, lost_reason: lostReason }, onUnselectItems)
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHorizIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={isPending || selected.length === 0}
        aria-haspopup="menu"
        sx={{ minHeight: 40 }}
      >
        {translate(isPending ? 'app.forms.status.updating' : 'app.forms.status.bulk')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {leadStatuses.map((status) => (
          <MenuItem key={status} onClick={() => apply(status)} sx={{ minHeight: 44 }}>
            {enumLabel('submissionStatuses', status)}
          </MenuItem>
        ))}
      </Menu>
      <LostReasonDialog
        open={askReason}
        count={selected.length}
        onClose={() => setAskReason(false)}
        onConfirm={(reason) => {
          setAskReason(false)
          apply(LOST, reason)
        }}
      />
    </>
  )
}
