// The editor of a course (课程管理) or a page (页面管理): the record's fields as its draft holds them (or
// as published, when it has none), what state it is in, and 保存草稿 / 预览 / 发布 / 定时发布 / 放弃草稿
// / 历史版本. Nothing reaches the public pages until 发布 (or the scheduled time): a draft is kept on
// the server (content_drafts) and shown only here and in the preview.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import HistoryIcon from '@mui/icons-material/History'
import PublishIcon from '@mui/icons-material/Publish'
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined'
import ScheduleIcon from '@mui/icons-material/Schedule'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material'
import { useMemo, useState, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { Confirm, Form, Loading, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import { staffDateTime, staffWallTime, staffWallTimeToIso } from '../../format/staff-time'
import { useActionToast } from '../../layout/action-toast'
import { fieldErrors } from '../../providers/field-errors'
import { actionButtonSx } from './action-button'
import { HistoryDialog, type FieldLabels } from './history-dialog'
import { PreviewDialog } from './preview-dialog'
import { TextsInputs, type TextField as EditableText } from './texts-inputs'
import { useDraft, usePublishing, type Draft, type DraftCollection } from './publishing-api'

export interface ContentEditorProps {
  collection: DraftCollection
  record: RaRecord
  /** The public route the preview shows. */
  previewPath: string
  /** The form's values as the routes take them. */
  toValues: (values: Record<string, unknown>) => Record<string, unknown>
  validate: (values: Record<string, unknown>) => Record<string, unknown>
  /** Labels of the fields the history compares, by field. */
  fieldLabels: FieldLabels
  /** The record's texts (texts-inputs.tsx): their inputs follow the children, the history compares them. */
  textFields?: EditableText[]
  children: ReactNode
}

/** Where the record stands: published as is, a draft waiting (by whom, since when), or scheduled. */
function DraftStatus({ draft, record }: { draft: Draft | undefined; record: RaRecord }) {
  const translate = useTranslate()
  if (!draft) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('app.publishing.status.published', { time: staffDateTime(String(record.updated ?? '')) })}
      </Alert>
    )
  }
  const saved = translate('app.publishing.status.draft', { name: draft.author_name || translate('app.publishing.someone'), time: staffDateTime(draft.updated) })
  return (
    <Alert severity={draft.publish_at ? 'info' : 'warning'} sx={{ mb: 2 }}>
      {saved}
      {draft.publish_at && <Box component="strong" sx={{ display: 'block' }}>{translate('app.publishing.status.scheduled', { time: staffDateTime(draft.publish_at) })}</Box>}
    </Alert>
  )
}

