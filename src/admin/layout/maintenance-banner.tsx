// A banner above every back-office screen while 维护模式 is on, so no one forgets visitors see the
// maintenance page; it follows the setting live (a save here or by anyone else) and links to 系统设置 for the
// roles that may open it.
import { Alert, Button } from '@mui/material'
import records from '@shared/records.json' with { type: 'json' }
import { Link, useCreatePath, useGetOne, useTranslate } from 'react-admin'
import { useAccess } from '../providers/staff-session'
import { useRealtimeRefresh } from '../ra-data-pocketbase'

const RESOURCE = 'settings'

export function MaintenanceBanner() {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { can } = useAccess()
  // A saved 基本设置 updates this query; others' saves arrive over realtime.
  useRealtimeRefresh(RESOURCE)
  const { data } = useGetOne(RESOURCE, { id: records.siteSettingsId })
  if (!data?.maintenance_mode) return null
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 1, mt: 1 }}
      action={
        can(RESOURCE, 'list') ? (
          <Button component={Link} to={createPath({ resource: RESOURCE, type: 'list' })} color="inherit" size="small">
            {translate('app.maintenance.open')}
          </Button>
        ) : undefined
      }
    >
      {translate('app.maintenance.on')}
    </Alert>
  )
}
