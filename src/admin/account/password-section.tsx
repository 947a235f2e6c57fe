// 修改密码: a staff member's own password change (an update of their own record, checked by
// pb_hooks/lib/staff/password-change.js): every other session ends and this browser signs in again with the
// new password, a code first when two-step sign-in is on. On 安全设置, on the 修改密码 page every role has,
// and at a first sign-in with a one-time password.
import { Box, Typography } from '@mui/material'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Form, TextInput, useAuthProvider, useDataProvider, useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin'
import { TwoStepForm, type TwoStepChallenge } from '../login/two-step-form'
import { TwoStepRequired, type CodeCredentials } from '../providers/auth-provider'
import type { StaffDataProvider } from '../providers/data-provider'
import { passwordFormErrors, passwordMinLength, refusal, type PasswordForm } from '../resources/settings/security-api'
import { Section, SubmitButton } from '../ui/form-section'
import { FormLeaveWarning } from '../ui/leave-warning'

const emptyPasswords: PasswordForm = { oldPassword: '', password: '', passwordConfirm: '' }

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

/** The form; `intro` says why it is shown (a first sign-in), `username` signs this browser in again. */
export function PasswordSection({ username, intro }: { username: string; intro?: string }) {
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
      {intro && <Typography variant="body2">{intro}</Typography>}
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

