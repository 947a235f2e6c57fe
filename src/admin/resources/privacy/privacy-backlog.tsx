// The dashboard's marker of personal-data requests waiting (admins): how many, and how many are past their
// due day, with a link to 个人信息请求. Nothing while none waits.
import { Alert, Button } from '@mui/material'
import { Link, useCreatePath, useTranslate } from 'react-admin'

export interface PrivacyBacklog {
  pending: number
  overdue: number
}

export function PrivacyBacklogAlert({ backlog }: { backlog: PrivacyBacklog | undefined }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (!backlog || backlog.pending === 0) return null
  const key = backlog.overdue > 0 ? 'app.privacy.backlog.overdue' : 'app.privacy.backlog.pending'
  return (
    <Alert
      severity={backlog.overdue > 0 ? 'error' : 'info'}
      component="section"
      aria-label={translate('resources.privacy.name')}
      data-privacy-backlog
      action={
        <Button component={Link} to={createPath({ resource: 'privacy', type: 'list' })} color="inherit" size="small">
          {translate('app.privacy.backlog.open')}
        </Button>
      }
    >
      {translate(key, { pending: backlog.pending, overdue: backlog.overdue })}
    </Alert>
  )
}
