// The article form of /admin/news/create and /admin/news/<id>: 标题*, 分类*, 摘要*, 正文* (rich text),
// 封面图片, 作者, 标签, 发布, 置顶; saved pessimistically so the server's per-field messages show.
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
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useEnumLabel } from '../../providers/enum-labels'
import { useSaveToasts } from '../../layout/action-toast'
import { ImageUploadInput } from '../../ui/image-upload-input'
import { NewsBodyInput } from './news-body-input'
import { categoryPlacementKey, defaultNewsCategory, displayedNewsCategory, newsCategoryChoices } from './news-categories'
import { NewsDeleteButton } from './news-delete-button'
import { TagInput } from './tag-input'

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

function NewsFormToolbar({ editing }: { editing: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton />
        {editing && <PreviewLink />}
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
