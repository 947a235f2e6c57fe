// Development entry (`npm run dev`, which has no prerender): renders whole pages in the browser with
// the route table. The built site does not use it: its pages are prerendered HTML whose islands
// src/islands.tsx hydrates.
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createSiteCache } from './site/emotion-cache'
import { AppRoutes } from './app/router'
import { rememberVisit } from './site/data/visit'
import { startPageControls } from './site/layout/page-controls'
import { reportPageView } from './site/layout/page-view-counter'

const visit = rememberVisit()
reportPageView(window.location.pathname, visit.attribution, visit.sinceLastView)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

// The header's markup must be in the document before its controller takes it over, as in a built page.
flushSync(() =>
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={createSiteCache()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  ),
)
startPageControls()
