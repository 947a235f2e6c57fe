// A contact's page (/admin/contacts/<id>/show): its name and company (保存), every lead of the person, the
// contacts merged into it (each with 撤销合并), 合并到… another contact, and its history. Every change reaches
// the server at once; a merge is undone here too (the merged contact's page says where it went).
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Confirm, Link, ListButton, Show, TopToolbar, useCreatePath, useGetList, useGetOne, useRecordContext, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import desk from '@shared/sales-desk.json'
import { staffDateTime } from '../../format/staff-time'
import { useActionToast } from '../../layout/action-toast'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { LeadLinks, rootOf, useGroupLeads } from './contact-parts'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Card variant="outlined" component="section">
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** Saves `data` on a contact at once, with the action's toasts; the pages showing contacts refresh. */
function useContactChange() {
  const [update, { isPending }] = useUpdate()
  const startToast = useActionToast()
  const queryClient = useQueryClient()
  const change = (contact: RaRecord, data: Record<string, unknown>, keys: { loading: string; done: string; failed: string; doneArgs?: Record<string, unknown> }, onDone?: () => void) => {
    const toast = startToast(keys.loading)
    update(
      'contacts',
      { id: contact.id, data, previousData: contact },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(keys.done, keys.doneArgs)
          ;['contacts', 'contact-overview', 'forms', 'activity'].forEach((resource) => void queryClient.invalidateQueries({ queryKey: [resource] }))
          onDone?.()
        },
        onError: () => toast.error(keys.failed),
      },
    )
  }
  return { change, isPending }
}

