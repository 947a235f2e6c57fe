// 效果分析 at /admin/analytics: which channel brings visitors and leads, and what became of the leads (by
// source with its media, campaigns and referring sites; by course and landing page), how far visitors get
// with each lead form, and how fast real visitors saw each page (p75 per route and browser family). The
// range (today, 7 or 30 days, or chosen; the site's days) and the tab live in the address, so a view can
// be bookmarked and shared. Figures from GET /api/admin/analytics; every table exports as CSV or .xlsx.
import { Alert, Box, Card, CardContent, Chip, Skeleton, Tab, Tabs, TextField, ToggleButton, ToggleButtonGroup, Typography, Button } from '@mui/material'
import analytics from '@shared/analytics.json'
import beacons from '@shared/beacons.json'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { staffDay } from '../../format/staff-time'
import type { StaffDataProvider } from '../../providers/data-provider'
import { useEnumLabel } from '../../providers/enum-labels'
import { textTable } from '../../ui/table-export'
import {
  analyticsPath,
  count,
  dropOff,
  hasLeadFigures,
  metrics,
  percent,
  presetOf,
  presetRange,
  rangeProblem,
  rating,
  speed,
  speedColumns,
  trafficColumns,
  visibleColumns,
  type AnalyticsReport,
  type CourseRow,
  type DayRange,
  type FormRow,
  type Metric,
  type PageRow,
  type Preset,
  type SourceDetail,
  type SourceRow,
  type SpeedFigures,
  type SpeedRow,
  type SpeedUnits,
  type TrafficRow,
} from './analytics-figures'
import { FigureTable, type ScreenColumn } from './figure-table'

const DailyChart = lazy(() => import('./analytics-charts').then((module) => ({ default: module.DailyChart })))
const RankChart = lazy(() => import('./analytics-charts').then((module) => ({ default: module.RankChart })))

const TABS = ['sources', 'courses', 'forms', 'speed'] as const
type TabName = (typeof TABS)[number]
const PRESETS = ['today', 'days7', 'days30', 'custom'] as const
/** Sources the chart shows; the table lists them all. */
const CHART_SOURCES = 8

const ratingColor = { good: 'success', needsImprovement: 'warning', poor: 'error' } as const

function useLabels() {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const column = (key: string) => translate(`app.analytics.columns.${key}`)
  // A source the rules named, in the back office's language; a UTM source as it was sent.
  const source = (name: string) => enumLabel('trafficSources', name === '' ? analytics.sources.unrecorded : name)
  const family = (key: string) => enumLabel('browserFamilies', key)
  const form = (key: string) => (key === beacons.formSteps.handbook.form ? translate('app.analytics.handbookForm') : enumLabel('formTypes', key))
  const units: SpeedUnits = { seconds: translate('app.analytics.speed.seconds'), milliseconds: translate('app.analytics.speed.milliseconds') }
  return { translate, column, source, family, form, units }
}

