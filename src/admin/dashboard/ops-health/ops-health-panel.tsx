// The dashboard's 运行状态 panel: free disk, the newest backup and where it is, the mail queue and
// replication lag from the operations report, each with its status and what to do about a warning.
import { Box, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { byteSize } from '../../resources/settings/byte-size'
import { checkNames, opsHealthPath, type OpsHealth, type OpsStatus } from './ops-health'

const chipColor: Record<OpsStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = { ok: 'success', warn: 'warning', fail: 'error', off: 'default', pending: 'info' }

/** The figures of one check in a line of words. */
function useDetail() {
  const translate = useTranslate()
  const t = (key: string, options?: object) => translate(`app.opsHealth.${key}`, options)
  return (name: (typeof checkNames)[number], health: OpsHealth): string => {
    const { disk, backup, mail, replication } = health.checks
    switch (name) {
      case 'disk':
        return disk.freeBytes === null ? t('disk.unknown') : t('disk.free', { free: byteSize(disk.freeBytes), percent: disk.freePercent })
      case 'backup': {
        const where = t(`backup.location.${backup.location}`)
        return backup.latest === null ? t('backup.none', { where }) : t('backup.latest', { hours: backup.ageHours, where })
      }
      case 'mail':
        return t('mail.counts', { queued: mail.queued, failed: mail.failed, held: mail.held })
      case 'replication':
        return replication.configured ? (replication.lagSeconds === null ? t('replication.lagUnknown') : t('replication.lag', { seconds: replication.lagSeconds })) : t('replication.off')
    }
  }
}

export function OpsHealthPanel() {
  const translate = useTranslate()
  const detail = useDetail()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data, error } = useQuery({
    queryKey: ['ops-health'],
    queryFn: ({ signal }) => dataProvider.send<OpsHealth>(opsHealthPath, { signal }),
    retry: false,
    refetchInterval: 60_000,
  })
  const title = translate('app.opsHealth.title')
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-ops-health" sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" id="dashboard-ops-health">
            {title}
          </Typography>
          {data && <Chip size="small" data-ops-status={data.status} color={chipColor[data.status]} label={translate(`app.opsHealth.status.${data.status}`)} />}
        </Box>
        {!data && (error ? <Typography color="text.secondary">{translate('app.common.noData')}</Typography> : <Skeleton variant="rectangular" height={120} />)}
        {data && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content max-content 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
            {checkNames.map((name) => {
              const check = data.checks[name]
              return (
                <Box key={name} data-ops-check={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 500 }}>
                    {translate(`app.opsHealth.${name}.label`)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <Chip size="small" variant="outlined" data-status={check.status} color={chipColor[check.status]} label={translate(`app.opsHealth.status.${check.status}`)} />
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    <Typography variant="body2">{detail(name, data)}</Typography>
                    {check.reasons.map((reason) => (
                      <Typography key={reason} variant="body2" color="text.secondary" data-reason={reason}>
                        {translate(`app.opsHealth.${name}.reasons.${reason}`, name === 'backup' ? { schedule: data.checks.backup.schedule } : undefined)}
                      </Typography>
                    ))}
                  </Box>
                </Box>
              )
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
