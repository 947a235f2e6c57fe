// The leads desk's stat cards, counted by the server over every lead (not one page): the spec's five (总提交数,
// 待处理, 已联系, 已完成, 转化率 = won / total) with the stages staff added, and the won and open values.
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { yuan } from './lead-status'

export interface LeadStatsFigures {
  total: number
  pending: number
  contacted: number
  quoted: number
  completed: number
  lost: number
  conversionRate: number
  wonValue: number
  openValue: number
}

export const leadStatsPath = '/api/admin/forms/stats'

const cards: { key: keyof LeadStatsFigures; label: string; show?: (value: number) => string }[] = [
  { key: 'total', label: 'app.forms.stats.total' },
  { key: 'pending', label: 'app.forms.stats.pending' },
  { key: 'contacted', label: 'app.forms.stats.contacted' },
  { key: 'quoted', label: 'app.forms.stats.quoted' },
  { key: 'completed', label: 'app.forms.stats.completed' },
  { key: 'lost', label: 'app.forms.stats.lost' },
  { key: 'conversionRate', label: 'app.forms.stats.conversionRate', show: (value) => `${value}%` },
  { key: 'wonValue', label: 'app.forms.stats.wonValue', show: (value) => yuan(value) || '¥0' },
  { key: 'openValue', label: 'app.forms.stats.openValue', show: (value) => yuan(value) || '¥0' },
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
      // Two a row on a phone, then as many of at least 140 px as fit.
      sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(140px, 1fr))' }, mt: 2 }}
    >
      {cards.map(({ key, label, show }) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" data-stat={key}>
              {data ? (show ? show(data[key]) : data[key]) : isError ? translate('app.common.noData') : <Skeleton width={48} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}