function Panel({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} id={id}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {title && (
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  )
}

function ChartBox({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={summary} sx={{ minWidth: 0 }}>
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>{children}</Suspense>
    </Box>
  )
}

/** The range bar: presets, or two days and 查询; the range goes into the address. */
function RangeBar({ range, today, onChange, timezone }: { range: DayRange; today: string; onChange: (range: DayRange) => void; timezone: string }) {
  const { translate } = useLabels()
  const preset = presetOf(range, today)
  const [custom, setCustom] = useState(preset === 'custom')
  const [draft, setDraft] = useState(range)
  const problem = rangeProblem(draft)
  const choose = (_: unknown, value: Preset | null) => {
    if (!value) return
    if (value === 'custom') {
      setCustom(true)
      setDraft(range)
      return
    }
    setCustom(false)
    onChange(presetRange(value, today))
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={custom ? 'custom' : preset} onChange={choose} aria-label={translate('app.analytics.range.label')} sx={{ flexWrap: 'wrap' }}>
          {PRESETS.map((name) => (
            <ToggleButton key={name} value={name}>
              {translate(`app.analytics.range.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {custom && (
          <Box
            component="form"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            onSubmit={(event) => {
              event.preventDefault()
              if (!problem) onChange(draft)
            }}
          >
            <TextField size="small" type="date" label={translate('app.analytics.range.from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="date" label={translate('app.analytics.range.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <Button type="submit" variant="contained" disabled={problem !== null}>
              {translate('app.analytics.range.apply')}
            </Button>
          </Box>
        )}
      </Box>
      {custom && problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.analytics.range.note', { timezone, from: range.from, to: range.to })}
      </Typography>
    </Box>
  )
}

function Totals({ report }: { report: AnalyticsReport }) {
  const { column } = useLabels()
  const totals = report.totals
  const figures: [string, string][] = [
    ['views', count(totals.views)],
    ['visitors', count(totals.visitors)],
  ]
  if (hasLeadFigures(report)) {
    figures.push(
      ['leads', count(totals.leads)],
      ['conversion', percent(totals.conversion)],
      ['contacted', count(totals.contacted)],
      ['completed', count(totals.completed)],
      ['completionRate', percent(totals.completion_rate)],
      ['medianContact', trafficColumns(column).find((entry) => entry.key === 'median_contact_ms')!.text(totals)],
    )
  }
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, m: 0 }}>
      {figures.map(([key, value]) => (
        <Card key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {column(key)}
          </Typography>
          <Typography component="dd" variant="h5" data-total={key} sx={{ m: 0 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  )
}

function SourcesTab({ report, range }: { report: AnalyticsReport; range: DayRange }) {
  const { translate, column, source } = useLabels()
  const leads = hasLeadFigures(report)
  const kind = (row: SourceRow) => translate(`app.analytics.kinds.${row.kind}`)
  const columns: ScreenColumn<SourceRow>[] = [
    { key: 'source', label: column('source'), text: (row) => source(row.source) },
    { key: 'kind', label: column('kind'), text: kind },
    ...visibleColumns(trafficColumns<SourceRow>(column), leads),
  ]
  const none = translate('app.analytics.anyDetail')
  const detailColumns: ScreenColumn<SourceDetail>[] = [
    { key: 'medium', label: column('medium'), text: (row) => row.medium || none },
    { key: 'campaign', label: column('campaign'), text: (row) => row.campaign || none },
    { key: 'host', label: column('host'), text: (row) => row.host || none },
    ...visibleColumns(trafficColumns<SourceDetail>(column), leads),
  ]
  // The export: each source's total, then its details, one flat table.
  const exportCells = () => {
    const figures = visibleColumns(trafficColumns<TrafficRow>(column), leads)
    const rows: unknown[][] = [[column('source'), column('kind'), column('medium'), column('campaign'), column('host'), ...figures.map((entry) => entry.label)]]
    for (const row of report.sources) {
      rows.push([source(row.source), kind(row), '', '', '', ...figures.map((entry) => entry.text(row))])
      for (const detail of row.details) rows.push([source(row.source), kind(row), detail.medium, detail.campaign, detail.host, ...figures.map((entry) => entry.text(detail))])
    }
    return textTable(rows)
  }
  const top = report.sources.slice(0, CHART_SOURCES)
  const series = [{ key: 'visitors', label: column('visitors') }, ...(leads ? [{ key: 'leads', label: column('leads') }] : [])]
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {top.length > 0 && (
        <ChartBox summary={top.map((row) => translate('app.analytics.charts.sourceSummary', { source: source(row.source), visitors: row.visitors })).join('；')}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.analytics.charts.sources')}
          </Typography>
          <RankChart rows={top.map((row) => ({ name: source(row.source), visitors: row.visitors, leads: row.leads ?? 0 }))} series={series} />
        </ChartBox>
      )}
      <FigureTable<SourceRow, SourceDetail>
        title={translate('app.analytics.tables.sources')}
        help={translate('app.analytics.help.sources')}
        columns={columns}
        rows={report.sources}
        rowKey={(row) => `${row.kind}:${row.source}`}
        rowLabel={(row) => source(row.source)}
        details={(row) => ({ columns: detailColumns, rows: row.details, key: (detail) => `${detail.medium}|${detail.campaign}|${detail.host}` })}
        exportCells={exportCells}
        range={range}
      />
    </Box>
  )
}

function CoursesTab({ report, range }: { report: AnalyticsReport; range: DayRange }) {
  const { translate, column } = useLabels()
  const leads = hasLeadFigures(report)
  const [views, visitors, ...leadColumns] = trafficColumns<CourseRow>(column)
  const courseColumns: ScreenColumn<CourseRow>[] = visibleColumns<CourseRow>(
    [
      { key: 'course', label: column('course'), text: (row) => row.title },
      views,
      visitors,
      { key: 'handbook', label: column('handbook'), text: (row) => count(row.handbook), numeric: true },
      { key: 'registrations', label: column('registrations'), text: (row) => count(row.registrations), numeric: true, lead: true },
      { key: 'consultations', label: column('consultations'), text: (row) => count(row.consultations), numeric: true, lead: true },
      ...leadColumns,
    ],
    leads,
  )
  const pageColumns: ScreenColumn<PageRow>[] = [
    { key: 'page', label: column('page'), text: (row) => row.title || row.path },
    { key: 'path', label: column('path'), text: (row) => row.path },
    ...visibleColumns(trafficColumns<PageRow>(column), leads),
  ]
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FigureTable title={translate('app.analytics.tables.courses')} help={translate('app.analytics.help.courses')} columns={courseColumns} rows={report.courses} rowKey={(row) => row.course} range={range} />
      <FigureTable title={translate('app.analytics.tables.pages')} help={translate('app.analytics.help.pages')} columns={pageColumns} rows={report.pages} rowKey={(row) => row.path} range={range} />
    </Box>
  )
}

function FormsTab({ report, range }: { report: AnalyticsReport; range: DayRange }) {
  const { translate, column, form } = useLabels()
  const forms = report.forms ?? []
  const formColumns: ScreenColumn<FormRow>[] = [
    { key: 'form', label: column('form'), text: (row) => form(row.form) },
    { key: 'page', label: column('page'), text: (row) => row.title || row.path },
    { key: 'opened', label: column('opened'), text: (row) => count(row.opened), numeric: true },
    { key: 'started', label: column('started'), text: (row) => count(row.started), numeric: true },
    { key: 'startedShare', label: column('startedShare'), text: (row) => percent(dropOff(row).startedShare), numeric: true },
    { key: 'submitted', label: column('submitted'), text: (row) => count(row.submitted), numeric: true },
    { key: 'submittedShare', label: column('submittedShare'), text: (row) => percent(dropOff(row).submittedShare), numeric: true },
  ]
  const handbookColumns: ScreenColumn<AnalyticsReport['handbook'][number]>[] = [
    { key: 'page', label: column('page'), text: (row) => row.title || row.path },
    { key: 'requested', label: column('requested'), text: (row) => count(row.requested), numeric: true },
  ]
  // The funnel per form type, all its pages together.
  const byForm = new Map<string, { opened: number; started: number; submitted: number }>()
  for (const row of forms) {
    const sum = byForm.get(row.form) ?? { opened: 0, started: 0, submitted: 0 }
    byForm.set(row.form, { opened: sum.opened + row.opened, started: sum.started + row.started, submitted: sum.submitted + row.submitted })
  }
  const funnel = [...byForm.entries()].map(([name, sums]) => ({ name: form(name), ...sums }))
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {funnel.length > 0 && (
        <ChartBox summary={funnel.map((row) => `${row.name}：${translate('app.analytics.charts.funnelSummary', row)}`).join('；')}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.analytics.charts.funnel')}
          </Typography>
          <RankChart rows={funnel} series={beacons.formSteps.steps.map((step) => ({ key: step, label: column(step) }))} height={Math.max(180, 60 + funnel.length * 72)} />
        </ChartBox>
      )}
      <FigureTable title={translate('app.analytics.tables.forms')} help={translate('app.analytics.help.forms')} columns={formColumns} rows={forms} rowKey={(row) => `${row.form}:${row.path}`} range={range} />
      <FigureTable title={translate('app.analytics.tables.handbook')} columns={handbookColumns} rows={report.handbook} rowKey={(row) => row.path} range={range} />
    </Box>
  )
}

/** A p75 with its rating as a coloured chip (the export reads "2.6 秒（良好）"). */
function speedColumnsWithRatings<Row extends SpeedFigures>(label: (key: string) => string, units: SpeedUnits, ratingLabel: (key: string) => string): ScreenColumn<Row>[] {
  return speedColumns<Row>(label, units).map((entry) => {
    const metric = entry.key.replace('_p75', '') as Metric
    if (!metrics.includes(metric)) return entry
    const value = (row: Row) => row[`${metric}_p75`]
    return {
      ...entry,
      text: (row: Row) => {
        const grade = rating(metric, value(row))
        return grade ? `${speed(metric, value(row), units)}（${ratingLabel(grade)}）` : speed(metric, value(row), units)
      },
      render: (row: Row) => {
        const grade = rating(metric, value(row))
        if (!grade) return '—'
        return <Chip size="small" variant="outlined" color={ratingColor[grade]} label={`${speed(metric, value(row), units)} · ${ratingLabel(grade)}`} data-rating={grade} />
      },
    }
  })
}

function SpeedTab({ report, range }: { report: AnalyticsReport; range: DayRange }) {
  const { translate, column, family, units } = useLabels()
  const ratingLabel = (grade: string) => translate(`app.analytics.speed.${grade}`)
  const figures = <Row extends SpeedFigures>() => speedColumnsWithRatings<Row>(column, units, ratingLabel)
  const routeColumns: ScreenColumn<SpeedRow>[] = [{ key: 'page', label: column('page'), text: (row) => row.title || row.path }, ...figures<SpeedRow>()]
  type FamilyRow = SpeedFigures & { family: string }
  const familyColumns: ScreenColumn<FamilyRow>[] = [{ key: 'family', label: column('family'), text: (row) => family(row.family) }, ...figures<FamilyRow>()]
  const limits = analytics.vitals
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="info" variant="outlined">
        {translate('app.analytics.help.speed')}
        <br />
        {translate('app.analytics.speed.thresholds', {
          lcpGood: limits.lcp.good / 1000,
          lcpPoor: limits.lcp.poor / 1000,
          inpGood: limits.inp.good,
          inpPoor: limits.inp.poor,
          clsGood: limits.cls.good,
          clsPoor: limits.cls.poor,
        })}
      </Alert>
      {report.vitals.length === 0 && <Typography color="text.secondary">{translate('app.analytics.speed.noSamples')}</Typography>}
      <FigureTable<FamilyRow>
        title={translate('app.analytics.tables.speedByFamily')}
        columns={familyColumns}
        rows={report.vitals_families}
        rowKey={(row) => row.family}
        range={range}
      />
      <FigureTable<SpeedRow, FamilyRow>
        title={translate('app.analytics.tables.speedByRoute')}
        columns={routeColumns}
        rows={report.vitals}
        rowKey={(row) => row.path}
        rowLabel={(row) => row.title || row.path}
        details={(row) => ({ columns: familyColumns, rows: row.families, key: (detail) => detail.family })}
        range={range}
      />
    </Box>
  )
}

function DailyPanel({ report }: { report: AnalyticsReport }) {
  const { translate, column } = useLabels()
  const leads = hasLeadFigures(report)
  const series = [
    { key: 'views', label: column('views') },
    { key: 'visitors', label: column('visitors') },
    ...(leads ? [{ key: 'leads', label: column('leads') }] : []),
  ]
  const summary = report.daily
    .map((day) => translate('app.analytics.charts.dailySummary', day) + (leads ? translate('app.analytics.charts.dailyLeads', { leads: day.leads ?? 0 }) : ''))
    .join('；')
  return (
    <Panel title={translate('app.analytics.charts.daily')}>
      <ChartBox summary={summary}>
        <DailyChart days={report.daily.map((day) => ({ ...day }))} series={series} />
      </ChartBox>
    </Panel>
  )
}

function isTab(value: string | null): value is TabName {
  return TABS.includes(value as TabName)
}

export function AnalyticsPage() {
  const { translate } = useLabels()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [params, setParams] = useSearchParams()
  const today = staffDay(new Date())
  const fallback = presetRange('days30', today)
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to }
  const range = rangeProblem(asked) ? fallback : asked
  const requested = params.get('tab')
  const { data, error, isPending } = useQuery({
    queryKey: ['analytics', range.from, range.to],
    queryFn: ({ signal }) => dataProvider.send<AnalyticsReport>(`${analyticsPath}?from=${range.from}&to=${range.to}`, { signal }),
    retry: false,
  })
  const tabs = TABS.filter((name) => name !== 'forms' || !data || data.forms !== undefined)
  const tab: TabName = isTab(requested) && tabs.includes(requested) ? requested : 'sources'
  const update = (changes: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...changes }, { replace: true })

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 2, minWidth: 0 }}>
      <Title title={translate('app.analytics.title')} />
      <Panel>
        <RangeBar key={`${range.from}:${range.to}`} range={range} today={today} timezone={data?.timezone ?? ''} onChange={(next) => update({ from: next.from, to: next.to })} />
      </Panel>
      {error ? (
        <Alert severity="error">{translate('app.analytics.failed')}</Alert>
      ) : isPending || !data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <>
          <Totals report={data} />
          <DailyPanel report={data} />
          <Card variant="outlined" sx={{ minWidth: 0 }}>
            <Tabs
              value={tab}
              onChange={(_, value: TabName) => update({ tab: value })}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={translate('app.analytics.tabs.label')}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {tabs.map((name) => (
                <Tab key={name} value={name} label={translate(`app.analytics.tabs.${name}`)} id={`analytics-tab-${name}`} aria-controls={`analytics-panel-${name}`} />
              ))}
            </Tabs>
            <CardContent role="tabpanel" id={`analytics-panel-${tab}`} aria-labelledby={`analytics-tab-${tab}`} sx={{ minWidth: 0 }}>
              {tab === 'sources' && <SourcesTab report={data} range={range} />}
              {tab === 'courses' && <CoursesTab report={data} range={range} />}
              {tab === 'forms' && <FormsTab report={data} range={range} />}
              {tab === 'speed' && <SpeedTab report={data} range={range} />}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  )
}
