// 历史版本: every published version of a course, a page or a news article, newest first (who, when,
// how: 初始内容, 发布, 定时发布, 恢复), two of them compared field by field (the differing ones marked),
// and 恢复此版本, which publishes that version's values again as a new version (files stay as they are).
import CloseIcon from '@mui/icons-material/Close'
import RestoreIcon from '@mui/icons-material/Restore'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  alpha,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { useEffect, useState } from 'react'
import { Confirm, useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useActionToast } from '../../layout/action-toast'
import { usePublishing, useRevisions, type HistoryCollection, type Revision } from './publishing-api'
import type { TextField } from './texts-inputs'

/** The label (a message key, or the words themselves) and the display of each field a version holds. */
export type FieldLabels = Record<string, { label: string; show?: (value: unknown) => string }>

/** A text's value as the comparison shows it: a list an item a line (1. 问题 / 回答). */
function textShown(field: TextField, value: unknown): string {
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : ''
  if (field.kind === 'list') {
    if (!Array.isArray(value)) return ''
    return value
      .map((item, index) => `${index + 1}. ${(field.item ?? []).map((inner) => textShown(inner, (item as Record<string, unknown>)[inner.key])).filter(Boolean).join(' / ')}`)
      .join('\n')
  }
  return value === null || value === undefined ? '' : String(value)
}

const textPrefix = 'texts.'

/** A record's texts compared one by one: each becomes a field of its own (texts.faq), labelled as the editor labels it. */
function withTexts(fieldLabels: FieldLabels, textFields: readonly TextField[]): FieldLabels {
  const labels: FieldLabels = { ...fieldLabels }
  textFields.forEach((field) => (labels[textPrefix + field.key] = { label: field.label, show: (value) => textShown(field, value) }))
  return labels
}

/** A version's values with its texts spread out as `texts.<key>`. */
function flatSnapshot(snapshot: Record<string, unknown>): Record<string, unknown> {
  const texts = snapshot.texts && typeof snapshot.texts === 'object' ? (snapshot.texts as Record<string, unknown>) : {}
  return { ...snapshot, ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [textPrefix + key, value])) }
}

