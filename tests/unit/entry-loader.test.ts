// The public pages' entry loader (pb_hooks/lib/shared/entry-loader.js): its CSP hash as the server
// computes it, and in a page when it starts the page's code and how it holds a form sent before then.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENTRY_LOADER, LOADER_CSP_SOURCE } from '../support/entry-loader'

const { PAINT_WAIT_MS, loaderCspSource } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/entry-loader.js') as {
  PAINT_WAIT_MS: number
  loaderCspSource: (hex: string) => string
}

describe('the entry loader’s CSP source', () => {
  it('is the base64 SHA-256 of the loader, from the hex digest the server computes', () => {
    const hex = createHash('sha256').update(ENTRY_LOADER, 'utf8').digest('hex')
    expect(loaderCspSource(hex)).toBe(LOADER_CSP_SOURCE)
  })

  it('converts any digest length, padding included', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '光合行动']) {
      const digest = Buffer.from(text, 'utf8')
      expect(loaderCspSource(digest.toString('hex'))).toBe(`'sha256-${digest.toString('base64')}'`)
    }
  })

  it('is ASCII, so the server and the build hash the same bytes', () => {
    expect(ENTRY_LOADER).toMatch(/^[\x20-\x7e\n]*$/)
  })
})

describe('the entry loader in a page', () => {
  let count = 0

  /** Runs the loader as a page would (the page has loaded: jsdom's readyState is complete); returns its entry's URL. */
  function runLoader(): { entry: string; held: { forms: unknown[]; engaged: boolean } } {
    const entry = `/assets/islands-${++count}.js`
    const script = document.createElement('script')
    script.setAttribute('data-entry', entry)
    document.head.append(script)
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
    new Function(ENTRY_LOADER)()
    return { entry, held: (script as HTMLScriptElement & { held: { forms: unknown[]; engaged: boolean } }).held }
  }
  const started = (entry: string) => document.head.querySelector(`script[type="module"][src="${entry}"]`) !== null

  /** A browser that reports the largest paint; the test says which element was painted. */
  function withLargestPaint() {
    const observers: ((elements: Element[]) => void)[] = []
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint']
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        observers.push((elements) => callback({ getEntries: () => elements.map((element) => ({ element })) }))
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer)
    return (elements: Element[]) => observers.at(-1)?.(elements)
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

  it('where the largest paint is not reported, starts the entry two frames after the load', () => {
    const { entry } = runLoader()
    expect(started(entry)).toBe(false)
    vi.advanceTimersByTime(40)
    expect(started(entry)).toBe(true)
  })

  it('waits for the hero image’s own paint, not another element’s', () => {
    const paint = withLargestPaint()
    const hero = document.createElement('img')
    hero.setAttribute('fetchpriority', 'high')
    document.body.append(hero)
    const { entry } = runLoader()
    paint([document.body])
    vi.advanceTimersByTime(40)
    expect(started(entry)).toBe(false)
    paint([hero])
    vi.advanceTimersByTime(0)
    expect(started(entry)).toBe(true)
  })

  it('on a page without a hero, starts after the first largest paint; after PAINT_WAIT_MS if none comes', () => {
    const paint = withLargestPaint()
    const first = runLoader()
    paint([document.body])
    vi.advanceTimersByTime(0)
    expect(started(first.entry)).toBe(true)
    const second = runLoader()
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1)
    expect(started(second.entry)).toBe(false)
    vi.advanceTimersByTime(1 + 4) // the wait's end, and the task after it
    expect(started(second.entry)).toBe(true)
  })

  it('starts at once when the visitor touches the page first, and notes the visitor', () => {
    withLargestPaint()
    const { entry, held } = runLoader()
    expect(held.engaged).toBe(false)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(started(entry)).toBe(true)
    expect(held.engaged).toBe(true)
  })

  it('holds a form sent before the entry runs, instead of letting the browser send it', () => {
    withLargestPaint()
    const { held } = runLoader()
    const form = document.createElement('form')
    document.body.append(form)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(held.forms).toContain(form)
  })
})
