// The navbar (its markup run by its controller: scroll state, phone menu, hiding) and brand, and which
// contact lines the footer and contact page show.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteSettings } from '../../src/site/data/types'
import { policeLookupUrl } from '../../src/site/content/contact'
import { replyWithinHours } from '../../src/site/content/figures'
import { navbarSolidAfterPx } from '../../src/site/content/navigation'
import { capabilities } from '../../src/site/content/products'
import { CONSULTATION_TRIGGER_ATTRIBUTE } from '../../src/site/layout/consultation-opener'
import { MENU_ID, startHeaderController } from '../../src/site/layout/header-controller'
import { hideNavbar, showNavbar } from '../../src/site/layout/navbar-visibility'
import { brandParts, SiteHeader } from '../../src/site/layout/site-header'
import { contactLines } from '../../src/site/sections/contact-details'
import { SubscribeButton } from '../../src/site/sections/subscribe-button'
import { watchAlertButtons } from '../../src/site/ui/alert-buttons'

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
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    stop = undefined
    showNavbar('header-test')
    vi.restoreAllMocks()
  })

  /** The header as the prerender writes it, run by its controller the way a page runs it. */
  function renderHeader(path: string) {
    const view = render(<SiteHeader path={path} />)
    stop = startHeaderController(view.container)
    return view
  }

  /** The menu button shows on phones only; jsdom applies no media query, so it is hidden here (and nameless). */
  const menuButton = () => screen.getAllByRole('button', { hidden: true }).find((button) => button.hasAttribute('aria-controls'))!

  function scrollTo(y: number) {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y)
    window.dispatchEvent(new Event('scroll'))
  }

  it('is translucent up to 50 px of scroll and solid beyond', () => {
    renderHeader('/about')
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(navbarSolidAfterPx)
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(navbarSolidAfterPx + 1)
    expect(header).toHaveAttribute('data-solid', 'true')
    scrollTo(0)
    expect(header).toHaveAttribute('data-solid', 'false')
  })

  it('starts solid on a page restored further down', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400)
    renderHeader('/about')
    expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true')
  })

  it('marks the current page in the menu, and only that one', () => {
    renderHeader('/products')
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['产品服务'])
  })

  it('opens the menu from its button, names the button for what it does next, and closes on Escape', async () => {
    const user = userEvent.setup()
    renderHeader('/about')
    const header = screen.getByRole('banner')
    const nav = screen.getByRole('navigation', { name: '主导航' })
    const button = menuButton()
    expect(button).toHaveAttribute('aria-label', '打开菜单')
    expect(button).toHaveAttribute('aria-controls', nav.id)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(nav).toHaveAttribute('data-open', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-label', '关闭菜单')
    expect(nav).toHaveAttribute('data-open', 'true')
    expect(header).toHaveAttribute('data-solid', 'true') // an open menu needs a solid bar above it

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-label', '打开菜单')
    expect(nav).toHaveAttribute('data-open', 'false')
    expect(header).toHaveAttribute('data-solid', 'false')

    await user.click(button)
    await user.click(button)
    expect(nav).toHaveAttribute('data-open', 'false')
  })

  it('hides while something asks the navbar away, closing the menu, and returns after', async () => {
    const user = userEvent.setup()
    renderHeader('/courses/strategy')
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-hidden', 'false')
    await user.click(menuButton())
    hideNavbar('header-test')
    expect(header).toHaveAttribute('data-hidden', 'true')
    expect(document.getElementById(MENU_ID)).toHaveAttribute('data-open', 'false')
    showNavbar('header-test')
    expect(header).toHaveAttribute('data-hidden', 'false')
  })

  it('is plain HTML, not an island, with a 免费咨询 button the page-wide opener handles', () => {
    const { container } = renderHeader('/contact')
    expect(container.querySelector('[data-island]')).toBeNull()
    const consult = screen.getByRole('button', { name: '免费咨询' })
    expect(consult).toHaveAttribute('aria-haspopup', 'dialog')
    expect(consult).toHaveAttribute(CONSULTATION_TRIGGER_ATTRIBUTE)
  })

  it('splits the parenthesised note off the site name for the badge', () => {
    expect(brandParts('AI 企业转型学院（内测版）')).toEqual({ main: 'AI 企业转型学院', note: '内测版' })
    expect(brandParts('AI 企业转型学院')).toEqual({ main: 'AI 企业转型学院', note: '' })
  })
})

describe('订阅更新', () => {
  it('answers with the not-yet-open notice from plain HTML, no island', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { container } = render(<SubscribeButton />)
    watchAlertButtons(document)
    expect(container.querySelector('[data-island]')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: capabilities.subscribeCta }))
    expect(alert).toHaveBeenCalledWith(capabilities.subscribeAlert)
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
    expect(contactLines(settings)[1]!.note).toBe(`我们将在${replyWithinHours}小时内回复`)
  })

  it('leaves out empty and blank values', () => {
    expect(contactLines({ ...settings, contact_phone: '', contact_address: '  ' }).map((line) => line.key)).toEqual(['email', 'hours'])
  })

  it('links a public-security filing number to its lookup by its digits', () => {
    expect(policeLookupUrl('京公网安备 11010502030143号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143')
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
