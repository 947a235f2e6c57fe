// 已流失 asks why first: one reason from the list staff keep (流失原因, lost_reasons, the ones in use, in their
// order), then the change goes with it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material'
import { useState } from 'react'
import { useGetList, useTranslate } from 'react-admin'

/** The reasons staff may choose now, in their order. */
export function useLostReasons(all = false) {
  return useGetList('lost-reasons', {
    filter: all ? {} : { active: true },
    sort: { field: 'sort_order', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  })
}

export function LostReasonDialog({ open, count = 1, onConfirm, onClose }: { open: boolean; count?: number; onConfirm: (reason: string) => void; onClose: () => void }) {
  const translate = useTranslate()
  const { data: reasons = [] } = useLostReasons()
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby="lost-reason-title" fullWidth maxWidth="xs">
      <DialogTitle id="lost-reason-title">{translate('app.forms.lost.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('app.forms.lost.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={translate('app.forms.lost.hint')}
        >
          {reasons.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!reason}
          onClick={() => {
            onConfirm(reason)
            setReason('')
          }}
        >
          {translate('app.forms.lost.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
