// The back office header: page title, today's date in the site's zone, the signed-in staff member (name, or
// username) with 修改密码, and 退出登录.
import KeyIcon from '@mui/icons-material/Key'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import { Box, Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useEffect, useState } from 'react'
import { AppBar, Link, TitlePortal, useGetIdentity, useLocale, useLogout, useTranslate } from 'react-admin'
import { longDateWithWeekday, staffTimeZone } from '../format/staff-time'

/** A day with its weekday in the back office's language: 2026年11月23日 星期一, or Monday, November 23, 2026. */
function dateInLocale(date: Date, locale: string): string {
  if (locale === 'zh-CN') return longDateWithWeekday(date)
  return new Intl.DateTimeFormat(locale, { timeZone: staffTimeZone(), dateStyle: 'full' }).format(date)
}

/** Today's date, re-read every minute so a desk left open overnight shows the new day. */
function useToday(): string {
  const locale = useLocale()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return dateInLocale(now, locale)
}

/** The path of the 修改密码 page (admin-app.tsx registers it). */
export const passwordPath = '/password'

/** 修改密码: a button with its words, an icon with a tooltip on a phone. */
function PasswordLink() {
  const translate = useTranslate()
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const label = translate('app.account.password')
  if (isPhone) {
    return (
      <Tooltip title={label}>
        <IconButton component={Link} to={passwordPath} color="inherit" size="small" aria-label={label}>
          <KeyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    )
  }
  return (
    <Button component={Link} to={passwordPath} color="inherit" size="small" startIcon={<KeyIcon />} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  )
}

/**
 * 退出登录 leads the next sign-in to the dashboard, not back to this screen: the next person may have
 * another role, for whom this screen would be 无权访问.
 */
function StaffToolbar() {
  const translate = useTranslate()
  const logout = useLogout()
  const { identity } = useGetIdentity()
  // On a phone the name, 修改密码 and 退出登录 share the bar with the title and date: the buttons are icons.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const signOut = () => void logout({}, undefined, false)
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
      {identity && <PasswordLink />}
      {isPhone ? (
        <Tooltip title={translate('ra.auth.logout')}>
          <IconButton color="inherit" size="small" aria-label={translate('ra.auth.logout')} onClick={signOut}>
            <LogoutIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" size="small" startIcon={<LogoutIcon />} onClick={signOut} sx={{ whiteSpace: 'nowrap' }}>
          {translate('ra.auth.logout')}
        </Button>
      )}
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
        <Typography component="time" variant="caption" sx={{ lineHeight: 1.2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {today}
        </Typography>
      </Box>
    </AppBar>
  )
}
