// The leads desk's stat cards, counted by the server over every lead (not one page).
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'

export interface LeadStatsFigures {
  total: number
  pending: number
  contacted: number
  completed: number
  conversionRate: number
}

export const leadStatsPath = '/api/admin/forms/stats'

const cards: { key: keyof LeadStatsFigures; label: string; suffix?: string }[] = [
  { key: 'total', label: 'app.forms.stats.total' },
  { key: 'pending', label: 'app.forms.stats.pending' },
  { key: 'contacted', label: 'app.forms.stats.contacted' },
  { key: 'completed', label: 'app.forms.stats.completed' },
  { key: 'conversionRate', label: 'app.forms.stats.conversionRate', suffix: '%' },
]

export function LeadStats() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  // Keyed under `forms` so the realtime refresh of the leads also refreshes the figures.
  const { data, isError } = useQuery({
    queryKey: ['forms', 'stats'],
    queryFn: ({ signal }) => dataProvider.send<LeadStatsFigures>(leadStatsPath, { signal }),
  })
  return (
    <Box
      component="section"
      aria-label={translate('app.forms.stats.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }, mt: 2 }}
    >
      {cards.map(({ key, label, suffix }) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" data-stat={key}>
              {data ? `${data[key]}${suffix ?? ''}` : isError ? translate('app.common.noData') : <Skeleton width={48} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}
