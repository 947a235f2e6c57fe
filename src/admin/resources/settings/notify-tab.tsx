// 通知: the team's group robots (企业微信, 钉钉, 飞书), each with its own switch, address, signing
// secret, what its messages carry and 发送测试消息. The server never answers a saved address or
// secret (shown masked); an empty input keeps what is saved.
import SendIcon from '@mui/icons-material/Send'
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Skeleton, Switch, TextField, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import notifyRules from '@shared/notify.json' with { type: 'json' }
import type { StaffDataProvider } from '../../providers/data-provider'
import { ConnectionCard, SecretField, TestAnswerAlert, useConnection } from './connection-card'
import { notifyPaths, type NotifyChannel, type NotifyTestAnswer } from './notify-api'
import { ReplyTimeCard } from './reply-time-card'

const QUERY_KEY = ['settings', 'notify']
type Platform = keyof typeof notifyRules.channels
const CONTENT_FIELDS = Object.keys(notifyRules.contentFields) as (keyof typeof notifyRules.contentFields)[]

function ChannelCard({ channel }: { channel: NotifyChannel }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const platform = notifyRules.channels[channel.channel as Platform]
  const [enabled, setEnabled] = useState(channel.enabled)
  const [url, setUrl] = useState('')
  const [secret, setSecret] = useState('')
  const [content, setContent] = useState<string[]>(channel.content)
  const { errors, busy, answer, save: saveWith, test: testWith } = useConnection()
  const label = translate(`app.settings.notify.channels.${channel.channel}`)

  const save = () => {
    const body: Record<string, unknown> = { enabled, content }
    if (url.trim() !== '') body.webhook_url = url.trim()
    if (secret.trim() !== '') body.secret = secret.trim()
    return saveWith(
      () => dataProvider.send<NotifyChannel>(notifyPaths.channel(channel.channel), { method: 'PATCH', body }),
      (saved) => {
        queryClient.setQueryData<{ channels: NotifyChannel[] }>(QUERY_KEY, (old) =>
          old ? { channels: old.channels.map((c) => (c.channel === saved.channel ? saved : c)) } : old,
        )
        setUrl('')
        setSecret('')
      },
    )
  }
  const test = () => testWith(() => dataProvider.send<NotifyTestAnswer>(notifyPaths.test(channel.channel), { method: 'POST' }))

  const toggle = (field: string) => setContent((old) => (old.includes(field) ? old.filter((f) => f !== field) : [...old, field]))

  return (
    <ConnectionCard
      label={label}
      aside={<FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('app.settings.notify.enabled')} />}
    >
      <TextField
        label={translate('app.settings.notify.webhookUrl')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder={channel.webhook_url || platform.example}
        error={Boolean(errors.webhook_url)}
        helperText={
          errors.webhook_url ??
          (channel.webhook_url ? translate('app.settings.notify.savedUrl', { url: channel.webhook_url }) : translate('app.settings.notify.urlHint', { hosts: platform.hosts.join(' / ') }))
        }
        fullWidth
        margin="dense"
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      {platform.secret && (
        <SecretField
          label={translate('app.settings.notify.secret')}
          value={secret}
          onChange={setSecret}
          error={errors.secret}
          hint={translate(channel.secret_set ? 'app.settings.notify.secretSaved' : 'app.settings.notify.secretHint')}
        />
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.settings.notify.content')}
      </Typography>
      <FormGroup row>
        {CONTENT_FIELDS.map((field) => (
          <FormControlLabel
            key={field}
            control={<Checkbox checked={content.includes(field)} onChange={() => toggle(field)} size="small" />}
            label={translate(`app.settings.notify.fields.${field}`)}
          />
        ))}
      </FormGroup>
      {(content.includes('phone') || content.includes('email')) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.settings.notify.pipl', { platform: label })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('app.settings.save')}
        </Button>
        <Button variant="outlined" startIcon={<SendIcon />} onClick={() => void test()} disabled={busy || !channel.webhook_url}>
          {translate('app.settings.notify.test')}
        </Button>
      </Box>
      <TestAnswerAlert answer={answer} okKey="app.settings.notify.testOk" failedKey="app.settings.notify.testFailed" />
    </ConnectionCard>
  )
}

export function NotifyTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.send<{ channels: NotifyChannel[] }>(notifyPaths.channels, { signal }),
    retry: false,
  })
  if (error) return <Alert severity="error">{translate('app.settings.notify.failed')}</Alert>
  if (!data) return <Skeleton variant="rounded" height={240} />
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.notify.intro')}
      </Typography>
      {data.channels.map((channel) => (
        <ChannelCard key={channel.channel} channel={channel} />
      ))}
      <ReplyTimeCard />
    </Box>
  )
}
