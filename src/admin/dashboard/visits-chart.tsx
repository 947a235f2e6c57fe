// The 7-day chart (visits and leads per day, or the one of them the role is shown), loaded only when the
// dashboard shows it.
import { BarChart } from '@mui/x-charts/BarChart'
import type { ChartDay } from './dashboard-figures'

export interface VisitsChartProps {
  days: ChartDay[]
  /** The lines drawn, each with its label. */
  series: Array<{ dataKey: 'visits' | 'leads'; label: string }>
}

export default function VisitsChart({ days, series }: VisitsChartProps) {
  return (
    <BarChart
      height={280}
      dataset={days.map((d) => ({ day: d.label, visits: d.visits, leads: d.leads }))}
      // The default 25 px axis is shorter than a label in the CJK font (17 px plus the tick), and a
      // label that does not fit is shortened to nothing: give it room.
      xAxis={[{ scaleType: 'band', dataKey: 'day', height: 36 }]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={series}
      margin={{ left: 8, right: 8 }}
    />
  )
}
