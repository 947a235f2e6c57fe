// 联系人 on a lead's page: the person it was grouped under (by phone or e-mail, or by a merge), their company,
// how many leads they sent, the others linked, and their page (to rename, merge or unmerge).
import { Box, Button, Typography } from '@mui/material'
import { Link, useCreatePath, useGetOne, useTranslate, type RaRecord } from 'react-admin'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { LeadLinks, rootOf, useGroupLeads } from './contact-parts'

export function LeadContactPanel({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  useRealtimeRefresh('contacts')
  const { data: contact } = useGetOne('contacts', { id: lead.contact }, { enabled: Boolean(lead.contact) })
  const root = contact ? rootOf(contact) : undefined
  const { data: group } = useGetOne('contacts', { id: root ?? '' }, { enabled: Boolean(root) && root !== contact?.id })
  const shown = group ?? contact
  const { data: leads = [], total = 0 } = useGroupLeads(root)
  if (!lead.contact || !shown) return <Typography color="text.secondary">{translate('app.contacts.panel.pending')}</Typography>
  const others = leads.filter((other) => other.id !== lead.id)
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {shown.name}
          {shown.company ? ` · ${shown.company}` : ''}
        </Typography>
        <Button component={Link} to={createPath({ resource: 'contacts', id: shown.id, type: 'show' })} size="small" sx={{ minHeight: { xs: 44, sm: 32 } }}>
          {translate('app.contacts.panel.open')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.contacts.panel.leads', { smart_count: total })}
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.contacts.panel.noOthers')}
        </Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{translate('app.contacts.panel.others')}</Typography>
          <LeadLinks leads={others} />
        </Box>
      )}
    </Box>
  )
}
