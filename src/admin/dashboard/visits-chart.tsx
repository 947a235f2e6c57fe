// The 7-day chart (visits and leads per day), loaded only when the dashboard shows it.
import { BarChart } from '@mui/x-charts/BarChart'
import type { ChartDay } from './dashboard-figures'

export interface VisitsChartProps {
  days: ChartDay[]
  visitsLabel: string
  leadsLabel: string
}

export default function VisitsChart({ days, visitsLabel, leadsLabel }: VisitsChartProps) {
  return (
    <BarChart
      height={280}
      dataset={days.map((d) => ({ label: d.label, visits: d.visits, leads: d.leads }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        { dataKey: 'visits', label: visitsLabel },
        { dataKey: 'leads', label: leadsLabel },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  )
}
