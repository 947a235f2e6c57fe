// 邮件模板: the auto-reply, the team mail and one lead's robot message, edited as text with {字段}
// placeholders inserted as chips at the caret, each field with its limit and a live count; 保存草稿 keeps
// the values on the server without them reaching a lead (the form opens on the draft, with who saved it
// and when, until 发布 or 放弃草稿); 预览 renders the form's values on the server for a sample lead,
// 发送测试 queues them in the outbox to the signed-in staff member (or the ready robots), 发布 publishes
// them with a version in 历史版本, 恢复默认 publishes the default again (both remove the draft). The
// fields, limits and placeholders are the server's (shared/message-templates.json).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import HistoryIcon from '@mui/icons-material/History'
import PublishIcon from '@mui/icons-material/Publish'
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined'
import PreviewIcon from '@mui/icons-material/Visibility'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Box, Button, Chip, Skeleton, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin'
import definitions from '@shared/message-templates.json' with { type: 'json' }
import { staffDateTime } from '../../format/staff-time'
import type { StaffDataProvider } from '../../providers/data-provider'
import { actionButtonSx } from '../publishing/action-button'
import { HistoryDialog, type FieldLabels } from '../publishing/history-dialog'
import { fieldErrors } from '../../providers/field-errors'
import { templatePaths } from './templates-api'

const QUERY_KEY = ['settings', 'templates']
type TemplateKey = keyof typeof definitions.templates
type Values = Record<string, string>

/** A template as the server answers it: published values, defaults, the record (null before the first publication), its draft. */
interface TemplateState {
  key: TemplateKey
  id: string | null
  values: Values
  defaults: Values
  version: number
  draft: { values: Values; author_name: string; updated: string } | null
}

interface Rendered {
  subject: string
  html?: string
  text: string
}

/** A template's fields in order: `{name, label, max}`. */
function fieldsOf(key: TemplateKey): { name: string; label: string; max: number }[] {
  const fields = definitions.templates[key].fields as Record<string, { label: string; max: number }>
  return Object.keys(fields).map((name) => ({ name, label: fields[name].label, max: fields[name].max }))
}

const hints = definitions.placeholderHints as Record<string, string>

