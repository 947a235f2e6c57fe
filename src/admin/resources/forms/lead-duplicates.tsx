// 可能重复: other leads with the same e-mail address or phone number, linked.
import { List as MuiList, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material'
import { Link, useCreatePath, useGetList, useTranslate, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedStatus } from './lead-status'

/** The filter for leads sharing this one's e-mail or phone (empty values never match). */
export function duplicateFilter(lead: RaRecord): Record<string, unknown> | null {
  const same = [lead.email ? { email: lead.email } : null, lead.phone ? { phone: lead.phone } : null].filter(Boolean)
  return same.length === 0 ? null : { $or: same, 'id@!=': lead.id }
}

export function LeadDuplicates({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const createPath = useCreatePath()
  const filter = duplicateFilter(lead)
  const { data, isPending } = useGetList(
    'forms',
    { filter: filter ?? {}, sort: { field: 'created', order: 'DESC' }, pagination: { page: 1, perPage: 20 } },
    { enabled: filter !== null },
  )
  if (filter !== null && isPending) return null
  if (!data || data.length === 0) return <Typography color="text.secondary">{translate('app.forms.show.noDuplicates')}</Typography>
  return (
    <MuiList dense disablePadding>
      {data.map((other) => (
        <ListItem key={other.id} disablePadding>
          <ListItemButton component={Link} to={createPath({ resource: 'forms', id: other.id, type: 'show' })}>
            <ListItemText
              primary={`${other.name} · ${enumLabel('formTypes', other.form_type)} · ${enumLabel('submissionStatuses', displayedStatus(other.status))}`}
              secondary={`${staffDateTime(other.created)} · ${[other.email, other.phone].filter(Boolean).join(' · ')}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </MuiList>
  )
}
