// @vitest-environment node
// 按钮链接: a stored link opens as its preset, as 无链接, or in 自定义链接 mode; the saved link follows the choice.
import { describe, expect, it } from 'vitest'
import { CUSTOM_LINK, NO_LINK, noLinkLabel, isAllowedLink, isPreset, linkChoiceFor, linkChoices, linkFor, linkPresets } from '../../src/admin/resources/carousels/carousel-links'
import { newsPageText } from '../../src/site/news-pages/news-page-text'
import links from '@shared/links.js'

const { normalizeLink } = links

describe('button link presets', () => {
  it('offer the spec\'s pages that exist on the site, then 自定义链接', () => {
    expect(linkPresets.map((preset) => preset.path)).toEqual([
      '/',
      '/products',
      '/products/courses',
      '/products/capabilities',
      '/courses/strategy',
      '/courses/practical',
      '/courses/marketing',
      '/courses/ecosystem',
      '/guanghe',
      '/guanghe#apply',
      '/about',
      '/market-activities',
      '/news',
      '/contact',
    ])
    // Labelled as the pages name themselves.
    expect(linkPresets.find((preset) => preset.path === '/news')?.label).toBe(newsPageText.listTitle)
    expect(NO_LINK).toBe('')
    expect(noLinkLabel).toBe('无链接')
    expect(linkChoices[0]).toEqual({ id: '/', name: '首页（/）' })
    expect(linkChoices).toHaveLength(linkPresets.length + 1)
    expect(linkChoices.at(-1)).toEqual({ id: CUSTOM_LINK, name: '自定义链接' })
  })

  it('open a stored preset as that preset', () => {
    expect(linkChoiceFor('/courses/strategy')).toBe('/courses/strategy')
    expect(linkChoiceFor('/')).toBe('/')
    expect(linkChoiceFor(' /contact ')).toBe('/contact')
    expect(linkChoiceFor('/guanghe#apply')).toBe('/guanghe#apply')
    expect(linkChoiceFor('/news')).toBe('/news')
  })

  it('open any other link in custom mode', () => {
    expect(linkChoiceFor('/courses/strategy#registration')).toBe(CUSTOM_LINK)
    expect(linkChoiceFor('/market-activities?news=abc')).toBe(CUSTOM_LINK)
    expect(linkChoiceFor('https://example.com/')).toBe(CUSTOM_LINK)
    expect(linkChoiceFor('/news?page=2')).toBe(CUSTOM_LINK)
    expect(linkChoiceFor('/Contact')).toBe(CUSTOM_LINK)
  })

  it('open an empty or missing link as 无链接', () => {
    expect(linkChoiceFor('')).toBe(NO_LINK)
    expect(linkChoiceFor('   ')).toBe(NO_LINK)
    expect(linkChoiceFor(undefined)).toBe(NO_LINK)
    expect(linkChoiceFor(null)).toBe(NO_LINK)
  })

  it('save the preset, nothing, or the custom text trimmed', () => {
    expect(linkFor('/guanghe', 'https://ignored.example')).toBe('/guanghe')
    expect(linkFor(NO_LINK, '/about')).toBe('')
    expect(linkFor(CUSTOM_LINK, '  https://example.com/a  ')).toBe('https://example.com/a')
    expect(linkFor(CUSTOM_LINK, undefined)).toBe('')
  })

  it('tell presets from the other choices', () => {
    expect(isPreset('/about')).toBe(true)
    expect(isPreset(CUSTOM_LINK)).toBe(false)
    expect(isPreset(NO_LINK)).toBe(false)
    expect(isPreset('/about/')).toBe(false)
  })
})

describe('custom links', () => {
  it('may be a site address or an http(s) address', () => {
    for (const link of ['/about', '/market-activities?news=abc', '/courses/strategy#registration', 'https://example.com', 'http://example.com/a?b=c']) {
      expect(isAllowedLink(link), link).toBe(true)
    }
  })

  it('may not be a script, a data URL, protocol-relative, empty or a bare word', () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', '', 'about', 'https://', 'https://exa mple.com', 'mailto:a@b.c']) {
      expect(isAllowedLink(link), link).toBe(false)
    }
  })

  it('may not reach another host through what a browser strips or reads as a slash', () => {
    for (const link of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t//evil.example',
      ' //evil.example ',
      '\u0000//evil.example',
      '/\u0001/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t\\evil.example',
      'java\tscript:alert(1)',
      '\njavascript:alert(1)',
    ]) {
      expect(isAllowedLink(link), JSON.stringify(link)).toBe(false)
    }
  })

  it('are read the way a browser reads them: edges and tabs or line breaks inside stripped', () => {
    expect(normalizeLink('\u0000 /about\t \n')).toBe('/about')
    expect(normalizeLink('/cour\tses/str\r\nategy')).toBe('/courses/strategy')
    expect(normalizeLink('https://exa\nmple.com/a')).toBe('https://example.com/a')
    expect(isAllowedLink(' /about ')).toBe(true)
    expect(isAllowedLink('/cour\tses')).toBe(true)
  })
})
