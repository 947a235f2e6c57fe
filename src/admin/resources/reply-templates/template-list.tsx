// 回复模板 (/admin/reply-templates): the team's reply templates by name, searchable; each opens its editor. With none
// yet the list says what they are for beside its 新建模板.
import { Typography, useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, DataTable, List, SearchInput, SimpleList, TopToolbar, useTranslate, type RaRecord, type SearchInputProps } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { fittedTableSx, TwoLineCell } from '../../ui/list-columns'

function TemplateSearch(props: SearchInputProps) {
  const translate = useTranslate()
  return <SearchInput {...props} placeholder={translate('resources.reply-templates.searchPlaceholder')} sx={{ minWidth: { sm: 260 } }} />
}

const filters = [<TemplateSearch key="q" source="q" alwaysOn />]

/** With no template yet the list stays (its 新建模板 in the toolbar) and says what templates are for. */
function NoTemplates() {
  const translate = useTranslate()
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('resources.reply-templates.empty')}
    </Typography>
  )
}

export function TemplateList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useRealtimeRefresh('reply-templates')
  return (
    <List
      resource="reply-templates"
      sort={{ field: 'title', order: 'ASC' }}
      perPage={50}
      filters={filters}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="resources.reply-templates.add" />
        </TopToolbar>
      }
    >
      {isPhone ? (
        <SimpleList primaryText={(t: RaRecord) => t.title} secondaryText={(t: RaRecord) => t.subject} tertiaryText={(t: RaRecord) => staffDateTime(t.updated).slice(0, 16)} linkType="edit" empty={<NoTemplates />} />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<NoTemplates />} sx={fittedTableSx}>
          <DataTable.Col source="title" />
          <DataTable.Col source="subject" render={(t: RaRecord) => <TwoLineCell main={t.subject} secondary={String(t.body ?? '').slice(0, 60)} />} />
          <DataTable.Col source="updated" render={(t: RaRecord) => staffDateTime(t.updated).slice(0, 16)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
        </DataTable>
      )}
    </List>
  )
}
