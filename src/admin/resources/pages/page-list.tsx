// 页面管理 (/admin/pages): every public route with its published title and description (as search
// engines and shares show them), whether it has a share image, and whether a draft or a scheduled
// publication waits; a table on wider screens, cards on a phone.
import ImageIcon from '@mui/icons-material/Image'
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, List, SimpleList, useGetList, useTranslate, type RaRecord } from 'react-admin'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { DraftChip } from '../publishing/draft-chip'
import type { Draft } from '../publishing/publishing-api'

function useDrafts() {
  const { data } = useGetList<Draft>('content-drafts', { filter: { target_collection: 'pages' }, pagination: { page: 1, perPage: 100 } })
  return (page: RaRecord) => data?.find((draft) => draft.target_id === page.id)
}

function PageRows() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const draftOf = useDrafts()
  if (isPhone) {
    return (
      <SimpleList
        primaryText={(page: RaRecord) => page.title}
        secondaryText={(page: RaRecord) => page.path}
        tertiaryText={(page: RaRecord) => <DraftChip draft={draftOf(page)} />}
        linkType="edit"
      />
    )
  }
  return (
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" render={(page: RaRecord) => <Box sx={{ fontWeight: 600 }}>{page.title}</Box>} />
      <DataTable.Col source="path" cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <DataTable.Col
        source="description"
        render={(page: RaRecord) => (
          <Box sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={page.description}>
            {page.description}
          </Box>
        )}
      />
      <DataTable.Col source="share_image" render={(page: RaRecord) => (page.share_image ? <ImageIcon color="action" titleAccess={page.share_image.title} /> : '—')} />
      <DataTable.Col source="updated" label="resources.pages.fields.state" render={(page: RaRecord) => <DraftChip draft={draftOf(page)} />} />
    </DataTable>
  )
}

export function PageList() {
  const translate = useTranslate()
  useRealtimeRefresh('pages')
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.pages.subtitle')}
      </Typography>
      {/* One record per public route, by path ("/" first); staff neither add nor remove them. */}
      <List resource="pages" perPage={100} sort={{ field: 'path', order: 'ASC' }} actions={false} pagination={false} empty={false}>
        <PageRows />
      </List>
    </>
  )
}
