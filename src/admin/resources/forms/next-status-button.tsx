// The one next step of a lead's pipeline (标记已联系 while pending, 标记已完成 while contacted or quoted), saved at
// once with the spec's toasts; 撤销 in the success toast sends it back.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined'
import { Button, CircularProgress } from '@mui/material'
import type { MouseEvent } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { nextStatus } from './lead-status'
import { useSetLeadStatus } from './set-lead-status'

export function NextStatusButton({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const record = useRecordContext()
  const translate = useTranslate()
  const { setStatus, isPending } = useSetLeadStatus()
  const next = nextStatus(record?.status)
  if (!record || !next) return null

  const advance = (event: MouseEvent) => {
    // The button sits in a clickable row: the click must not also open the lead.
    event.stopPropagation()
    void setStatus(record, { status: next })
  }

  return (
    <Button
      size={size}
      variant="outlined"
      color={next === 'contacted' ? 'primary' : 'success'}
      onClick={advance}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : next === 'contacted' ? <PhoneInTalkOutlinedIcon /> : <CheckCircleOutlineIcon />}
      sx={{ whiteSpace: 'nowrap', minHeight: size === 'medium' ? 44 : 36 }}
    >
      {translate(isPending ? 'app.forms.status.updating' : next === 'contacted' ? 'app.forms.status.markContacted' : 'app.forms.status.markCompleted')}
    </Button>
  )
}
