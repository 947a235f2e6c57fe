// 上线检查: what a fresh install still lacks before leads reliably reach the team (no working
// notification channel, no SMTP, demo contact lines, no filing numbers, no off-machine backup, a
// staff password still the one `npm start` generated) and before the site reaches visitors in China
// (WeChat share cards, Baidu link push: with the platform's refusal in Chinese when one is set up but fails).
// Shown only while something is left; each item goes when it is done.
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { Alert, AlertTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../providers/data-provider'

export const goLivePath = '/api/admin/golive'

export interface GoLiveItem {
  key: 'channel' | 'smtp' | 'contact' | 'filing' | 'wechat' | 'baidu' | 'backup' | 'password' | 'team'
  done: boolean
  /** Why a platform set up does not work yet, in the platform's words translated. */
  message?: string
}

export function GoLiveChecklist() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data } = useQuery({
    queryKey: ['dashboard', 'golive'],
    queryFn: ({ signal }) => dataProvider.send<{ items: GoLiveItem[] }>(goLivePath, { signal }),
  })
  const open = data?.items.filter((item) => !item.done) ?? []
  if (open.length === 0) return null
  return (
    <Alert severity="warning" component="section" aria-label={translate('app.dashboard.goLive.title')}>
      <AlertTitle>{translate('app.dashboard.goLive.title')}</AlertTitle>
      <List dense disablePadding>
        {open.map((item) => (
          <ListItem key={item.key} disableGutters data-item={item.key}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <WarningAmberIcon fontSize="small" color="warning" />
            </ListItemIcon>
            <ListItemText primary={translate(`app.dashboard.goLive.${item.key}`)} secondary={item.message} />
          </ListItem>
        ))}
      </List>
    </Alert>
  )
}
