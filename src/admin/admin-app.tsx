// The back office: react-admin under /admin, signed in against PocketBase, in Chinese; each role sees the
// screens the roles table gives it (the auth provider's canAccess).
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { PasswordPage } from './account/password-page'
import { catalogues } from './catalogues'
import { Dashboard } from './dashboard/dashboard'
import { passwordPath } from './layout/staff-app-bar'
import { NotFound } from './layout/not-found'
import { StaffLayout } from './layout/staff-layout'
import { StaffNotification } from './layout/staff-notification'
import { forRoles } from './ui/role-screens'
import { adminTheme } from './layout/theme'
import { LoginPage } from './login/login-page'
import { pb } from '../lib/pocketbase'
import { createAuthProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { createI18nProvider } from './providers/i18n'
import { appMessages } from './providers/messages/zh-CN'
import { adminStore, useSiteLanguage } from './providers/site-preferences'
import carousels from './resources/carousels'
import courses from './resources/courses'
import forms from './resources/forms'
import intakes from './resources/intakes'
import isvPartners from './resources/isv-partners'
import news from './resources/news'
import outbox from './resources/outbox'
import pages from './resources/pages'
import privacy from './resources/privacy'
import settings from './resources/settings'
import staff from './resources/staff'

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
      catchAll={NotFound}
      notification={StaffNotification}
      theme={adminTheme}
      title={appMessages.title}
      requireAuth
      // The telemetry ping loads an image from another origin, which the CSP blocks.
      disableTelemetry
    >
      {/* In the sidebar's order (layout/staff-menu.tsx); each screen for the roles that may open it. */}
      <Resource name="carousels" {...forRoles('carousels', carousels)} />
      <Resource name="news" {...forRoles('news', news)} />
      <Resource name="forms" {...forRoles('forms', forms)} />
      <Resource name="isv-partners" {...forRoles('isv-partners', isvPartners)} />
      <Resource name="intakes" {...forRoles('intakes', intakes)} />
      <Resource name="courses" {...forRoles('courses', courses)} />
      <Resource name="pages" {...forRoles('pages', pages)} />
      <Resource name="staff" {...forRoles('staff', staff)} />
      <Resource name="settings" {...forRoles('settings', settings)} />
      <Resource name="outbox" {...forRoles('outbox', outbox)} />
      <Resource name="privacy" {...forRoles('privacy', privacy)} />
      {/* Read through the provider by the screens above; no pages of their own. */}
      <Resource name="lead-notes" />
      <Resource name="activity" />
      <Resource name="content-drafts" />
      <Resource name="content-revisions" />
      <Resource name="retention-runs" />
      {/* 修改密码, for every role (the header links it). */}
      <CustomRoutes>
        <Route path={passwordPath} element={<PasswordPage />} />
      </CustomRoutes>
    </Admin>
  )
}
