// The news body sanitiser keeps article markup and drops anything that could run script.
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../src/site/sections/news/sanitize-html'

describe('news body sanitiser', () => {
  it('keeps headings, paragraphs, lists, links and images', () => {
    const html = '<h2>标题</h2><p>正文<strong>加粗</strong></p><ul><li>一</li></ul><a href="https://example.com/a">链接</a><img src="/a.png" alt="图">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('strips <script> elements', () => {
    const clean = sanitizeHtml('<p>正文</p><script>alert(1)</script>')
    expect(clean).toBe('<p>正文</p>')
  })

  it('strips onerror= and other event handlers', () => {
    const clean = sanitizeHtml('<img src="x" onerror="alert(1)"><p onclick="alert(2)">正文</p>')
    expect(clean).not.toMatch(/onerror|onclick|alert/)
    expect(clean).toContain('<p>正文</p>')
  })

  it('strips javascript: links', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">点我</a><a href=" JavaScript:alert(2)">再点</a>')
    expect(clean).not.toMatch(/javascript/i)
    expect(clean).toContain('点我')
  })

  it('makes links that open a new tab safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">外链</a>')).toContain('rel="noopener noreferrer"')
  })
})
