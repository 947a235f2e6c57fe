// 上线检查: what a fresh install still lacks before leads reliably reach the team (no working
// notification channel, no SMTP, demo contact lines, no filing numbers, no off-machine backup, a
// staff password still the one `npm start` generated) and before the site reaches visitors in China
// (WeChat share cards, Baidu link push: with the platform's refusal in Chinese when one is set up but fails).
// Shown only while something is left; each item goes when it is done. An item staff can do is a link to
// the screen where it is done; one that is the operators' (SMTP, backups: server settings) names the
// variables to set and the section of the operations guide, and says whose it is.
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { Alert, AlertTitle, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { useBasename, useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../providers/data-provider'

export const goLivePath = '/api/admin/golive'

export interface GoLiveItem {
  key: 'channel' | 'smtp' | 'contact' | 'filing' | 'wechat' | 'baidu' | 'backup' | 'password' | 'team'
  done: boolean
  /** Why a platform set up does not work yet, in the platform's words translated. */
  message?: string
}

/** Where staff do each item (a back-office address), or null for the operators' items. */
export const goLiveTargets: Record<GoLiveItem['key'], string | null> = {
  channel: '/settings?tab=notify',
  smtp: null,
  contact: '/settings',
  filing: '/settings',
  wechat: '/settings?tab=integrations',
  baidu: '/settings?tab=integrations',
  backup: null,
  password: '/password',
  team: '/staff',
}

/** What the operators set for their items, and where the operations guide says how (the words name them). */
export const operatorSetup: Partial<Record<GoLiveItem['key'], { variables: string; docs: string }>> = {
  smtp: { variables: 'SMTP_HOST、SMTP_PORT、SMTP_USERNAME、SMTP_PASSWORD', docs: 'docs/operations.md#environment' },
  backup: {
    variables: 'BACKUP_CRON、BACKUP_S3_ENDPOINT、BACKUP_S3_BUCKET、BACKUP_S3_REGION、BACKUP_S3_ACCESS_KEY、BACKUP_S3_SECRET',
    docs: 'docs/operations.md#backup-and-restore',
  },
}

export function GoLiveChecklist() {
  const translate = useTranslate()
  const base = useBasename()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data } = useQuery({
    queryKey: ['dashboard', 'golive'],
    queryFn: ({ signal }) => dataProvider.send<{ items: GoLiveItem[] }>(goLivePath, { signal }),
  })
  const open = data?.items.filter((item) => !item.done) ?? []
  if (open.length === 0) return null
  return (
    <Alert severity="warning" component="section" aria-label={translate('app.dashboard.goLive.title')} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{translate('app.dashboard.goLive.title')}</AlertTitle>
      <List dense disablePadding>
        {open.map((item) => {
          const target = goLiveTargets[item.key]
          const icon = (
            <ListItemIcon sx={{ minWidth: 32 }}>
              <WarningAmberIcon fontSize="small" color="warning" />
            </ListItemIcon>
          )
          const text = <ListItemText primary={translate(`app.dashboard.goLive.${item.key}`, operatorSetup[item.key])} secondary={item.message} />
          return (
            <ListItem key={item.key} disableGutters disablePadding data-item={item.key}>
              {target ? (
                <ListItemButton component={Link} to={`${base}${target}`} sx={{ px: 0, minHeight: 44, borderRadius: 1 }}>
                  {icon}
                  {text}
                  <ChevronRightIcon fontSize="small" aria-hidden sx={{ ml: 1 }} />
                </ListItemButton>
              ) : (
                <ListItem component="div" disableGutters sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                  {icon}
                  {text}
                  <Chip size="small" variant="outlined" label={translate('app.dashboard.goLive.operators')} />
                </ListItem>
              )}
            </ListItem>
          )
        })}
      </List>
    </Alert>
  )
}
