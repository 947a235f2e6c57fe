// The back office sign-in screen at /admin/login: username (or e-mail) and password, checked by PocketBase;
// with two-step sign-in on, then the code PocketBase e-mailed (输入验证码).
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { Alert, Avatar, Box, Button, Card, CardContent, IconButton, InputAdornment, TextField, Typography } from '@mui/material'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useLogin, useTranslate } from 'react-admin'
import { TwoStepRequired, type LoginCredentials } from '../providers/auth-provider'
import { useSiteName } from '../providers/site-preferences'
import { TwoStepForm, type TwoStepChallenge } from './two-step-form'

export function LoginPage() {
  const login = useLogin()
  const translate = useTranslate()
  const siteName = useSiteName()
  const [credentials, setCredentials] = useState<LoginCredentials>({ username: '', password: '' })
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null)

  const update = (field: keyof LoginCredentials) => (event: ChangeEvent<HTMLInputElement>) => {
    setCredentials((current) => ({ ...current, [field]: event.target.value }))
    setError(null)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const username = credentials.username.trim()
    if (!username || !credentials.password) {
      setError(translate('app.login.emptyFields'))
      return
    }
    setPending(true)
    setError(null)
    try {
      // On success react-admin navigates to /admin and this page unmounts.
      await login({ username, password: credentials.password })
    } catch (failure) {
      if (failure instanceof TwoStepRequired) {
        setChallenge({ mfaId: failure.mfaId, otpId: failure.otpId, email: failure.email })
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : translate('app.login.failed'))
      }
      setPending(false)
    }
  }

  const back = () => {
    setChallenge(null)
    setCredentials((current) => ({ ...current, password: '' }))
    setError(null)
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 45%, #7c3aed 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate(challenge ? 'app.login.codeTitle' : 'app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {siteName}
            </Typography>
          </Box>
          {challenge ? (
            <TwoStepForm challenge={challenge} signIn={(params) => login(params)} onBack={back} />
          ) : (
            <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
              <TextField
                id="login-username"
                label={translate('app.login.username')}
                name="username"
                autoComplete="username"
                autoFocus
                value={credentials.username}
                onChange={update('username')}
                disabled={pending}
              />
              <TextField
                id="login-password"
                label={translate('app.login.password')}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={credentials.password}
                onChange={update('password')}
                disabled={pending}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={translate(showPassword ? 'app.login.hidePassword' : 'app.login.showPassword')}
                          aria-pressed={showPassword}
                          onClick={() => setShowPassword((shown) => !shown)}
                          edge="end"
                        >
                          {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
                {translate(pending ? 'app.login.submitting' : 'app.login.submit')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      <Typography component="footer" variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.85)' }}>
        © {siteName} {translate('app.login.copyright')}
      </Typography>
    </Box>
  )
}
