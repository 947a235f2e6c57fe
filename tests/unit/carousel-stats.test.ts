// @vitest-environment node
// 数据指标: 1 to 5 pairs (the last cannot be removed, add hides at 5), the spec's defaults, pages.
import { describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { canAddStat, canRemoveStat, defaultStats, readStats, statsBounds } from '../../src/admin/resources/carousels/carousel-stats'
import { currentPage, pageChoices, pageLabel } from '../../src/admin/resources/carousels/carousel-pages'

describe('stats editor bounds', () => {
  it('are the server\'s: 1 to 5', () => {
    expect(statsBounds).toEqual({ min: 1, max: 5, maxTextLength: limits.carouselStats.maxTextLength })
  })

  it('let a pair be added below 5 and never at 5 or more', () => {
    expect([0, 1, 2, 3, 4].map(canAddStat)).toEqual([true, true, true, true, true])
    expect(canAddStat(5)).toBe(false)
    expect(canAddStat(6)).toBe(false)
  })

  it('keep the last pair: removing needs at least 2', () => {
    expect(canRemoveStat(0)).toBe(false)
    expect(canRemoveStat(1)).toBe(false)
    expect([2, 3, 4, 5].map(canRemoveStat)).toEqual([true, true, true, true])
  })

  it('start a new slide with 服务企业 1000+, 成功案例 500+, 客户满意度 99%, a fresh list each time', () => {
    expect(defaultStats()).toEqual([
      { label: '服务企业', value: '1000+' },
      { label: '成功案例', value: '500+' },
      { label: '客户满意度', value: '99%' },
    ])
    const first = defaultStats()
    first.pop()
    expect(defaultStats()).toHaveLength(3)
  })

  it('read stored stats as a list of text pairs', () => {
    expect(readStats([{ label: '学员', value: 12 }])).toEqual([{ label: '学员', value: '12' }])
    expect(readStats(null)).toEqual([])
    expect(readStats('x')).toEqual([])
    expect(readStats([null, 'a', { label: 'x' }])).toEqual([{ label: 'x', value: '' }])
  })
})

describe('slide pages', () => {
  it('are the collection\'s, 首页 first', () => {
    expect(pageChoices).toEqual([
      { id: 'home', name: '首页' },
      { id: 'products', name: '产品服务' },
      { id: 'guanghe', name: '光合行动' },
      { id: 'about', name: '关于我们' },
    ])
    expect(pageLabel('about')).toBe('关于我们')
    expect(pageLabel('nowhere')).toBe('nowhere')
  })

  it('default the list to 首页', () => {
    expect(currentPage({})).toBe('home')
    expect(currentPage({ page_id: 'bogus' })).toBe('home')
    expect(currentPage({ page_id: 'guanghe' })).toBe('guanghe')
    expect(currentPage(undefined)).toBe('home')
  })
})
