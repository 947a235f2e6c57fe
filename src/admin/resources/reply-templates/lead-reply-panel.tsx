// 回复邮件 on a lead's page: a template filled with the lead's values by the server (POST
// /api/admin/leads/{id}/reply-draft), edited freely, sent through the outbox (POST .../reply). One click is one
// mail: the request carries an id made when the reply is started, so a double click or a retried request
// sends it once. The reply's text lands in the timeline; the first reply moves a 待处理 lead to 已联系.
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Confirm, Link, useCreatePath, useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin'
import desk from '@shared/sales-desk.json'
import { useActionToast } from '../../layout/action-toast'
import type { StaffDataProvider } from '../../providers/data-provider'
import { LeaveWarning } from '../../ui/leave-warning'

type FieldErrors = Partial<Record<'subject' | 'body' | 'email' | 'request_id', string>>

export const replyPath = (leadId: string) => `/api/admin/leads/${leadId}/reply`
export const replyDraftPath = (leadId: string) => `/api/admin/leads/${leadId}/reply-draft`

/** A new click id: random, within the server's pattern (sales-desk.json replies.requestIdPattern). */
const newRequestId = () => `reply-${crypto.randomUUID()}`

/** The server's per-field messages, as the data provider hands them on (react-admin's HttpError body). */
function errorsOf(failure: unknown): FieldErrors {
  return (failure as { body?: { errors?: FieldErrors } })?.body?.errors ?? {}
}

export function LeadReplyPanel({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const startToast = useActionToast()
  const { data: templates = [] } = useGetList('reply-templates', { sort: { field: 'title', order: 'ASC' }, pagination: { page: 1, perPage: 200 } })
  const [template, setTemplate] = useState('')
  const [pendingTemplate, setPendingTemplate] = useState<string | null>(null)
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState<'filling' | 'sending' | null>(null)
  // Folded until staff start a reply (写邮件, or a template chosen): the lead's page stays short.
  const [writing, setWriting] = useState(false)
  // One id per reply being written: the same for every send of it, a new one once it has gone.
  const requestId = useRef(newRequestId())

  if (!lead.email) return <Typography color="text.secondary">{translate('app.replies.panel.noEmail')}</Typography>

  const fill = async (id: string) => {
    setTemplate(id)
    if (!id) return
    setWriting(true)
    setBusy('filling')
    try {
      const filled = await dataProvider.send<{ subject: string; body: string }>(replyDraftPath(String(lead.id)), { method: 'POST', body: { template: id } })
      setSubject(filled.subject)
      setBody(filled.body)
      setErrors({})
    } catch {
      startToast('app.replies.panel.filling').error('app.replies.panel.fillFailed')
    } finally {
      setBusy(null)
    }
  }

  const choose = (id: string) => {
    // A template replaces what was written: asked first when something was.
    if (id && (subject.trim() || body.trim())) setPendingTemplate(id)
    else void fill(id)
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy('sending')
    const toast = startToast('app.replies.panel.sending')
    try {
      await dataProvider.send(replyPath(String(lead.id)), { method: 'POST', body: { subject, body, request_id: requestId.current } })
      toast.success('app.replies.panel.sent')
      requestId.current = newRequestId()
      setSubject('')
      setBody('')
      setTemplate('')
      setErrors({})
      setWriting(false)
      void queryClient.invalidateQueries({ queryKey: ['activity'] })
      void queryClient.invalidateQueries({ queryKey: ['outbox'] })
      void queryClient.invalidateQueries({ queryKey: ['forms'] })
    } catch (failure) {
      toast.error('app.replies.panel.failed')
      setErrors(errorsOf(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Box component="form" onSubmit={(e) => void send(e)} noValidate aria-label={translate('app.replies.panel.title')} sx={{ display: 'grid', gap: 1.5 }}>
      <LeaveWarning when={body.trim() !== ''} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.replies.panel.to', { email: lead.email })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={translate('app.replies.panel.template')}
          value={templates.some((t) => t.id === template) ? template : ''}
          onChange={(e) => choose(e.target.value)}
          disabled={busy !== null}
          sx={{ flex: '1 1 12rem' }}
          helperText={templates.length === 0 ? translate('app.replies.panel.noTemplates') : undefined}
        >
          <MenuItem value="">{translate('app.replies.panel.chooseTemplate')}</MenuItem>
          {templates.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.title}
            </MenuItem>
          ))}
        </TextField>
        {writing ? (
          <Button component={Link} to={createPath({ resource: 'reply-templates', type: 'list' })} size="small" sx={{ minHeight: { xs: 44, sm: 32 } }}>
            {translate('app.replies.panel.manage')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setWriting(true)} sx={{ minHeight: { xs: 44, sm: 36 } }}>
            {translate('app.replies.panel.write')}
          </Button>
        )}
      </Box>
      {writing && (
        <>
          <TextField
            label={translate('resources.reply-templates.fields.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            slotProps={{ htmlInput: { maxLength: desk.replies.subjectMax } }}
            size="small"
            required
          />
          <TextField
            label={translate('resources.reply-templates.fields.body')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={Boolean(errors.body)}
            helperText={errors.body ?? `${body.length}/${desk.replies.bodyMax}`}
            slotProps={{ htmlInput: { maxLength: desk.replies.bodyMax } }}
            multiline
            minRows={6}
            required
          />
          {(errors.email || errors.request_id) && <Alert severity="error">{errors.email ?? errors.request_id}</Alert>}
          {lead.status === 'pending' && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.replies.panel.firstReply')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy !== null} startIcon={busy === 'sending' ? <CircularProgress size={14} /> : undefined} sx={{ minHeight: { xs: 44, sm: 36 } }}>
              {translate(busy === 'sending' ? 'app.replies.panel.sending' : 'app.replies.panel.send')}
            </Button>
            <Button onClick={() => setWriting(false)} disabled={busy !== null} sx={{ minHeight: { xs: 44, sm: 36 } }}>
              {translate('app.replies.panel.fold')}
            </Button>
          </Box>
        </>
      )}
      <Confirm
        isOpen={pendingTemplate !== null}
        title="app.replies.panel.replaceTitle"
        content="app.replies.panel.replaceBody"
        onConfirm={() => {
          const id = pendingTemplate ?? ''
          setPendingTemplate(null)
          void fill(id)
        }}
        onClose={() => setPendingTemplate(null)}
      />
    </Box>
  )
}
