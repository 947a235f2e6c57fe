// One table of the 效果分析 screen: a table on wider screens, a card per row on phones (nothing cut off),
// rows that open their details (a source's media, campaigns and referring sites; a page's browsers),
// and 导出 as CSV or .xlsx of exactly what the table shows.
import DownloadIcon from '@mui/icons-material/Download'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { Fragment, useState, type ReactNode } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { downloadFile, tableToCsv, type ExportCell } from '../../ui/table-export'
import { exportTable, type Column, type DayRange } from './analytics-figures'

/** A column as the screen shows it: its text, or a richer cell (a rating chip). */
export type ScreenColumn<Row> = Column<Row> & { render?: (row: Row) => ReactNode }

export interface Details<Detail> {
  columns: ScreenColumn<Detail>[]
  rows: Detail[]
  key: (row: Detail) => string
}

interface FigureTableProps<Row, Detail> {
  /** The table's name: its heading, and the file name of its export. */
  title: string
  help?: string
  columns: ScreenColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** The row's label in the details button's name. */
  rowLabel?: (row: Row) => string
  details?: (row: Row) => Details<Detail> | null
  /** The export, when it is not the table as shown (e.g. the details as rows of their own). */
  exportCells?: () => ExportCell[][]
  range: DayRange
}

function Cell<Row>({ column, row }: { column: ScreenColumn<Row>; row: Row }) {
  return <>{column.render ? column.render(row) : column.text(row)}</>
}

function ExportMenu({ title, cells, range }: { title: string; cells: () => ExportCell[][]; range: DayRange }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const name = translate('app.analytics.export.fileName', { table: title, from: range.from, to: range.to })
  const save = async (format: 'csv' | 'xlsx') => {
    setAnchor(null)
    try {
      if (format === 'csv') downloadFile(new Blob([tableToCsv(cells())], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)
      else {
        const { tableToXlsx } = await import('../../ui/table-xlsx')
        downloadFile(await tableToXlsx(cells(), title), `${name}.xlsx`)
      }
    } catch {
      notify('app.analytics.export.failed', { type: 'error' })
    }
  }
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} aria-label={`${translate('app.analytics.export.button')}：${title}`}>
        {translate('app.analytics.export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void save('xlsx')}>{translate('app.analytics.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => void save('csv')}>{translate('app.analytics.export.csv')}</MenuItem>
      </Menu>
    </>
  )
}

/** A row's figures on a phone: label and value, two to a line. */
function FigureCard<Row>({ columns, row, children }: { columns: ScreenColumn<Row>[]; row: Row; children?: ReactNode }) {
  const [first, ...rest] = columns
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          <Cell column={first} row={row} />
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
          {rest.map((column) => (
            <Box key={column.key} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {column.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Cell column={column} row={row} />
              </Typography>
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}

export function FigureTable<Row, Detail = never>({ title, help, columns, rows, rowKey, rowLabel, details, exportCells, range }: FigureTableProps<Row, Detail>) {
  const translate = useTranslate()
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const [open, setOpen] = useState<Set<string>>(new Set())
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  const detailButton = (row: Row, key: string) => {
    const label = rowLabel ? rowLabel(row) : key
    const expanded = open.has(key)
    return (
      <IconButton
        size="small"
        onClick={() => toggle(key)}
        aria-expanded={expanded}
        aria-label={translate(expanded ? 'app.analytics.hideDetails' : 'app.analytics.showDetails', { source: label })}
      >
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </IconButton>
    )
  }

  return (
    <Box component="section" aria-label={title} data-table={title} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <ExportMenu title={title} cells={exportCells ?? (() => exportTable(columns, rows))} range={range} />
      </Box>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.analytics.empty')}</Typography>
      ) : isPhone ? (
        <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
          {rows.map((row) => {
            const key = rowKey(row)
            const more = details?.(row) ?? null
            return (
              <FigureCard key={key} columns={columns} row={row}>
                {more && more.rows.length > 0 && (
                  <Box sx={{ mt: 1 }}>
                    {detailButton(row, key)}
                    {open.has(key) && (
                      <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, mt: 1 }}>
                        {more.rows.map((detail) => (
                          <FigureCard key={more.key(detail)} columns={more.columns} row={detail} />
                        ))}
                      </Box>
                    )}
                  </Box>
                )}
              </FigureCard>
            )
          })}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {details && <TableCell padding="checkbox" />}
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const key = rowKey(row)
                const more = details?.(row) ?? null
                return (
                  <Fragment key={key}>
                    <TableRow data-row={key}>
                      {details && <TableCell padding="checkbox">{more && more.rows.length > 0 && detailButton(row, key)}</TableCell>}
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: column.numeric ? 'nowrap' : 'normal', overflowWrap: 'anywhere' }}>
                          <Cell column={column} row={row} />
                        </TableCell>
                      ))}
                    </TableRow>
                    {more && open.has(key) && (
                      <TableRow>
                        <TableCell colSpan={columns.length + 1} sx={{ bgcolor: 'action.hover', py: 1 }}>
                          <Table size="small">
                            <TableHead>
                              <TableRow>
                                {more.columns.map((column) => (
                                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                                    {column.label}
                                  </TableCell>
                                ))}
                              </TableRow>
                            </TableHead>
                            <TableBody>
                              {more.rows.map((detail) => (
                                <TableRow key={more.key(detail)}>
                                  {more.columns.map((column) => (
                                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ overflowWrap: 'anywhere' }}>
                                      <Cell column={column} row={detail} />
                                    </TableCell>
                                  ))}
                                </TableRow>
                              ))}
                            </TableBody>
                          </Table>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                )
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
