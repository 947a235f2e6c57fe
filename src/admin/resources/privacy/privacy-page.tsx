// 个人信息请求 (/admin/privacy): a person's data found by phone or e-mail in every place that holds it, the
// counts per place and their leads; then 导出 (a ZIP of JSON and Excel) or 删除 after a confirmation that shows
// what goes and how long backups keep it (admins); 登记请求 for one to handle later (admins); the request log
// with each request's due day and overdue marker (admins and sales); the retention job's monthly lines (admins).
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import DownloadIcon from '@mui/icons-material/Download'
import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { DataTable, List, Pagination, SelectInput, SimpleList, useDataProvider, useGetList, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { HttpError } from 'ra-core'
import places from '@shared/privacy-places.json' with { type: 'json' }
import { pb } from '../../../lib/pocketbase'
import { staffDateTime, staffDay } from '../../format/staff-time'
import { enumChoices, useEnumLabel } from '../../providers/enum-labels'
import type { StaffDataProvider } from '../../providers/data-provider'
import { useAccess } from '../../providers/staff-session'
import { fittedTableSx, TwoLineCell } from '../../ui/list-columns'
import { download, exportFile, privacyPaths, type EraseAnswer, type FindAnswer, type Handling, type PlaceCount } from './privacy-api'

const RESOURCE = 'privacy'

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** Where a place stands in the registry (the order find answers), unknown ones last. */
function placeOrder(collection: string): number {
  const index = places.places.findIndex((place) => place.collection === collection)
  return index < 0 ? places.places.length : index
}

/** A place's label in the back office's language (the server's Simplified Chinese for a place not translated). */
function usePlaceLabel() {
  const translate = useTranslate()
  return (collection: string, label = collection) => translate(`app.privacy.places.${collection}`, { _: label })
}

/** `线索 2 · 跟进备注 1 · …` of the places with rows, or 无. */
function useCountsText() {
  const translate = useTranslate()
  const placeLabel = usePlaceLabel()
  return (counts: Record<string, number> | null | undefined) => {
    const parts = Object.entries(counts ?? {})
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => placeOrder(a) - placeOrder(b))
      .map(([collection, count]) => `${placeLabel(collection)} ${count}`)
    return parts.length > 0 ? parts.join(' · ') : translate('app.privacy.none')
  }
}

/** The message of a failed call, else `fallback` (a message key). */
function failure(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** The per-field message of a 400 answer, if the server named the field. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError)) return undefined
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors
  return errors?.[field]
}

/** The pending requests registered for this masked contact, to close one with this handling. */
function usePendingRequests(masked: string) {
  return useGetList(RESOURCE, { filter: { status: 'pending', contact_masked: masked }, sort: { field: 'received_on', order: 'ASC' }, pagination: { page: 1, perPage: 20 } })
}

