// The article form of /admin/news/create and /admin/news/<id>: 标题*, 分类*, 摘要*, 正文* (rich text),
// 封面图片, 作者, 标签, 发布, 置顶, and for a draft 定时发布时间; saved pessimistically so the server's
// per-field messages show. 历史版本 lists every published version, compares two and restores one.
import HistoryIcon from '@mui/icons-material/History'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Box, Button } from '@mui/material'
import {
  BooleanInput,
  Create,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { staffWallTime, staffWallTimeToIso } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { useSaveToasts } from '../../layout/action-toast'
import { ImageUploadInput } from '../../ui/image-upload-input'
import { NewsBodyInput } from './news-body-input'
import { categoryPlacementKey, defaultNewsCategory, displayedNewsCategory, newsCategoryChoices } from './news-categories'
import { NewsDeleteButton } from './news-delete-button'
import { TagInput } from './tag-input'
import { HistoryDialog, htmlText, type FieldLabels } from '../publishing/history-dialog'

/** The field limits of the news collection (pb_migrations: title 200, summary 500, author 50). */
const limits = { title: 200, summary: 500, author: 50 } as const

/** The public address of an article: the market page opens it in its modal. */
export function newsPreviewPath(id: string): string {
  return `/market-activities?news=${encodeURIComponent(id)}`
}

function PreviewLink() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.id) return null
  return (
    <Button
      component="a"
      href={newsPreviewPath(String(record.id))}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNewIcon />}
      title={translate('resources.news.actions.previewHint')}
    >
      {translate('resources.news.actions.preview')}
    </Button>
  )
}

/** What a version of an article holds, as 历史版本 compares it. */
function useNewsFieldLabels(): FieldLabels {
  const enumLabel = useEnumLabel()
  return {
    title: { label: 'resources.news.fields.title' },
    category: { label: 'resources.news.fields.category', show: (value) => enumLabel('newsCategories', value) },
    summary: { label: 'resources.news.fields.summary' },
    content: { label: 'resources.news.fields.content', show: htmlText },
    image: { label: 'resources.news.fields.image', show: (value) => (value ? String(value) : '—') },
    author: { label: 'resources.news.fields.author' },
    tags: { label: 'resources.news.fields.tags' },
  }
}

/** 历史版本 of an article: its published versions; a restore publishes that version again. */
function HistoryButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  const refresh = useRefresh()
  const fieldLabels = useNewsFieldLabels()
  const [open, setOpen] = useState(false)
  if (!record?.id) return null
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('app.publishing.actions.history')}
      </Button>
      <HistoryDialog open={open} collection="news" id={String(record.id)} fieldLabels={fieldLabels} onClose={() => setOpen(false)} onRestored={refresh} />
    </>
  )
}

/** 定时发布时间 of an article still a draft: the site zone's wall time, stored as an instant. */
function ScheduleInput() {
  const published: unknown = useWatch({ name: 'published' })
  if (published) return null
  return (
    <TextInput
      source="publish_at"
      type="datetime-local"
      format={(value: unknown) => (typeof value === 'string' && value ? staffWallTime(value) : '')}
      parse={(value: string) => (value ? (staffWallTimeToIso(value) ?? '') : '')}
      helperText="resources.news.form.publishAtHint"
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 260 }}
    />
  )
}

function NewsFormToolbar({ editing }: { editing: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton />
        {editing && <PreviewLink />}
        {editing && <HistoryButton />}
      </Box>
      {editing && <NewsDeleteButton />}
    </Toolbar>
  )
}

/** 分类, with where an article of the chosen category appears on the public site. */
function CategoryInput() {
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  const category: unknown = useWatch({ name: 'category' })
  const shown = displayedNewsCategory(category)
  return (
    <SelectInput
      source="category"
      choices={newsCategoryChoices}
      defaultValue={defaultNewsCategory}
      validate={required('resources.news.form.categoryRequired')}
      emptyText=""
      helperText={translate(categoryPlacementKey(shown), { category: enumLabel('newsCategories', shown) })}
      sx={{ minWidth: 220 }}
    />
  )
}

function NewsForm({ editing }: { editing: boolean }) {
  const translate = useTranslate()
  return (
    <SimpleForm
      toolbar={<NewsFormToolbar editing={editing} />}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
    >
      <TextInput
        source="title"
        validate={[required('resources.news.form.titleRequired'), maxLength(limits.title)]}
        fullWidth
      />
      <CategoryInput />
      <TextInput
        source="summary"
        multiline
        minRows={2}
        validate={[required('resources.news.form.summaryRequired'), maxLength(limits.summary)]}
        fullWidth
      />
      <NewsBodyInput
        source="content"
        label="resources.news.fields.content"
        validate={[required('resources.news.form.contentRequired')]}
        helperText={translate('resources.news.form.contentHint')}
      />
      <ImageUploadInput source="image" label="resources.news.fields.image" />
      <TextInput source="author" validate={maxLength(limits.author)} sx={{ minWidth: 260 }} />
      <TagInput source="tags" label={translate('resources.news.fields.tags')} />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {/* Spec defaults: published on, pinned off. */}
        <BooleanInput source="published" defaultValue />
        <BooleanInput source="featured" defaultValue={false} />
      </Box>
      <ScheduleInput />
    </SimpleForm>
  )
}

/** The spec's create/update toasts: loading when the save starts, replaced by success (back to the list) or failure. */
const saveKeys = {
  create: { loading: 'resources.news.notify.creating', done: 'resources.news.notify.created', failed: 'resources.news.notify.createFailed' },
  update: { loading: 'resources.news.notify.updating', done: 'resources.news.notify.updated', failed: 'resources.news.notify.updateFailed' },
}

export function NewsCreate() {
  const { started: transform, mutationOptions } = useSaveToasts('news', saveKeys.create)
  return (
    <Create title="resources.news.pageCreate" redirect="list" transform={transform} mutationOptions={mutationOptions}>
      <NewsForm editing={false} />
    </Create>
  )
}

export function NewsEdit() {
  const { started: transform, mutationOptions } = useSaveToasts('news', saveKeys.update)
  return (
    <Edit title="resources.news.pageEdit" mutationMode="pessimistic" redirect="list" transform={transform} mutationOptions={mutationOptions}>
      <NewsForm editing />
    </Edit>
  )
}
