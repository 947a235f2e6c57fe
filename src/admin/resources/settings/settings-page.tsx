// 系统设置 at /admin/settings: seven tabs down the left (on top on phones), the chosen tab's panel
// beside them. The tab is kept in the address (?tab=mail) so a reload or a shared link opens it.
import { Box, Card, CardContent, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useSearchParams } from 'react-router-dom'
import { Title, useTranslate } from 'react-admin'
import { DatabaseTab } from './database-tab'
import { GeneralTab } from './general-tab'
import { IntegrationsTab } from './integrations-tab'
import { MailTab } from './mail-tab'
import { NotifyTab } from './notify-tab'
import { SecurityTab } from './security-tab'
import { TemplatesTab } from './templates-tab'

const TABS = ['general', 'notify', 'templates', 'integrations', 'database', 'mail', 'security'] as const
type TabName = (typeof TABS)[number]

function isTab(value: string | null): value is TabName {
  return TABS.includes(value as TabName)
}

export function SettingsPage() {
  const translate = useTranslate()
  const [params, setParams] = useSearchParams()
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const requested = params.get('tab')
  const tab: TabName = isTab(requested) ? requested : 'general'
  const choose = (_: unknown, value: TabName) => setParams(value === 'general' ? {} : { tab: value }, { replace: true })

  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.settings.title')} />
      <Card sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={choose}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant={wide ? 'standard' : 'scrollable'}
          allowScrollButtonsMobile
          aria-label={translate('app.settings.tabs.label')}
          sx={{ borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', minWidth: { md: 160 }, flexShrink: 0 }}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={translate(`app.settings.tabs.${name}`)} id={`settings-tab-${name}`} aria-controls={`settings-panel-${name}`} />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`app.settings.tabs.${tab}`)}
          </Typography>
          {tab === 'general' && <GeneralTab />}
          {tab === 'database' && <DatabaseTab />}
          {tab === 'mail' && <MailTab />}
          {tab === 'notify' && <NotifyTab />}
          {tab === 'templates' && <TemplatesTab />}
          {tab === 'integrations' && <IntegrationsTab />}
          {tab === 'security' && <SecurityTab />}
        </CardContent>
      </Card>
    </Box>
  )
}
