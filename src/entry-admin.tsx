// Browser entry of the back office shell (/admin/*): react-admin only, nothing of the public site.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import AdminApp from './admin/admin-app'

const container = document.getElementById('root')
if (!container) throw new Error('The admin shell has no #root element')

// A data router: react-admin can then ask before a changed form is left (warnWhenUnsavedChanges).
const router = createBrowserRouter([{ path: '/admin/*', element: <AdminApp /> }])

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
