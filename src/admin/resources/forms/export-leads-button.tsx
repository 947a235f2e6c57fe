// 导出: every lead matching the list's current filter and sort (all pages), as a CSV file.
import DownloadIcon from '@mui/icons-material/Download'
import { Button, CircularProgress } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin'
import { staffDay } from '../../format/staff-time'
import { csvFileName, leadsToCsv } from './lead-csv'

const PAGE_SIZE = 500

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export function ExportLeadsButton() {
  const { filterValues, sort, total } = useListContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)

  const exportAll = async () => {
    setBusy(true)
    try {
      const leads: RaRecord[] = []
      for (let page = 1; ; page++) {
        const { data, total: count } = await dataProvider.getList('forms', { filter: filterValues, sort, pagination: { page, perPage: PAGE_SIZE } })
        leads.push(...data)
        if (data.length < PAGE_SIZE || leads.length >= (count ?? 0)) break
      }
      download(leadsToCsv(leads, translate), csvFileName(staffDay(new Date()), translate))
      notify('app.forms.export.done', { type: 'success', messageArgs: { count: leads.length } })
    } catch {
      notify('app.forms.export.failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button size="small" onClick={exportAll} disabled={busy || !total} startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}>
      {translate('ra.action.export')}
    </Button>
  )
}
