// The page entry's code waits for the hero image (a carousel's first slide) to paint before it
// starts, so no script competes with that image; a page without one starts after the paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HERO_WAIT_MS, whenHeroPainted } from '../../src/site/layout/when-hero-painted'

function image(hero: boolean): HTMLImageElement {
  const element = document.createElement('img')
  if (hero) element.setAttribute('fetchpriority', 'high')
  Object.defineProperty(element, 'complete', { value: false })
  element.decode = () => Promise.resolve()
  document.body.append(element)
  return element
}

/** Lets the next frames (16 ms apart), the tasks after them and the promises between pass. */
async function afterPaint() {
  await vi.advanceTimersByTimeAsync(40)
}

/** A browser that reports the largest paint: what the page's observer is told is up to the test. */
function withLargestPaint() {
  let report: ((elements: Element[]) => void) | undefined
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
      report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) })
    }
    observe() {}
    disconnect() {
      report = undefined
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer)
  return (elements: Element[]) => report?.(elements)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  vi.stubGlobal('PerformanceObserver', undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('whenHeroPainted', () => {
  it('starts after the paint on a page without a hero image', async () => {
    image(false)
    const run = vi.fn()
    whenHeroPainted(run)
    expect(run).not.toHaveBeenCalled()
    await afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('where the largest paint is reported, starts once the hero image is the one painted', async () => {
    const paint = withLargestPaint()
    const hero = image(true)
    const run = vi.fn()
    whenHeroPainted(run)
    hero.dispatchEvent(new Event('load'))
    paint([image(false)])
    await afterPaint()
    expect(run).not.toHaveBeenCalled()
    paint([hero])
    await afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('elsewhere, starts once the hero image has loaded and a frame is drawn; a failed one does not hold it back', async () => {
    const hero = image(true)
    const run = vi.fn()
    whenHeroPainted(run)
    await afterPaint()
    expect(run).not.toHaveBeenCalled()
    hero.dispatchEvent(new Event('load'))
    await afterPaint()
    expect(run).toHaveBeenCalledTimes(1)

    const failing = image(true)
    document.body.replaceChildren(failing)
    const second = vi.fn()
    whenHeroPainted(second)
    failing.dispatchEvent(new Event('error'))
    await afterPaint()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('starts anyway when the image neither paints nor fails in time, and only once', async () => {
    const paint = withLargestPaint()
    const hero = image(true)
    const run = vi.fn()
    whenHeroPainted(run)
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS - 100)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    await afterPaint()
    paint([hero])
    await afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
