// The navbar's scroll state and brand, and which contact lines the footer and contact page show.
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SiteSettings } from '../../src/site/data/records'
import { policeLookupUrl } from '../../src/site/content/contact'
import { navbarSolidAfterPx } from '../../src/site/content/navigation'
import { brandParts, SiteHeader } from '../../src/site/layout/site-header'
import { contactLines } from '../../src/site/sections/contact-details'

const settings: SiteSettings = {
  registration_enabled: true,
  contact_phone: '400-820-6688',
  contact_email: 'contact@example.com',
  contact_address: '上海市浦东新区',
  working_hours: '周一至周五 10:00-17:00',
  icp_number: '',
  police_number: '',
}

describe('site header', () => {
  function scrollTo(y: number) {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
  }

  it('is translucent up to 50 px of scroll and solid beyond', () => {
    render(<SiteHeader path="/about" />)
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(navbarSolidAfterPx)
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(navbarSolidAfterPx + 1)
    expect(header).toHaveAttribute('data-solid', 'true')
    scrollTo(0)
    expect(header).toHaveAttribute('data-solid', 'false')
  })

  it('marks the current page in the menu, and only that one', () => {
    render(<SiteHeader path="/products" />)
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['产品服务'])
  })

  it('is an island: its wrapper names it and carries its props for the browser', () => {
    const { container } = render(<SiteHeader path="/contact" />)
    const wrapper = container.firstElementChild
    expect(wrapper?.getAttribute('data-island')).toBe('site-header')
    expect(JSON.parse(wrapper?.getAttribute('data-island-props') ?? '')).toEqual({ path: '/contact' })
    expect(wrapper?.firstElementChild?.tagName).toBe('HEADER')
  })

  it('splits the parenthesised note off the site name for the badge', () => {
    expect(brandParts('AI 企业转型学院（内测版）')).toEqual({ main: 'AI 企业转型学院', note: '内测版' })
    expect(brandParts('AI 企业转型学院')).toEqual({ main: 'AI 企业转型学院', note: '' })
  })
})

describe('contact lines', () => {
  it('lists phone, e-mail (with the 24-hour promise), address and hours in that order', () => {
    expect(contactLines(settings).map((line) => [line.label, line.value, line.href ?? ''])).toEqual([
      ['电话咨询', '400-820-6688', 'tel:4008206688'],
      ['邮件咨询', 'contact@example.com', 'mailto:contact@example.com'],
      ['公司地址', '上海市浦东新区', ''],
      ['工作时间', '周一至周五 10:00-17:00', ''],
    ])
    expect(contactLines(settings)[1]!.note).toBe('我们将在24小时内回复')
  })

  it('leaves out empty and blank values', () => {
    expect(contactLines({ ...settings, contact_phone: '', contact_address: '  ' }).map((line) => line.key)).toEqual(['email', 'hours'])
  })

  it('links a public-security filing number to its lookup by its digits', () => {
    expect(policeLookupUrl('京公网安备 11010502030143号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143')
  })
})

describe('page views', () => {
  it('sends a beacon for public routes only', async () => {
    const { reportPageView, pageViewEndpoint } = await import('../../src/site/layout/page-view-counter')
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    reportPageView('/about')
    reportPageView('/no-such-page')
    reportPageView('/admin')
    expect(beacon.mock.calls).toEqual([[pageViewEndpoint, JSON.stringify({ path: '/about' })]])
  })
})

describe('contact details while settings load', () => {
  it('hold the space of all four lines, hidden, so nothing moves when the values arrive', async () => {
    const { ContactDetails } = await import('../../src/site/sections/contact-details')
    const { container } = render(<ContactDetails settings={null} variant="page" />)
    const list = container.querySelector('dl')!
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(list.style.visibility).toBe('hidden')
    expect(list.querySelectorAll('[data-contact]')).toHaveLength(4)
  })
})
