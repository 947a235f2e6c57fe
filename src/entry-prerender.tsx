// Build-time render entry: scripts/build.mjs imports this bundle and writes each page's HTML with it.
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { criticalStyleTags, createServerCache } from './app/emotion-server'
import { appMessages } from './admin/providers/messages/zh-CN'
import { AppRoutes } from './app/router'
import { pageTitle } from './lib/site-meta'
import MaintenancePage from './site/status/maintenance-page'
import { newsTemplateTree, type NewsTemplateKind } from './site/news-pages/news-template-tree'

export { siteUrl } from './site/env'
export { contentSeed, contentTextFields, contentTextSeed } from './site/content/content-seed'
export { siteDescription, siteName, siteRoutes } from './lib/site-meta'
export { newsTemplateFile, newsTemplateKinds } from './site/news-pages/news-template-tree'
export { CONSULTATION_CODE_TEMPLATE_ID as consultationCodeTemplateId } from './site/layout/consultation-opener'

/** The head of dist/admin/index.html; react-admin renders everything else in the browser. */
export const adminShell = { title: pageTitle(appMessages.title), noscript: appMessages.noscript }

/** A path no route matches, so the router renders the not-found page. */
export const NOT_FOUND_PATH = '/404'

export interface RenderedPage {
  /** Title, meta and link tags React hoisted out of the page, for the document head. */
  head: string
  /** The critical CSS of the page as Emotion <style> tags, for the document head. */
  styles: string
  /** The markup of #root. */
  body: string
}

// React emits the hoistable tags (<title>, <meta>, <link>) of a partial render before the content.
const HOISTED_PREFIX = /^(?:<title(?: [^>]*)?>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

async function render(tree: ReactNode): Promise<RenderedPage> {
  const cache = createServerCache()
  const errors: unknown[] = []
  const { prelude } = await prerender(<CacheProvider value={cache}>{tree}</CacheProvider>, {
    // Never outline a large Suspense boundary into a hidden <div> revealed by an inline script:
    // the CSP forbids inline scripts, and the page should be complete HTML anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A failing component would otherwise be left to the browser to render: fail the build instead.
    onError: (error) => {
      errors.push(error)
    },
  })
  if (errors.length > 0) throw new AggregateError(errors, 'Prerender failed')

  const html = await new Response(prelude).text()
  const head = HOISTED_PREFIX.exec(html)?.[0] ?? ''
  const body = html.slice(head.length)
  return { head, styles: criticalStyleTags(cache, body), body }
}

/** The HTML of the page the site shows at `path` (a public route, or the not-found page). */
export function renderPath(path: string): Promise<RenderedPage> {
  return render(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  )
}

export function renderMaintenance(): Promise<RenderedPage> {
  return render(<MaintenancePage />)
}

/** A template of the served news pages (/news, /news/<id>), filled by pb_hooks/lib/news/news-pages.js. */
export function renderNewsTemplate(kind: NewsTemplateKind): Promise<RenderedPage> {
  return render(newsTemplateTree(kind))
}
export { handbookHtml } from './site/handbook/course-handbook'
