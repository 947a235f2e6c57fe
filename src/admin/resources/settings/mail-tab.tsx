// 邮件设置: the SMTP server in use (read-only, never its password), the sender PocketBase mails from
// (editable), and a test mail to the notification address that says whether the server took it.
import SendIcon from '@mui/icons-material/Send'
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Form, TextInput, email, maxLength, required, useDataProvider, useNotify, useTranslate } from 'react-admin'
import limits from '@shared/limits.json' with { type: 'json' }
import type { StaffDataProvider } from '../../providers/data-provider'
import { fieldErrors } from '../../providers/field-errors'
import { useSiteName } from '../../providers/site-preferences'
import { FactList } from '../../ui/fact-list'
import { FormLeaveWarning } from '../../ui/leave-warning'
import { SettingsToolbar } from './settings-toolbar'
import { systemPaths, type MailSettings, type SenderSettings } from './system-api'

const QUERY_KEY = ['settings', 'mail']
const { systemMail } = limits

function TestMailButton({ to }: { to: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      const result = await dataProvider.send<{ to: string }>(systemPaths.testMail, { method: 'POST' })
      notify('app.settings.mail.testSent', { type: 'success', messageArgs: { to: result.to } })
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.settings.saveFailed', { type: 'error', autoHideDuration: 10000 })
    } finally {
      setSending(false)
    }
  }
  return (
    <Box>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={send} disabled={sending || !to}>
        {translate(sending ? 'app.settings.mail.testing' : 'app.settings.mail.test')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {to ? translate('app.settings.mail.testHint', { to }) : translate('app.settings.mail.testNoRecipient')}
      </Typography>
    </Box>
  )
}

export function MailTab() {
  const translate = useTranslate()
  // The sender's default name is the site's name as 网站名称 has it now.
  const siteName = useSiteName()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.send<MailSettings>(systemPaths.mail, { signal }),
    retry: false,
  })
  useEffect(() => {
    if (error) console.error('Mail settings failed', error)
  }, [error])

  const saveSender = async (sender: SenderSettings) => {
    const saved = await dataProvider.send<MailSettings>(systemPaths.mail, { method: 'PATCH', body: sender })
    queryClient.setQueryData(QUERY_KEY, saved)
    return saved
  }
  const submit = async (values: Record<string, unknown>) => {
    try {
      await saveSender({ senderAddress: String(values.senderAddress ?? ''), senderName: String(values.senderName ?? '') })
      notify('app.settings.saved', { type: 'success' })
      return undefined
    } catch (failure) {
      notify('app.settings.saveFailed', { type: 'error' })
      const errors = fieldErrors(failure)
      return Object.keys(errors).length > 0 ? errors : undefined
    }
  }

  const t = (key: string) => translate(`app.settings.mail.${key}`)
  if (error) return <Alert severity="error">{t('failed')}</Alert>
  if (!data) return <Skeleton variant="rectangular" height={240} />
  const { smtp } = data
  const reset = async () => {
    try {
      await saveSender({ senderAddress: data.senderAddress, senderName: siteName })
      notify('app.settings.resetDone', { type: 'success' })
    } catch {
      notify('app.settings.saveFailed', { type: 'error' })
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="mail-server">
        <Typography variant="subtitle1" component="h3" id="mail-server" sx={{ fontWeight: 600, mb: 1 }}>
          {t('server')}
        </Typography>
        <Alert severity={smtp.enabled ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {t('serverNotice')}
        </Alert>
        <FactList
          empty="—"
          facts={[
            ['app.settings.mail.enabled', t(smtp.enabled ? 'on' : 'off')],
            // Without SMTP, PocketBase keeps placeholders (smtp.example.com, port 587): nothing to show.
            ['app.settings.mail.host', smtp.enabled ? smtp.host : ''],
            ['app.settings.mail.port', smtp.enabled && smtp.port ? String(smtp.port) : ''],
            ['app.settings.mail.tls', smtp.enabled ? t(smtp.tls ? 'yes' : 'no') : ''],
          ]}
        />
      </Box>
      <Box component="section" aria-labelledby="mail-sender">
        <Typography variant="subtitle1" component="h3" id="mail-sender" sx={{ fontWeight: 600, mb: 1 }}>
          {t('sender')}
        </Typography>
        {/* key: the form starts again from what the server holds after each save. */}
        <Form key={`${data.senderAddress}|${data.senderName}`} record={{ id: 'mail', senderAddress: data.senderAddress, senderName: data.senderName }} onSubmit={submit}>
          <FormLeaveWarning />
          <TextInput source="senderAddress" label="app.settings.mail.senderAddress" type="email" validate={[required(), email()]} fullWidth />
          <TextInput source="senderName" label="app.settings.mail.senderName" validate={[required(), maxLength(systemMail.senderNameMaxLength)]} fullWidth />
          <SettingsToolbar resetText={translate('app.settings.resetMail', { name: siteName })} onReset={reset} />
        </Form>
      </Box>
      <TestMailButton to={data.notificationEmail} />
    </Box>
  )
}
