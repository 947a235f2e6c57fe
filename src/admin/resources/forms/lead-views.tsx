// Saved views of the leads desk, by 负责人: 全部线索, 我的未完成 (mine, still worked on), 团队未分配 (nobody's,
// still worked on) and each colleague's leads (某人的线索). A view is filters in the address like the others, so
// it can be bookmarked; choosing one keeps the search, type, stage and dates already set.
import { MenuItem, TextField } from '@mui/material'
import { useGetIdentity, useListContext, useTranslate } from 'react-admin'
import { displayName, useStaffNames } from './lead-assignee'
import { isOpenStatus, leadStatuses } from './lead-status'

/** The stages that are no longer worked on: a view of open leads leaves them out. */
const CLOSED = leadStatuses.filter((status) => !isOpenStatus(status))

/** The filter keys the views own. */
const VIEW_KEYS = ['assignee', 'assignee@empty', 'status_neq']

export type LeadView = 'all' | 'mine' | 'unassigned' | `person:${string}`

/** The filters of a view for the signed-in staff member `me`. */
export function viewFilters(view: LeadView, me: string): Record<string, unknown> {
  if (view === 'mine') return { assignee: me, status_neq: CLOSED }
  if (view === 'unassigned') return { 'assignee@empty': true, status_neq: CLOSED }
  if (view.startsWith('person:')) return { assignee: view.slice('person:'.length) }
  return {}
}

/** The view the filters show, or 'all' when they are no view's. */
export function currentView(filters: Record<string, unknown>, me: string): LeadView {
  const open = Array.isArray(filters.status_neq) && CLOSED.every((status) => (filters.status_neq as unknown[]).includes(status))
  if (filters['assignee@empty'] === true && open) return 'unassigned'
  if (typeof filters.assignee === 'string' && filters.assignee) {
    if (filters.assignee === me && open) return 'mine'
    if (!open) return `person:${filters.assignee}`
  }
  return 'all'
}

export function LeadViews() {
  const translate = useTranslate()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const { identity } = useGetIdentity()
  const { staff } = useStaffNames()
  const me = String(identity?.id ?? '')
  const view = currentView(filterValues, me)
  const choose = (next: LeadView) => {
    const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !VIEW_KEYS.includes(key)))
    setFilters({ ...rest, ...viewFilters(next, me) }, displayedFilters)
  }
  return (
    <TextField
      select
      // Not the theme's full width: it sits in the toolbar's row beside the buttons.
      fullWidth={false}
      margin="none"
      size="small"
      label={translate('app.forms.views.label')}
      value={view}
      onChange={(event) => choose(event.target.value as LeadView)}
      sx={{ minWidth: 150, '& .MuiInputBase-root': { minHeight: { xs: 44, md: 40 } } }}
      slotProps={{ select: { MenuProps: { slotProps: { list: { dense: false } } } } }}
    >
      <MenuItem value="all">{translate('app.forms.views.all')}</MenuItem>
      <MenuItem value="mine" disabled={!me}>
        {translate('app.forms.views.mine')}
      </MenuItem>
      <MenuItem value="unassigned">{translate('app.forms.views.unassigned')}</MenuItem>
      {staff.map((row) => (
        <MenuItem key={row.id} value={`person:${row.id}`}>
          {translate('app.forms.views.person', { name: displayName(row) })}
        </MenuItem>
      ))}
    </TextField>
  )
}
