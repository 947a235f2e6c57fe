// One course in 课程管理 (/admin/courses/<id>): its price (whole yuan; empty = 仅限邀请), duration, seats
// and audience, edited as a draft, previewed on its page, published (now or at a set time) and compared
// or restored from its history; and its handbook PDF: an upload replaces the generated one on the course
// page, and staff are told when the generated one states an old fact.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import { useRef, useState } from 'react'
import { EditBase, Loading, NumberInput, Title, useDataProvider, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useActionToast } from '../../layout/action-toast'
import { useEnumLabel } from '../../providers/enum-labels'
import type { StaffDataProvider } from '../../providers/data-provider'
import { ContentEditor } from '../publishing/content-editor'
import { CountedTextInput } from '../publishing/counted-text-input'
import type { FieldLabels } from '../publishing/history-dialog'
import { contentLimits, courseValues, validateCourse } from '../publishing/publishing-api'
import { textFieldsOf } from '../publishing/texts-inputs'
import { factsSentence, priceText, staleHandbookFacts } from './course-facts'

export const courseFieldLabels: FieldLabels = {
  price: { label: 'resources.courses.fields.price', show: priceText },
  duration: { label: 'resources.courses.fields.duration' },
  seats: { label: 'resources.courses.fields.seats' },
  level: { label: 'resources.courses.fields.level' },
  handbook: { label: 'resources.courses.fields.handbook', show: (value) => (value ? String(value) : '—') },
}

/** What visitors will read once published, from what is typed, and whether the generated handbook will then be wrong. */
function ShownFacts({ course }: { course: RaRecord }) {
  const translate = useTranslate()
  const [price, duration, seats, level] = useWatch({ name: ['price', 'duration', 'seats', 'level'] }) as unknown[]
  const typed = { slug: course.slug, price: typeof price === 'number' ? price : null, duration, seats, level }
  const stale = course.handbook ? [] : staleHandbookFacts(typed)
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="course-facts-shown">
        {translate('resources.courses.form.shown', { facts: factsSentence(typed) })}
      </Typography>
      {stale.length > 0 && (
        <Typography variant="body2" color="warning.dark">
          {translate('resources.courses.form.handbookWillBeStale', { facts: stale.join('、') })}
        </Typography>
      )}
    </>
  )
}

/** 课程手册（PDF）: the uploaded replacement, or the generated handbook and whether it states old facts. */
function HandbookCard({ course }: { course: RaRecord }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const refresh = useRefresh()
  const startToast = useActionToast()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const handbook = course.handbook as { src: string; title: string } | null
  const stale = handbook ? [] : staleHandbookFacts(course)

  const save = async (value: { rawFile: File } | null) => {
    setBusy(true)
    const toast = startToast('resources.courses.handbook.saving')
    try {
      await dataProvider.update('courses', { id: course.id, data: { handbook: value }, previousData: course })
      toast.success(value ? 'resources.courses.handbook.uploadedDone' : 'resources.courses.handbook.removedDone')
      refresh()
    } catch {
      toast.error('resources.courses.handbook.failed')
    } finally {
      setBusy(false)
    }
  }
  const choose = (file: File | undefined) => {
    if (!file) return
    // The server's rules: a PDF within the size limit (pb_hooks/lib/publishing/rest-hooks.js).
    if (!/\.pdf$/i.test(file.name) || (file.type !== '' && file.type !== 'application/pdf')) return setProblem(contentRules.messages.handbookInvalid)
    if (file.size > contentRules.limits.handbookMaxBytes) {
      return setProblem(contentRules.messages.handbookTooLarge.replace('{max}', String(Math.round(contentRules.limits.handbookMaxBytes / 1048576))))
    }
    setProblem(null)
    void save({ rawFile: file })
  }

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="handbook-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="handbook-title" variant="h6" component="h2">
          {translate('resources.courses.fields.handbook')}
        </Typography>
        {handbook ? (
          <Typography>
            {translate('resources.courses.handbook.current')}{' '}
            <MuiLink href={handbook.src} target="_blank" rel="noopener noreferrer">
              {handbook.title}
            </MuiLink>
          </Typography>
        ) : (
          <Typography>
            {translate('resources.courses.handbook.usingGenerated')}{' '}
            <MuiLink href={contentDisplay.generatedHandbookPath} target="_blank" rel="noopener noreferrer">
              {translate('resources.courses.handbook.open')}
            </MuiLink>
          </Typography>
        )}
        {stale.length > 0 && (
          <Alert severity="warning" data-testid="handbook-stale">
            {translate('resources.courses.handbook.stale', { facts: stale.join('、') })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('resources.courses.handbook.hint')}
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input ref={input} type="file" accept="application/pdf,.pdf" hidden onChange={(event) => choose(event.target.files?.[0])} aria-label={translate('resources.courses.handbook.upload')} />
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {translate(handbook ? 'resources.courses.handbook.replace' : 'resources.courses.handbook.upload')}
          </Button>
          {handbook && (
            <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={busy} onClick={() => void save(null)}>
              {translate('resources.courses.handbook.remove')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}

function CourseEditor() {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const course = useRecordContext()
  if (!course) return <Loading />
  const name = enumLabel('courses', course.slug)
  const textFields = textFieldsOf('courses', course)
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.courses.editTitle', { name })} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('resources.courses.editTitle', { name })}
      </Typography>
      <ContentEditor
        collection="courses"
        record={course}
        previewPath={`/courses/${String(course.slug)}`}
        toValues={(values) => courseValues(values, textFields)}
        validate={(values) => validateCourse(values, textFields)}
        fieldLabels={courseFieldLabels}
        textFields={textFields}
      >
        <NumberInput
          source="price"
          min={0}
          step={1}
          // PocketBase keeps an empty price as 0: both read 仅限邀请, so 0 shows as empty.
          format={(value: unknown) => (value === 0 || value === null || value === undefined ? '' : value)}
          helperText="resources.courses.form.priceHint"
        />
        <CountedTextInput source="duration" max={contentLimits.durationMax} hint={translate('resources.courses.form.durationHint')} />
        <NumberInput source="seats" min={1} max={contentLimits.seatsMax} step={1} helperText={false} />
        <CountedTextInput source="level" max={contentLimits.levelMax} />
        <ShownFacts course={course} />
      </ContentEditor>
      <HandbookCard course={course} />
    </Box>
  )
}

export function CourseEdit() {
  return (
    <EditBase resource="courses" mutationMode="pessimistic">
      <CourseEditor />
    </EditBase>
  )
}
