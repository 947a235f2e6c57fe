// The 效果分析 screen's arithmetic, kept pure: what GET /api/admin/analytics answers, the date ranges
// staff pick (in the site's days), how each figure reads, and every table as columns that render it and
// export it alike.
import analytics from '@shared/analytics.json'
import vitals from '@shared/vitals.js'
import workingHours from '@shared/working-hours.js'
import { textTable, type ExportCell } from '../../ui/table-export'

export const analyticsPath = analytics.routes.report

/** The lead columns of a row; absent for a viewer not shown lead figures. */
export interface LeadFigures {
  leads?: number
  conversion?: number | null
  contacted?: number
  completed?: number
  completion_rate?: number | null
  median_contact_ms?: number | null
}
export interface TrafficRow extends LeadFigures {
  views: number
  visitors: number
}
export interface SourceDetail extends TrafficRow {
  medium: string
  campaign: string
  host: string
}
export interface SourceRow extends TrafficRow {
  source: string
  kind: 'utm' | 'referrer' | 'unrecorded'
  details: SourceDetail[]
}
export interface CourseRow extends TrafficRow {
  course: string
  path: string
  title: string
  handbook: number
  registrations?: number
  consultations?: number
}
export interface PageRow extends TrafficRow {
  path: string
  title: string
}
export interface FormRow {
  form: string
  path: string
  title: string
  opened: number
  started: number
  submitted: number
}
export interface SpeedFigures {
  samples: number
  lcp_p75: number | null
  inp_p75: number | null
  cls_p75: number | null
  lcp_samples: number
  inp_samples: number
  cls_samples: number
}
export interface SpeedRow extends SpeedFigures {
  path: string
  title: string
  families: (SpeedFigures & { family: string })[]
}
export interface AnalyticsReport {
  from: string
  to: string
  timezone: string
  totals: TrafficRow
  sources: SourceRow[]
  courses: CourseRow[]
  pages: PageRow[]
  daily: { day: string; views: number; visitors: number; leads?: number }[]
  families: { family: string; views: number; visitors: number }[]
  /** Absent for a viewer not shown lead figures. */
  forms?: FormRow[]
  handbook: { path: string; title: string; requested: number }[]
  vitals: SpeedRow[]
  vitals_families: (SpeedFigures & { family: string })[]
}

export type Metric = 'lcp' | 'inp' | 'cls'
export const metrics: Metric[] = ['lcp', 'inp', 'cls']
export type Rating = 'good' | 'needsImprovement' | 'poor'

// ---- ranges -------------------------------------------------------------------------------------

export type Preset = 'today' | 'days7' | 'days30' | 'custom'
export interface DayRange {
  from: string
  to: string
}

const DAY_MS = 86_400_000

/** The calendar day `n` days after `day` (YYYY-MM-DD). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** The range of a preset ending `today` (the site's day): today, the last 7 or the last 30 days. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): DayRange {
  const days = preset === 'today' ? 1 : preset === 'days7' ? 7 : 30
  return { from: shiftDay(today, -(days - 1)), to: today }
}

/** Which preset a range is, or custom. */
export function presetOf(range: DayRange, today: string): Preset {
  for (const preset of ['today', 'days7', 'days30'] as const) {
    const candidate = presetRange(preset, today)
    if (candidate.from === range.from && candidate.to === range.to) return preset
  }
  return 'custom'
}

/** Why a chosen range cannot be asked for (the server's own rules and messages), or null. */
export function rangeProblem(range: DayRange): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/
  if (!day.test(range.from) || !day.test(range.to)) return analytics.messages.invalidDay
  if (range.from > range.to) return analytics.messages.rangeReversed
  if (shiftDay(range.from, analytics.maxRangeDays - 1) < range.to) return analytics.messages.rangeTooLong.replace('{max}', String(analytics.maxRangeDays))
  return null
}

// ---- how figures read ---------------------------------------------------------------------------

const integer = new Intl.NumberFormat('zh-CN')

