// Browser entry of the back office shell (/admin/*): react-admin only, nothing of the public site.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import AdminApp from './admin/admin-app'

const container = document.getElementById('root')
if (!container) throw new Error('The admin shell has no #root element')

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
)
