// @vitest-environment node
// 添加链接's address check: what the article sanitiser keeps as a link is taken (a bare host name gets
// https://, a bare e-mail address mailto:), anything it would drop is refused before it reaches the body.
import { describe, expect, it } from 'vitest'
import newsHtml from '@shared/news-html.js'
import { linkAddress } from '../../src/admin/resources/news/news-link-dialog'

describe('link address', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['example.com/huawei', 'https://example.com/huawei'],
    ['mailto:contact@example.com', 'mailto:contact@example.com'],
    ['contact@example.com', 'mailto:contact@example.com'],
    ['/market-activities?news=abc', '/market-activities?news=abc'],
    ['#top', '#top'],
  ])('takes %j as %j, which the server keeps', (input, expected) => {
    expect(linkAddress(input)).toBe(expected)
    const html = `<p><a href="${expected}">链接</a></p>`
    expect(newsHtml.sanitizeNewsHtml(html).html).toBe(html)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil', 'ftp://example.com', '', '网址', 'http://'])('refuses %j', (input) => {
    expect(linkAddress(input)).toBeNull()
  })
})