/** 12,345; — for a missing figure. */
export function count(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : integer.format(value)
}

/** 12.5%; — without a denominator. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 1000) / 10}%`
}

/** 2 小时 5 分 (the leads desk's wording); — without any contacted lead. */
export function duration(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : workingHours.waitedText(ms)
}

/** The words of the speed units, in the back office's language. */
export interface SpeedUnits {
  seconds: string
  milliseconds: string
}

/** A speed figure as staff read it: LCP in seconds, INP in milliseconds, CLS as is; — without samples. */
export function speed(metric: Metric, value: number | null | undefined, units: SpeedUnits): string {
  if (value === null || value === undefined) return '—'
  if (metric === 'lcp') return `${(value / 1000).toFixed(1)} ${units.seconds}`
  if (metric === 'inp') return `${value} ${units.milliseconds}`
  return String(value)
}

export function rating(metric: Metric, value: number | null | undefined): Rating | null {
  return vitals.rating(metric, value ?? null) as Rating | null
}

/** Started and submitted as shares of opened. */
export function dropOff(row: FormRow): { startedShare: number | null; submittedShare: number | null } {
  return { startedShare: row.opened > 0 ? row.started / row.opened : null, submittedShare: row.opened > 0 ? row.submitted / row.opened : null }
}

// ---- tables -------------------------------------------------------------------------------------

/** One column of a table: its heading, its cell as text, and whether it is a number (right-aligned). */
export interface Column<Row> {
  key: string
  label: string
  text: (row: Row) => string
  numeric?: boolean
  /** A lead figure: left out when the answer has none. */
  lead?: boolean
}

/** The columns a viewer is shown: without the lead columns when the answer holds no lead figures. */
export function visibleColumns<Row>(columns: Column<Row>[], showsLeads: boolean): Column<Row>[] {
  return showsLeads ? columns : columns.filter((column) => !column.lead)
}

/** The export of a table: the headings, then each row's cells, as they read on screen. */
export function exportTable<Row>(columns: Column<Row>[], rows: readonly Row[]): ExportCell[][] {
  return textTable([columns.map((column) => column.label), ...rows.map((row) => columns.map((column) => column.text(row)))])
}

/** The columns every traffic table shares: views, visitors, then what became of the leads. */
export function trafficColumns<Row extends TrafficRow>(label: (key: string) => string): Column<Row>[] {
  return [
    { key: 'views', label: label('views'), text: (row) => count(row.views), numeric: true },
    { key: 'visitors', label: label('visitors'), text: (row) => count(row.visitors), numeric: true },
    { key: 'leads', label: label('leads'), text: (row) => count(row.leads), numeric: true, lead: true },
    { key: 'conversion', label: label('conversion'), text: (row) => percent(row.conversion), numeric: true, lead: true },
    { key: 'contacted', label: label('contacted'), text: (row) => count(row.contacted), numeric: true, lead: true },
    { key: 'completed', label: label('completed'), text: (row) => count(row.completed), numeric: true, lead: true },
    { key: 'completion_rate', label: label('completionRate'), text: (row) => percent(row.completion_rate), numeric: true, lead: true },
    { key: 'median_contact_ms', label: label('medianContact'), text: (row) => duration(row.median_contact_ms), numeric: true, lead: true },
  ]
}

/** The speed columns: samples and each metric's p75. */
export function speedColumns<Row extends SpeedFigures>(label: (key: string) => string, units: SpeedUnits): Column<Row>[] {
  return [
    { key: 'samples', label: label('samples'), text: (row) => count(row.samples), numeric: true },
    ...metrics.map((metric) => ({ key: `${metric}_p75`, label: label(metric), text: (row: Row) => speed(metric, row[`${metric}_p75`], units), numeric: true })),
  ]
}

/** Whether the answer carries lead figures (sales and admins; editors will not get them). */
export function hasLeadFigures(report: AnalyticsReport): boolean {
  return report.totals.leads !== undefined
}
