// 回复时限 in the 通知 tab: how many working hours a lead may wait before it is 已超时, and the
// working day they are counted in (Beijing time, Monday to Friday). Saved on site_settings.
import { Box, Button, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin'
import records from '@shared/records.json' with { type: 'json' }

const { siteSettingsId } = records

function ReplyTimeForm({ record }: { record: { id: string; response_hours?: number; work_start?: string; work_end?: string } }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const [hours, setHours] = useState(String(record.response_hours || 4))
  const [start, setStart] = useState(record.work_start || '09:00')
  const [end, setEnd] = useState(record.work_end || '18:00')
  const valid = /^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 72 && start < end
  const save = () =>
    update(
      'settings',
      { id: siteSettingsId, data: { response_hours: Number(hours), work_start: start, work_end: end }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.settings.saved', { type: 'success' }),
        onError: () => notify('app.settings.saveFailed', { type: 'error' }),
      },
    )
  return (
    <Box component="section" aria-label={translate('app.settings.notify.replyTime.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.settings.notify.replyTime.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.notify.replyTime.hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={translate('app.settings.notify.replyTime.hours')}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 72 } }}
          error={!/^\d+$/.test(hours) || Number(hours) < 1 || Number(hours) > 72}
          helperText={translate('app.settings.notify.replyTime.hoursHint')}
        />
        <TextField label={translate('app.settings.notify.replyTime.start')} value={start} onChange={(e) => setStart(e.target.value)} type="time" />
        <TextField label={translate('app.settings.notify.replyTime.end')} value={end} onChange={(e) => setEnd(e.target.value)} type="time" error={start >= end} />
      </Box>
      <Button variant="contained" onClick={() => void save()} disabled={isPending || !valid} sx={{ mt: 2 }}>
        {translate('app.settings.save')}
      </Button>
    </Box>
  )
}

export function ReplyTimeCard() {
  const { data } = useGetOne('settings', { id: siteSettingsId })
  return data ? <ReplyTimeForm record={data} /> : null
}
