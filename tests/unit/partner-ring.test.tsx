// The 3D partner carousel: ring geometry, culling, the transition flag, and its states.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Partner } from '../../src/site/data/types'
import { initialsOf, toneOf } from '../../src/site/ui/initials-avatar'
import { joinCjkLatin } from '../../src/site/ui/cjk-spacing'
import { imageFailedText } from '../../src/site/ui/lazy-image'
import { achievementsShown, cardTransform, isRendered, offsetOf, radiusFor, ring, wrapIndex } from '../../src/site/sections/partner-ring/ring'

const listPartners = vi.fn<() => Promise<Partner[]>>()
vi.mock('../../src/site/data/records', async (original) => ({ ...(await original<object>()), listPartners: () => listPartners() }))
const { PartnerRing, partnerRingText } = await import('../../src/site/sections/partner-ring/partner-ring')

function partner(n: number): Partner {
  return {
    id: `partner${n}`,
    collectionId: 'isv_partners',
    name: `伙伴${n}`,
    logo: '',
    field: '智能制造',
    description: '描述',
    achievements: ['成就一', '成就二', '成就三'],
    tags: ['标签'],
    website_url: '',
    contact_email: '',
    order_index: n,
    active: true,
    featured: false,
    created: '',
    updated: '',
  }
}

describe('ring geometry', () => {
  it('wraps indexes and measures the shortest way round', () => {
    expect(wrapIndex(-1, 8)).toBe(7)
    expect(wrapIndex(8, 8)).toBe(0)
    expect(offsetOf(7, 0, 8)).toBe(-1)
    expect(offsetOf(1, 0, 8)).toBe(1)
    expect(offsetOf(0, 7, 8)).toBe(1)
  })

  it('renders only cards with a depth offset under 300: the centre and one each side', () => {
    expect([-2, -1, 0, 1, 2].map(isRendered)).toEqual([false, true, true, true, false])
  })

  it('uses radius 280, 70 % of it below 768 px, and turns side cards 35 degrees', () => {
    expect(radiusFor(1280)).toBe(280)
    expect(radiusFor(767)).toBeCloseTo(196)
    expect(radiusFor(768)).toBe(280)
    expect(cardTransform(1, 280)).toBe('translateX(280px) translateZ(-150px) rotateY(-35deg)')
    expect(cardTransform(0, 280)).toBe('translateX(0px) translateZ(0px) rotateY(0deg)')
    expect(ring.perspective).toBe(1000)
  })

  it('shows three achievements on the centre card and two on the others', () => {
    expect([achievementsShown(0), achievementsShown(1), achievementsShown(-1)]).toEqual([3, 2, 2])
  })
})

describe('partner ring', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    listPartners.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  const settle = () => act(async () => void (await Promise.resolve()))
  const centre = () => document.querySelector('[data-side="false"]')?.getAttribute('data-partner')

  it('shows a spinner while loading and 暂无ISV伙伴数据 when empty', async () => {
    let resolve!: (value: Partner[]) => void
    listPartners.mockReturnValue(new Promise((r) => (resolve = r)))
    render(<PartnerRing />)
    expect(screen.getByRole('status', { name: partnerRingText.loading })).toBeInTheDocument()
    resolve([])
    await settle()
    expect(screen.getByText('暂无ISV伙伴数据')).toBeInTheDocument()
  })

  it('names a side card 查看 and the partner, with a space before a Latin name', async () => {
    listPartners.mockResolvedValue([{ ...partner(1), name: '华为云' }, { ...partner(2), name: 'Acme Cloud' }, { ...partner(3), name: '3A 智能' }])
    render(<PartnerRing />)
    await settle()
    expect(screen.getByRole('button', { name: '查看 Acme Cloud' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '查看 3A 智能' })).toBeInTheDocument()
    expect(joinCjkLatin('查看', '华为云')).toBe('查看华为云')
  })

  it('brings a clicked side card to the centre, and blocks moves while a transition runs', async () => {
    listPartners.mockResolvedValue([1, 2, 3, 4, 5].map(partner))
    render(<PartnerRing />)
    await settle()
    expect(centre()).toBe('partner1')
    expect(document.querySelectorAll('[data-partner]')).toHaveLength(3)
    expect(document.querySelector('[data-side="false"]')!.querySelectorAll('[aria-label="成就"] li')).toHaveLength(3)
    expect(document.querySelector('[data-side="true"]')!.querySelectorAll('[aria-label="成就"] li')).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: '查看伙伴2' }))
    expect(centre()).toBe('partner2')
    fireEvent.click(screen.getByRole('button', { name: partnerRingText.next }))
    expect(centre()).toBe('partner2') // still moving
    act(() => vi.advanceTimersByTime(ring.transitionMs))
    fireEvent.click(screen.getByRole('button', { name: partnerRingText.previous }))
    expect(centre()).toBe('partner1')
    act(() => vi.advanceTimersByTime(ring.transitionMs))
    fireEvent.click(screen.getByRole('button', { name: partnerRingText.previous }))
    expect(centre()).toBe('partner5') // wraps
    act(() => vi.advanceTimersByTime(ring.transitionMs))
    fireEvent.click(screen.getByRole('button', { name: '伙伴3' }))
    expect(centre()).toBe('partner3')
  })

  it('draws a partner without a logo, or whose logo fails, as its initials on a gradient, never 图片加载失败', async () => {
    const withLogo = { ...partner(2), name: 'Acme Cloud', logo: 'logo.png' }
    listPartners.mockResolvedValue([{ ...partner(1), name: '智造云图' }, withLogo])
    render(<PartnerRing />)
    await settle()
    const drawn = screen.getByRole('img', { name: '智造云图标志' })
    expect(drawn).toHaveTextContent(/^智造$/)
    expect(drawn.getAttribute('style')).toContain('linear-gradient')
    // The logo that cannot load (jsdom loads nothing; an error event stands in for a broken file).
    const logo = document.querySelector<HTMLImageElement>('img[alt="Acme Cloud标志"]')!
    fireEvent.error(logo)
    expect(screen.getByRole('img', { name: 'Acme Cloud标志' })).toHaveTextContent(/^AC$/)
    expect(screen.queryByText(imageFailedText)).toBeNull()
  })
})

describe('initials', () => {
  it('takes two Chinese characters, or the first letters of two words', () => {
    expect(initialsOf('智造云图')).toBe('智造')
    expect(initialsOf(' 华为 ')).toBe('华为')
    expect(initialsOf('Acme Cloud Systems')).toBe('AC')
    expect(initialsOf('deepseek')).toBe('D')
    expect(initialsOf('IBM 中国')).toBe('中国')
    expect(initialsOf('')).toBe('')
  })

  it('gives one name the same gradient every time, and different names different ones', () => {
    expect(toneOf('智造云图')).toBe(toneOf('智造云图'))
    const tones = new Set(['智造云图', '金融智脑', '医联智能', '零售魔方', '农链科技', '能效先锋'].map(toneOf))
    expect(tones.size).toBeGreaterThan(2)
  })
})
