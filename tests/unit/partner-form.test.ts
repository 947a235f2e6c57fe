// @vitest-environment node
// The partner form's pure rules: list slots in and out, the default display order, the saved payload.
import { describe, expect, it } from 'vitest'
import {
  LIST_SLOTS,
  cleanList,
  defaultOrderIndex,
  initialValues,
  isWebsite,
  toPayload,
  toSlots,
} from '../../src/admin/resources/isv-partners/partner-form'

describe('partner list slots', () => {
  it('offers three slots, the limit the server keeps', () => {
    expect(LIST_SLOTS).toBe(3)
    expect(toSlots(null)).toEqual(['', '', ''])
    expect(toSlots(['云上质检'])).toEqual(['云上质检', '', ''])
  })

  it('cuts a stored list longer than the slots and ignores non-text items', () => {
    expect(toSlots(['a', 2, 'b', 'c', 'd'])).toEqual(['a', 'b', 'c'])
  })

  it('drops blank achievements and tags and trims the rest', () => {
    expect(cleanList(['  服务500家企业 ', '', '   '])).toEqual(['服务500家企业'])
    expect(cleanList(['', '智能制造', ''])).toEqual(['智能制造'])
    expect(cleanList(['', '', ''])).toEqual([])
  })

  it('keeps at most three items', () => {
    expect(cleanList(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c'])
  })

  it('reads anything that is not a list as an empty list', () => {
    expect(cleanList(undefined)).toEqual([])
    expect(cleanList('标签')).toEqual([])
  })
})

describe('default display order', () => {
  it('puts a new partner after the others: their number plus one', () => {
    expect(defaultOrderIndex(0)).toBe(1)
    expect(defaultOrderIndex(6)).toBe(7)
  })

  it('never goes below 1', () => {
    expect(defaultOrderIndex(-3)).toBe(1)
  })
})

describe('initial form values', () => {
  it('start a new partner active, at the end, with empty slots', () => {
    expect(initialValues(undefined, 4)).toEqual({
      name: '',
      logo: null,
      field: '',
      description: '',
      achievements: ['', '', ''],
      tags: ['', '', ''],
      website_url: '',
      contact_email: '',
      order_index: 5,
      active: true,
    })
  })

  it('take an edited partner as stored, its lists spread over the slots', () => {
    const logo = { src: '/api/files/x/y/logo.png?thumb=200x200', title: 'logo.png' }
    const values = initialValues(
      { name: '云智科技', logo, field: '智能制造', description: '工业视觉', achievements: ['甲', '乙'], tags: null, order_index: 2, active: false },
      9,
    )
    expect(values).toMatchObject({ name: '云智科技', logo, achievements: ['甲', '乙', ''], tags: ['', '', ''], order_index: 2, active: false })
    expect(values.website_url).toBe('')
  })
})

describe('saved payload', () => {
  const values = {
    ...initialValues(undefined, 0),
    name: ' 云智科技 ',
    field: '智能制造',
    description: ' 工业视觉质检 ',
    achievements: ['服务100家工厂', ' ', '缺陷检出率99%'],
    tags: ['', '视觉', ''],
    order_index: 3,
  }

  it('drops blank achievements and tags, trims texts and always sends featured false', () => {
    expect(toPayload(values)).toEqual({
      name: '云智科技',
      logo: null,
      field: '智能制造',
      description: '工业视觉质检',
      achievements: ['服务100家工厂', '缺陷检出率99%'],
      tags: ['视觉'],
      website_url: '',
      contact_email: '',
      order_index: 3,
      active: true,
      featured: false,
    })
  })

  it('sends an empty website or e-mail as an empty string', () => {
    const payload = toPayload({ ...values, website_url: '   ', contact_email: '' })
    expect(payload.website_url).toBe('')
    expect(payload.contact_email).toBe('')
  })

  it('keeps inactive as inactive', () => {
    expect(toPayload({ ...values, active: false }).active).toBe(false)
  })
})

describe('website check', () => {
  it('accepts an empty website and http(s) addresses', () => {
    expect(isWebsite('')).toBe(true)
    expect(isWebsite('https://www.example.com/about')).toBe(true)
    expect(isWebsite('http://example.cn')).toBe(true)
  })

  it('refuses text that is not a web address', () => {
    expect(isWebsite('www.example.com')).toBe(false)
    expect(isWebsite('javascript:alert(1)')).toBe(false)
    expect(isWebsite('ftp://example.com')).toBe(false)
  })
})
