// 导出: every lead matching the list's current filter and sort (all pages), with its notes, its 负责人's and lost
// reason's names, as a CSV file or an .xlsx workbook (its library loaded only then).
import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useListContext, useNotify, useTranslate, type DataProvider, type Identifier, type RaRecord } from 'react-admin'
import { staffDay } from '../../format/staff-time'
import { downloadFile } from '../../ui/table-export'
import { useStaffNames } from './lead-assignee'
import { csvFileName, leadExportTable, leadsToCsv, xlsxFileName, type ExportLead } from './lead-csv'
import { useLostReasons } from './lost-reason-dialog'

const PAGE_SIZE = 500
/** Leads whose notes one request asks for: an OR of this many ids stays well inside PocketBase's filter limits. */
const NOTE_CHUNK = 50

async function allPages(dataProvider: DataProvider, resource: string, filter: object, sort: { field: string; order: 'ASC' | 'DESC' }) {
  const records: RaRecord[] = []
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: PAGE_SIZE } })
    records.push(...data)
    if (data.length < PAGE_SIZE || records.length >= (total ?? 0)) return records
  }
}

/** The leads with their notes, oldest note first. */
async function withNotes(dataProvider: DataProvider, leads: RaRecord[]): Promise<ExportLead[]> {
  const notes = new Map<Identifier, { created: string; body: string }[]>()
  for (let start = 0; start < leads.length; start += NOTE_CHUNK) {
    const ids = leads.slice(start, start + NOTE_CHUNK).map((lead) => lead.id)
    for (const note of await allPages(dataProvider, 'lead-notes', { submission: ids }, { field: 'created', order: 'ASC' })) {
      const list = notes.get(note.submission) ?? []
      list.push({ created: String(note.created), body: String(note.body ?? '') })
      notes.set(note.submission, list)
    }
  }
  return leads.map((lead) => ({ ...lead, notes: notes.get(lead.id) ?? [] }))
}

type Format = 'csv' | 'xlsx'

export function ExportLeadsButton() {
  const { filterValues, sort, total } = useListContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { nameOf } = useStaffNames()
  const { data: reasons = [] } = useLostReasons(true)

  const exportAll = async (format: Format) => {
    setAnchor(null)
    setBusy(true)
    try {
      const named = (lead: ExportLead): ExportLead => ({
        ...lead,
        assignee_name: nameOf(lead.assignee),
        lost_reason_name: String(reasons.find((reason) => reason.id === lead.lost_reason)?.name ?? ''),
      })
      const leads = (await withNotes(dataProvider, await allPages(dataProvider, 'forms', filterValues, sort))).map(named)
      const day = staffDay(new Date())
      if (format === 'csv') {
        downloadFile(new Blob([leadsToCsv(leads, translate)], { type: 'text/csv;charset=utf-8' }), csvFileName(day, translate))
      } else {
        const { tableToXlsx } = await import('../../ui/table-xlsx')
        downloadFile(await tableToXlsx(leadExportTable(leads, translate), translate('resources.forms.name')), xlsxFileName(day, translate))
      }
      notify('app.forms.export.done', { type: 'success', messageArgs: { count: leads.length } })
    } catch {
      notify('app.forms.export.failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || !total}
        aria-haspopup="menu"
        startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}
        sx={{ minHeight: { xs: 44, md: 36 } }}
      >
        {translate('ra.action.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void exportAll('xlsx')}>{translate('app.forms.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => void exportAll('csv')}>{translate('app.forms.export.csv')}</MenuItem>
      </Menu>
    </>
  )
}
