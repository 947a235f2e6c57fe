// 安全设置: the signed-in username (read-only), a password change (an update of the staff member's own record,
// checked by pb_hooks/lib/staff/password-change.js; every other session ends and this browser signs in again
// with the new password), 两步验证 (PocketBase's MFA with an e-mailed code; switching it on ends every other
// session, this browser keeps its own) and the back office IP白名单.
// Each section has its own button: the page's 保存/重置 are not for this tab.
import { Alert, Box, Button, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material'
import records from '@shared/records.json' with { type: 'json' }
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useFormState, type FieldValues } from 'react-hook-form'
import { Confirm, Form, TextInput, useAuthProvider, useDataProvider, useGetIdentity, useLogout, useLogoutIfAccessDenied, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { pb } from '../../../lib/pocketbase'
import { TwoStepForm, maskEmail, type TwoStepChallenge } from '../../login/two-step-form'
import { TwoStepRequired, type CodeCredentials } from '../../providers/auth-provider'
import type { StaffDataProvider } from '../../providers/data-provider'
import { FormLeaveWarning } from '../../ui/leave-warning'
import {
  allowlistProblem,
  allowlistSize,
  passwordFormErrors,
  passwordMinLength,
  refusal,
  securityPaths,
  securityStateOf,
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

/** A section's own submit button, saying so while its request runs. */
function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const translate = useTranslate()
  const { isSubmitting } = useFormState()
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {translate(isSubmitting ? pendingLabel : label)}
      </Button>
    </Box>
  )
}

function PasswordInput({ source, label, autoComplete, helperText }: { source: keyof PasswordForm; label: string; autoComplete: string; helperText?: string }) {
  return (
    <TextInput
      id={`security-${source}`}
      source={source}
      label={label}
      type="password"
      autoComplete={autoComplete}
      helperText={helperText ?? false}
      required
    />
  )
}

function PasswordSection({ username }: { username: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const authProvider = useAuthProvider()
  const logout = useLogout()
  // The provider's update, not useUpdate: nothing of a password belongs in react-admin's record cache.
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { identity } = useGetIdentity()
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null)
  // Bumped after a change, so the form starts again empty.
  const [changes, setChanges] = useState(0)

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

  /** Sends the change (the form has run the server's checks already); the server's refusals go under their fields. */
  const submit = async (values: FieldValues) => {
    const { oldPassword, password, passwordConfirm } = values as PasswordForm
    if (!identity) return undefined
    try {
      await dataProvider.update('staff', { id: identity.id, data: { oldPassword, password, passwordConfirm }, previousData: { id: identity.id } })
    } catch (failure) {
      const { fields, message } = refusal(failure)
      notify(Object.keys(fields).length > 0 ? 'app.settings.security.passwordFailed' : (message ?? 'app.settings.security.passwordFailed'), {
        type: 'error',
      })
      return fields
    }
    // Success is said once the new session is stored: a reload before that would find the old,
    // now refused token and show the login page.
    const signedIn = await signInAgain(password)
    setChanges((count) => count + 1)
    if (signedIn) notify('app.settings.security.passwordChanged', { type: 'success' })
    return undefined
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
      {/* The messages under the fields say what is wrong, as the server words it: no "invalid form" toast. */}
      <Form
        key={changes}
        record={emptyPasswords}
        validate={(values) => passwordFormErrors(values as PasswordForm)}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <FormLeaveWarning />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PasswordInput source="oldPassword" label="app.settings.security.currentPassword" autoComplete="current-password" />
          <PasswordInput
            source="password"
            label="app.settings.security.newPassword"
            autoComplete="new-password"
            helperText={translate('app.settings.security.passwordHint', { min: passwordMinLength })}
          />
          <PasswordInput source="passwordConfirm" label="app.settings.security.confirmPassword" autoComplete="new-password" />
          <Typography variant="body2" color="text.secondary">
            {translate('app.settings.security.passwordHelp')}
          </Typography>
          <SubmitButton label="app.settings.security.changePassword" pendingLabel="app.settings.security.changingPassword" />
        </Box>
      </Form>
    </Section>
  )
}

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
