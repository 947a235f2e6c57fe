// 推广渠道: the official account (AppID, AppSecret) that signs the pages' WeChat share cards, with the JS
// interface domain and IP whitelist it needs, and the Baidu link push token; a test call for each says
// whether it works, in the platform's words translated. The server never answers a saved secret (shown
// by its last four characters); an empty input keeps what is saved.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { Alert, Box, Button, Skeleton, TextField, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { ConnectionCard, SecretField, TestAnswerAlert, useConnection } from './connection-card'
import { integrationPaths, type BaiduIntegration, type IntegrationTestAnswer, type Integrations, type WeChatIntegration } from './integrations-api'

const QUERY_KEY = ['settings', 'integrations']

/** Saving and testing one platform: the changed fields only, then the platform's part of the cached list. */
function usePlatform<T extends keyof Integrations>(platform: T) {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const connection = useConnection()
  const save = (body: Record<string, string>, done: () => void) =>
    connection.save(
      () => dataProvider.send<Integrations[T]>(integrationPaths[platform], { method: 'PATCH', body }),
      (saved) => {
        queryClient.setQueryData<Integrations>(QUERY_KEY, (old) => (old ? { ...old, [platform]: saved } : old))
        connection.setAnswer(null)
        done()
      },
    )
  const test = () =>
    connection.test(async () => {
      const answer = await dataProvider.send<IntegrationTestAnswer>(integrationPaths.test(platform), { method: 'POST' })
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY })
      return answer
    })
  return { ...connection, save, test }
}

const testKeys = { okKey: 'app.settings.integrations.testOk', failedKey: 'app.settings.integrations.testFailed' }

function WeChatCard({ wechat }: { wechat: WeChatIntegration }) {
  const translate = useTranslate()
  const { errors, busy, answer, save, test } = usePlatform('wechat')
  const [appId, setAppId] = useState(wechat.app_id)
  const [secret, setSecret] = useState('')
  const label = translate('app.settings.integrations.wechat.title')
  const submit = () => {
    const body: Record<string, string> = {}
    if (appId.trim() !== wechat.app_id) body.app_id = appId.trim()
    if (secret.trim() !== '') body.app_secret = secret.trim()
    void save(body, () => setSecret(''))
  }
  const domains = wechat.hosts.join('、')
  return (
    <ConnectionCard label={label}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.integrations.wechat.intro')}
      </Typography>
      <TextField
        label={translate('app.settings.integrations.wechat.appId')}
        value={appId}
        onChange={(e) => setAppId(e.target.value)}
        error={Boolean(errors.app_id)}
        helperText={errors.app_id ?? translate('app.settings.integrations.wechat.appIdHint')}
        fullWidth
        margin="dense"
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <SecretField
        label={translate('app.settings.integrations.wechat.appSecret')}
        value={secret}
        onChange={setSecret}
        error={errors.app_secret}
        hint={wechat.secret_set ? translate('app.settings.integrations.secretSaved', { hint: wechat.secret_hint }) : translate('app.settings.integrations.wechat.appSecretHint')}
      />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('app.settings.integrations.wechat.domainNote', { domains: domains || '—' })}
      </Alert>
      {wechat.configured && wechat.status.state !== 'unknown' && (
        <Typography variant="body2" color={wechat.status.state === 'ready' ? 'success.main' : 'error'} sx={{ mt: 1 }} data-testid="wechat-status">
          {wechat.status.message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('app.settings.save')}
        </Button>
        <Button variant="outlined" startIcon={<CheckCircleOutlineIcon />} onClick={() => void test()} disabled={busy || !wechat.configured}>
          {translate('app.settings.integrations.wechat.test')}
        </Button>
      </Box>
      <TestAnswerAlert answer={answer} {...testKeys} />
    </ConnectionCard>
  )
}

function BaiduCard({ baidu }: { baidu: BaiduIntegration }) {
  const translate = useTranslate()
  const { errors, busy, answer, save, test } = usePlatform('baidu')
  const [token, setToken] = useState('')
  const label = translate('app.settings.integrations.baidu.title')
  const submit = () => void save(token.trim() === '' ? {} : { token: token.trim() }, () => setToken(''))
  return (
    <ConnectionCard label={label}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.integrations.baidu.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.settings.integrations.baidu.site', { site: baidu.site || '—' })}
      </Typography>
      <SecretField
        label={translate('app.settings.integrations.baidu.token')}
        value={token}
        onChange={setToken}
        error={errors.token}
        hint={baidu.secret_set ? translate('app.settings.integrations.secretSaved', { hint: baidu.secret_hint }) : translate('app.settings.integrations.baidu.tokenHint')}
      />
      {baidu.quota_remain !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.settings.integrations.baidu.quota', { remain: baidu.quota_remain, day: baidu.quota_day })}
        </Typography>
      )}
      {baidu.check_message && (
        <Typography variant="body2" color={baidu.check_ok ? 'success.main' : 'error'} sx={{ mt: 1 }}>
          {translate('app.settings.integrations.baidu.lastAnswer', { answer: baidu.check_message })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('app.settings.save')}
        </Button>
        <Button variant="outlined" startIcon={<CheckCircleOutlineIcon />} onClick={() => void test()} disabled={busy || !baidu.configured}>
          {translate('app.settings.integrations.baidu.test')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('app.settings.integrations.baidu.testHint')}
      </Typography>
      <TestAnswerAlert answer={answer} {...testKeys} />
    </ConnectionCard>
  )
}

export function IntegrationsTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.send<Integrations>(integrationPaths.list, { signal }),
    retry: false,
  })
  if (error) return <Alert severity="error">{translate('app.settings.integrations.failed')}</Alert>
  if (!data) return <Skeleton variant="rounded" height={240} />
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.integrations.intro')}
      </Typography>
      <WeChatCard wechat={data.wechat} />
      <BaiduCard baidu={data.baidu} />
    </Box>
  )
}
