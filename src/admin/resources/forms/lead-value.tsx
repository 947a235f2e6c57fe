// 预计金额（元）on a lead's page: the deal's expected value in whole yuan, saved when the field is left or Enter
// is pressed (the server logs each change in the timeline; 转化率 and 成交金额 count the won leads' value).
import { InputAdornment, TextField } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useRecordContext, useTranslate, useUpdate } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { VALUE_MAX } from './lead-status'
import { TOUCH_TARGET_PX } from '../../layout/phone-width'

/** The typed text as a value to store: a whole number of yuan within the limit, or null when it is not one. */
export function parseYuan(text: string): number | null {
  const cleaned = text.replace(/[,，\s¥￥]/g, '')
  if (cleaned === '') return 0
  if (!/^\d+$/.test(cleaned)) return null
  const value = Number(cleaned)
  return value <= VALUE_MAX ? value : null
}

export function LeadValue() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const [update, { isPending }] = useUpdate()
  const stored = Number(lead?.expected_value ?? 0)
  const [text, setText] = useState<string | null>(null)
  // The value last sent. One change is one save: a blur can follow Enter while the save is under way,
  // or after it answered but before the saved record is shown, when this render's `stored` is still the old one.
  const sent = useRef<number | null>(null)
  useEffect(() => {
    sent.current = null
  }, [stored])
  if (!lead) return null
  const shown = text ?? (stored > 0 ? String(stored) : '')
  const value = parseYuan(shown)
  const save = () => {
    if (text === null || value === null || value === sent.current) return
    if (value === stored) {
      setText(null)
      return
    }
    sent.current = value
    const toast = startToast('app.forms.value.saving')
    void update(
      'forms',
      { id: lead.id, data: { expected_value: value }, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setText(null)
          toast.success('app.forms.value.saved')
        },
        onError: () => {
          sent.current = null
          toast.error('app.forms.value.failed')
        },
      },
    )
  }
  return (
    <TextField
      size="small"
      label={translate('app.forms.value.label')}
      value={shown}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save()
      }}
      error={value === null}
      helperText={value === null ? translate('app.forms.value.invalid') : undefined}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'numeric', readOnly: isPending, 'aria-busy': isPending } }}
      sx={{ width: 170, '& .MuiInputBase-root': { minHeight: TOUCH_TARGET_PX } }}
    />
  )
}