function PlaceCounts({ places }: { places: PlaceCount[] }) {
  const placeLabel = usePlaceLabel()
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, minmax(0, 1fr) auto)' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {places.map((place) => (
        <Box key={place.collection} sx={{ display: 'contents' }} data-place={place.collection}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {placeLabel(place.collection, place.label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {place.count}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/** How long the erased data can still be found in backups and the replica (docs/operations.md). */
function BackupNote({ answer }: { answer: FindAnswer }) {
  const translate = useTranslate()
  const { cron, keep, replication } = answer.backups
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-backup-note>
      <Typography variant="body2">{cron ? translate('app.privacy.backups.schedule', { cron, keep }) : translate('app.privacy.backups.noSchedule')}</Typography>
      {replication && <Typography variant="body2">{translate('app.privacy.backups.replication')}</Typography>}
      <Typography variant="body2">{translate('app.privacy.backups.restore')}</Typography>
    </Alert>
  )
}

function EraseDialog({ answer, open, pending, onCancel, onConfirm }: { answer: FindAnswer; open: boolean; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  const translate = useTranslate()
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="privacy-erase-title" fullWidth maxWidth="sm">
      <DialogTitle id="privacy-erase-title">{translate('app.privacy.confirm.title', { masked: answer.contact.masked })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.privacy.confirm.body', { smart_count: answer.total })}</DialogContentText>
        <Box sx={{ my: 2 }}>
          <PlaceCounts places={answer.places} />
        </Box>
        <MuiList dense disablePadding>
          {(['leads', 'mails', 'notes', 'activity'] as const).map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemText primary={translate(`app.privacy.confirm.${key}`)} />
            </ListItem>
          ))}
        </MuiList>
        <BackupNote answer={answer} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending} startIcon={pending ? <CircularProgress size={14} /> : <DeleteForeverIcon />}>
          {translate('app.privacy.confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** 导出 and 删除 for the person found, with the day the request came in and the registered request it closes. */
function Handle({ answer, typed, onErased }: { answer: FindAnswer; typed: string; onErased: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const { mayUse } = useAccess()
  const enumLabel = useEnumLabel()
  const [receivedOn, setReceivedOn] = useState(() => staffDay(new Date()))
  const [requestId, setRequestId] = useState('')
  const [confirming, setConfirming] = useState(false)
  const { data: pending = [] } = usePendingRequests(answer.contact.masked)
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] })
  const handling = (type: string): Handling => {
    const request = pending.find((r) => r.id === requestId && r.type === type)
    return request ? { contact: typed, request: request.id } : { contact: typed, received_on: receivedOn }
  }
  const exporting = useMutation({
    mutationFn: () => exportFile(pb, handling('access')),
    onSuccess: ({ blob, name }) => {
      download(blob, name)
      notify('app.privacy.handle.exported', { type: 'success' })
      void refreshLog()
    },
    onError: (error) => notify(failure(error, 'app.privacy.handle.exportFailed'), { type: 'error' }),
  })
  const erasing = useMutation({
    mutationFn: () => dataProvider.send<EraseAnswer>(privacyPaths.erase, { method: 'POST', body: handling('erase') }),
    onSuccess: () => {
      setConfirming(false)
      notify('app.privacy.handle.erased', { type: 'success' })
      void refreshLog()
      onErased()
    },
    onError: (error) => {
      setConfirming(false)
      notify(failure(error, 'app.privacy.handle.eraseFailed'), { type: 'error' })
    },
  })
  const mayExport = mayUse(`POST ${privacyPaths.export}`)
  const mayErase = mayUse(`POST ${privacyPaths.erase}`)
  if (!mayExport && !mayErase) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.privacy.handle.adminsOnly')}
      </Typography>
    )
  }
  const chosen = pending.find((r) => r.id === requestId)
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={translate('app.privacy.handle.request')}
          value={requestId}
          onChange={(event) => setRequestId(event.target.value)}
          sx={{ minWidth: 240 }}
          helperText={translate('app.privacy.handle.requestHint')}
        >
          <MenuItem value="">{translate('app.privacy.handle.requestNone')}</MenuItem>
          {pending.map((request) => (
            <MenuItem key={request.id} value={request.id}>
              {translate('app.privacy.handle.requestItem', { type: enumLabel('privacyRequestTypes', request.type), day: request.received_on })}
            </MenuItem>
          ))}
        </TextField>
        {!chosen && (
          <TextField
            type="date"
            label={translate('app.privacy.handle.receivedOn')}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: staffDay(new Date()) } }}
            helperText={translate('app.privacy.handle.receivedHint')}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {mayExport && (
          <Button
            variant="contained"
            onClick={() => exporting.mutate()}
            disabled={exporting.isPending || (chosen !== undefined && chosen.type !== 'access')}
            startIcon={exporting.isPending ? <CircularProgress size={14} /> : <DownloadIcon />}
          >
            {translate(exporting.isPending ? 'app.privacy.handle.exporting' : 'app.privacy.handle.export')}
          </Button>
        )}
        {mayErase && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={erasing.isPending || (chosen !== undefined && chosen.type !== 'erase')} startIcon={<DeleteForeverIcon />}>
            {translate('app.privacy.handle.erase')}
          </Button>
        )}
      </Stack>
      <EraseDialog answer={answer} open={confirming} pending={erasing.isPending} onCancel={() => setConfirming(false)} onConfirm={() => erasing.mutate()} />
    </Box>
  )
}

