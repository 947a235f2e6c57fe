// The back office frame: react-admin's layout (sidebar, a drawer on phones) with our header and the menu of
// the signed-in role, and the maintenance banner above every screen. An account on a one-time password sees
// only the password form until it has set its own; every session listens for its end (session-end.ts).
import { useState, type ReactNode } from 'react'
import { Layout } from 'react-admin'
import { StaffSidebar } from './staff-sidebar'
import { FirstPasswordPage } from '../account/password-page'
import { useStaffSession } from '../providers/staff-session'
import { MaintenanceBanner } from './maintenance-banner'
import { useSessionEnd } from './session-end'
import { StaffAppBar } from './staff-app-bar'
import { StaffMenu } from './staff-menu'

/**
 * react-admin's frame grows to its widest content (min-width: fit-content), so a wide table scrolled the
 * whole page sideways; here the frame keeps the window's width and a table scrolls inside its own card.
 * react-admin lays a list's bulk-action bar over the 48 px above its table (the filters); here it takes
 * its own room above the table, so the filters stay usable while rows are selected.
 */
const fitWindow = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  // A list's column is a flex item too: without this a wide table widened it past a tablet's window.
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
} as const

function NoMenu() {
  return null
}

/**
 * Whether the session is still on its one-time password. The gate stays shut for the token it was opened
 * with: the password change stores the account (flag cleared) under that token, which the server no longer
 * takes; the screens behind the gate would only be refused until this browser has signed in again.
 */
function useOneTimePasswordGate(): boolean {
  const { record, token } = useStaffSession()
  const [gatedToken, setGatedToken] = useState<string | null>(null)
  const mustChange = Boolean(record?.must_change_password)
  if (mustChange && gatedToken !== token) setGatedToken(token)
  return mustChange || (gatedToken !== null && gatedToken === token)
}

export function StaffLayout({ children }: { children: ReactNode }) {
  const { record } = useStaffSession()
  const gated = useOneTimePasswordGate()
  useSessionEnd(record?.id)
  if (gated) {
    return (
      <Layout appBar={StaffAppBar} menu={NoMenu} sx={fitWindow}>
        <FirstPasswordPage />
      </Layout>
    )
  }
  return (
    <Layout appBar={StaffAppBar} menu={StaffMenu} sidebar={StaffSidebar} sx={fitWindow}>
      <MaintenanceBanner />
      {children}
    </Layout>
  )
}
