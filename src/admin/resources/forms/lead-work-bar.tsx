// What a salesperson does to a lead, at the top of its page: its stage (a lost lead's reason beside it), the
// next step, any other stage, its 负责人 and its expected value. Each is saved at once; every target is at
// least 44 px tall on a phone.
import { Box, Chip, Typography } from '@mui/material'
import { useGetOne, useRecordContext, useTranslate } from 'react-admin'
import { LeadAssignee } from './lead-assignee'
import { LOST } from './lead-status'
import { LeadStatusMenu } from './lead-status-menu'
import { LeadValue } from './lead-value'
import { NextStatusButton } from './next-status-button'
import { StatusChip } from './status-chip'

function LostReason({ id }: { id: string }) {
  const translate = useTranslate()
  const { data } = useGetOne('lost-reasons', { id })
  if (!data) return null
  return <Chip size="small" variant="outlined" label={translate('app.forms.lost.because', { reason: data.name })} data-lost-reason />
}

export function LeadWorkBar() {
  const lead = useRecordContext()
  if (!lead) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
        {lead.name}
      </Typography>
      <StatusChip />
      {lead.status === LOST && lead.lost_reason ? <LostReason id={String(lead.lost_reason)} /> : null}
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <LeadAssignee />
        <LeadValue />
        <NextStatusButton size="medium" />
        <LeadStatusMenu />
      </Box>
    </Box>
  )
}
