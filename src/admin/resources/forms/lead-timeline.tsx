// A lead's timeline from the activity log (created, each status change, notes, follow-ups, replies with their
// text: who and when), and 添加备注.
import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useCreate, useGetList, useLocale, useNotify, useTranslate, type RaRecord } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useEnumLabel } from '../../providers/enum-labels'
import { LeaveWarning } from '../../ui/leave-warning'

export const NOTE_MAX_LENGTH = 2000

function TimelineEntry({ entry }: { entry: RaRecord }) {
  const translate = useTranslate()
  const locale = useLocale()
  const enumLabel = useEnumLabel()
  // The server writes its summary in Simplified Chinese; another language names the action.
  const summary = locale === 'zh-CN' ? entry.summary : enumLabel('activityActions', entry.action)
  // A note's text, and a reply's as it was sent.
  const note = entry.action === 'note_added' ? String(entry.details?.note ?? '') : entry.action === 'reply_sent' ? String(entry.details?.text ?? '') : ''
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: note ? 'secondary.main' : 'primary.main' }}
      />
      <Typography variant="body2" color="text.secondary">
        {staffDateTime(entry.created)} · {entry.actor_name || translate('app.forms.show.visitorOrSystem')}
      </Typography>
      <Typography variant="body1">{summary}</Typography>
      {note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1, borderRadius: 1, mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Box>
  )
}

function NoteForm({ leadId }: { leadId: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [body, setBody] = useState('')
  const [error, setError] = useState('')
  const [create, { isPending }] = useCreate()
  const queryClient = useQueryClient()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) {
      setError(translate('app.forms.notes.empty'))
      return
    }
    create(
      'lead-notes',
      { data: { submission: leadId, body } },
      {
        onSuccess: () => {
          // The timeline reads the activity log, which the server wrote with the note.
          void queryClient.invalidateQueries({ queryKey: ['activity'] })
          setBody('')
          setError('')
          notify('app.forms.notes.added', { type: 'success' })
        },
        onError: (failure) => {
          const fieldError = (failure as { body?: { errors?: Record<string, string> } })?.body?.errors?.body
          setError(fieldError ?? translate('app.forms.notes.failed'))
        },
      },
    )
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {/* A note typed and not yet added is asked about before the page is left. */}
      <LeaveWarning when={body.trim() !== ''} />
      <TextField
        label={translate('app.forms.notes.label')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value)
          setError('')
        }}
        multiline
        minRows={3}
        error={Boolean(error)}
        helperText={error || `${body.length}/${NOTE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        disabled={isPending}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={14} /> : undefined}>
          {translate('app.forms.notes.add')}
        </Button>
      </Box>
    </Box>
  )
}

export function LeadTimeline({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const { data } = useGetList('activity', {
    filter: { collection_name: 'form_submissions', record_id: lead.id },
    sort: { field: 'created', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  })
  return (
    <Box>
      {data && data.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((entry) => (
            <TimelineEntry key={entry.id} entry={entry} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.forms.show.noActivity')}</Typography>
      )}
      <NoteForm leadId={String(lead.id)} />
    </Box>
  )
}
