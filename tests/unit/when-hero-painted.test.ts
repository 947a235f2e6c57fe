// The page entry's code waits for the hero image (a carousel's first slide) before it starts, so no
// script competes with that image; a page without one, or with it already in, starts after the paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HERO_WAIT_MS, whenHeroPainted } from '../../src/site/layout/when-hero-painted'

function heroImage(complete: boolean): HTMLImageElement {
  const image = document.createElement('img')
  image.setAttribute('fetchpriority', 'high')
  Object.defineProperty(image, 'complete', { value: complete })
  document.body.append(image)
  return image
}

/** Lets the next frames (16 ms apart) and the task after them pass. */
const afterPaint = () => vi.advanceTimersByTime(40)

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }))
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('whenHeroPainted', () => {
  it('starts after the paint on a page without a hero image waiting', () => {
    heroImage(true)
    const run = vi.fn()
    whenHeroPainted(run)
    expect(run).not.toHaveBeenCalled()
    afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for the hero image to load (or fail), then for the paint', () => {
    const image = heroImage(false)
    const failing = heroImage(false)
    const run = vi.fn()
    whenHeroPainted(run)
    afterPaint()
    image.dispatchEvent(new Event('load'))
    afterPaint()
    expect(run).not.toHaveBeenCalled()
    failing.dispatchEvent(new Event('error'))
    afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('starts anyway when the image neither loads nor fails in time, and only once', () => {
    const image = heroImage(false)
    const run = vi.fn()
    whenHeroPainted(run)
    vi.advanceTimersByTime(HERO_WAIT_MS - 100)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    afterPaint()
    image.dispatchEvent(new Event('load'))
    afterPaint()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
