// 轮播图管理 (/admin/carousels): the slides of one page (tabs, 首页 by default) in display order, each with
// its thumbnail, title, page, 启用/停用 state and stats, 上移/下移 and the eye; cards on phones.
import AddIcon from '@mui/icons-material/Add'
import { Box, Button, Card, CardActions, CardContent, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, EditButton, Link, List, RecordContextProvider, TopToolbar, useCreatePath, useListContext, useTranslate, type RaRecord } from 'react-admin'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { useEnumLabel } from '../../providers/enum-labels'
import { currentPage, defaultPage, pageChoices } from './carousel-pages'
import { SlideActions } from './slide-actions'
import { ActiveChip, SlideThumbnail, StatsText } from './slide-fields'

function CarouselListActions() {
  const { filterValues } = useListContext()
  const createPath = useCreatePath()
  const translate = useTranslate()
  return (
    <TopToolbar>
      {/* A new slide starts on the page being looked at. A plain button on phones too: react-admin's
          floating one would sit over the cards' buttons. */}
      <Button
        component={Link}
        to={createPath({ resource: 'carousels', type: 'create' })}
        state={{ record: { page_id: currentPage(filterValues) } }}
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
      >
        {translate('resources.carousels.actions.add')}
      </Button>
    </TopToolbar>
  )
}

function PageTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext()
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  // Inline-size containment: the row of tabs scrolls within the list instead of widening it past a phone's screen.
  return (
    <Box sx={{ contain: 'inline-size', width: '100%' }}>
      <Tabs
        value={currentPage(filterValues)}
        onChange={(_, page: string) => setFilters({ ...filterValues, page_id: page }, displayedFilters, false)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('resources.carousels.pageTabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {pageChoices.map((choice) => (
          <Tab key={choice.id} value={choice.id} label={enumLabel('carouselPages', choice.id)} />
        ))}
      </Tabs>
    </Box>
  )
}

function EmptyPage() {
  const translate = useTranslate()
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('resources.carousels.empty')}
    </Typography>
  )
}


function ThumbnailCell() {
  return <SlideThumbnail />
}

function SlideTable() {
  const enumLabel = useEnumLabel()
  return (
    <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyPage />} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
      <DataTable.Col source="image" disableSort field={ThumbnailCell} />
      <DataTable.Col
        source="title"
        disableSort
        render={(slide: RaRecord) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {slide.title}
            </Typography>
            {slide.subtitle && (
              <Typography variant="body2" color="text.secondary">
                {slide.subtitle}
              </Typography>
            )}
          </>
        )}
      />
      <DataTable.Col source="page_id" disableSort render={(slide: RaRecord) => enumLabel('carouselPages', slide.page_id)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <DataTable.Col source="order_index" disableSort />
      <DataTable.Col source="status" disableSort field={ActiveChip} />
      <DataTable.Col source="stats" disableSort field={StatsText} />
      <DataTable.Col label="resources.carousels.fields.actions" disableSort>
        <SlideActions />
      </DataTable.Col>
    </DataTable>
  )
}

function SlideCards() {
  const { data, isPending } = useListContext()
  const enumLabel = useEnumLabel()
  if (isPending || !data) return null
  if (data.length === 0) return <EmptyPage />
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((slide) => (
        <RecordContextProvider key={slide.id} value={slide}>
          <Card component="li" variant="outlined">
            <SlideThumbnail width="100%" />
            <CardContent sx={{ pb: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {slide.title}
                </Typography>
                <ActiveChip />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {enumLabel('carouselPages', slide.page_id)} · #{slide.order_index}
              </Typography>
              <StatsText />
            </CardContent>
            <CardActions sx={{ pt: 0, px: 1, pb: 1, justifyContent: 'space-between' }}>
              <SlideActions />
              <EditButton />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  )
}

export function CarouselList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useRealtimeRefresh('carousels')
  return (
    <List
      resource="carousels"
      filterDefaultValues={{ page_id: defaultPage }}
      // The server's order of a page: order_index, then created, then id (what 上移/下移 swap within).
      sort={{ field: 'order_index,created,id', order: 'ASC' }}
      perPage={500}
      pagination={false}
      actions={<CarouselListActions />}
      empty={false}
    >
      <PageTabs />
      {isPhone ? <SlideCards /> : <SlideTable />}
    </List>
  )
}
