// The 效果分析 screen's charts (MUI X Charts, the back office's chart library, loaded only with them):
// the day-by-day trend (bars for a month or less, lines beyond), the sources with the most visitors,
// and the lead forms' funnel.
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'

export interface Series {
  key: string
  label: string
}

/** Days a range may have to be drawn as bars; a longer one is drawn as lines. */
const BAR_DAYS = 31

/** Views, visitors (and leads) per day, from 0; the x axis shows MM-DD. */
export function DailyChart({ days, series }: { days: Record<string, number | string>[]; series: Series[] }) {
  const xAxis = { dataKey: 'day', valueFormatter: (day: string) => day.slice(5), height: 36 }
  const yAxis = [{ tickMinStep: 1, width: 48, min: 0 }]
  if (days.length <= BAR_DAYS) {
    return (
      <BarChart
        height={260}
        dataset={days}
        xAxis={[{ scaleType: 'band', ...xAxis }]}
        yAxis={yAxis}
        series={series.map((entry) => ({ dataKey: entry.key, label: entry.label }))}
        margin={{ left: 8, right: 16 }}
      />
    )
  }
  return (
    <LineChart
      height={260}
      dataset={days}
      xAxis={[{ scaleType: 'point', ...xAxis }]}
      yAxis={yAxis}
      series={series.map((entry) => ({ dataKey: entry.key, label: entry.label, showMark: false }))}
      margin={{ left: 8, right: 16 }}
    />
  )
}

/** Horizontal bars per source (or per form step): one bar per series. */
export function RankChart({ rows, series, height }: { rows: Record<string, number | string>[]; series: Series[]; height?: number }) {
  return (
    <BarChart
      height={height ?? Math.max(160, 48 + rows.length * 36)}
      layout="horizontal"
      dataset={rows}
      // A label in the CJK font needs the room: a name that does not fit is shortened to nothing.
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 120 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={series.map((entry) => ({ dataKey: entry.key, label: entry.label }))}
      margin={{ left: 8, right: 16 }}
    />
  )
}