function FoundLeads({ answer }: { answer: FindAnswer }) {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  if (answer.leads.length === 0) return null
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.privacy.result.leads')}
      </Typography>
      <MuiList dense disablePadding>
        {answer.leads.map((lead) => (
          <ListItem key={lead.id} disableGutters>
            <ListItemText
              primary={`${lead.name} · ${enumLabel('formTypes', lead.form_type)}`}
              secondary={[staffDateTime(lead.created), lead.phone, lead.email].filter(Boolean).join(' · ')}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </MuiList>
    </Box>
  )
}

/** 查找: the contact as staff type it; the result per place; then what may be done with it. */
function FindPanel() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [contact, setContact] = useState('')
  const [searched, setSearched] = useState('')
  const [answer, setAnswer] = useState<FindAnswer | null>(null)
  const finding = useMutation({
    mutationFn: (typed: string) => dataProvider.send<FindAnswer>(privacyPaths.find, { method: 'POST', body: { contact: typed } }),
    onSuccess: (found, typed) => {
      setAnswer(found)
      setSearched(typed)
    },
    onError: () => setAnswer(null),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    finding.mutate(contact)
  }
  const contactError = fieldMessage(finding.error, 'contact')
  return (
    <Panel title={translate('app.privacy.find.title')} id="privacy-find">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.privacy.intro')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate('app.privacy.find.contact')}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          error={Boolean(contactError)}
          helperText={contactError ?? translate('app.privacy.find.contactHint')}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'email' } }}
        />
        <Button type="submit" variant="contained" disabled={finding.isPending || contact.trim() === ''} startIcon={finding.isPending ? <CircularProgress size={14} /> : <SearchIcon />} sx={{ mt: 1 }}>
          {translate('app.privacy.find.submit')}
        </Button>
      </Box>
      {finding.error && !contactError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure(finding.error, translate('app.privacy.find.failed'))}
        </Alert>
      ) : null}
      {answer && (
        <Box component="section" aria-label={translate('app.privacy.result.label')} sx={{ mt: 2 }} data-privacy-result>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.privacy.result.title', { masked: answer.contact.masked })}
          </Typography>
          {answer.total === 0 ? (
            <Alert severity="success" sx={{ mt: 1 }}>
              {translate('app.privacy.result.none')}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('app.privacy.result.total', { smart_count: answer.total })}
              </Typography>
              <PlaceCounts places={answer.places} />
              <FoundLeads answer={answer} />
              <Handle answer={answer} typed={searched} onErased={() => finding.mutate(searched)} />
            </>
          )}
        </Box>
      )}
    </Panel>
  )
}

