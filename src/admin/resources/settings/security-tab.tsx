// 安全设置: the signed-in username (read-only), a password change (PocketBase's own update, checked by
// pb_hooks/lib/staff/staff-security.js; every other session ends and this browser signs in again with the
// new password), 两步验证 (PocketBase's MFA with an e-mailed code) and the back office IP白名单.
// Each section has its own button: the page's 保存/重置 are not for this tab.
import { Alert, Box, Button, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material'
import records from '@shared/records.json' with { type: 'json' }
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useAuthProvider, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin'
import { pb } from '../../../lib/pocketbase'
import { TwoStepForm, maskEmail, type TwoStepChallenge } from '../../login/two-step-form'
import { TwoStepRequired, type CodeCredentials } from '../../providers/auth-provider'
import type { StaffDataProvider } from '../../providers/data-provider'
import {
  allowlistProblem,
  allowlistSize,
  passwordFormErrors,
  passwordMinLength,
  refusal,
  securityPaths,
  type PasswordForm,
  type SecurityState,
} from './security-api'

const QUERY_KEY = ['settings', 'security']

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

const emptyPasswords: PasswordForm = { oldPassword: '', password: '', passwordConfirm: '' }

function PasswordSection({ username }: { username: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const authProvider = useAuthProvider()
  const logout = useLogout()
  const [values, setValues] = useState<PasswordForm>(emptyPasswords)
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordForm, string>>>({})
  const [pending, setPending] = useState(false)
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null)

  const field = (name: keyof PasswordForm, label: string, autoComplete: string, helper?: string) => (
    <TextField
      id={`security-${name}`}
      name={name}
      label={translate(label)}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }))
        setErrors((current) => ({ ...current, [name]: undefined }))
      }}
      error={!!errors[name]}
      helperText={errors[name] ?? helper}
      disabled={pending}
      required
    />
  )

  /**
   * Signs this browser in again with the new password; true once the new session is stored. Two-step
   * sign-in asks for a code first (false: the code step takes over).
   */
  const signInAgain = async (password: string): Promise<boolean> => {
    try {
      await authProvider?.login({ username, password })
      return true
    } catch (failure) {
      if (failure instanceof TwoStepRequired) {
        setChallenge({ mfaId: failure.mfaId, otpId: failure.otpId, email: failure.email })
        return false
      }
      notify('app.settings.security.signInAgainFailed', { type: 'warning' })
      await logout()
      return false
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = passwordFormErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const id = pb.authStore.record?.id
    if (!id) return
    setPending(true)
    try {
      await pb.collection('staff').update(id, values, { requestKey: null })
    } catch (failure) {
      const { fields } = refusal(failure)
      setErrors(fields)
      notify(Object.keys(fields).length > 0 ? 'app.settings.security.passwordFailed' : (refusal(failure).message ?? 'app.settings.security.passwordFailed'), {
        type: 'error',
      })
      setPending(false)
      return
    }
    // Success is said once the new session is stored: a reload before that would find the old,
    // now refused token and show the login page.
    const signedIn = await signInAgain(values.password)
    setValues(emptyPasswords)
    if (signedIn) notify('app.settings.security.passwordChanged', { type: 'success' })
    setPending(false)
  }

  if (challenge) {
    return (
      <Section id="security-section-password" title={translate('app.settings.security.password')}>
        <TwoStepForm
          challenge={challenge}
          intro={translate('app.settings.security.signInAgain')}
          signIn={async (params: CodeCredentials) => {
            await authProvider?.login(params)
            if (params.code) setChallenge(null)
          }}
          onBack={() => void logout()}
        />
      </Section>
    )
  }

  return (
    <Section id="security-section-password" title={translate('app.settings.security.password')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {field('oldPassword', 'app.settings.security.currentPassword', 'current-password')}
        {field('password', 'app.settings.security.newPassword', 'new-password', translate('app.settings.security.passwordHint', { min: passwordMinLength }))}
        {field('passwordConfirm', 'app.settings.security.confirmPassword', 'new-password')}
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.security.passwordHelp')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(pending ? 'app.settings.security.changingPassword' : 'app.settings.security.changePassword')}
          </Button>
        </Box>
      </Box>
    </Section>
  )
}

function TwoStepSection({ state, onSaved }: { state: SecurityState; onSaved: (state: SecurityState) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [pending, setPending] = useState(false)
  const blocked = !state.mfaEnabled && (!state.smtpEnabled || !state.emailUsable)

  const toggle = async (enabled: boolean) => {
    setPending(true)
    try {
      const saved = await dataProvider.send<SecurityState>(securityPaths.mfa, { method: 'POST', body: { enabled } })
      onSaved(saved)
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
        control={<Switch checked={state.mfaEnabled} onChange={(_, checked) => void toggle(checked)} disabled={pending || blocked} />}
        label={translate('app.settings.security.twoStepLabel')}
      />
      {!state.mfaEnabled && !state.smtpEnabled && <Alert severity="info">{translate('app.settings.security.twoStepNoSmtp')}</Alert>}
      {state.smtpEnabled && !state.emailUsable && <Alert severity="info">{translate('app.settings.security.twoStepNoEmail')}</Alert>}
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
  const [list, setList] = useState(state.ipAllowlist)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const size = allowlistSize(state.ipAllowlist)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = allowlistProblem(list, state.clientIp)
    setError(problem || null)
    if (problem) return
    setPending(true)
    try {
      const saved = await pb.collection('site_settings').update(records.siteSettingsId, { ip_allowlist: list }, { requestKey: null })
      const stored = String(saved.ip_allowlist ?? '')
      setList(stored)
      onSaved(stored)
      notify('app.settings.security.ipSaved', { type: 'success' })
    } catch (failure) {
      const { fields, message } = refusal(failure)
      setError(fields.ip_allowlist ?? null)
      notify(fields.ip_allowlist ? 'app.settings.security.ipSaveFailed' : (message ?? 'app.settings.security.ipSaveFailed'), { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Section id="security-section-ip" title={translate('app.settings.security.ipAllowlist')}>
      <Typography variant="body2">{translate('app.settings.security.currentIp', { ip: state.clientIp })}</Typography>
      <Alert severity={size > 0 ? 'success' : 'info'}>
        {size > 0 ? translate('app.settings.security.ipActive', { count: size }) : translate('app.settings.security.ipInactive')}
      </Alert>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id="security-ip-allowlist"
          name="ip_allowlist"
          label={translate('app.settings.security.ipAllowlist')}
          multiline
          minRows={4}
          value={list}
          onChange={(event) => {
            setList(event.target.value)
            setError(null)
          }}
          error={!!error}
          helperText={error ?? translate('app.settings.security.ipHelp')}
          disabled={pending}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(pending ? 'app.settings.security.ipSaving' : 'app.settings.security.ipSave')}
          </Button>
        </Box>
      </Box>
    </Section>
  )
}

export function SecurityTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.send<SecurityState>(securityPaths.state, { signal }),
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
