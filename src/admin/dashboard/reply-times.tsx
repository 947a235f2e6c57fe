// 回复时效: 待处理 leads 即将超时 and 已超时 now, and the median time to 已联系 of the last 7 and 30
// days' leads (GET /api/admin/leads/response).
import { Box, Card, CardContent, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import workingHours from '@shared/working-hours.js'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../providers/data-provider'

export const replyTimesPath = '/api/admin/leads/response'

interface Median {
  medianMs: number | null
  count: number
}
export interface ReplyTimes {
  soon: number
  overdue: number
  hours: number
  days7: Median
  days30: Median
}

export function ReplyTimesPanel() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data } = useQuery({
    queryKey: ['dashboard', 'reply-times'],
    queryFn: ({ signal }) => dataProvider.send<ReplyTimes>(replyTimesPath, { signal }),
  })
  const median = (m: Median | undefined) => (m && m.medianMs !== null ? workingHours.waitedText(m.medianMs) : translate('app.dashboard.replyTimes.none'))
  const figures: [string, string, string?][] = [
    ['overdue', String(data?.overdue ?? '—'), 'error.main'],
    ['soon', String(data?.soon ?? '—'), 'warning.main'],
    ['median7', median(data?.days7)],
    ['median30', median(data?.days30)],
  ]
  return (
    <Card component="section" aria-label={translate('app.dashboard.replyTimes.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.replyTimes.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {figures.map(([key, value, color]) => (
            <Box key={key} data-figure={key}>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.dashboard.replyTimes.${key}`, { hours: data?.hours ?? 4 })}
              </Typography>
              <Typography variant="h5" component="p" sx={{ color }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}
