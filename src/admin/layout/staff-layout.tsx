// The back office frame: react-admin's layout (sidebar, a drawer on phones) with our header and menu,
// and the maintenance banner above every screen.
import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { MaintenanceBanner } from './maintenance-banner'
import { StaffAppBar } from './staff-app-bar'
import { StaffMenu } from './staff-menu'

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={StaffMenu}>
      <MaintenanceBanner />
      {children}
    </Layout>
  )
}
