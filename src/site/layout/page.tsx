// Frame of every page: its head tags and its <main> landmark.
import type { ReactNode } from 'react'
import { pageName, type SiteRoute } from '../../lib/site-meta'
import { Seo, type SeoProps } from './seo'

/** What the route table hands every page component. */
export interface PageProps {
  route: SiteRoute
}

interface PageFrameProps {
  meta: SeoProps
  /** Exposed as data-page for tests and analytics; defaults to the name derived from the path. */
  name?: string
  children: ReactNode
}

export function Page({ meta, name = meta.path === undefined ? undefined : pageName(meta.path), children }: PageFrameProps) {
  return (
    <>
      <Seo {...meta} />
      <main id="main" data-page={name}>
        {children}
      </main>
    </>
  )
}
