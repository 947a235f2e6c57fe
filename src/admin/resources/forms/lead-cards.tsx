// The leads as cards on phones: who, what, when and the pipeline button, each opening the lead.
import { Box, Card, CardActionArea, CardActions, CardContent, Typography } from '@mui/material'
import { Link, RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { NextStatusButton } from './next-status-button'
import { StatusChip } from './status-chip'

export function LeadCards() {
  const { data, isPending } = useListContext()
  const createPath = useCreatePath()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
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
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {[lead.company, lead.phone, lead.email].filter(Boolean).join(' · ')}
                </Typography>
              </CardContent>
            </CardActionArea>
            <CardActions sx={{ pt: 0, px: 2, pb: 1.5, '&:empty': { display: 'none' } }}>
              <NextStatusButton />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  )
}
