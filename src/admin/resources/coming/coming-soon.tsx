// A screen not built yet: its menu entry and route exist, and it says so plainly.
import ConstructionIcon from '@mui/icons-material/Construction'
import { Card, CardContent, Typography } from '@mui/material'
import { Title, useResourceContext, useTranslate } from 'react-admin'

export function ComingSoon() {
  const resource = useResourceContext()
  const translate = useTranslate()
  const name = translate(`resources.${resource}.name`)
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" aria-hidden />
        <div>
          <Typography variant="h6" component="h1">
            {name}
          </Typography>
          <Typography color="text.secondary">{translate('app.coming.body')}</Typography>
        </div>
      </CardContent>
    </Card>
  )
}
