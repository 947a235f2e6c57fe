// Browser entry of the public site: hydrates the prerendered page (renders from scratch in development).
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createSiteCache } from './app/emotion-cache'
import { AppRoutes, preloadPage } from './app/router'
import { captureAttribution } from './site/data/attribution'

try {
  captureAttribution(window.sessionStorage, window.location, document.referrer)
} catch {
  // Reading sessionStorage itself throws where storage is blocked; the visit goes unattributed.
}

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <CacheProvider value={createSiteCache()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
)

if (container.hasChildNodes()) {
  // With the page's code loaded first, hydration renders the same tree the prerender did. If the
  // download fails, the Suspense boundary keeps the prerendered HTML until a retry succeeds.
  await preloadPage(window.location.pathname).catch(() => undefined)
  hydrateRoot(container, app)
} else {
  createRoot(container).render(app)
}
