// 课程管理 (/admin/courses): the four courses as cards (one column on a phone), each with its published
// price and key facts as visitors read them, whether a draft or a scheduled publication waits, and
// whether its handbook is an upload or the generated one (and if that one states an old fact).
import EditIcon from '@mui/icons-material/Edit'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material'
import { Link, ListBase, Title, useCreatePath, useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { DraftChip } from '../publishing/draft-chip'
import type { Draft } from '../publishing/publishing-api'
import { courseSlugs, priceText, seatsText, staleHandbookFacts } from './course-facts'

function CourseCard({ course, draft }: { course: RaRecord; draft: Draft | undefined }) {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const createPath = useCreatePath()
  const stale = course.handbook ? [] : staleHandbookFacts(course)
  const name = enumLabel('courses', course.slug)
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} aria-label={name}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <DraftChip draft={draft} />
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-field="price">
          {priceText(course.price)}
        </Typography>
        <Typography color="text.secondary">
          {[course.duration, seatsText(course.seats), course.level].join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} color={stale.length > 0 ? 'warning.dark' : 'text.secondary'}>
          {stale.length > 0 && <WarningAmberIcon fontSize="small" />}
          {course.handbook
            ? translate('resources.courses.handbook.uploaded')
            : stale.length > 0
              ? translate('resources.courses.handbook.staleShort', { facts: stale.join('、') })
              : translate('resources.courses.handbook.generated')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={createPath({ resource: 'courses', id: course.id, type: 'edit' })} startIcon={<EditIcon />}>
          {translate('resources.courses.edit')}
        </Button>
      </CardActions>
    </Card>
  )
}

function CourseGrid() {
  const translate = useTranslate()
  const { data, isPending } = useListContext()
  const { data: drafts } = useGetList<Draft>('content-drafts', { filter: { target_collection: 'courses' }, pagination: { page: 1, perPage: 100 } })
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  // In the site's order of the courses, not the records'.
  const courses = [...(data ?? [])].sort((a, b) => courseSlugs.indexOf(a.slug) - courseSlugs.indexOf(b.slug))
  return (
    <Box
      component="ul"
      aria-label={translate('resources.courses.name')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} draft={drafts?.find((draft) => draft.target_id === course.id)} />
      ))}
    </Box>
  )
}

export function CourseList() {
  const translate = useTranslate()
  useRealtimeRefresh('courses')
  return (
    <ListBase resource="courses" perPage={100} sort={{ field: 'slug', order: 'ASC' }}>
      <Box sx={{ py: 2 }}>
        <Title title="resources.courses.name" />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.courses.name')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('resources.courses.subtitle')}
        </Typography>
        <CourseGrid />
      </Box>
    </ListBase>
  )
}
