// 联系人 (/admin/contacts): every person once (contacts not merged into another, from the contact_overview view),
// with their leads' count, phones and e-mails and the newest lead; searchable, newest first or by company, and a
// company's name filters to its people.
import { Box, Card, CardActionArea, CardContent, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, Link, List, Pagination, SearchInput, TextInput, TopToolbar, useCreatePath, useListContext, useTranslate, type RaRecord, type SearchInputProps } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { fittedTableSx, TwoLineCell } from '../../ui/list-columns'

function ContactSearch(props: SearchInputProps) {
  const translate = useTranslate()
  return <SearchInput {...props} placeholder={translate('resources.contacts.searchPlaceholder')} sx={{ minWidth: { sm: 280 } }} />
}

const contactFilters = [<ContactSearch key="q" source="q" alwaysOn />, <TextInput key="company" source="company" label="resources.contacts.fields.company" alwaysOn />]

/** A column's label: the contacts' own (the list reads the overview view, whose name is no screen's). */
const label = (field: string) => `resources.contacts.fields.${field}`

/** A contact's phones and e-mails on one line (several when they changed between leads). */
const reachOf = (contact: RaRecord) => [contact.phones, contact.emails].filter(Boolean).join(' · ').split(',').join('，')

/** The company's name as a link that lists only its people. */
function CompanyLink({ company }: { company: string }) {
  const { setFilters, filterValues } = useListContext()
  const translate = useTranslate()
  if (!company) return null
  return (
    <MuiLink
      component="button"
      type="button"
      title={translate('app.contacts.list.filterCompany')}
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation()
        setFilters({ ...filterValues, company }, {})
      }}
      sx={{ textAlign: 'left' }}
    >
      {company}
    </MuiLink>
  )
}

function ContactTable() {
  const showPath = useShowPath()
  return (
    <DataTable rowClick={(id) => showPath(String(id))} bulkActionButtons={false} sx={fittedTableSx}>
      <DataTable.Col source="name" label={label('name')} />
      <DataTable.Col source="company" label={label('company')} render={(c: RaRecord) => <CompanyLink company={c.company} />} />
      <DataTable.Col source="phones" label={label('contact')} disableSort render={(c: RaRecord) => <TwoLineCell main={String(c.phones).split(',').join('，')} secondary={String(c.emails).split(',').join('，')} />} />
      <DataTable.Col source="lead_count" label={label('lead_count')} />
      <DataTable.Col source="last_lead_at" label={label('last_lead_at')} render={(c: RaRecord) => staffDateTime(c.last_lead_at).slice(0, 16)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
    </DataTable>
  )
}

/** The contact's page: the list reads the overview view, the page the contact itself. */
function useShowPath() {
  const createPath = useCreatePath()
  return (id: string) => createPath({ resource: 'contacts', id, type: 'show' })
}

function ContactCards() {
  const { data, isPending } = useListContext()
  const translate = useTranslate()
  const showPath = useShowPath()
  if (isPending || !data) return null
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((contact) => (
        <Card component="li" variant="outlined" key={contact.id}>
          <CardActionArea component={Link} to={showPath(String(contact.id))}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {contact.name}
                {contact.company ? ` · ${contact.company}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {reachOf(contact)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.contacts.panel.leads', { smart_count: contact.lead_count })} · {staffDateTime(contact.last_lead_at).slice(0, 16)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  )
}

function SortByCompany() {
  const translate = useTranslate()
  const { sort, setSort } = useListContext()
  const on = sort.field === 'company'
  return (
    <MuiLink component="button" type="button" onClick={() => setSort(on ? { field: 'last_lead_at', order: 'DESC' } : { field: 'company', order: 'ASC' })} aria-pressed={on} sx={{ minHeight: { xs: 44, sm: 32 } }}>
      {translate('app.contacts.list.byCompany')}
    </MuiLink>
  )
}

export function ContactList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useRealtimeRefresh('contacts')
  useRealtimeRefresh('forms')
  return (
    <List
      resource="contact-overview"
      title="resources.contacts.name"
      sort={{ field: 'last_lead_at', order: 'DESC' }}
      perPage={25}
      filters={contactFilters}
      actions={
        <TopToolbar>
          <SortByCompany />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? <ContactCards /> : <ContactTable />}
    </List>
  )
}