function TemplateEditor({ state }: { state: TemplateState }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const definition = definitions.templates[state.key]
  const fields = fieldsOf(state.key)
  const [values, setValues] = useState<Values>(state.draft?.values ?? state.values)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [rendered, setRendered] = useState<Rendered | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  // Where a chip goes: the field last focused and its caret.
  const focused = useRef<{ field: string; at: number }>({ field: fields[fields.length - 1].name, at: -1 })
  const inputs = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({})

  /** The server's new state of the template, in the cache (the form keeps what it shows). */
  const remember = (next: TemplateState) =>
    queryClient.setQueryData<{ templates: TemplateState[] }>(QUERY_KEY, (old) => (old ? { templates: old.templates.map((t) => (t.key === next.key ? next : t)) } : old))
  /** A publication or a discarded draft: the form shows what is published. */
  const published = (next: TemplateState) => {
    remember(next)
    setValues(next.values)
  }

  const call = async <T,>(method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown, after: (answer: T) => void, failed: string) => {
    setBusy(true)
    setErrors({})
    try {
      after(await dataProvider.send<T>(path, { method, body }))
    } catch (error) {
      const perField = fieldErrors(error)
      setErrors(perField)
      notify(Object.keys(perField).length > 0 ? 'app.settings.templates.checkFields' : error instanceof Error ? error.message : failed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const insert = (name: string) => {
    const { field, at } = focused.current
    const current = values[field] ?? ''
    const caret = at < 0 || at > current.length ? current.length : at
    const token = `{${name}}`
    setValues({ ...values, [field]: current.slice(0, caret) + token + current.slice(caret) })
    focused.current = { field, at: caret + token.length }
    requestAnimationFrame(() => {
      const input = inputs.current[field]
      input?.focus()
      input?.setSelectionRange(caret + token.length, caret + token.length)
    })
  }

  const fieldLabels: FieldLabels = Object.fromEntries(fields.map((field) => [field.name, { label: field.label }]))
  // Changes not kept anywhere yet: the form against the draft, or against what is published without one.
  const kept = state.draft?.values ?? state.values
  const edited = fields.some((field) => (values[field.name] ?? '') !== (kept[field.name] ?? ''))

  return (
    <Box component="section" aria-label={definition.label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {definition.hint}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {JSON.stringify(state.values) === JSON.stringify(state.defaults) ? translate('app.settings.templates.default') : translate('app.settings.templates.customised', { version: state.version })}
      </Typography>
      {state.draft && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.settings.templates.draft', { name: state.draft.author_name || translate('app.publishing.someone'), time: staffDateTime(state.draft.updated) })}
        </Alert>
      )}
      <Box role="group" aria-label={translate('app.settings.templates.fields')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
        {Object.keys(definition.placeholders).map((name) => (
          <Tooltip key={name} title={hints[name] ?? ''}>
            <Chip
              label={`{${name}}`}
              size="small"
              variant="outlined"
              color="primary"
              onClick={() => insert(name)}
              onMouseDown={(event) => event.preventDefault()}
              aria-label={translate('app.settings.templates.insert', { name })}
            />
          </Tooltip>
        ))}
      </Box>
      {fields.map((field) => {
        const count = Array.from(values[field.name] ?? '').length
        const multiline = field.name !== 'subject'
        return (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            onFocus={() => (focused.current = { field: field.name, at: inputs.current[field.name]?.selectionStart ?? -1 })}
            onSelect={(event) => (focused.current = { field: field.name, at: (event.target as HTMLInputElement).selectionStart ?? -1 })}
            inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
              inputs.current[field.name] = element
            }}
            error={Boolean(errors[field.name]) || count > field.max}
            helperText={errors[field.name] ?? translate('app.settings.templates.count', { count, max: field.max })}
            multiline={multiline}
            minRows={multiline ? 4 : undefined}
            maxRows={multiline ? 16 : undefined}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { spellCheck: false, style: field.name === 'html' ? { fontFamily: 'monospace', fontSize: 13 } : undefined } }}
          />
        )
      })}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }} role="group" aria-label={translate('app.publishing.actions.group')}>
        <Button
          sx={actionButtonSx}
          variant="outlined"
          startIcon={<SaveOutlinedIcon />}
          disabled={busy}
          onClick={() => call<TemplateState>('PUT', templatePaths.draft(state.key), { values }, (next) => (remember(next), notify('app.settings.templates.draftSaved', { type: 'success' })), 'app.settings.saveFailed')}
        >
          {translate('app.publishing.actions.saveDraft')}
        </Button>
        <Button sx={actionButtonSx} variant="outlined" startIcon={<PreviewIcon />} disabled={busy} onClick={() => call<Rendered>('POST', templatePaths.action(state.key, 'preview'), { values }, setRendered, 'app.settings.saveFailed')}>
          {translate('app.settings.templates.preview')}
        </Button>
        <Button
          sx={actionButtonSx}
          variant="contained"
          startIcon={<PublishIcon />}
          disabled={busy}
          onClick={() => call<TemplateState>('PUT', templatePaths.template(state.key), { values }, (next) => (published(next), notify('app.settings.templates.published', { type: 'success' })), 'app.settings.saveFailed')}
        >
          {translate('app.settings.templates.publish')}
        </Button>
        <Button
          sx={actionButtonSx}
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={busy}
          onClick={() => call<{ message: string }>('POST', templatePaths.action(state.key, 'test'), { values }, (answer) => notify(answer.message, { type: 'success' }), 'app.settings.saveFailed')}
        >
          {translate('app.settings.templates.test')}
        </Button>
        {state.draft && (
          <Button sx={actionButtonSx} color="error" startIcon={<DeleteOutlineIcon />} disabled={busy} onClick={() => setConfirmDiscard(true)}>
            {translate('app.publishing.actions.discard')}
          </Button>
        )}
        <Button sx={actionButtonSx} variant="text" startIcon={<HistoryIcon />} disabled={!state.id} onClick={() => setHistoryOpen(true)}>
          {translate('app.settings.templates.history')}
        </Button>
        <Button sx={actionButtonSx} variant="text" color="warning" disabled={busy} onClick={() => setConfirmReset(true)}>
          {translate('app.settings.templates.reset')}
        </Button>
      </Box>
      {edited && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate('app.publishing.unsaved')}
        </Typography>
      )}
      {rendered && (
        <Box component="section" aria-label={translate('app.settings.templates.previewTitle')} sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('app.settings.templates.previewTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
            <strong>{translate('app.settings.templates.previewSubject')}：</strong>
            {rendered.subject}
          </Typography>
          {rendered.html !== undefined && (
            // The mail as a mail client shows it: its own document, nothing in it runs.
            <Box
              component="iframe"
              title={translate('app.settings.templates.previewHtml')}
              sandbox=""
              srcDoc={rendered.html}
              sx={{ mt: 1, width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
            />
          )}
          <Box
            component="pre"
            aria-label={translate('app.settings.templates.previewText')}
            sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13, fontFamily: 'inherit' }}
          >
            {rendered.text}
          </Box>
        </Box>
      )}
      <Confirm
        isOpen={confirmReset}
        loading={busy}
        title="app.settings.templates.resetTitle"
        content={state.draft ? 'app.settings.templates.resetContentDraft' : 'app.settings.templates.resetContent'}
        translateOptions={{ name: definition.label }}
        confirm="app.settings.templates.reset"
        onConfirm={async () => {
          setConfirmReset(false)
          await call<TemplateState>('POST', templatePaths.action(state.key, 'reset'), {}, (next) => (published(next), notify('app.settings.templates.resetDone', { type: 'success' })), 'app.settings.saveFailed')
        }}
        onClose={() => setConfirmReset(false)}
      />
      <Confirm
        isOpen={confirmDiscard}
        loading={busy}
        title="app.publishing.discard.title"
        content="app.publishing.discard.content"
        confirm="app.publishing.actions.discard"
        onConfirm={async () => {
          setConfirmDiscard(false)
          await call<TemplateState>('DELETE', templatePaths.draft(state.key), undefined, (next) => (published(next), notify('app.publishing.notify.discard.done', { type: 'success' })), 'app.publishing.notify.discard.failed')
        }}
        onClose={() => setConfirmDiscard(false)}
      />
      {state.id && (
        <HistoryDialog
          open={historyOpen}
          collection="message_templates"
          id={state.id}
          fieldLabels={fieldLabels}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY })}
          restoreVersion={(version) => dataProvider.send<TemplateState>(templatePaths.action(state.key, 'restore'), { method: 'POST', body: { version } }).then(published)}
        />
      )}
    </Box>
  )
}

export function TemplatesTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [key, setKey] = useState<TemplateKey>(definitions.keys[0] as TemplateKey)
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.send<{ templates: TemplateState[] }>(templatePaths.list, { signal }),
    retry: false,
  })
  if (error) return <Alert severity="error">{translate('app.settings.templates.failed')}</Alert>
  if (!data) return <Skeleton variant="rounded" height={240} />
  const state = data.templates.find((template) => template.key === key)
  return (
    <Box sx={{ maxWidth: 860, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.templates.intro')}
      </Typography>
      <Tabs value={key} onChange={(_, next: TemplateKey) => setKey(next)} variant="scrollable" allowScrollButtonsMobile aria-label={translate('app.settings.templates.choose')} sx={{ mb: 2 }}>
        {definitions.keys.map((name) => (
          <Tab key={name} value={name} label={definitions.templates[name as TemplateKey].label} />
        ))}
      </Tabs>
      {/* Keyed by the template and its version: a publication elsewhere (restore, reset) reloads the form. */}
      {state && <TemplateEditor key={`${state.key}:${state.version}`} state={state} />}
    </Box>
  )
}
