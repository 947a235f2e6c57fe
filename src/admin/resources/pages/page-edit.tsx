// One public route in 页面管理 (/admin/pages/<id>): its SEO title and description (each with its limit
// and a live count; a course page's description ends with {课程要点}, worded from the course's published
// facts), its texts where the page has any (section headings, the home figures, about, the programme,
// the contact blurb: publishing/texts-inputs.tsx), on the legal pages the rich-text body, version and
// effective date, all edited as a draft,
// previewed, published (now or at a set time) and compared or restored from the history; and its share
// image (Open Graph, 1200×630), which takes effect when saved.
import { Box, Card, CardContent, Typography } from '@mui/material'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentFormat from '@shared/content-format.js'
import { DateInput, EditBase, Form, Loading, SaveButton, TextInput, Title, useDataProvider, useGetList, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useActionToast } from '../../layout/action-toast'
import type { StaffDataProvider } from '../../providers/data-provider'
import { ImageUploadInput } from '../../ui/image-upload-input'
import { NewsBodyInput } from '../news/news-body-input'
import { ContentEditor } from '../publishing/content-editor'
import { CountedTextInput } from '../publishing/counted-text-input'
import { htmlText, type FieldLabels } from '../publishing/history-dialog'
import { contentLimits, isLegalPage, pageValues, validatePage } from '../publishing/publishing-api'
import { textFieldsOf } from '../publishing/texts-inputs'

export const pageFieldLabels: FieldLabels = {
  title: { label: 'resources.pages.fields.title' },
  description: { label: 'resources.pages.fields.description' },
  share_image: { label: 'resources.pages.fields.share_image', show: (value) => (value ? String(value) : '—') },
  body: { label: 'resources.pages.fields.body', show: htmlText },
  version: { label: 'resources.pages.fields.version' },
  effective_date: { label: 'resources.pages.fields.effective_date', show: (value) => contentFormat.formatDay(String(value ?? '')) },
}

const COURSE_PATH = /^\/courses\/([a-z]+)$/

/** The description as search engines will show it: {课程要点} worded from the course's published facts. */
function ShownDescription({ path }: { path: string }) {
  const translate = useTranslate()
  const description: unknown = useWatch({ name: 'description' })
  const slug = COURSE_PATH.exec(path)?.[1]
  const { data } = useGetList('courses', { filter: { slug: slug ?? '' }, pagination: { page: 1, perPage: 1 } }, { enabled: Boolean(slug) })
  const course = data?.[0]
  const facts = course ? { price: course.price, duration: String(course.duration), seats: Number(course.seats) } : null
  const shown = contentFormat.expandDescription(typeof description === 'string' ? description : '', facts, contentDisplay)
  return (
    <Typography variant="body2" color="text.secondary" data-testid="page-description-shown" sx={{ mt: -0.5, mb: 1 }}>
      {translate('resources.pages.form.shown', { text: shown })}
    </Typography>
  )
}

/** 分享图片: saved (and published) on its own, with its own button; the 1200×630 crop is what shares show. */
function ShareImageCard({ page }: { page: RaRecord }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const refresh = useRefresh()
  const startToast = useActionToast()
  const save = async (values: Record<string, unknown>) => {
    const toast = startToast('resources.pages.shareImage.saving')
    try {
      await dataProvider.update('pages', { id: page.id, data: { share_image: values.share_image ?? null }, previousData: page })
      toast.success('resources.pages.shareImage.saved')
      refresh()
    } catch {
      toast.error('resources.pages.shareImage.failed')
    }
  }
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="share-image-title">
      <CardContent>
        <Typography id="share-image-title" variant="h6" component="h2">
          {translate('resources.pages.fields.share_image')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.pages.shareImage.hint')}
        </Typography>
        <Form record={page} onSubmit={save}>
          <ImageUploadInput source="share_image" label="resources.pages.fields.share_image" />
          <SaveButton label="resources.pages.shareImage.save" alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  )
}

function PageEditor() {
  const translate = useTranslate()
  const page = useRecordContext()
  if (!page) return <Loading />
  const path = String(page.path)
  const legal = isLegalPage(path)
  const textFields = textFieldsOf('pages', page)
  const courseHint = COURSE_PATH.test(path) ? translate('resources.pages.form.factsHint', { token: contentDisplay.factsToken }) : undefined
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.pages.editTitle', { path })} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
        {translate('resources.pages.editTitle', { path })}
      </Typography>
      <ContentEditor
        collection="pages"
        record={page}
        previewPath={path}
        toValues={(values) => pageValues(values, legal, textFields)}
        validate={(values) => validatePage(values, legal, textFields)}
        fieldLabels={pageFieldLabels}
        textFields={textFields}
      >
        <CountedTextInput source="title" max={contentLimits.titleMax} hint={translate('resources.pages.form.titleHint')} />
        <CountedTextInput source="description" max={contentLimits.descriptionMax} multiline minRows={2} hint={courseHint} />
        <ShownDescription path={path} />
        {legal && (
          <>
            <NewsBodyInput source="body" label="resources.pages.fields.body" validate={[]} helperText={translate('resources.pages.form.bodyHint')} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextInput source="version" slotProps={{ htmlInput: { maxLength: contentLimits.versionMax } }} helperText="resources.pages.form.versionHint" />
              <DateInput source="effective_date" helperText={false} />
            </Box>
          </>
        )}
      </ContentEditor>
      <ShareImageCard page={page} />
    </Box>
  )
}

export function PageEdit() {
  return (
    <EditBase resource="pages" mutationMode="pessimistic">
      <PageEditor />
    </EditBase>
  )
}
