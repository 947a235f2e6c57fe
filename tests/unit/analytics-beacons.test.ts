// What the public pages send to be counted (src/site/analytics/, src/site/layout/page-view-counter.tsx):
// a page view's body (the visit's source without the referrer's query, how long since the last view),
// the field speed measured the web-vitals way and sent once when the page is hidden, and a lead form's
// steps once per page view, never what was typed. (The server's side: tests/api/analytics.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import beaconFacts from '../../pb_hooks/lib/shared/beacons.json'
import { attributionOf, noteView } from '../../src/site/data/attribution'

let beacons: [string, unknown][] = []

beforeEach(() => {
  beacons = []
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (route: string, text: string) => {
      beacons.push([route, JSON.parse(text)])
      return true
    },
    configurable: true,
  })
})

describe('a page view', () => {
  it('is sent for public routes only, with the visit’s source and no query of the referrer', async () => {
    const { reportPageView } = await import('../../src/site/layout/page-view-counter')
    const visit = attributionOf({ pathname: '/courses/strategy', search: '?utm_source=baidu&utm_medium=cpc&utm_campaign=spring' }, 'https://www.baidu.com/s?wd=AI培训#top')
    reportPageView('/contact', visit, 42)
    reportPageView('/no-such-page', visit, 42)
    reportPageView('/admin', null, null)
    reportPageView('/about', null, null)
    expect(beacons).toEqual([
      [beaconFacts.routes.pageview, { path: '/contact', referrer: 'https://www.baidu.com/s', utm_source: 'baidu', utm_medium: 'cpc', utm_campaign: 'spring', since_last_view: 42 }],
      [beaconFacts.routes.pageview, { path: '/about' }],
    ])
  })

  it('says how long ago, by the browser’s own clock, it last viewed a page here (nothing on its first view)', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(noteView(localStorage, now)).toBeNull()
    expect(noteView(localStorage, now + 90_500)).toBe(91)
    // A clock set back never gives a negative time.
    expect(noteView(localStorage, now)).toBe(0)
  })
})

/** A stand-in for the browser's PerformanceObserver: tests hand it entries by type. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input']
  static observers: { type: string; callback: (list: { getEntries: () => unknown[] }) => void }[] = []
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe({ type }: { type: string }) {
    FakeObserver.observers.push({ type, callback: this.callback })
  }
  static emit(type: string, entries: unknown[]) {
    for (const observer of FakeObserver.observers.filter((o) => o.type === type)) observer.callback({ getEntries: () => entries })
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
}

describe('field speed', () => {
  beforeEach(() => {
    FakeObserver.observers = []
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    setVisibility('visible')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('takes the last largest paint, the largest burst of shifts not caused by input, and the worst interaction', async () => {
    const { measureVitals } = await import('../../src/site/analytics/web-vitals')
    const measured = measureVitals()
    FakeObserver.emit('largest-contentful-paint', [{ startTime: 800.4 }, { startTime: 1650.6 }])
    FakeObserver.emit('layout-shift', [
      // A burst of 0.05 + 0.04, then a shift after input (ignored), then a lone 0.06 two seconds later.
      { startTime: 1000, value: 0.05, hadRecentInput: false },
      { startTime: 1500, value: 0.04, hadRecentInput: false },
      { startTime: 2000, value: 0.5, hadRecentInput: true },
      { startTime: 3600, value: 0.06, hadRecentInput: false },
    ])
    FakeObserver.emit('first-input', [{ interactionId: 1, duration: 56 }])
    FakeObserver.emit('event', [
      { interactionId: 1, duration: 72 },
      { interactionId: 2, duration: 240 },
      { interactionId: 0, duration: 900 },
    ])
    expect(measured()).toEqual({ lcp: 1651, inp: 240, cls: 0.09 })
  })

  it('counts a shift burst as over after 1 s without shifts or 5 s in all', async () => {
    const { measureVitals } = await import('../../src/site/analytics/web-vitals')
    const measured = measureVitals()
    // Every 0.9 s for 6 s: the first 5 s are one burst (6 shifts), the rest another.
    FakeObserver.emit(
      'layout-shift',
      Array.from({ length: 7 }, (_, i) => ({ startTime: i * 900, value: 0.01, hadRecentInput: false })),
    )
    expect(measured().cls).toBe(0.06)
  })

  it('is sent once, when the page is first hidden, and not at all when nothing was measured', async () => {
    const { watchVitals } = await import('../../src/site/analytics/web-vitals')
    watchVitals('/products')
    FakeObserver.emit('largest-contentful-paint', [{ startTime: 1200 }])
    document.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toEqual([])
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    expect(beacons).toEqual([[beaconFacts.routes.vitals, { path: '/products', lcp: 1200, cls: 0 }]])

    vi.stubGlobal('PerformanceObserver', class extends FakeObserver {
      static override supportedEntryTypes: string[] = []
    })
    beacons = []
    watchVitals('/about')
    window.dispatchEvent(new Event('pagehide'))
    expect(beacons).toEqual([])
  })
})

describe('lead form steps', () => {
  it('are counted once per page view each: started by typing in a lead form, the handbook requested; what was typed is never sent', async () => {
    vi.resetModules()
    const { watchFormSteps, reportFormStep, LEAD_FORM_ATTRIBUTE, HANDBOOK_ATTRIBUTE } = await import('../../src/site/analytics/form-steps')
    document.body.innerHTML = `<form ${LEAD_FORM_ATTRIBUTE}="contact"><input name="name"></form><input id="search"><a href="/assets/course-handbook.pdf" download ${HANDBOOK_ATTRIBUTE}>手册</a>`
    watchFormSteps()
    const input = document.querySelector<HTMLInputElement>('input[name="name"]')!
    for (const text of ['张', '张三']) {
      input.value = text
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    document.getElementById('search')!.dispatchEvent(new Event('input', { bubbles: true }))
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('a')!.click()
    reportFormStep('contact', 'submitted')
    reportFormStep('contact', 'submitted')
    const path = window.location.pathname
    expect(beacons).toEqual([
      [beaconFacts.routes.formStep, { path, form: 'contact', step: 'started' }],
      [beaconFacts.routes.formStep, { path, form: beaconFacts.formSteps.handbook.form, step: beaconFacts.formSteps.handbook.step }],
      [beaconFacts.routes.formStep, { path, form: 'contact', step: 'submitted' }],
    ])
    expect(JSON.stringify(beacons)).not.toContain('张')
  })

  it('counts a served form as opened once it comes on screen', async () => {
    vi.resetModules()
    let onScreen: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof onScreen) {
          onScreen = callback
        }
        observe() {}
        unobserve() {}
      },
    )
    const { watchFormSteps, LEAD_FORM_ATTRIBUTE } = await import('../../src/site/analytics/form-steps')
    document.body.innerHTML = `<form ${LEAD_FORM_ATTRIBUTE}="partner_application"></form>`
    watchFormSteps()
    const form = document.querySelector('form')!
    onScreen([{ isIntersecting: false, target: form }])
    expect(beacons).toEqual([])
    onScreen([{ isIntersecting: true, target: form }])
    expect(beacons).toEqual([[beaconFacts.routes.formStep, { path: window.location.pathname, form: 'partner_application', step: 'opened' }]])
    vi.unstubAllGlobals()
  })
})
