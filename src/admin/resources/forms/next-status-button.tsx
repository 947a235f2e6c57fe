// The one next step of a lead's pipeline (标记已联系 while pending, 标记已完成 while contacted), with the spec's toasts.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined'
import { Button, CircularProgress } from '@mui/material'
import type { MouseEvent } from 'react'
import { useRecordContext, useTranslate, useUpdate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { nextStatus } from './lead-status'

export function NextStatusButton({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const record = useRecordContext()
  const startToast = useActionToast()
  const translate = useTranslate()
  const [update, { isPending }] = useUpdate()
  const next = nextStatus(record?.status)
  if (!record || !next) return null

  const advance = (event: MouseEvent) => {
    // The button sits in a clickable row: the click must not also open the lead.
    event.stopPropagation()
    const toast = startToast('app.forms.status.updating')
    update(
      'forms',
      { id: record.id, data: { status: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success('app.forms.status.updated'),
        onError: () => toast.error('app.forms.status.failed'),
      },
    )
  }

  return (
    <Button
      size={size}
      variant="outlined"
      color={next === 'contacted' ? 'primary' : 'success'}
      onClick={advance}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : next === 'contacted' ? <PhoneInTalkOutlinedIcon /> : <CheckCircleOutlineIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(isPending ? 'app.forms.status.updating' : next === 'contacted' ? 'app.forms.status.markContacted' : 'app.forms.status.markCompleted')}
    </Button>
  )
}
