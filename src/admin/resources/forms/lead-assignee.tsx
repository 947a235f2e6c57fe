// A lead's 负责人: the colleagues who work leads (names from /api/admin/staff/names, by name, else username),
// chosen on the lead's page and saved at once; the change lands in the lead's timeline, and the new 负责人
// hears of it by mail and an @ in the group robots (the server queues both).
import { MenuItem, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useRecordContext, useTranslate, useUpdate, type Identifier } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import type { StaffDataProvider } from '../../providers/data-provider'
import { TOUCH_TARGET_PX } from '../../layout/phone-width'

export const staffNamesPath = '/api/admin/staff/names'

export interface StaffName {
  id: string
  username: string
  name: string
  /** A disabled account: still named on the leads it had, never offered. */
  disabled: boolean
}

/** How a colleague is named on the leads desk: their name, else their username. */
export const displayName = (staff: Pick<StaffName, 'name' | 'username'>) => staff.name.trim() || staff.username

/** The colleagues who work leads, and a lookup of a 负责人's name by id ('' for none or unknown). */
export function useStaffNames() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data: staff = [] } = useQuery({
    queryKey: ['staff', 'names'],
    queryFn: ({ signal }) => dataProvider.send<StaffName[]>(staffNamesPath, { signal }),
    staleTime: 60_000,
  })
  const nameOf = (id: Identifier | null | undefined) => {
    const found = id ? staff.find((row) => row.id === id) : undefined
    return found ? displayName(found) : ''
  }
  return { staff, active: staff.filter((row) => !row.disabled), nameOf }
}

export function LeadAssignee() {
  const lead = useRecordContext()
  const translate = useTranslate()
  const startToast = useActionToast()
  const [update, { isPending }] = useUpdate()
  const { staff, active } = useStaffNames()
  if (!lead) return null
  const current = staff.find((row) => row.id === lead.assignee)
  const choose = (assignee: string) => {
    const toast = startToast('app.forms.assignee.saving')
    return update(
      'forms',
      { id: lead.id, data: { assignee }, previousData: lead },
      { mutationMode: 'pessimistic', onSuccess: () => toast.success('app.forms.assignee.saved'), onError: () => toast.error('app.forms.assignee.failed') },
    )
  }
  // A disabled colleague's lead still shows whose it was; only active colleagues are offered.
  const options = current && current.disabled ? [...active, current] : active
  return (
    <TextField
      select
      size="small"
      label={translate('app.forms.urgency.assignee')}
      value={current ? current.id : ''}
      onChange={(e) => void choose(e.target.value)}
      disabled={isPending}
      sx={{ minWidth: 160, '& .MuiInputBase-root': { minHeight: TOUCH_TARGET_PX } }}
    >
      <MenuItem value="" sx={{ minHeight: TOUCH_TARGET_PX }}>
        {translate('app.forms.urgency.unassigned')}
      </MenuItem>
      {options.map((s) => (
        <MenuItem key={s.id} value={s.id} disabled={s.disabled} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {displayName(s)}
        </MenuItem>
      ))}
    </TextField>
  )
}
