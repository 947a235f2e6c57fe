// The back office's menu: react-admin's sidebar from 900 px up and its drawer on phones; between them (a tablet,
// 640 to 900 px, 768 in portrait) a drawer over the page too, since a docked 240 px menu left the screens too
// little room (the leads desk was cut off). It starts closed there and closes after each move.
import { Drawer, useMediaQuery, type Theme } from '@mui/material'
import { useEffect, type ReactNode } from 'react'
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin'
import { useLocation } from 'react-router-dom'

/** The sidebar's width as react-admin draws it. */
const DRAWER_WIDTH = 240

export function StaffSidebar({ children, ...rest }: SidebarProps & { children?: ReactNode }) {
  const tablet = useMediaQuery<Theme>((theme) => theme.breakpoints.between('sm', 'md'), { noSsr: true })
  const [open, setOpen] = useSidebarState()
  const { pathname } = useLocation()
  useEffect(() => {
    if (tablet) setOpen(false)
  }, [tablet, pathname, setOpen])
  if (!tablet) return <Sidebar {...rest}>{children}</Sidebar>
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, pt: 1 } } }}
      ModalProps={{ keepMounted: true }}
    >
      {children}
    </Drawer>
  )
}
