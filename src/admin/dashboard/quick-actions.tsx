// 快捷操作: tiles to the screens staff use most, those the signed-in role may open.
import ArticleIcon from '@mui/icons-material/Article'
import AssignmentIcon from '@mui/icons-material/Assignment'
import SettingsIcon from '@mui/icons-material/Settings'
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel'
import { Box, Button } from '@mui/material'
import { LinkBase, useCreatePath, useTranslate } from 'react-admin'
import { useAccess } from '../providers/staff-session'

export const quickActionTiles = [
  { resource: 'carousels', label: 'app.dashboard.quickActions.carousels', Icon: ViewCarouselIcon },
  { resource: 'news', label: 'app.dashboard.quickActions.news', Icon: ArticleIcon },
  { resource: 'forms', label: 'app.dashboard.quickActions.forms', Icon: AssignmentIcon },
  { resource: 'settings', label: 'app.dashboard.quickActions.settings', Icon: SettingsIcon },
] as const

export function QuickActions() {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { can } = useAccess()
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {quickActionTiles.filter(({ resource }) => can(resource, 'list')).map(({ resource, label, Icon }) => (
        <li key={resource}>
          <Button
            component={LinkBase}
            to={createPath({ resource, type: 'list' })}
            variant="outlined"
            fullWidth
            sx={{ flexDirection: 'column', gap: 0.5, py: 2, height: '100%' }}
          >
            <Icon aria-hidden="true" />
            {translate(label)}
          </Button>
        </li>
      ))}
    </Box>
  )
}
