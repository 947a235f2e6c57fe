// The dashboard's 效果分析 card: the last 7 days' visitors and leads, the sources that brought most
// visitors, and how fast pages were inside WeChat (LCP p75), with a link to the screen.
import { Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material'
import analytics from '@shared/analytics.json'
import { useQuery } from '@tanstack/react-query'
import { LinkBase, useCreatePath, useDataProvider, useTranslate } from 'react-admin'
import { staffDay } from '../format/staff-time'
import type { StaffDataProvider } from '../providers/data-provider'
import { useEnumLabel } from '../providers/enum-labels'
import { analyticsPath, count, hasLeadFigures, presetRange, rating, speed, type AnalyticsReport } from '../resources/analytics/analytics-figures'

const TOP_SOURCES = 3
const ratingColor = { good: 'success', needsImprovement: 'warning', poor: 'error' } as const

export function AnalyticsSummary() {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const createPath = useCreatePath()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const range = presetRange('days7', staffDay(new Date()))
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'analytics', range.from, range.to],
    queryFn: ({ signal }) => dataProvider.send<AnalyticsReport>(`${analyticsPath}?from=${range.from}&to=${range.to}`, { signal }),
    retry: false,
  })
  const wechat = data?.vitals_families.find((row) => row.family === 'wechat')
  const grade = rating('lcp', wechat?.lcp_p75)
  const units = { seconds: translate('app.analytics.speed.seconds'), milliseconds: translate('app.analytics.speed.milliseconds') }
  const leads = data ? hasLeadFigures(data) : false

  return (
    <Card component="section" aria-labelledby="dashboard-analytics" variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="dashboard-analytics">
            {translate('app.analytics.card.title')}
          </Typography>
          <Button component={LinkBase} to={createPath({ resource: 'analytics', type: 'list' })} size="small">
            {translate('app.analytics.card.open')}
          </Button>
        </Box>
        {error ? (
          <Typography color="text.secondary">{translate('app.common.noData')}</Typography>
        ) : !data ? (
          <Skeleton variant="rectangular" height={96} />
        ) : data.totals.views === 0 ? (
          <Typography color="text.secondary">{translate('app.analytics.card.none')}</Typography>
        ) : (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}>
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate('app.analytics.card.visitors')}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }} data-card="visitors">
                  {count(data.totals.visitors)}
                </Typography>
              </Box>
              {leads && (
                <Box>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate('app.analytics.card.leads')}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }} data-card="leads">
                    {count(data.totals.leads)}
                  </Typography>
                </Box>
              )}
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate('app.analytics.card.wechatLcp')}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }} data-card="wechat-lcp">
                  {grade ? (
                    <Chip color={ratingColor[grade]} variant="outlined" label={`${speed('lcp', wechat?.lcp_p75, units)} · ${translate(`app.analytics.speed.${grade}`)}`} />
                  ) : (
                    '—'
                  )}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('app.analytics.card.topSources')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {data.sources.slice(0, TOP_SOURCES).map((row) => (
                <li key={`${row.kind}:${row.source}`} data-source={row.source}>
                  {enumLabel('trafficSources', row.source === '' ? analytics.sources.unrecorded : row.source)}：{translate('app.analytics.card.visitors')} {count(row.visitors)}
                  {leads && `，${translate('app.analytics.card.leads')} ${count(row.leads)}`}
                </li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  )
}
