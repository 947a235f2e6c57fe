// The back office home at /admin: measured figures from GET /api/admin/dashboard, the 7-day chart
// (its library loaded only here), the 效果分析 summary, the most viewed pages, quick actions and the
// newest activity.
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../providers/data-provider'
import { useRealtimeRefresh } from '../ra-data-pocketbase'
import { AnalyticsSummary } from './analytics-summary'
import { chartDays, dashboardPath, type DashboardStats } from './dashboard-figures'
import { GoLiveChecklist } from './go-live-checklist'
import { OpsHealthPanel } from './ops-health/ops-health-panel'
import { QuickActions } from './quick-actions'
import { RecentActivity } from './recent-activity'
import { ReplyTimesPanel } from './reply-times'
import { StatCards } from './stat-cards'
import { TopPages } from './top-pages'

const VisitsChart = lazy(() => import('./visits-chart'))

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

function ChartPanel({ stats, failed }: { stats: DashboardStats | undefined; failed: boolean }) {
  const translate = useTranslate()
  if (!stats) {
    return failed ? <Typography color="text.secondary">{translate('app.common.noData')}</Typography> : <Skeleton variant="rectangular" height={280} />
  }
  const days = chartDays(stats.days, stats.visitsByDay, stats.leadsByDay)
  const summary = days.map((d) => translate('app.dashboard.chart.summary', { day: d.label, visits: d.visits, leads: d.leads })).join('；')
  return (
    <Box role="img" aria-label={summary} data-chart="week">
      <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
        <VisitsChart days={days} visitsLabel={translate('app.dashboard.chart.visits')} leadsLabel={translate('app.dashboard.chart.leads')} />
      </Suspense>
    </Box>
  )
}

export function Dashboard() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => dataProvider.send<DashboardStats>(dashboardPath, { signal }),
    retry: false,
  })
  const failed = Boolean(error)
  // Live like the leads desk: a lead arriving or changing refreshes the figures and 最近动态.
  useRealtimeRefresh('forms', () => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }))
  useEffect(() => {
    // Spec section 8: a dashboard stats failure is only logged; the cards say 暂无数据.
    if (error) console.error('Dashboard stats failed', error)
  }, [error])

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <GoLiveChecklist />
      <StatCards stats={data} failed={failed} />
      <ReplyTimesPanel />
      <AnalyticsSummary />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Panel title={translate('app.dashboard.chart.title')} id="dashboard-chart">
          <ChartPanel stats={data} failed={failed} />
        </Panel>
        <Panel title={translate('app.dashboard.quickActions.title')} id="dashboard-quick-actions">
          <QuickActions />
        </Panel>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel title={translate('app.dashboard.topPages.title')} id="dashboard-top-pages">
          {data || failed ? <TopPages pages={data?.topPages} /> : <Skeleton variant="rectangular" height={160} />}
        </Panel>
        <Panel title={translate('app.dashboard.activity.title')} id="dashboard-activity">
          {data || failed ? <RecentActivity entries={data?.activity} /> : <Skeleton variant="rectangular" height={160} />}
        </Panel>
      </Box>
      <OpsHealthPanel />
    </Box>
  )
}
