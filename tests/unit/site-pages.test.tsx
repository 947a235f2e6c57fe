// Every public route renders its page with its <h1> and head tags; unknown paths get the not-found page.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes, preloadPage } from '../../src/app/router'
import { siteUrl } from '../../src/site/env'
import { siteName, siteRoutes, siteRoute } from '../../src/lib/site-meta'
import { footerGroups, headerNav } from '../../src/site/content/navigation'
import { expectedDescription } from '../support/page-meta'

async function renderAt(path: string) {
  await preloadPage(path)
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

const head = (selector: string) => document.head.querySelector(selector)

describe('public pages', () => {
  for (const route of siteRoutes) {
    it(`${route.path} shows its title as <h1> and in the document head`, async () => {
      await renderAt(route.path)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(route.title)
      expect(document.title).toBe(`${route.title} | ${siteName}`)
      expect(head('meta[name="description"]')).toHaveAttribute('content', expectedDescription(route))
      expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${route.path}`)
      expect(head('meta[property="og:title"]')).toHaveAttribute('content', document.title)
    })
  }

  it('links the home hero to the course centre and the contact page', async () => {
    await renderAt('/')
    const main = screen.getByRole('main')
    expect(main.querySelector('a[href="/products/courses"]')).not.toBeNull()
    expect(main.querySelector('a[href="/contact"]')).not.toBeNull()
  })

  it('shows 页面未找到 with links home and to the courses for an unknown path, without a canonical link', async () => {
    await renderAt('/no-such-page')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('页面未找到')
    expect(document.title).toBe(`页面未找到 | ${siteName}`)
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: '浏览课程' })).toHaveAttribute('href', '/products/courses')
    expect(head('link[rel="canonical"]')).toBeNull()
  })

  it('matches paths case-sensitively, as the server does', async () => {
    await renderAt('/Contact')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('页面未找到')
  })

  it('links the footer to the four courses and the two legal pages', async () => {
    await renderAt('/about')
    const footerLinks = [...screen.getByRole('contentinfo').querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(footerLinks).toEqual([
      '/courses/strategy',
      '/courses/practical',
      '/courses/marketing',
      '/courses/ecosystem',
      '/legal/privacy',
      '/legal/terms',
    ])
  })

  it('links navigation only to routes that exist', () => {
    const paths = [...headerNav.map((item) => item.path), ...footerGroups.flatMap((group) => group.paths)]
    for (const path of paths) expect(() => siteRoute(path)).not.toThrow()
  })
})
