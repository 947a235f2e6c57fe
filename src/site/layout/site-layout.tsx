// Shell of every public page: header, the routed page, footer. Rendered by the prerender (and the
// development server); in the built site only its islands (the header) run in the browser.
import '../global.css'
import { css, Global } from '@emotion/react'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { colors, layout } from '../theme'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const shell = css({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  '& > main': { flex: 1 },
})

const skipLink = css({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  zIndex: 20,
  padding: '8px 16px',
  background: colors.brand,
  color: colors.onDark,
  '&:focus': { left: '8px', top: '8px' },
})

// A jump to a section (/guanghe#apply, a shared #id address, Tab onto a link) ends below the fixed
// navbar instead of under it. Course pages add their anchor bar to this (courses/nav/course-nav.tsx).
const jumps = { html: { scrollPaddingTop: layout.headerHeight } }

export function SiteLayout() {
  const { pathname } = useLocation()
  return (
    <div css={shell}>
      <Global styles={jumps} />
      <a href="#main" css={skipLink}>
        跳到主要内容
      </a>
      <SiteHeader path={pathname} />
      {/* A page's code loads on first visit; the previous page stays until it arrives. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <SiteFooter />
    </div>
  )
}
