// The back office home at /admin: a welcome for now; the figures and activity come with the resources.
import { Card, CardContent, CardHeader, Typography } from '@mui/material'
import { Title, useGetIdentity, useTranslate } from 'react-admin'

export function Dashboard() {
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const title = translate('app.dashboard.title')
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardHeader title={title} />
      <CardContent>
        <Typography>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
      </CardContent>
    </Card>
  )
}
