// The most viewed public pages over the last 7 days: route title, path and views.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { DashboardStats } from './dashboard-figures'

export function TopPages({ pages }: { pages: DashboardStats['topPages'] | undefined }) {
  const translate = useTranslate()
  if (!pages || pages.length === 0) {
    return <Typography color="text.secondary">{translate('app.common.noData')}</Typography>
  }
  return (
    <Table size="small" aria-label={translate('app.dashboard.topPages.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.dashboard.topPages.page')}</TableCell>
          <TableCell>{translate('app.dashboard.topPages.path')}</TableCell>
          <TableCell align="right">{translate('app.dashboard.topPages.views')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pages.map((page) => (
          <TableRow key={page.path} data-path={page.path}>
            <TableCell>{page.title || page.path}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <code>{page.path}</code>
            </TableCell>
            <TableCell align="right">{page.views}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
