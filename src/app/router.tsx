// The one route table: every public route of routes.json, the not-found page, and the lazy back office.
import { lazy, Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { pageName, siteRoutes, type SiteRoute } from '../lib/site-meta'
import { SiteLayout } from '../site/layout/site-layout'
import NotFoundPage from '../site/status/not-found-page'
import { lazyPage, type LazyPage, type PageModule } from './lazy-page'

// A route's page is the file named after its path: `/products/courses` -> products-courses-page.tsx.
const pageModules = import.meta.glob<PageModule>('../site/pages/*-page.tsx')

/** The page file of a route, relative to the project root (how Vite's build manifest names it). */
export function pageSourceFile(path: string): string {
  return `src/site/pages/${pageName(path)}-page.tsx`
}

function pageFor(route: SiteRoute): LazyPage {
  const load = pageModules[`../site/pages/${pageName(route.path)}-page.tsx`]
  if (!load) throw new Error(`No page component for ${route.path}: expected ${pageSourceFile(route.path)}`)
  return lazyPage(load)
}

export interface SitePage {
  route: SiteRoute
  page: LazyPage
}

/** Each public route with its page component, in the order of routes.json. */
export const sitePages: readonly SitePage[] = siteRoutes.map((route) => ({ route, page: pageFor(route) }))

// Only /admin ever downloads react-admin and MUI.
const AdminApp = lazy(() => import('../admin/admin-app'))

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...sitePages.map(
        ({ route, page: { Component } }): RouteObject => ({
          path: route.path,
          caseSensitive: true,
          element: <Component route={route} />,
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    ),
  },
]

export function AppRoutes() {
  return useRoutes(appRoutes)
}

/** Loads the code of the page at `path`, if it is a public route, so that it renders without suspending. */
export function preloadPage(path: string): Promise<unknown> {
  return sitePages.find(({ route }) => route.path === path)?.page.preload() ?? Promise.resolve()
}
