// 数据库: live counts, real storage used and the newest backup, from the staff-only storage route.
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import type { StaffDataProvider } from '../../providers/data-provider'
import { FactList } from '../../ui/fact-list'
import { byteSize } from './byte-size'
import { systemPaths, type SystemStorage } from './system-api'

const COUNTS = ['carousels', 'news', 'leads', 'mails', 'pageViews'] as const

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-figure={name}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  )
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 3 }

export function DatabaseTab() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data, error } = useQuery({
    queryKey: ['settings', 'storage'],
    queryFn: ({ signal }) => dataProvider.send<SystemStorage>(systemPaths.storage, { signal }),
    retry: false,
  })
  useEffect(() => {
    // Spec section 8: a failed count fetch in settings is logged.
    if (error) console.error('Storage figures failed', error)
  }, [error])

  const t = (key: string) => translate(`app.settings.database.${key}`)
  if (error) return <Alert severity="error">{t('failed')}</Alert>
  if (!data) return <Skeleton variant="rectangular" height={240} />
  const backup = data.latestBackup
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('notice')}
      </Alert>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('counts')}
      </Typography>
      <Box sx={grid}>
        {COUNTS.map((name) => (
          <Figure key={name} name={name} label={t(name)} value={data.counts[name].toLocaleString('zh-CN')} />
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('storage')}
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <Figure name="databaseBytes" label={t('database')} value={byteSize(data.storage.databaseBytes)} />
        <Figure name="filesBytes" label={t('files')} value={byteSize(data.storage.filesBytes)} />
        <Figure name="totalBytes" label={t('total')} value={byteSize(data.storage.totalBytes)} />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('backup')}
      </Typography>
      {backup ? (
        <FactList
          empty="—"
          facts={[
            ['app.settings.database.backupName', backup.name],
            ['app.settings.database.backupTime', staffDateTime(backup.time)],
            ['app.settings.database.backupSize', byteSize(backup.size)],
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t('noBackup')}</Typography>
      )}
      <Button href={data.backupsUrl} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />} sx={{ mt: 2 }}>
        {t('openBackups')}
      </Button>
    </Box>
  )
}
