// 表单数据 (/admin/forms): the leads desk. Stat cards, then every lead newest first with server-side paging,
// filters in the URL, the pipeline buttons, bulk status and delete, export, and new leads arriving live.
import { Box, useMediaQuery, type Theme } from '@mui/material'
import {
  BulkDeleteButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { BulkStatusButton } from './bulk-status-button'
import { ExportLeadsButton } from './export-leads-button'
import { LeadCards } from './lead-cards'
import { leadFilters } from './lead-filters'
import { LeadStats } from './lead-stats'
import { LeadQuickFilters, LeadStatusCell } from './lead-urgency'
import { NextStatusButton } from './next-status-button'

const pageSizes = [10, 25, 50, 100]

function LeadListActions() {
  return (
    <TopToolbar>
      <LeadQuickFilters />
      <FilterButton />
      <ExportLeadsButton />
    </TopToolbar>
  )
}

function LeadBulkActions() {
  return (
    <>
      <BulkStatusButton />
      <BulkDeleteButton mutationMode="pessimistic" confirmContent="app.forms.delete.bulkConfirm" confirmTitle="app.forms.delete.title" />
    </>
  )
}

/** Notifies 新线索：<name> when a lead arrives while the desk is open; the list and cards refresh themselves. */
function useLiveLeads() {
  const notify = useNotify()
  const translate = useTranslate()
  useRealtimeRefresh('forms', (event) => {
    if (event.action === 'create') notify(translate('app.forms.live.newLead', { name: String(event.record.name ?? '') }), { type: 'info' })
  })
}

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const

function LeadTable() {
  const enumLabel = useEnumLabel()
  return (
    <DataTable rowClick="show" bulkActionButtons={<LeadBulkActions />} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
      <DataTable.Col source="created" render={(lead: RaRecord) => staffDateTime(lead.created)} cellSx={noWrap} />
      <DataTable.Col source="form_type" render={(lead: RaRecord) => enumLabel('formTypes', lead.form_type)} cellSx={noWrap} />
      <DataTable.Col source="name" />
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="company" />
      <DataTable.Col source="status" field={LeadStatusCell} cellSx={noWrap} />
      <DataTable.Col label="resources.forms.fields.actions" disableSort cellSx={noWrap}>
        <NextStatusButton />
      </DataTable.Col>
    </DataTable>
  )
}

export function FormList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useLiveLeads()
  return (
    <Box>
      <LeadStats />
      <List
        resource="forms"
        sort={{ field: 'created', order: 'DESC' }}
        perPage={25}
        filters={leadFilters}
        actions={<LeadListActions />}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      >
        {isPhone ? <LeadCards /> : <LeadTable />}
      </List>
    </Box>
  )
}
