// The back office header: page title, today's date in Beijing, the signed-in staff member and 退出登录.
import LogoutIcon from '@mui/icons-material/Logout'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import { Box, Button, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { AppBar, TitlePortal, useGetIdentity, useLogout, useTranslate } from 'react-admin'
import { longDateWithWeekday } from '../format/beijing-time'

/** Today's date, re-read every minute so a desk left open overnight shows the new day. */
function useToday(): string {
  const [today, setToday] = useState(() => longDateWithWeekday(new Date()))
  useEffect(() => {
    const timer = window.setInterval(() => setToday(longDateWithWeekday(new Date())), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return today
}

function StaffToolbar() {
  const translate = useTranslate()
  const logout = useLogout()
  const { identity } = useGetIdentity()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, ml: 1 }}>
      {identity && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PersonOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {identity.fullName}
          </Typography>
        </Box>
      )}
      <Button color="inherit" size="small" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ whiteSpace: 'nowrap' }}>
        {translate('ra.auth.logout')}
      </Button>
    </Box>
  )
}

/** The page title with today's date under it, then the staff member and 退出登录. */
export function StaffAppBar() {
  const today = useToday()
  return (
    <AppBar userMenu={false} toolbar={<StaffToolbar />} alwaysOn>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TitlePortal variant="h6" sx={{ flex: 'none', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
        <Typography component="time" variant="caption" sx={{ lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          {today}
        </Typography>
      </Box>
    </AppBar>
  )
}
