// 输入验证码: the second step of a two-step sign-in (the code PocketBase e-mailed), with a new code on
// request and a way back. Used by the login page and by 安全设置 after a password change.
import { Alert, Box, Button, TextField, Typography } from '@mui/material'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { TwoStepRequired, type CodeCredentials } from '../providers/auth-provider'

export interface TwoStepChallenge {
  mfaId: string
  otpId: string
  email: string
}

export interface TwoStepFormProps {
  challenge: TwoStepChallenge
  /** Signs in with the code, or (without `otpId`/`code`) asks for a new code, which throws TwoStepRequired. */
  signIn: (params: CodeCredentials) => Promise<unknown>
  onBack: () => void
  /** Said above the code field instead of the default "code sent to …". */
  intro?: string
  backLabel?: string
}

/** `zs@example.com` → `z***@example.com`: enough to recognise the mailbox, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

export function TwoStepForm({ challenge, signIn, onBack, intro, backLabel }: TwoStepFormProps) {
  const translate = useTranslate()
  const [current, setCurrent] = useState(challenge)
  const [code, setCode] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const trimmed = code.replace(/\s/g, '')
    if (!trimmed) {
      setError(translate('app.login.codeRequired'))
      return
    }
    setPending(true)
    setError(null)
    setInfo(null)
    try {
      await signIn({ ...current, code: trimmed })
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : translate('app.login.failed'))
      setPending(false)
    }
  }

  const resend = async () => {
    setPending(true)
    setError(null)
    setInfo(null)
    try {
      await signIn({ mfaId: current.mfaId, email: current.email })
    } catch (failure) {
      if (failure instanceof TwoStepRequired) {
        setCurrent({ mfaId: failure.mfaId, otpId: failure.otpId, email: failure.email })
        setCode('')
        setInfo(translate('app.login.codeResent'))
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : translate('app.login.failed'))
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {intro ?? translate('app.login.codeSent', { email: maskEmail(current.email) })}
      </Typography>
      <TextField
        id="two-step-code"
        label={translate('app.login.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setCode(event.target.value)
          setError(null)
        }}
        disabled={pending}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {info && (
        <Alert severity="info" role="status">
          {info}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {translate(pending ? 'app.login.codeSubmitting' : 'app.login.codeSubmit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={resend} disabled={pending}>
          {translate('app.login.resendCode')}
        </Button>
        <Button onClick={onBack} disabled={pending}>
          {backLabel ?? translate('app.login.back')}
        </Button>
      </Box>
    </Box>
  )
}