/** A rich-text value as the words it holds. */
export function htmlText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  return new DOMParser().parseFromString(value, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

function shown(fieldLabels: FieldLabels, field: string, value: unknown): string {
  const show = fieldLabels[field]?.show
  if (show) return show(value)
  if (Array.isArray(value)) return value.join('、')
  return value === null || value === undefined ? '' : String(value)
}

function ActionText({ revision }: { revision: Revision }) {
  const translate = useTranslate()
  return <>{translate(`app.publishing.history.actions.${revision.action}`, { version: revision.restored_from })}</>
}

/** Two versions side by side, older first; differing fields marked. */
function Comparison({ older, newer, fieldLabels }: { older: Revision; newer: Revision; fieldLabels: FieldLabels }) {
  const translate = useTranslate()
  const before = flatSnapshot(older.snapshot)
  const after = flatSnapshot(newer.snapshot)
  const fields = Object.keys(fieldLabels).filter((field) => field in before || field in after)
  const differs = (field: string) => JSON.stringify(before[field] ?? '') !== JSON.stringify(after[field] ?? '')
  const changed = fields.filter(differs).length
  return (
    <Box component="section" aria-label={translate('app.publishing.history.compareTitle', { a: older.version, b: newer.version })} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.publishing.history.compareTitle', { a: older.version, b: newer.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {changed === 0 ? translate('app.publishing.history.same') : translate('app.publishing.history.changed', { count: changed })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: '26%', sm: '20%' } }}>{translate('app.publishing.history.field')}</TableCell>
              <TableCell>{translate('app.publishing.history.version', { version: older.version })}</TableCell>
              <TableCell>{translate('app.publishing.history.version', { version: newer.version })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => {
              const marked = differs(field)
              const cell = { verticalAlign: 'top', overflowWrap: 'anywhere', whiteSpace: 'pre-line', ...(marked ? { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.14) } : {}) }
              return (
                <TableRow key={field} data-changed={marked || undefined}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                    {translate(fieldLabels[field]!.label, { _: fieldLabels[field]!.label })}
                    {marked && (
                      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'warning.dark' }}>
                        {translate('app.publishing.history.differs')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={cell}>
                    <Box sx={{ maxHeight: 200, overflowY: 'auto' }}>{shown(fieldLabels, field, before[field])}</Box>
                  </TableCell>
                  <TableCell sx={cell}>
                    <Box sx={{ maxHeight: 200, overflowY: 'auto' }}>{shown(fieldLabels, field, after[field])}</Box>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}

const noRevisions: Revision[] = []

export interface HistoryDialogProps {
  open: boolean
  collection: HistoryCollection
  id: string
  fieldLabels: FieldLabels
  /** The record's texts, compared one by one. */
  textFields?: readonly TextField[]
  onClose: () => void
  onRestored: () => void
  /** How a version is published again (the mail templates have routes of their own); the publishing route by default. */
  restoreVersion?: (version: number) => Promise<unknown>
}

export function HistoryDialog({ open, collection, id, fieldLabels, textFields = [], onClose, onRestored, restoreVersion }: HistoryDialogProps) {
  const translate = useTranslate()
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const api = usePublishing()
  const startToast = useActionToast()
  const { data, isPending, refetch } = useRevisions(collection, id, open)
  const revisions = data ?? noRevisions
  const [selected, setSelected] = useState<number[]>([])
  const [restoring, setRestoring] = useState<Revision | null>(null)
  const [busy, setBusy] = useState(false)

  // The two newest versions are compared until staff choose others.
  useEffect(() => {
    if (open) setSelected((data ?? noRevisions).slice(0, 2).map((revision) => revision.version))
  }, [open, data])

  const toggle = (version: number) =>
    setSelected((old) => (old.includes(version) ? old.filter((v) => v !== version) : [...old, version].slice(-2)))

  const restore = async () => {
    if (!restoring) return
    setBusy(true)
    const toast = startToast('app.publishing.notify.restore.loading')
    try {
      await (restoreVersion ? restoreVersion(restoring.version) : api.restore(collection, id, restoring.version))
      toast.success('app.publishing.notify.restore.done', { version: restoring.version })
      await refetch()
      onRestored()
    } catch {
      toast.error('app.publishing.notify.restore.failed')
    } finally {
      setBusy(false)
      setRestoring(null)
    }
  }

  const [older, newer] = revisions
    .filter((revision) => selected.includes(revision.version))
    .sort((a, b) => a.version - b.version)
  const latest = revisions[0]?.version
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="history-title">
      <DialogTitle id="history-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>{translate('app.publishing.history.title')}</Box>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!isPending && revisions.length === 0 && <Alert severity="info">{translate('app.publishing.history.empty')}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {translate('app.publishing.history.hint')}
        </Typography>
        <Box component="ol" aria-label={translate('app.publishing.history.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {revisions.map((revision) => (
            <Box
              component="li"
              key={revision.id}
              sx={{
                display: 'grid',
                // Checkbox, the version's facts, and 恢复此版本 beside them (under them on a phone).
                gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' },
                alignItems: 'center',
                columnGap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Checkbox
                checked={selected.includes(revision.version)}
                onChange={() => toggle(revision.version)}
                slotProps={{ input: { 'aria-label': translate('app.publishing.history.select', { version: revision.version }) } }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body1">
                  {translate('app.publishing.history.version', { version: revision.version })}
                  {revision.version === latest && ` · ${translate('app.publishing.history.current')}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <ActionText revision={revision} /> · {revision.actor_name || translate('app.publishing.history.system')} · {staffDateTime(revision.created)}
                </Typography>
              </Box>
              {revision.version !== latest && (
                <Box sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
                  <Button size="small" startIcon={<RestoreIcon />} onClick={() => setRestoring(revision)}>
                    {translate('app.publishing.history.restore')}
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Box>
        {older && newer && <Comparison older={older} newer={newer} fieldLabels={withTexts(fieldLabels, textFields)} />}
        {selected.length < 2 && revisions.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.publishing.history.pickTwo')}
          </Typography>
        )}
      </DialogContent>
      <Confirm
        isOpen={restoring !== null}
        loading={busy}
        title="app.publishing.history.restoreTitle"
        content="app.publishing.history.restoreContent"
        translateOptions={{ version: restoring?.version ?? 0, next: (latest ?? 0) + 1 }}
        confirm="app.publishing.history.restore"
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Dialog>
  )
}
