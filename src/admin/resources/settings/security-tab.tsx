// 安全设置: the signed-in username (read-only), a password change (account/password-section.tsx), 两步验证
// (PocketBase's MFA with an e-mailed code; switching it on ends every other session, this browser keeps its
// own) and the back office IP白名单.
// Each section has its own button: the page's 保存/重置 are not for this tab.
import { Alert, Box, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material'
import records from '@shared/records.json' with { type: 'json' }
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Confirm, Form, TextInput, useDataProvider, useLogoutIfAccessDenied, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { pb } from '../../../lib/pocketbase'
import { PasswordSection } from '../../account/password-section'
import { maskEmail } from '../../login/two-step-form'
import type { StaffDataProvider } from '../../providers/data-provider'
import { Section, SubmitButton } from '../../ui/form-section'
import { FormLeaveWarning } from '../../ui/leave-warning'
import { allowlistProblem, allowlistSize, refusal, securityPaths, securityStateOf, type SecurityState } from './security-api'

const QUERY_KEY = ['settings', 'security']

function TwoStepSection({ state, onSaved }: { state: SecurityState; onSaved: (state: SecurityState) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [pending, setPending] = useState(false)
  // Switching on changes every staff member's sign-in and ends their sessions: asked first.
  const [confirming, setConfirming] = useState(false)
  const blocked = !state.mfaEnabled && (!state.smtpEnabled || !state.emailUsable)

  const toggle = async (enabled: boolean) => {
    setPending(true)
    try {
      const { token, ...saved } = await dataProvider.send<SecurityState & { token?: string }>(securityPaths.mfa, { method: 'POST', body: { enabled } })
      // Switching on ends every session signed in with the password alone, this one included: it goes on
      // with the token of the answer (same expiry).
      if (token) pb.authStore.save(token, pb.authStore.record)
      onSaved(securityStateOf(saved))
      notify(saved.mfaEnabled ? 'app.settings.security.twoStepOn' : 'app.settings.security.twoStepOff', { type: 'success' })
    } catch (failure) {
      const { fields, message } = refusal(failure)
      notify(fields.enabled ?? message ?? 'app.settings.security.twoStepFailed', { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Section id="security-section-two-step" title={translate('app.settings.security.twoStep')}>
      <FormControlLabel
        control={<Switch checked={state.mfaEnabled} onChange={(_, checked) => (checked ? setConfirming(true) : void toggle(false))} disabled={pending || blocked} />}
        label={translate('app.settings.security.twoStepLabel')}
      />
      <Confirm
        isOpen={confirming}
        loading={pending}
        title="app.settings.security.twoStepConfirmTitle"
        content="app.settings.security.twoStepConfirm"
        confirm="app.settings.security.twoStepConfirmButton"
        onConfirm={async () => {
          await toggle(true)
          setConfirming(false)
        }}
        onClose={() => setConfirming(false)}
      />
      {!state.mfaEnabled && !state.smtpEnabled && <Alert severity="info">{translate('app.settings.security.twoStepNoSmtp')}</Alert>}
      {/* Said whether or not SMTP is set up: the first account has no address of its own until someone gives it one. */}
      {!state.mfaEnabled && !state.emailUsable && (
        <Alert severity="info">{translate('app.settings.security.twoStepNoEmail', { username: state.username, command: `npm run staff -- ${state.username} <邮箱>` })}</Alert>
      )}
      {state.emailUsable && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.security.twoStepEmail', { email: maskEmail(state.email) })}
        </Typography>
      )}
      {state.staffWithoutEmail.length > 0 && (
        <Alert severity="warning">{translate('app.settings.security.staffWithoutEmail', { names: state.staffWithoutEmail.join('、') })}</Alert>
      )}
    </Section>
  )
}

function AllowlistSection({ state, onSaved }: { state: SecurityState; onSaved: (list: string) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [update] = useUpdate()
  const size = allowlistSize(state.ipAllowlist)
  const checkList = (value: unknown) => allowlistProblem(String(value ?? ''), state.clientIp) || undefined

  /** Saves the list on the site settings record; the form then shows it as stored (trimmed, blank lines dropped). */
  const save = async (values: FieldValues) => {
    try {
      const saved: RaRecord = await update(
        'settings',
        { id: records.siteSettingsId, data: { ip_allowlist: String(values.ip_allowlist ?? '') } },
        { returnPromise: true },
      )
      onSaved(String(saved.ip_allowlist ?? ''))
      notify('app.settings.security.ipSaved', { type: 'success' })
      return undefined
    } catch (failure) {
      const { fields, message } = refusal(failure)
      notify(fields.ip_allowlist ? 'app.settings.security.ipSaveFailed' : (message ?? 'app.settings.security.ipSaveFailed'), { type: 'error' })
      return fields.ip_allowlist ? { ip_allowlist: fields.ip_allowlist } : undefined
    }
  }

  return (
    <Section id="security-section-ip" title={translate('app.settings.security.ipAllowlist')}>
      <Typography variant="body2">{translate('app.settings.security.currentIp', { ip: state.clientIp })}</Typography>
      <Alert severity={size > 0 ? 'success' : 'info'}>
        {size > 0 ? translate('app.settings.security.ipActive', { count: size }) : translate('app.settings.security.ipInactive')}
      </Alert>
      {/* A new stored list resets the form to it (react-admin's Form follows its record). */}
      <Form record={{ ip_allowlist: state.ipAllowlist }} onSubmit={save} noValidate disableInvalidFormNotification>
        <FormLeaveWarning />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextInput
            id="security-ip-allowlist"
            source="ip_allowlist"
            label="app.settings.security.ipAllowlist"
            helperText="app.settings.security.ipHelp"
            validate={checkList}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <SubmitButton label="app.settings.security.ipSave" pendingLabel="app.settings.security.ipSaving" />
        </Box>
      </Form>
    </Section>
  )
}

export function SecurityTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const logoutIfAccessDenied = useLogoutIfAccessDenied()
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return securityStateOf(await dataProvider.send<unknown>(securityPaths.state, { signal }))
      } catch (failure) {
        // Not one of react-admin's own queries: a refused session is handed to its checkError (登录已过期),
        // here where the request failed (a failure kept in the cache must not end the next session).
        void logoutIfAccessDenied(failure)
        throw failure
      }
    },
    retry: false,
    // Right after a password change this browser's token is no longer valid until it signs in again
    // (perhaps after reading a mailed code): a refetch then would sign it out.
    refetchOnWindowFocus: false,
  })
  useEffect(() => {
    if (error) console.error('Security settings failed', error)
  }, [error])

  if (error) return <Alert severity="error">{translate('app.settings.security.failed')}</Alert>
  if (!data) return <Skeleton variant="rounded" height={320} />

  const update = (next: Partial<SecurityState>) => queryClient.setQueryData<SecurityState>(QUERY_KEY, (current) => (current ? { ...current, ...next } : current))

  return (
    <Stack spacing={4}>
      <Alert severity="warning">{translate('app.settings.security.notice')}</Alert>
      <Section id="security-section-account" title={translate('app.settings.security.account')}>
        <TextField
          id="security-username"
          label={translate('app.settings.security.username')}
          value={data.username}
          helperText={translate('app.settings.security.usernameHint')}
          slotProps={{ input: { readOnly: true } }}
        />
      </Section>
      <PasswordSection username={data.username} />
      <TwoStepSection state={data} onSaved={(saved) => update(saved)} />
      <AllowlistSection state={data} onSaved={(ipAllowlist) => update({ ipAllowlist })} />
    </Stack>
  )
}
