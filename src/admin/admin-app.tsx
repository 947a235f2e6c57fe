// The back office: react-admin under /admin, signed in against PocketBase, in Chinese.
import { Admin } from 'react-admin'
import { Dashboard } from './dashboard/dashboard'
import { adminTheme } from './layout/theme'
import { LoginPage } from './login/login-page'
import { authProvider } from './providers/auth-provider'
import { i18nProvider } from './providers/i18n'
import { appMessages } from './providers/zh-messages'

export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={adminTheme}
      title={appMessages.title}
      requireAuth
      // The telemetry ping loads an image from another origin, which the CSP blocks.
      disableTelemetry
    >
      {/* react-admin shows its "not configured" welcome screen when it has no resources; an empty
          function child (resources to come) lets it render the layout and the dashboard instead. */}
      {() => null}
    </Admin>
  )
}
