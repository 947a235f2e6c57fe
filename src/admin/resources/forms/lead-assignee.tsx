// A lead's 负责人: chosen from the staff (names from /api/admin/staff/names), saved at once; the
// change lands in the lead's timeline (the server logs it).
import { MenuItem, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'

export const staffNamesPath = '/api/admin/staff/names'

export function LeadAssignee() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [update, { isPending }] = useUpdate()
  const { data: staff = [] } = useQuery({
    queryKey: ['staff', 'names'],
    queryFn: ({ signal }) => dataProvider.send<{ id: string; username: string }[]>(staffNamesPath, { signal }),
  })
  if (!lead) return null
  const choose = (assignee: string) =>
    update(
      'forms',
      { id: lead.id, data: { assignee }, previousData: lead },
      { mutationMode: 'pessimistic', onError: () => notify('app.settings.saveFailed', { type: 'error' }) },
    )
  return (
    <TextField
      select
      size="small"
      label={translate('app.forms.urgency.assignee')}
      value={staff.some((s) => s.id === lead.assignee) ? lead.assignee : ''}
      onChange={(e) => void choose(e.target.value)}
      disabled={isPending}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('app.forms.urgency.unassigned')}</MenuItem>
      {staff.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.username}
        </MenuItem>
      ))}
    </TextField>
  )
}
