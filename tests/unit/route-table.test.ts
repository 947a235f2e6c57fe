// @vitest-environment node
// The route table, titles and page files all come from the one shared routes.json.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import routesJson from '../../pb_hooks/lib/shared/routes.json'
import { pageSourceFile, sitePages } from '../../src/app/router'
import { pageName, pageTitle, siteName } from '../../src/lib/site-meta'

describe('route table', () => {
  it('gives every route of routes.json a page, in order, and nothing else', () => {
    expect(sitePages.map(({ route }) => route.path)).toEqual(routesJson.routes.map((route) => route.path))
    const pageFiles = readdirSync(join(process.cwd(), 'src/site/pages')).filter((name) => name.endsWith('-page.tsx'))
    expect(pageFiles.map((name) => `src/site/pages/${name}`).sort()).toEqual(routesJson.routes.map((r) => pageSourceFile(r.path)).sort())
  })

  it('names pages after their paths', () => {
    expect(pageName('/')).toBe('home')
    expect(pageName('/products/courses')).toBe('products-courses')
  })

  it('puts the page title before the site name, and the bare site name alone', () => {
    expect(pageTitle('联系我们')).toBe(`联系我们 | ${siteName}`)
    expect(pageTitle(siteName)).toBe(siteName)
  })
})
