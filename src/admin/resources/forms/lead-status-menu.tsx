// 修改状态 on a lead's page: any status, back included (a completed lead reopened); undoable, and the
// server logs the change in the lead's timeline.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedStatus, leadStatuses, type LeadStatus } from './lead-status'
import { useSetLeadStatus } from './set-lead-status'

export function LeadStatusMenu() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const { setStatus, isPending } = useSetLeadStatus()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (!lead) return null
  const current = displayedStatus(lead.status)

  const choose = (status: LeadStatus) => {
    setAnchor(null)
    setStatus(lead, status)
  }

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.forms.status.bulk')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {leadStatuses.map((status) => (
          <MenuItem key={status} selected={status === current} disabled={status === current} onClick={() => choose(status)}>
            {enumLabel('submissionStatuses', status)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