function NameForm({ contact }: { contact: RaRecord }) {
  const translate = useTranslate()
  const [name, setName] = useState(String(contact.name ?? ''))
  const [company, setCompany] = useState(String(contact.company ?? ''))
  const { change, isPending } = useContactChange()
  useEffect(() => {
    setName(String(contact.name ?? ''))
    setCompany(String(contact.company ?? ''))
  }, [contact.name, contact.company])
  const dirty = name !== contact.name || company !== contact.company
  const save = (event: FormEvent) => {
    event.preventDefault()
    change(contact, { name, company }, { loading: 'app.contacts.show.saving', done: 'app.contacts.show.saved', failed: 'app.contacts.show.saveFailed' })
  }
  return (
    <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
      <TextField size="small" label={translate('resources.contacts.fields.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: desk.contacts.nameMax } }} />
      <TextField size="small" label={translate('resources.contacts.fields.company')} value={company} onChange={(e) => setCompany(e.target.value)} slotProps={{ htmlInput: { maxLength: desk.contacts.companyMax } }} />
      <Button type="submit" variant="contained" disabled={!dirty || isPending} sx={{ minHeight: { xs: 44, sm: 40 } }}>
        {translate('app.contacts.show.save')}
      </Button>
    </Box>
  )
}

function MergeDialog({ contact, open, onClose }: { contact: RaRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const [target, setTarget] = useState<RaRecord | null>(null)
  const { change, isPending } = useContactChange()
  const { data = [] } = useGetList('contact-overview', { filter: search ? { q: search } : {}, sort: { field: 'last_lead_at', order: 'DESC' }, pagination: { page: 1, perPage: 20 } }, { enabled: open })
  const choices = data.filter((other) => other.id !== contact.id)
  const merge = () => {
    if (!target) return
    change(contact, { merged_into: target.id }, { loading: 'app.contacts.merge.merging', done: 'app.contacts.merge.merged', failed: 'app.contacts.merge.failed', doneArgs: { name: target.name } }, onClose)
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.contacts.merge.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.contacts.merge.hint', { name: contact.name })}
        </Typography>
        <Autocomplete
          options={choices}
          value={target}
          onChange={(_, value) => setTarget(value)}
          onInputChange={(_, value) => setSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => [option.name, option.company].filter(Boolean).join(' · ')}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              <ListItemText primary={[option.name, option.company].filter(Boolean).join(' · ')} secondary={[option.phones, option.emails].filter(Boolean).join(' · ')} sx={{ overflowWrap: 'anywhere' }} />
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={translate('app.contacts.merge.search')} autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={merge} variant="contained" disabled={!target || isPending} startIcon={isPending ? <CircularProgress size={14} /> : undefined}>
          {translate('app.contacts.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** 撤销合并 of a contact merged into `parent`, asked first. */
function UnmergeButton({ contact, parentName }: { contact: RaRecord; parentName: string }) {
  const translate = useTranslate()
  const [asking, setAsking] = useState(false)
  const { change, isPending } = useContactChange()
  return (
    <>
      <Button size="small" variant="outlined" color="warning" onClick={() => setAsking(true)} disabled={isPending} sx={{ minHeight: { xs: 44, sm: 32 }, whiteSpace: 'nowrap' }}>
        {translate('app.contacts.unmerge.button')}
      </Button>
      <Confirm
        isOpen={asking}
        title="app.contacts.unmerge.title"
        content={translate('app.contacts.unmerge.confirm', { name: contact.name, target: parentName })}
        onConfirm={() => {
          setAsking(false)
          change(contact, { merged_into: '' }, { loading: 'app.contacts.unmerge.working', done: 'app.contacts.unmerge.done', failed: 'app.contacts.unmerge.failed' })
        }}
        onClose={() => setAsking(false)}
      />
    </>
  )
}

function MergedHere({ contact }: { contact: RaRecord }) {
  const createPath = useCreatePath()
  const { data = [] } = useGetList('contacts', { filter: { merged_into: contact.id }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } })
  if (data.length === 0) return null
  return (
    <Panel title="app.contacts.show.merged">
      <MuiList dense disablePadding>
        {data.map((other) => (
          <ListItem key={other.id} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText primary={<Link to={createPath({ resource: 'contacts', id: other.id, type: 'show' })}>{other.name}</Link>} secondary={other.company} sx={{ flex: '1 1 10rem' }} />
            <UnmergeButton contact={other} parentName={String(contact.name)} />
          </ListItem>
        ))}
      </MuiList>
    </Panel>
  )
}

function History({ contact }: { contact: RaRecord }) {
  const translate = useTranslate()
  const { data = [] } = useGetList('activity', { filter: { collection_name: 'contacts', record_id: contact.id }, sort: { field: 'created', order: 'DESC' }, pagination: { page: 1, perPage: 50 } })
  if (data.length === 0) return <Typography color="text.secondary">{translate('app.contacts.show.noHistory')}</Typography>
  return (
    <MuiList dense disablePadding>
      {data.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText primary={entry.summary} secondary={`${staffDateTime(entry.created)} · ${entry.actor_name || translate('app.forms.show.visitorOrSystem')}`} />
        </ListItem>
      ))}
    </MuiList>
  )
}

function ContactDetails() {
  const contact = useRecordContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const [merging, setMerging] = useState(false)
  const merged = Boolean(contact?.merged_into)
  const { data: parent } = useGetOne('contacts', { id: String(contact?.merged_into ?? '') }, { enabled: merged })
  // A merged contact's own leads; a contact of its own, every lead of its group.
  const group = useGroupLeads(contact && !merged ? rootOf(contact) : undefined)
  const own = useGetList('forms', { filter: { contact: contact?.id }, sort: { field: 'created', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }, { enabled: merged })
  if (!contact) return null
  const leads = (merged ? own.data : group.data) ?? []
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card variant="outlined" component="section">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {contact.name}
              </Typography>
              {!merged && (
                <Button variant="outlined" onClick={() => setMerging(true)} sx={{ minHeight: { xs: 44, sm: 36 } }}>
                  {translate('app.contacts.merge.button')}
                </Button>
              )}
            </Box>
            {merged && parent && (
              <Alert severity="info" action={<UnmergeButton contact={contact} parentName={String(parent.name)} />}>
                <Link to={createPath({ resource: 'contacts', id: parent.id, type: 'show' })}>{translate('app.contacts.show.mergedInto', { name: parent.name })}</Link>
              </Alert>
            )}
            <NameForm contact={contact} />
          </CardContent>
        </Card>
        <Panel title="app.contacts.show.leads">
          <LeadLinks leads={leads} />
        </Panel>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <MergedHere contact={contact} />
        <Panel title="app.contacts.show.history">
          <History contact={contact} />
        </Panel>
      </Box>
      <MergeDialog contact={contact} open={merging} onClose={() => setMerging(false)} />
    </Box>
  )
}

export function ContactShow() {
  useRealtimeRefresh('contacts')
  useRealtimeRefresh('activity')
  return (
    <Show
      resource="contacts"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <ContactDetails />
    </Show>
  )
}
