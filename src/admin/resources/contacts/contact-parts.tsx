// What a contact's page and a lead's 联系人 panel share: the leads of a contact's group (its own and those of
// the contacts merged into it), and a contact's group root.
import { List as MuiList, ListItem, ListItemButton, ListItemText } from '@mui/material'
import { Link, useCreatePath, useGetList, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedStatus } from '../forms/lead-status'
import { TOUCH_TARGET_PX } from '../../layout/phone-width'

/** The contact a contact is grouped under now: its root, or itself. */
export const rootOf = (contact: RaRecord) => String(contact.root || contact.id)

/** The leads grouped under `rootId`, newest first. */
export function useGroupLeads(rootId: string | undefined) {
  return useGetList(
    'forms',
    {
      filter: { $or: [{ contact: rootId }, { 'contact.root': rootId }] },
      sort: { field: 'created', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(rootId) },
  )
}

export function LeadLinks({ leads }: { leads: RaRecord[] }) {
  const createPath = useCreatePath()
  const enumLabel = useEnumLabel()
  return (
    <MuiList dense disablePadding>
      {leads.map((lead) => (
        <ListItem key={lead.id} disablePadding>
          <ListItemButton component={Link} to={createPath({ resource: 'forms', id: lead.id, type: 'show' })} sx={{ minHeight: TOUCH_TARGET_PX }}>
            <ListItemText
              primary={`${lead.name} · ${enumLabel('formTypes', lead.form_type)} · ${enumLabel('submissionStatuses', displayedStatus(lead.status))}`}
              secondary={`${staffDateTime(lead.created)} · ${[lead.email, lead.phone].filter(Boolean).join(' · ')}`}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </MuiList>
  )
}
