// 修改状态 on a lead's page: any stage, back included (a completed lead reopened); 已流失 asks for its reason
// first. The change is saved at once (撤销 in its toast sends it back) and the server logs it in the timeline.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedStatus, leadStatuses, LOST, type LeadStatus } from './lead-status'
import { LostReasonDialog } from './lost-reason-dialog'
import { useSetLeadStatus } from './set-lead-status'

export function LeadStatusMenu() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const { setStatus, isPending } = useSetLeadStatus()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [askReason, setAskReason] = useState(false)
  if (!lead) return null
  const current = displayedStatus(lead.status)

  const choose = (status: LeadStatus) => {
    setAnchor(null)
    if (status === LOST) setAskReason(true)
    else void setStatus(lead, { status })
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
        sx={{ whiteSpace: 'nowrap', minHeight: 44 }}
      >
        {translate('app.forms.status.bulk')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {leadStatuses.map((status) => (
          <MenuItem key={status} selected={status === current} disabled={status === current} onClick={() => choose(status)} sx={{ minHeight: 44 }}>
            {enumLabel('submissionStatuses', status)}
          </MenuItem>
        ))}
      </Menu>
      <LostReasonDialog
        open={askReason}
        onClose={() => setAskReason(false)}
        onConfirm={(reason) => {
          setAskReason(false)
          void setStatus(lead, { status: LOST, lost_reason: reason })
        }}
      />
    </>
  )
}
