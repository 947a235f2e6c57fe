// 修改密码 at /admin/password, for every role (the header links it), and the first sign-in: an account on a
// one-time password an admin made sees only this form until it has set its own (the server refuses anything
// else meanwhile, pb_hooks/lib/staff/staff-admin.js).
import { Box, Card, CardContent } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { useStaffRecord } from '../providers/staff-session'
import { PasswordSection } from './password-section'

function PasswordCard({ intro }: { intro?: string }) {
  const record = useStaffRecord()
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <PasswordSection username={String(record?.username ?? '')} intro={intro} />
      </CardContent>
    </Card>
  )
}

export function PasswordPage() {
  const translate = useTranslate()
  return (
    <Box>
      <Title title={translate('app.account.password')} />
      <PasswordCard />
    </Box>
  )
}

/** What an account on a one-time password sees instead of any screen. */
export function FirstPasswordPage() {
  const translate = useTranslate()
  return (
    <Box data-first-sign-in>
      <Title title={translate('app.account.firstSignInTitle')} />
      <PasswordCard intro={translate('app.account.firstSignIn')} />
    </Box>
  )
}
