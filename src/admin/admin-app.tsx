// The back office: react-admin under /admin, signed in against PocketBase, in Chinese.
import { Admin, Resource } from 'react-admin'
import { catalogues } from './catalogues'
import { Dashboard } from './dashboard/dashboard'
import { StaffLayout } from './layout/staff-layout'
import { StaffNotification } from './layout/staff-notification'
import { adminTheme } from './layout/theme'
import { LoginPage } from './login/login-page'
import { pb } from '../lib/pocketbase'
import { createAuthProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { createI18nProvider } from './providers/i18n'
import { appMessages } from './providers/messages/zh-CN'
import { adminStore, useSiteLanguage } from './providers/site-preferences'
import analytics from './resources/analytics'
import carousels from './resources/carousels'
import forms from './resources/forms'
import intakes from './resources/intakes'
import isvPartners from './resources/isv-partners'
import news from './resources/news'
import outbox from './resources/outbox'
import settings from './resources/settings'

// Realtime subscriptions end with the session.
const authProvider = createAuthProvider(pb, { onLogout: () => dataProvider.unsubscribe() })
const i18nProvider = createI18nProvider(catalogues)

export default function AdminApp() {
  // The 语言 setting on the server decides the language, login page included.
  useSiteLanguage(pb)
  return (
    <Admin
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={StaffLayout}
      notification={StaffNotification}
      theme={adminTheme}
      title={appMessages.title}
      requireAuth
      // The telemetry ping loads an image from another origin, which the CSP blocks.
      disableTelemetry
    >
      {/* In the sidebar's order (layout/staff-menu.tsx). */}
      <Resource name="carousels" {...carousels} />
      <Resource name="news" {...news} />
      <Resource name="forms" {...forms} />
      <Resource name="analytics" {...analytics} />
      <Resource name="isv-partners" {...isvPartners} />
      <Resource name="intakes" {...intakes} />
      <Resource name="settings" {...settings} />
      <Resource name="outbox" {...outbox} />
      {/* Read through the provider by the screens above; no pages of their own. */}
      <Resource name="lead-notes" />
      <Resource name="activity" />
    </Admin>
  )
}
