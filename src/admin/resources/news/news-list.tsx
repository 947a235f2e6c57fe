// 新闻管理 (/admin/news): category filter and search, a table on desktops and cards on phones, each row with
// its thumbnail, title, category badge, 已发布/草稿, 置顶, date in the site's zone and the 发布 / 置顶 buttons.
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { Link } from 'react-router-dom'
import { staffDateTime } from '../../format/staff-time'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { useEnumLabel } from '../../providers/enum-labels'
import { displayedNewsCategory, newsCategoryChoices, newsCategoryColor } from './news-categories'
import { FeatureButton, PublishButton } from './news-toggle-buttons'

const newsFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={newsCategoryChoices} alwaysOn />,
]

/** The date a row shows: when it was published, else when it was written. */
function newsDate(record: RaRecord): string {
  return staffDateTime(record.published_at || record.created).slice(0, 16)
}

function Thumbnail({ size = 64 }: { size?: number }) {
  const record = useRecordContext()
  const src = (record?.image as { src?: string } | null)?.src
  const box = { width: size, height: Math.round((size * 9) / 16), borderRadius: 1, flexShrink: 0 }
  if (!src) {
    return (
      <Box sx={{ ...box, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.secondary' }} aria-hidden>
        <ImageOutlinedIcon fontSize="small" />
      </Box>
    )
  }
  return <Box component="img" src={src} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover' }} />
}

function CategoryBadge() {
  const record = useRecordContext()
  const enumLabel = useEnumLabel()
  if (!record) return null
  return <Chip size="small" color={newsCategoryColor(record.category)} label={enumLabel('newsCategories', displayedNewsCategory(record.category))} />
}

function StateChips() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={record.published ? 'success' : 'default'}
        variant={record.published ? 'filled' : 'outlined'}
        label={translate(record.published ? 'resources.news.state.published' : 'resources.news.state.draft')}
      />
      {!record.published && record.publish_at && (
        <Chip size="small" color="info" label={translate('resources.news.state.scheduled', { time: staffDateTime(record.publish_at).slice(0, 16) })} />
      )}
      {record.featured && <Chip size="small" color="warning" label={translate('resources.news.state.featured')} />}
    </Stack>
  )
}

function RowButtons() {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <PublishButton />
      <FeatureButton />
    </Stack>
  )
}

/** Phones: one card per article with the same facts and buttons. */
function NewsCards() {
  const { data, isPending } = useListContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (isPending || !data) return null
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate('resources.news.empty')}
      </Typography>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 1, m: 0, display: 'grid', gap: 1.5 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <li>
            <Card variant="outlined">
              <CardContent sx={{ display: 'flex', gap: 1.5, pb: 1 }}>
                <Thumbnail size={96} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    component={Link}
                    to={createPath({ resource: 'news', type: 'edit', id: record.id })}
                    variant="subtitle1"
                    sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', overflowWrap: 'anywhere', display: 'block' }}
                  >
                    {record.title}
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
                    <CategoryBadge />
                    <StateChips />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {newsDate(record)}
                  </Typography>
                </Box>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0 }}>
                <PublishButton />
                <FeatureButton />
                <EditButton />
              </CardActions>
            </Card>
          </li>
        </RecordContextProvider>
      ))}
    </Box>
  )
}

function NewsActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  )
}

export function NewsList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useRealtimeRefresh('news')
  return (
    <List
      resource="news"
      sort={{ field: 'created', order: 'DESC' }}
      perPage={25}
      filters={newsFilters}
      actions={<NewsActions />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <NewsCards />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="image" disableSort field={() => <Thumbnail />} />
          <DataTable.Col source="title" cellSx={() => ({ fontWeight: 600, minWidth: 200 })} />
          <DataTable.Col source="category" field={CategoryBadge} />
          <DataTable.Col source="published" label="resources.news.fields.state" field={StateChips} />
          <DataTable.Col source="published_at" label="resources.news.fields.date" render={newsDate} cellSx={() => ({ whiteSpace: 'nowrap' })} />
          <DataTable.Col label="resources.news.fields.actions" disableSort field={RowButtons} />
        </DataTable>
      )}
    </List>
  )
}
