// 流失原因: the list staff keep of why leads are lost (the roles that work leads: admins and sales). Add a
// reason, rename one, switch one off when it is no longer used (the leads filed under it keep it; nobody
// deletes one). The order is the order they were added.
import RuleIcon from '@mui/icons-material/RuleOutlined'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField, Typography } from '@mui/material'
import stages from '@shared/lead-stages.json' with { type: 'json' }
import { useState } from 'react'
import { useCreate, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { useAccess } from '../../providers/staff-session'
import { useLostReasons } from './lost-reason-dialog'
import { TOUCH_TARGET_PX } from '../../layout/phone-width'

/** A reason's name as the server keeps it (lost_reasons.name). */
const REASON_MAX = stages.reasonMax

function ReasonRow({ reason }: { reason: RaRecord }) {
  const translate = useTranslate()
  const startToast = useActionToast()
  const [update, { isPending }] = useUpdate()
  const [name, setName] = useState<string | null>(null)
  const save = (data: Record<string, unknown>) => {
    const toast = startToast('app.forms.reasons.saving')
    return update(
      'lost-reasons',
      { id: reason.id, data, previousData: reason },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setName(null)
          toast.success('app.forms.reasons.saved')
        },
        onError: () => toast.error('app.forms.reasons.failed'),
      },
    )
  }
  const shown = name ?? String(reason.name ?? '')
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        value={shown}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => name !== null && name.trim() && name.trim() !== reason.name && void save({ name: name.trim() })}
        slotProps={{ htmlInput: { maxLength: REASON_MAX, 'aria-label': translate('app.forms.reasons.name') } }}
        disabled={isPending}
        sx={{ flex: '1 1 160px', '& .MuiInputBase-root': { minHeight: TOUCH_TARGET_PX } }}
      />
      <FormControlLabel
        control={<Switch checked={reason.active === true} onChange={(event) => void save({ active: event.target.checked })} disabled={isPending} />}
        label={translate('app.forms.reasons.active')}
        sx={{ minHeight: TOUCH_TARGET_PX, mr: 0 }}
      />
    </Box>
  )
}

export function LostReasonsButton() {
  const translate = useTranslate()
  const { can } = useAccess()
  const startToast = useActionToast()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const { data: reasons = [] } = useLostReasons(true)
  const [create, { isPending }] = useCreate()
  if (!can('lost-reasons', 'list')) return null
  const add = () => {
    const trimmed = name.trim()
    if (!trimmed) return
    const toast = startToast('app.forms.reasons.saving')
    const next = reasons.reduce((max, row) => Math.max(max, Number(row.sort_order ?? 0)), 0) + 1
    void create(
      'lost-reasons',
      { data: { name: trimmed, sort_order: next, active: true } },
      {
        onSuccess: () => {
          setName('')
          toast.success('app.forms.reasons.saved')
        },
        onError: () => toast.error('app.forms.reasons.failed'),
      },
    )
  }
  return (
    <>
      <Button size="small" startIcon={<RuleIcon />} onClick={() => setOpen(true)}>
        {translate('app.forms.reasons.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="lost-reasons-title" fullWidth maxWidth="sm">
        <DialogTitle id="lost-reasons-title">{translate('app.forms.reasons.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.forms.reasons.intro')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {reasons.map((reason) => (
              <ReasonRow key={reason.id} reason={reason} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <TextField
              size="small"
              label={translate('app.forms.reasons.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add()
              }}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              sx={{ flex: 1, '& .MuiInputBase-root': { minHeight: TOUCH_TARGET_PX } }}
            />
            <Button variant="outlined" onClick={add} disabled={isPending || !name.trim()} sx={{ minHeight: TOUCH_TARGET_PX }}>
              {translate('app.forms.reasons.add')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
