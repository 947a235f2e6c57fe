// The back office frame: react-admin's layout (sidebar, a drawer on phones) with our header and menu,
// and the maintenance banner above every screen.
import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { MaintenanceBanner } from './maintenance-banner'
import { StaffAppBar } from './staff-app-bar'
import { StaffMenu } from './staff-menu'

/**
 * react-admin's frame grows to its widest content (min-width: fit-content), so a wide table scrolled the
 * whole page sideways; here the frame keeps the window's width and a table scrolls inside its own card.
 */
const fitWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={StaffMenu} sx={fitWindow}>
      <MaintenanceBanner />
      {children}
    </Layout>
  )
}