/** 登记请求: a request received now or earlier, handled later; its due day follows from the setting. */
function RegisterPanel() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const enumLabel = useEnumLabel()
  const [type, setType] = useState('erase')
  const [contact, setContact] = useState('')
  const [receivedOn, setReceivedOn] = useState(() => staffDay(new Date()))
  const registering = useMutation({
    mutationFn: () => dataProvider.send<RaRecord>(privacyPaths.requests, { method: 'POST', body: { type, contact, received_on: receivedOn } }),
    onSuccess: (request) => {
      notify('app.privacy.register.done', { type: 'success', messageArgs: { due: request.due_on } })
      setContact('')
      void queryClient.invalidateQueries({ queryKey: [RESOURCE] })
    },
    onError: (error) => {
      if (!fieldMessage(error, 'contact') && !fieldMessage(error, 'received_on')) notify(failure(error, 'app.privacy.register.failed'), { type: 'error' })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    registering.mutate()
  }
  return (
    <Panel title={translate('app.privacy.register.title')} id="privacy-register">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.privacy.register.hint')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '160px minmax(0, 1fr) 200px auto' } }}
      >
        <TextField select label={translate('resources.privacy.fields.type')} value={type} onChange={(event) => setType(event.target.value)} helperText=" ">
          {enumChoices('privacyRequestTypes').map(({ id }) => (
            <MenuItem key={id} value={id}>
              {enumLabel('privacyRequestTypes', id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.privacy.find.contact')}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          error={Boolean(fieldMessage(registering.error, 'contact'))}
          helperText={fieldMessage(registering.error, 'contact') ?? ' '}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          type="date"
          label={translate('resources.privacy.fields.received_on')}
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
          error={Boolean(fieldMessage(registering.error, 'received_on'))}
          helperText={fieldMessage(registering.error, 'received_on') ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: staffDay(new Date()) } }}
        />
        <Button type="submit" variant="outlined" disabled={registering.isPending || contact.trim() === ''} sx={{ mt: 1, justifySelf: 'start' }}>
          {translate('app.privacy.register.submit')}
        </Button>
      </Box>
    </Panel>
  )
}

/** Whether a request is past its due day: still pending after it, or handled after it. */
function lateness(request: RaRecord, today: string): 'overdue' | 'late' | null {
  if (request.status === 'pending') return request.due_on < today ? 'overdue' : null
  const handled = request.handled_at ? staffDay(new Date(String(request.handled_at).replace(' ', 'T'))) : ''
  return handled && handled > request.due_on ? 'late' : null
}

function DueCell() {
  const request = useRecordContext()
  const translate = useTranslate()
  if (!request) return null
  const late = lateness(request, staffDay(new Date()))
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
      <span>{request.due_on}</span>
      {late && <Chip size="small" color={late === 'overdue' ? 'error' : 'warning'} label={translate(`app.privacy.log.${late}`)} />}
    </Stack>
  )
}

function StatusCell() {
  const request = useRecordContext()
  const enumLabel = useEnumLabel()
  if (!request) return null
  const color = request.status === 'done' ? 'success' : request.status === 'pending' ? 'warning' : 'default'
  return <Chip size="small" color={color} label={enumLabel('privacyRequestStatuses', request.status)} />
}

const logFilters = [<SelectInput key="status" source="status" choices={enumChoices('privacyRequestStatuses')} alwaysOn />]

/** 请求记录: every request, newest first; on a phone as cards. */
function RequestLog() {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const countsText = useCountsText()
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <Box component="section" aria-labelledby="privacy-log">
      <Typography variant="h6" component="h2" id="privacy-log" sx={{ mt: 1 }}>
        {translate('app.privacy.log.title')}
      </Typography>
      <List resource={RESOURCE} title={translate('resources.privacy.name')} sort={{ field: 'created', order: 'DESC' }} perPage={10} filters={logFilters} actions={false} pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />} empty={false}>
        {isPhone ? (
          <SimpleList
            primaryText={(request: RaRecord) => `${enumLabel('privacyRequestTypes', request.type)} · ${request.contact_masked}`}
            secondaryText={(request: RaRecord) =>
              [
                translate('app.privacy.log.received', { day: request.received_on }),
                translate('app.privacy.log.due', { day: request.due_on }),
                lateness(request, staffDay(new Date())) ? translate(`app.privacy.log.${lateness(request, staffDay(new Date()))}`) : '',
                request.handler_name ? translate('app.privacy.log.handled', { name: request.handler_name, time: staffDateTime(request.handled_at) }) : '',
                request.status === 'pending' ? '' : countsText(request.counts),
              ]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={(request: RaRecord) => enumLabel('privacyRequestStatuses', request.status)}
            linkType={false}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} sx={fittedTableSx}>
            <DataTable.Col source="received_on" cellSx={() => ({ whiteSpace: 'nowrap' })} />
            <DataTable.Col source="type" render={(request: RaRecord) => enumLabel('privacyRequestTypes', request.type)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
            <DataTable.Col source="contact_masked" />
            <DataTable.Col source="due_on" field={DueCell} />
            <DataTable.Col source="status" field={StatusCell} />
            <DataTable.Col
              source="handled_at"
              render={(request: RaRecord) => (request.handled_at ? <TwoLineCell main={request.handler_name || '—'} secondary={staffDateTime(request.handled_at)} nowrap /> : '—')}
            />
            <DataTable.Col source="counts" disableSort render={(request: RaRecord) => (request.status === 'pending' ? '—' : countsText(request.counts))} />
          </DataTable>
        )}
      </List>
    </Box>
  )
}

/** 保留期限执行记录: the retention job's line of each month, newest first (admins). */
function RetentionLog() {
  const translate = useTranslate()
  const countsText = useCountsText()
  const { data = [], isPending } = useGetList('retention-runs', { sort: { field: 'month', order: 'DESC' }, pagination: { page: 1, perPage: 12 } })
  return (
    <Panel title={translate('app.privacy.retention.title')} id="privacy-retention">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.privacy.retention.hint')}
      </Typography>
      {isPending ? (
        <CircularProgress size={20} />
      ) : data.length === 0 ? (
        <Typography variant="body2">{translate('app.privacy.retention.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.privacy.retention.month')}</TableCell>
                <TableCell>{translate('app.privacy.retention.runs')}</TableCell>
                <TableCell>{translate('app.privacy.retention.lastRun')}</TableCell>
                <TableCell>{translate('app.privacy.retention.counts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((line) => (
                <TableRow key={line.id} data-month={line.month}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.month}</TableCell>
                  <TableCell>{line.runs}</TableCell>
                  <TableCell>
                    <TwoLineCell main={staffDateTime(line.last_run_at)} secondary={translate('app.privacy.retention.period', { months: line.months })} nowrap />
                  </TableCell>
                  <TableCell>{countsText(line.counts)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Panel>
  )
}

/** The page; its title is the request log's (react-admin's List names the page after its resource). */
export function PrivacyPage() {
  const { mayUse, can } = useAccess()
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 2, minWidth: 0 }}>
      <FindPanel />
      {mayUse(`POST ${privacyPaths.requests}`) && <RegisterPanel />}
      <RequestLog />
      {can('retention-runs', 'list') && <RetentionLog />}
    </Box>
  )
}
