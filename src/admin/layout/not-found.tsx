// The page for an address the back office does not have (or the role may not open): react-admin's own
// adds a Latin full stop after its message, which reads wrong after the Chinese 。 of ours.
import HistoryIcon from '@mui/icons-material/History'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { Box, Button, Typography } from '@mui/material'
import { Loading, Title, useAuthenticated, useDefaultTitle, useTranslate } from 'react-admin'

export function NotFound() {
  const translate = useTranslate()
  const title = useDefaultTitle()
  const { isPending } = useAuthenticated()
  if (isPending) return <Loading />
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}>
      <Title defaultTitle={title} />
      <SearchOffIcon sx={{ fontSize: 96, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1">
        {translate('ra.page.not_found')}
      </Typography>
      <Typography color="text.secondary">{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => window.history.go(-1)}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  )
}
