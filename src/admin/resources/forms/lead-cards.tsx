// The leads as cards on phones: who, what, when, how long a 待处理 lead has waited (即将超时/已超时), whose it
// is and the pipeline button, each card opening the lead; every target at least 44 px tall.
import { Box, Card, CardActionArea, CardActions, CardContent, Typography } from '@mui/material'
import { Link, RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { Email } from '../../ui/email'
import { useStaffNames } from './lead-assignee'
import { yuan } from './lead-status'
import { LeadClock } from './lead-urgency'
import { NextStatusButton } from './next-status-button'
import { StatusChip } from './status-chip'
import { TOUCH_TARGET_PX } from '../../layout/phone-width'

export function LeadCards() {
  const { data, isPending } = useListContext()
  const createPath = useCreatePath()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const { nameOf } = useStaffNames()
  if (isPending || !data) return null
  if (data.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('ra.navigation.no_results', { name: translate('resources.forms.name') })}
      </Typography>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((lead) => (
        <RecordContextProvider key={lead.id} value={lead}>
          <Card component="li" variant="outlined">
            <CardActionArea component={Link} to={createPath({ resource: 'forms', id: lead.id, type: 'show' })}>
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {lead.name}
                  </Typography>
                  <StatusChip />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {enumLabel('formTypes', lead.form_type)} · {staffDateTime(lead.created)}
                </Typography>
                <LeadClock lead={lead} />
                <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                  {[lead.company, lead.phone].filter(Boolean).join(' · ')}
                  {lead.company || lead.phone ? ' · ' : ''}
                  <Email address={lead.email} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.forms.urgency.assignee')}：{nameOf(lead.assignee) || translate('app.forms.urgency.unassigned')}
                  {yuan(lead.expected_value) ? ` · ${yuan(lead.expected_value)}` : ''}
                </Typography>
              </CardContent>
            </CardActionArea>
            <CardActions sx={{ pt: 0, px: 2, pb: 1.5, '&:empty': { display: 'none' }, '& .MuiButton-root': { minHeight: TOUCH_TARGET_PX } }}>
              <NextStatusButton />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  )
}
