// The call-to-action ripple (public spec §9, 600 ms) on prerendered links: no React handler, one
// listener of the page's plain code draws it, and skips it when the visitor asks for less motion.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ButtonLink } from '../../src/site/ui/button-link'
import { rippleMs, watchRipples } from '../../src/site/ui/ripple'

/** A page holding the link exactly as the build prerenders it, with the page controls' listener. */
function prerenderedPage() {
  const page = document.implementation.createHTMLDocument('page')
  page.body.innerHTML = renderToStaticMarkup(<ButtonLink to="/contact">立即咨询</ButtonLink>)
  watchRipples(page)
  return page.querySelector('a')!
}

function press(link: Element) {
  link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 12, clientY: 8 }))
}

beforeEach(() => {
  vi.useFakeTimers()
  // A laptop (this test machine has 2 cores, which the site treats as low-powered: no ripple).
  vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 8, deviceMemory: 8 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('call-to-action ripple', () => {
  it('ripples a prerendered link from the pointer for 600 ms', () => {
    const link = prerenderedPage()
    press(link)
    expect(link.querySelectorAll('.ripple')).toHaveLength(1)
    expect(rippleMs).toBe(600)
    vi.advanceTimersByTime(rippleMs - 1)
    expect(link.querySelectorAll('.ripple')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(link.querySelectorAll('.ripple')).toHaveLength(0)
  })

  it('draws nothing on a low-powered device, nor for a visitor who asked for less motion', () => {
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 2 })
    const onLowDevice = prerenderedPage()
    press(onLowDevice)
    expect(onLowDevice.querySelectorAll('.ripple')).toHaveLength(0)
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 8 })
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
    const link = prerenderedPage()
    press(link)
    expect(link.querySelectorAll('.ripple')).toHaveLength(0)
  })
})
