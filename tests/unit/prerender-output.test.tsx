// @vitest-environment node
// What the build writes around the prerendered markup: critical CSS, the HTML document, sitemap, robots.
import { CacheProvider, css } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { htmlDocument } from '../../scripts/site/html.mjs'
import { entryAssets } from '../../scripts/site/manifest.mjs'
import { criticalStyleTags, createServerCache } from '../../src/app/emotion-server'
import { ENTRY_ATTRIBUTE, ENTRY_LOADER } from '../support/entry-loader'

describe('critical CSS', () => {
  it('puts no <style> in the markup and inlines only the rules the page uses, under the site key', () => {
    const cache = createServerCache()
    const used = css({ color: 'rgb(1, 2, 3)' })
    const unused = css({ color: 'rgb(4, 5, 6)' })
    const Page = ({ show }: { show: boolean }) => <p css={show ? used : unused}>文字</p>
    renderToString(
      <CacheProvider value={cache}>
        <Page show={false} />
      </CacheProvider>,
    )
    const html = renderToString(
      <CacheProvider value={cache}>
        <Page show />
      </CacheProvider>,
    )

    expect(html).not.toContain('<style')
    const tags = criticalStyleTags(cache, html)
    expect(tags).toMatch(/^<style data-emotion="site [a-z0-9]+">\.site-[a-z0-9]+\{color:rgb\(1, 2, 3\);\}<\/style>$/)
    expect(tags).not.toContain('rgb(4, 5, 6)')
  })
})

describe('HTML document', () => {
  const page = htmlDocument({
    head: '<title>联系我们</title>',
    styles: '<style data-emotion="site a">.site-a{}</style>',
    body: '<main><h1>联系我们</h1></main>',
    assets: { scripts: ['/assets/main-1.js'], preloads: ['/assets/chunk-2.js'], styles: ['/assets/main-3.css'] },
  })

  it('is Chinese, with the head tags, CSS, preloads and the entry script', () => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="zh-CN">/)
    expect(page).toContain('<title>联系我们</title>')
    expect(page).toContain('<link rel="stylesheet" href="/assets/main-3.css">')
    expect(page).toContain('<link rel="modulepreload" href="/assets/chunk-2.js">')
    expect(page).toContain('<div id="root"><main><h1>联系我们</h1></main></div>')
  })

  it('loads scripts only from files, as the CSP requires', () => {
    const scripts = page.match(/<script[^>]*>[^<]*<\/script>/g)
    expect(scripts).toEqual(['<script type="module" src="/assets/main-1.js"></script>'])
  })

  it('starts a public page\'s entry through the loader alone, the one inline script the CSP allows', () => {
    const publicPage = htmlDocument({ head: '', body: '<main><h1>联系我们</h1></main>', assets: { scripts: [], afterPaint: '/assets/islands-1.js', preloads: [], styles: [] } })
    expect(publicPage.match(/<script\b[\s\S]*?<\/script>/g)).toEqual([`<script ${ENTRY_ATTRIBUTE}="/assets/islands-1.js">${ENTRY_LOADER}</script>`])
  })
})

describe('build manifest', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'], css: ['assets/main.css'] },
    '_react.js': { file: 'assets/react.js' },
    'src/site/pages/home-page.tsx': { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['src/main.tsx', '_react.js'] },
  }

  it('preloads what the entry and the page import, each once, without the entry itself', () => {
    expect(entryAssets(manifest, 'src/main.tsx', ['src/site/pages/home-page.tsx'])).toEqual({
      scripts: ['/assets/main.js'],
      preloads: ['/assets/react.js', '/assets/home-page.js'],
      styles: ['/assets/main.css'],
    })
  })
})

