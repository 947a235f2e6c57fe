// The back office home at /admin: measured figures from GET /api/admin/dashboard, the 7-day chart
// (its library loaded only here), the most viewed pages, quick actions and the newest activity; each role
// sees its own part of them (the roles table).
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../providers/data-provider'
import { useAccess } from '../providers/staff-session'
import { useRealtimeRefresh } from '../ra-data-pocketbase'
import { chartDays, dashboardPath, type DashboardAnswer } from './dashboard-figures'
import { GoLiveChecklist, goLivePath } from './go-live-checklist'
import { opsHealthPath } from './ops-health/ops-health'
import { OpsHealthPanel } from './ops-health/ops-health-panel'
import { QuickActions, quickActionTiles } from './quick-actions'
import { RecentActivity } from './recent-activity'
import { ReplyTimesPanel, replyTimesPath } from './reply-times'
import { StatCards } from './stat-cards'
import { TopPages } from './top-pages'
import { PrivacyBacklogAlert } from '../resources/privacy/privacy-backlog'

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

/** The chart's lines the role is shown: visits, leads, or both (none: no chart). */
type ChartLines = { visits: boolean; leads: boolean }

/** The chart's words for its lines: both, visits alone, leads alone. */
function chartWords(lines: ChartLines) {
  if (lines.visits && lines.leads) return { title: 'app.dashboard.chart.title', summary: 'app.dashboard.chart.summary' }
  return lines.visits
    ? { title: 'app.dashboard.chart.titleVisits', summary: 'app.dashboard.chart.summaryVisits' }
    : { title: 'app.dashboard.chart.titleLeads', summary: 'app.dashboard.chart.summaryLeads' }
}

function ChartPanel({ stats, failed, lines }: { stats: DashboardAnswer | undefined; failed: boolean; lines: ChartLines }) {
  const translate = useTranslate()
  if (!stats) {
    return failed ? <Typography color="text.secondary">{translate('app.common.noData')}</Typography> : <Skeleton variant="rectangular" height={280} />
  }
  const days = chartDays(stats.days, stats.visitsByDay, stats.leadsByDay)
  const summary = days.map((d) => translate(chartWords(lines).summary, { day: d.label, visits: d.visits, leads: d.leads })).join('；')
  const series = [
    ...(lines.visits ? [{ dataKey: 'visits' as const, label: translate('app.dashboard.chart.visits') }] : []),
    ...(lines.leads ? [{ dataKey: 'leads' as const, label: translate('app.dashboard.chart.leads') }] : []),
  ]
  return (
    <Box role="img" aria-label={summary} data-chart="week">
      <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
        <VisitsChart days={days} series={series} />
      </Suspense>
    </Box>
  )
}

/** Live like the leads desk: a lead arriving or changing refreshes the figures (for the roles shown leads). */
function LiveLeads() {
  const queryClient = useQueryClient()
  useRealtimeRefresh('forms', () => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }))
  return null
}

/**
 * The dashboard of the signed-in role: the figures the server answers it (the roles table's `dashboard`), and
 * the panels whose routes the role may use (上线前还需完成, 回复时效, 运行状态) or whose screens it may open.
 */
export function Dashboard() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { shows, mayUse, can } = useAccess()
  const { data, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => dataProvider.send<DashboardAnswer>(dashboardPath, { signal }),
    retry: false,
  })
  const failed = Boolean(error)
  useEffect(() => {
    // Spec section 8: a dashboard stats failure is only logged; the cards say 暂无数据.
    if (error) console.error('Dashboard stats failed', error)
  }, [error])
  const lines = { visits: shows('visits'), leads: shows('leads') }
  const hasChart = lines.visits || lines.leads
  const hasQuickActions = quickActionTiles.some(({ resource }) => can(resource, 'list'))

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      {lines.leads && <LiveLeads />}
      {mayUse(`GET ${goLivePath}`) && <GoLiveChecklist />}
      {shows('privacy') && <PrivacyBacklogAlert backlog={data?.privacy} />}
      <StatCards stats={data} failed={failed} shows={shows} />
      {mayUse(`GET ${replyTimesPath}`) && <ReplyTimesPanel />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: hasChart && hasQuickActions ? '2fr 1fr' : '1fr' } }}>
        {hasChart && (
          <Panel title={translate(chartWords(lines).title)} id="dashboard-chart">
            <ChartPanel stats={data} failed={failed} lines={lines} />
          </Panel>
        )}
        {hasQuickActions && (
          <Panel title={translate('app.dashboard.quickActions.title')} id="dashboard-quick-actions">
            <QuickActions />
          </Panel>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: lines.visits ? '1fr 1fr' : '1fr' } }}>
        {lines.visits && (
          <Panel title={translate('app.dashboard.topPages.title')} id="dashboard-top-pages">
            {data || failed ? <TopPages pages={data?.topPages} /> : <Skeleton variant="rectangular" height={160} />}
          </Panel>
        )}
        <Panel title={translate('app.dashboard.activity.title')} id="dashboard-activity">
          {data || failed ? <RecentActivity entries={data?.activity} /> : <Skeleton variant="rectangular" height={160} />}
        </Panel>
      </Box>
      {mayUse(`GET ${opsHealthPath}`) && <OpsHealthPanel />}
    </Box>
  )
}
