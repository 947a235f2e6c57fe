// 表单数据 (/admin/forms): the leads desk. Stat cards, then every lead newest first with server-side paging,
// filters and 负责人 views in the URL, the pipeline buttons, bulk stage and delete, export, the lost reasons
// staff keep, and new leads arriving live.
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
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
import { Email } from '../../ui/email'
import { ColumnsChooser, fittedTableSx, TwoLineCell, useColumnsStoreKey } from '../../ui/list-columns'
import { BulkStatusButton } from './bulk-status-button'
import { ExportLeadsButton } from './export-leads-button'
import { LeadBulkDeleteButton } from './lead-delete-buttons'
import { LeadCards } from './lead-cards'
import { leadFilters } from './lead-filters'
import { LeadStats } from './lead-stats'
import { useStaffNames } from './lead-assignee'
import { LeadQuickFilters, LeadStatusCell } from './lead-urgency'
import { LeadViews } from './lead-views'
import { LostReasonsButton } from './lost-reasons-button'
import { NextStatusButton } from './next-status-button'

const pageSizes = [10, 25, 50, 100]

function LeadListActions() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    // Wraps instead of widening the page (below 900 px react-admin makes it a full row, padding on top of 100%).
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, boxSizing: 'border-box', maxWidth: '100%', minWidth: 0 }}>
      <LeadViews />
      <LeadQuickFilters />
      <FilterButton />
      {!isPhone && <ColumnsChooser resource="forms" />}
      <ExportLeadsButton />
      <LostReasonsButton />
    </TopToolbar>
  )
}

function LeadBulkActions() {
  return (
    <>
      <BulkStatusButton />
      <LeadBulkDeleteButton />
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

/** Columns a staff member sees until they choose: the company shows under the name, the phone under the e-mail. */
const hiddenByDefault = ['company', 'phone', 'position', 'ip_address']

/** The lead's 负责人 by name (未分配 for none). */
function AssigneeCell({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const { nameOf } = useStaffNames()
  const name = nameOf(lead.assignee)
  if (name) return <>{name}</>
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {translate('app.forms.urgency.unassigned')}
    </Typography>
  )
}

/** 2026-11-23 over 10:30:00: a time column half as wide. */
function CreatedCell({ lead }: { lead: RaRecord }) {
  const [day, time] = staffDateTime(lead.created).split(' ')
  return <TwoLineCell main={day} secondary={time} nowrap />
}

/**
 * The leads table. Each column is one DataTable.Col: a new one is one more line here (and its label in
 * messages); staff show or hide it with 显示列, so the table keeps fitting.
 */
/**
 * Below 1200 px (a laptop with the menu docked) the cells keep half their side padding: with 负责人 beside
 * 状态 and 操作, and addresses that wrap only at @ and dots, the default padding pushed 操作 out of a 1024 px view.
 */
const leadTableSx = (theme: Theme) => ({
  ...fittedTableSx,
  [theme.breakpoints.down('lg')]: { '& th, & td': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) } },
})

function LeadTable() {
  const enumLabel = useEnumLabel()
  return (
    <DataTable
      rowClick="show"
      bulkActionButtons={<LeadBulkActions />}
      storeKey={useColumnsStoreKey('forms')}
      hiddenColumns={hiddenByDefault}
      sx={leadTableSx}
    >
      <DataTable.Col source="created" render={(lead: RaRecord) => <CreatedCell lead={lead} />} />
      <DataTable.Col source="form_type" render={(lead: RaRecord) => enumLabel('formTypes', lead.form_type)} cellSx={noWrap} />
      <DataTable.Col source="name" render={(lead: RaRecord) => <TwoLineCell main={lead.name} secondary={lead.company} />} />
      <DataTable.Col
        source="email"
        label="resources.forms.fields.contact"
        disableSort
        render={(lead: RaRecord) => <TwoLineCell main={<Email address={lead.email} />} secondary={lead.phone} />}
      />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="company" />
      <DataTable.Col source="position" disableSort />
      <DataTable.Col source="ip_address" disableSort />
      <DataTable.Col source="status" field={LeadStatusCell} cellSx={noWrap} />
      <DataTable.Col source="assignee" render={(lead: RaRecord) => <AssigneeCell lead={lead} />} />
      <DataTable.Col source="actions" label="resources.forms.fields.actions" disableSort cellSx={noWrap}>
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