/** 定时发布: a time in the site's zone, at least a minute ahead. */
function ScheduleDialog({ open, draft, onClose, onSchedule }: { open: boolean; draft: Draft | undefined; onClose: () => void; onSchedule: (iso: string) => void }) {
  const translate = useTranslate()
  const [wall, setWall] = useState(() => (draft?.publish_at ? staffWallTime(draft.publish_at) : ''))
  const iso = wall ? staffWallTimeToIso(wall) : null
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{translate('app.publishing.schedule.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.publishing.schedule.hint')}
        </Typography>
        <TextField
          type="datetime-local"
          label={translate('app.publishing.schedule.time')}
          value={wall}
          onChange={(event) => setWall(event.target.value)}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!iso} onClick={() => iso && onSchedule(iso)}>
          {translate('app.publishing.actions.schedule')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

type Busy = null | 'draft' | 'preview' | 'publish' | 'schedule' | 'discard'

interface EditorActionsProps {
  collection: DraftCollection
  record: RaRecord
  draft: Draft | undefined
  toValues: ContentEditorProps['toValues']
  onChanged: () => void
  onPreview: () => void
  onHistory: () => void
}

function EditorActions({ collection, record, draft, toValues, onChanged, onPreview, onHistory }: EditorActionsProps) {
  const translate = useTranslate()
  const { handleSubmit, setError, formState } = useFormContext()
  const api = usePublishing()
  const startToast = useActionToast()
  const [busy, setBusy] = useState<Busy>(null)
  const [scheduling, setScheduling] = useState(false)
  const [discarding, setDiscarding] = useState(false)
  const id = String(record.id)

  /** Runs `call` with the form's values once they pass the rules; the server's refusals go under their fields. */
  const act = (name: Exclude<Busy, null>, call: (values: Record<string, unknown>) => Promise<unknown>, after?: () => void) =>
    handleSubmit(async (values) => {
      setBusy(name)
      const toast = startToast(`app.publishing.notify.${name}.loading`)
      try {
        await call(toValues(values))
        toast.success(`app.publishing.notify.${name}.done`)
        onChanged()
        after?.()
      } catch (error) {
        Object.entries(fieldErrors(error)).forEach(([field, message]) => setError(field, { type: 'server', message }))
        toast.error(`app.publishing.notify.${name}.failed`)
      } finally {
        setBusy(null)
      }
    })()

  const saveDraft = () => act('draft', (values) => api.saveDraft(collection, id, values, draft?.publish_at || null))
  // The preview shows the drafts as saved: what is typed is saved first.
  const preview = () => act('preview', (values) => api.saveDraft(collection, id, values, draft?.publish_at || null), onPreview)
  const publish = () => act('publish', (values) => api.publish(collection, id, values))
  const schedule = (iso: string) => {
    setScheduling(false)
    void act('schedule', (values) => api.saveDraft(collection, id, values, iso))
  }
  const discard = async () => {
    setBusy('discard')
    const toast = startToast('app.publishing.notify.discard.loading')
    try {
      await api.discardDraft(collection, id)
      toast.success('app.publishing.notify.discard.done')
      onChanged()
    } catch {
      toast.error('app.publishing.notify.discard.failed')
    } finally {
      setBusy(null)
      setDiscarding(false)
    }
  }

  return (
    // Kept in view at the bottom while a long text (a legal page) is edited.
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, py: 1, position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      role="group"
      aria-label={translate('app.publishing.actions.group')}
    >
      <Button sx={actionButtonSx} variant="outlined" startIcon={<SaveOutlinedIcon />} disabled={busy !== null} onClick={saveDraft}>
        {translate('app.publishing.actions.saveDraft')}
      </Button>
      <Button sx={actionButtonSx} variant="outlined" startIcon={<VisibilityIcon />} disabled={busy !== null} onClick={preview}>
        {translate('app.publishing.actions.preview')}
      </Button>
      <Button sx={actionButtonSx} variant="contained" startIcon={<PublishIcon />} disabled={busy !== null} onClick={publish}>
        {translate('app.publishing.actions.publish')}
      </Button>
      <Button sx={actionButtonSx} variant="outlined" startIcon={<ScheduleIcon />} disabled={busy !== null} onClick={() => setScheduling(true)}>
        {translate(draft?.publish_at ? 'app.publishing.actions.reschedule' : 'app.publishing.actions.schedule')}
      </Button>
      {draft && (
        <Button sx={actionButtonSx} color="error" startIcon={<DeleteOutlineIcon />} disabled={busy !== null} onClick={() => setDiscarding(true)}>
          {translate('app.publishing.actions.discard')}
        </Button>
      )}
      <Button sx={actionButtonSx} color="inherit" startIcon={<HistoryIcon />} onClick={onHistory}>
        {translate('app.publishing.actions.history')}
      </Button>
      {formState.isDirty && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {translate('app.publishing.unsaved')}
        </Typography>
      )}
      {scheduling && <ScheduleDialog open draft={draft} onClose={() => setScheduling(false)} onSchedule={schedule} />}
      <Confirm
        isOpen={discarding}
        loading={busy === 'discard'}
        title="app.publishing.discard.title"
        content="app.publishing.discard.content"
        confirm="app.publishing.actions.discard"
        onConfirm={discard}
        onClose={() => setDiscarding(false)}
      />
    </Box>
  )
}

export function ContentEditor({ collection, record, previewPath, toValues, validate, fieldLabels, textFields = [], children }: ContentEditorProps) {
  const { draft, isPending, refetch } = useDraft(collection, String(record.id))
  const refresh = useRefresh()
  // Outside the form, which starts again (a new key) whenever the draft or the record changes.
  const [previewing, setPreviewing] = useState(false)
  const [history, setHistory] = useState(false)
  // The form starts from the draft's values where it has them, else from the published record.
  const initial = useMemo(() => ({ ...record, ...(draft?.data ?? {}) }), [record, draft])
  if (isPending) return <Loading />
  const onChanged = () => {
    void refetch()
    refresh()
  }
  return (
    <Card>
      <CardContent>
        <Form key={`${draft?.updated ?? 'published'}|${String(record.updated)}`} record={initial} validate={validate} onSubmit={() => undefined} warnWhenUnsavedChanges>
          <DraftStatus draft={draft} record={record} />
          <Box sx={{ display: 'grid', gap: 1, maxWidth: 760 }}>
            {children}
            <TextsInputs fields={textFields} />
          </Box>
          <EditorActions
            collection={collection}
            record={record}
            draft={draft}
            toValues={toValues}
            onChanged={onChanged}
            onPreview={() => setPreviewing(true)}
            onHistory={() => setHistory(true)}
          />
        </Form>
        <PreviewDialog open={previewing} path={previewPath} onClose={() => setPreviewing(false)} />
        <HistoryDialog
          open={history}
          collection={collection}
          id={String(record.id)}
          fieldLabels={fieldLabels}
          textFields={textFields}
          onClose={() => setHistory(false)}
          onRestored={onChanged}
        />
      </CardContent>
    </Card>
  )
}
